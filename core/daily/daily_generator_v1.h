#pragma once
// Version 1 of the daily puzzle's algorithm, pinned: this file and daily_random.h are never
// changed once published (a better algorithm becomes version 2 beside it, for later dates).
// It deliberately does not call the general generator (core/generator), which is free to
// improve; it uses only the solution count (a mathematical fact, whatever solver computes
// it) and the grader's level, which the pinned-dates test (test_daily) holds still.
//
//   repeat with the date's random stream:
//     1. fill a grid: the empty cell with the fewest allowed digits first (lowest index on
//        ties), its allowed digits in a random order, backtracking when a cell has none;
//     2. shuffle the 41 orbits of the 180-degree rotation ({c, 80-c}, and the centre);
//     3. empty each orbit in turn and keep it empty while
//          Very easy, Easy: the level's techniques (no uniqueness ones) still solve it,
//          harder levels:   the solution stays unique;
//     4. harder levels: refill the emptied orbits, last first, until the level's
//        techniques solve the puzzle;
//     5. accept when the grader rates it exactly the level; otherwise try again.

#include "core/generator/generator.h"

#include <cstdint>
#include <optional>
#include <stop_token>

namespace nonet::daily_v1 {

// Nothing only when stopped.
std::optional<GeneratedPuzzle> generate(Level level, std::uint64_t seed, std::stop_token stop = {});

} // namespace nonet::daily_v1
