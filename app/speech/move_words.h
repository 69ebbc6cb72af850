#pragma once
// The words a screen reader says after a change of the game: short, in the player's
// language, what the player would see happen.
//
//   placed        "7"   "7, conflict with row 3"   "7, conflict with row 3 and box 1"   "7, wrong"
//   note          "note 4 added"   "note 4 removed"   ("centre note 4 added")
//   erased        "erased"
//   undo          "undo: 7 removed"   "undo: 5 back"   "undo: note 4 removed"   "undo: Restart"
//   redo          "redo: 7"   "redo: note 4 added"
//   anything else the move's name in the Undo/Redo actions ("All notes", "Place 5 in 3 cells")
//   solved        "Solved! Tough in 12:31"
//   Check         "No mistakes so far."   "Wrong digit in row 2 column 9"
//
// Conflict and wrong are said only when the board shows them (the mistake-checking
// setting): the caller passes the cell as the board draws it.

#include "app/session/game_session.h"
#include "core/cell_set.h"
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
    static QString played(const Move& move, MoveDirection direction, const QString& text, const GameState& state,
                          const ui::CellView& shown);
    static QString solved(Level level, std::chrono::milliseconds elapsed);
    static QString paused(bool paused);
    // The result of Check: the wrong entries it marked.
    static QString checked(const CellSet& wrong);
    // "row 2 column 9"
    static QString where(int cell);

private:
    static QString done(const Move& move, const QString& text, const GameState& state, const ui::CellView& shown);
    static QString undone(const Move& move, const QString& text, const GameState& state);
    // "row 3 and box 1": the houses of the cell where another cell holds its digit.
    static QString conflictHouses(int cell, const GameState& state);
};

} // namespace nonet::app
