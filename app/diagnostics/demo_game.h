#pragma once
// `nonet --demo-state`: a fixed game in progress (for the README screenshot): a bundled
// Medium puzzle, about a third of its empty cells filled, notes everywhere else (centre
// notes in four cells), one mistaken digit that conflicts, the six cell colours, two
// colours on the notes of one digit, and 12:34 on the stopwatch.

#include "app/pool/bundled_puzzles.h"
#include "core/game/game_record.h"

#include <optional>

namespace nonet::app {

std::optional<GameRecord> demoRecord(const BundledPuzzles& bundled);
// The cell the demo selects (it holds a digit, so its peers and same digits light up).
int demoSelectedCell(const GameRecord& record);

} // namespace nonet::app
