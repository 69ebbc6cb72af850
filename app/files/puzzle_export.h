#pragma once
// What Export and Share link put on the clipboard, for a game of any shape. Everything is
// written by the notation formatters (core/notation/), so it reads back through Import
// unchanged.
//
//   LineDots      8.7.5..324.....6.5...        the puzzle on one line, '.' for empty (a
//                                              Jigsaw's layout, a space, then its cells;
//                                              "x: ..." for X-Sudoku and Windoku, whose
//                                              cells alone would read as classic)
//   LineZeros     807050032400000605...        the same with '0'
//   Boxed         +-------+-------+-------+    the puzzle as a framed grid (the 9x9
//                 | 8 . 7 | . 5 . | . 3 2 |    variants with boxes: classic, X, Windoku,
//                                              the last two with "x:" above the grid)
//   Position      8472541324...                givens and entries on one line: a puzzle of
//                                              the position
//   Progress      classic: the pencil-mark grid of givens, entries and notes (reads back
//                 as a puzzle whose givens are the filled cells and whose notes are the
//                 marks); every other shape: its link with entries and notes (shareLink)
//
//   shareLink     the one share link of every shape (core/notation/share_link.h), with
//                 the player's entries and notes when asked for

#include "core/game/game_state.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nonet::app {

enum class ExportFormat { LineDots, LineZeros, Boxed, Position, Progress };

class PuzzleExport {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PuzzleExport)
public:
    // The formats a game of the shape is exported in, in the chooser's order: those its
    // notation writes and Import reads back as that shape.
    static std::vector<ExportFormat> formatsFor(const Shape& shape);
    // format: one of formatsFor(state.shape()).
    static QString text(const GameState& state, ExportFormat format);
    // For the format chooser.
    static QString formatTitle(ExportFormat format);
    // A file name without folder for the text: "Classic puzzle.txt", "Jigsaw position.txt".
    static QString fileName(const GameState& state, ExportFormat format);

    // withProgress: the player's entries and notes ride along, when there are any.
    static QString shareLink(const GameState& state, bool withProgress);
};

} // namespace nonet::app
