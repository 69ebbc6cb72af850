#pragma once
// The words a screen reader says after a change of a variant game (core/game/shape_game.h):
// the classic game's words (MoveWords, whose translation context they share, so each
// sentence is translated once for both), with the variant's values (16x16: A-G) and houses
// (regions, diagonals, windows).
//
//   placed     "7"   "C, conflict with row 3 and diagonal 1"   "7, wrong"
//   note       "note 4 added"   "note 4 removed"
//   erased     "erased"
//   undo       "undo: 7 removed"   "undo: 5 back"   "undo: notes back"   "undo: note 4 added"
//   redo       "redo: 7"
//   anything else (Restart, All Notes, a hint's step) its name; undone or redone
//              "undo: 12 cells changed", "redo: 12 cells changed"
//
// What a move did is read from the game before and after it, so the words say what the
// player sees happen; conflict and wrong are said only when the board marks them.

#include "core/game/shape_game.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

enum class VariantMoveDirection : std::uint8_t { Done, Undone, Redone };

class VariantMoveWords {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::MoveWords)
public:
    // name: what to say for a move of many cells. shownConflicts / shownWrong: the cells the
    // board marks after the move.
    static QString played(const ShapeGame& before, const ShapeGame& after, VariantMoveDirection direction, const QString& name,
                          const WideCellSet& shownConflicts, const WideCellSet& shownWrong);
    // "row 3 and diagonal 1": the houses of the cell where another cell holds its value.
    static QString conflictHouses(const ShapeGame& game, int cell);
};

} // namespace nonet::app
