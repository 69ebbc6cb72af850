#pragma once
// The words a screen reader says after a change of the game, for every shape: short, in the
// player's language, what the player would see happen. Cells are named by the shape's rows
// and columns ("row 12 column 3" on a 16x16), values as the board shows them (10..16 of a
// 16x16 as the letters A..G), and a conflict says where the other value is and, when the
// two share no row or column, the house they share by the shape's name for it (box, Jigsaw
// region, X's diagonal, Windoku's window).
//
//   placed        "7"   "C"   "7, conflict: another 7 in row 3 column 5"   "7, wrong"
//                 "4, conflict: another 4 in row 9 column 9 on the same diagonal"
//   note          "note 4 added"   "note 4 removed"   ("centre note 4 added")
//   erased        "erased"
//   undo          "undo: 7 removed"   "undo: 5 back"   "undo: note 4 removed"   "undo: Restart"
//   redo          "redo: 7"   "redo: note 4 added"
//                 elsewhere than the board's current cell, with the cell:
//                 "undo: 7 removed in row 3 column 4"   "redo: 7 in row 3 column 4"
//   anything else the move's name in the Undo/Redo actions ("All notes", "Place 5 in 3 cells")
//   solved        "Solved! Tough in 12:31"   "Solved! X-Sudoku, Tough in 12:31"
//   Check         "No mistakes so far."   "Wrong digit in row 2 column 9"
//   new game      "New game: Tough"   "New game: 16×16, Easy"
//   notes         "notes mode on"   "notes mode off"   "centre notes"   "corner notes"
//   nothing       "nothing to erase" (Erase on an empty cell)   "given, cannot change"
//                 "already 7" (the value the cell holds typed again)
//   mistakes      "1 of 3 mistakes"   "2 mistakes" (no limit)
//   lost          "3 of 3 mistakes. Game over: the game counts as lost. Ctrl+N starts a new
//                 game; Ctrl+Shift+G reviews this one."
//   digit first   "digit first on: choose a digit, then click cells"   "digit first off"
//
// Conflict and wrong are said only when the board shows them (the mistake-checking
// setting): the caller passes the cell as the board draws it.

#include "app/session/game_session.h"
#include "core/shape/wide_cell_set.h"
#include "core/game/game_state.h"
#include "core/game/move.h"
#include "ui/cell_view.h"

#include <QCoreApplication>
#include <QString>

#include <chrono>

namespace nonet::app {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::MoveWords)
public:
    // After `move` went `direction` (state is the game after it; shown is how the board
    // draws the move's cell now); text is the move's name in the Undo/Redo actions.
    // An undo or redo of a one-cell move away from `cursor` (the board's current cell, -1:
    // none) names the cell: "undo: 7 removed in row 3 column 4".
    static QString played(const Move& move, MoveDirection direction, const QString& text, const GameState& state,
                          const ui::CellView& shown, int cursor = -1);
    static QString solved(Variant variant, Level level, std::chrono::milliseconds elapsed);
    static QString paused(bool paused);
    static QString newGame(Variant variant, Level level);
    static QString notesMode(bool on);
    static QString noteKind(NoteKind kind);
    static QString nothingToErase();
    static QString givenKept();
    static QString alreadyThere(int value);
    // The count of wrong digits made, out of the limit when there is one (0: none).
    static QString mistakes(int count, int limit);
    // The game lost at the limit, as one whole sentence with what the player can do next.
    static QString lost(int count, int limit);
    static QString digitFirst(bool on);
    // The result of Check: the wrong entries it marked.
    static QString checked(const WideCellSet& wrong, const Shape& shape);
    // "row 2 column 9", "row 12 column 3"
    static QString where(int cell, const Shape& shape);
    // "7", and on a 16x16 "C" for 12.
    static QString value(int value);

private:
    // "Tough", or "X-Sudoku, Tough" for a game of another shape than the classic one.
    static QString game(Variant variant, Level level);
    static QString done(const Move& move, const QString& text, const GameState& state, const ui::CellView& shown);
    static QString undone(const Move& move, const QString& text, const GameState& state);
    // "row 3 column 5 and row 1 column 2 in the same box": the cells of the cell's houses
    // that hold its value.
    static QString conflictPlaces(int cell, const GameState& state);
    // "row 1 column 2", with the house it shares with `cell` when that is no row or column.
    static QString conflictPlace(int cell, int other, const Shape& shape);
};

} // namespace nonet::app
