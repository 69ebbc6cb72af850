#pragma once
// Checks text from outside (clipboard, import dialog, a dropped text or file, the command
// line) before it may replace the current game:
//
//   parse(text)   size bound, then the one notation parser (core/notation): what it is, or
//                 what is wrong and where. Cheap and bounded: fine on the GUI thread.
//   check(parsed) no solution / more than one solution (countSolutions, limit 2), the
//                 progress of a link or the marks of a pencil-mark grid as the game's first
//                 move. Runs a solver: call it off the GUI thread (import_job.h does).
//
// Neither touches any game; the caller starts the imported one only on success.

#include "core/game/game_puzzle.h"
#include "core/game/move.h"
#include "core/notation/parse_error.h"
#include "core/notation/parsed_puzzle.h"

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

struct ImportedPuzzle {
    Grid givens;
    Grid solution;
    // Entries and notes that came with it (a Nonet link's progress, pencil marks): played
    // as the game's first move so the position is as shared.
    std::optional<Move> progress;
    Notation notation = Notation::Line;
};

class PuzzleImport {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PuzzleImport)
public:
    // Text longer than this (in UTF-16 units) is refused before any conversion.
    static constexpr qsizetype kMaxTextLength = 64 * 1024;

    static std::variant<ParsedPuzzle, ImportProblem> parse(const QString& text);
    static std::variant<ImportedPuzzle, ImportProblem> check(const ParsedPuzzle& parsed);
    // parse then check, for callers that are already off the GUI thread (and tests).
    static std::variant<ImportedPuzzle, ImportProblem> run(const QString& text);

    // The player's sentence for a notation error (classic or variant notation).
    static ImportProblem describe(const ParseError& error);

    // Text of a file named on the command line or dropped on the window, within the bound.
    static std::variant<QByteArray, ImportProblem> readFile(const QString& path);
};

} // namespace nonet::app
