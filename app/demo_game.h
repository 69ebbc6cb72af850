#pragma once
// `nonet --demo-state`: a fixed game in progress (for the README screenshot): a bundled
// Medium puzzle, about a third of its empty cells filled, notes everywhere else, one
// mistaken digit that conflicts, and 12:34 on the stopwatch.

#include "app/bundled_puzzles.h"
#include "app/game_session.h"

#include <optional>

namespace nonet::app {

std::optional<GameSession::Snapshot> demoSnapshot(const BundledPuzzles& bundled);
// The cell the demo selects (it holds a digit, so its peers and same digits light up).
int demoSelectedCell(const GameSession::Snapshot& snapshot);

} // namespace nonet::app
