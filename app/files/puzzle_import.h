#pragma once
// Checks text from outside (clipboard, import dialog, a dropped text or file, the command
// line) before it may replace the current game, for a puzzle of any shape:
//
//   variantOf(text, chosen)  which variant the text is read as: a variant link's v=, the
//                            form of 16, 36 or 256 cells or a Jigsaw layout before its
//                            cells, else the player's choice among the 9x9 variants that
//                            look alike (core/notation/variant_text.h)
//   parse(text, chosen)      size bound, then the one reader of that variant's notations
//                            (every classic notation, each variant's line, variant links):
//                            what it is, or what is wrong and where. Cheap and bounded:
//                            fine on the GUI thread.
//   check(parsed)            no solution / more than one solution (limit 2), the progress
//                            of a link or the marks of a pencil-mark grid as the game's
//                            first move. Runs a solver: call it off the GUI thread
//                            (import_job.h does).
//
// Neither touches any game; the caller starts the imported one only on success.

#include "core/game/game_puzzle.h"
#include "core/game/move.h"
#include "core/notation/parse_error.h"
#include "core/notation/parsed_puzzle.h"
#include "core/shape/shape_grid.h"
#include "core/presets/preset.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace nonet::app {

struct ImportProblem {
    enum class Code {
        Empty,             // nothing but whitespace
        TooLarge,          // far longer than any notation; not read
        NotAPuzzle,        // the notation parser refused it (parseCode says how)
        ConflictingGivens, // two equal givens in a house (cells lists them)
        NoSolution,
        SeveralSolutions,
        BadProgress,       // the progress or marks that came with it do not fit the puzzle
        UnreadableFile,    // a dropped or named file could not be read
    };
    Code code = Code::Empty;
    QString message;          // plain words for people, translated
    std::optional<ParseError::Code> parseCode;
    std::vector<int> cells;   // cells the problem is about (conflicting givens), ascending
};

// A text read as a puzzle of some shape, not yet solved.
struct ParsedImport {
    ShapeGrid givens; // of the shape read (for Jigsaw, with its layout)
    // Entries and notes that came with it (a link's progress, pencil marks), as one move.
    std::optional<Move> progress;
    Notation notation = Notation::Line;
};

struct ImportedPuzzle {
    GamePuzzle puzzle; // givens and their one solution; the level is not rated yet
    // Played as the game's first move, so the position is as shared.
    std::optional<Move> progress;
    Notation notation = Notation::Line;
};

class PuzzleImport {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PuzzleImport)
public:
    // Text longer than this (in UTF-16 units) is refused before any conversion.
    static constexpr qsizetype kMaxTextLength = 64 * 1024;

    static Variant variantOf(const QString& text, Variant chosen = homeVariant());
    // chosen: the player's choice for an 81-cell text (variantOf). A text with words around
    // one nonet:// link (the review's Copy as Text) is read as the link, here and in variantOf.
    static std::variant<ParsedImport, ImportProblem> parse(const QString& text, Variant chosen = homeVariant());
    static std::variant<ImportedPuzzle, ImportProblem> check(const ParsedImport& parsed);
    // parse then check, for callers that are already off the GUI thread (and tests).
    static std::variant<ImportedPuzzle, ImportProblem> run(const QString& text, Variant chosen = homeVariant());
    // Every classic notation alone, whatever the form says (Enter Puzzle takes classic
    // puzzles): the same bound and sentences.
    static std::variant<ParsedPuzzle, ImportProblem> parseClassic(const QString& text);
    // The givens of a classic puzzle pasted into Enter Puzzle, or the sentence saying why
    // there are none: how the editor reads a paste.
    static std::variant<Grid, QString> classicGivens(const QString& text);

    // The sentence for text beyond kMaxTextLength, with its real length in characters.
    static QString tooLongMessage(qsizetype length);

    // The player's sentence for a notation error (of any shape's notation).
    static ImportProblem describe(const ParseError& error);

    // Text of a file named on the command line or dropped on the window, within the bound.
    static std::variant<QByteArray, ImportProblem> readFile(const QString& path);
};

} // namespace nonet::app
