#pragma once
// Back to the last position without a mistake. Walks the played history forward once and
// remembers the last position on track:
//
//   moves:    m1  m2  m3  m4  m5  m6      (m6 the last played)
//   on track?  y   y   y   n   y   n      -> back to the position after m5: 1 move back
//
// "On track": every entry agrees with the solution, and no cell's notes (corner or centre)
// rule out its right digit. The givens alone always are, so a rewind always lands.

#include "core/game/game_record.h"
#include "core/game/game_state.h"
#include "core/game/move.h"

#include <optional>

namespace nonet {

// Every entry agrees with the solution and no notes exclude a cell's solution digit.
bool isOnTrack(const GameState& state);

struct Rewind {
    int movesBack = 0;  // played moves after the last position on track
    Move move;          // one SetCells move from the played position back to it
    int wrongCell = -1; // where the next move went off track (a wrong digit, or notes
                        // without the right digit); the first such cell
};

// The way back for a whole record (one the session holds); nothing when the played
// position is on track already, or the record is not a game.
std::optional<Rewind> rewindToLastCorrect(const GameRecord& record);

} // namespace nonet
