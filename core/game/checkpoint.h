#pragma once
// A point of a game the player marked to come back to. Pure engine code; the session keeps
// the checkpoints with the game (core/game/game_record.h) and plays the moves made here.
//
// A checkpoint holds the position itself, not an index into the undo history: undoing past
// a checkpoint and then playing another move throws the redo branch away, and an index
// would then point at a position the player never marked.
//
//   position   a SetCells move from the givens: every cell that holds anything a player
//              put there (digit, notes, colours), givens only by their colour

#include "core/game/game_state.h"
#include "core/game/move.h"

#include <cstdint>
#include <optional>

namespace nonet {

struct Checkpoint {
    std::int64_t elapsedMs = 0; // playing time when it was set
    Move position;              // SetCells from the givens (see above)

    bool operator==(const Checkpoint&) const = default;
};

// The position of a state as a SetCells move from its givens.
Move positionMove(const GameState& state);
Checkpoint makeCheckpoint(const GameState& state, std::int64_t elapsedMs);
// The checkpoint's position on its puzzle; nothing when the move is not a SetCells move
// the givens accept (a damaged file).
std::optional<GameState> checkpointPosition(const GamePuzzle& puzzle, const Checkpoint& checkpoint);
// How many cells the checkpoint's position has filled, givens included.
int filledCount(const GamePuzzle& puzzle, const Checkpoint& checkpoint);

// One SetCells move that turns `from` into `to` (same puzzle): the cells that differ, in
// everything they hold. Empty when they are equal.
Move moveBetween(const GameState& from, const GameState& to);

} // namespace nonet
