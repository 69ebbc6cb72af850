#pragma once
// `nonet --demo-state` and `nonet --demo-variant NAME`: a fixed game in progress (for the
// pictures of README.md and the user guide), the same recipe on every shape: about a third
// of the empty cells filled, notes everywhere else (centre notes in four cells), one mistaken value that
// conflicts, the six cell colours, two colours on the notes of one value, and 12:34 on the
// stopwatch. The classic one plays a bundled Medium puzzle; a variant's puzzle is made
// from a fixed seed.

#include "app/pool/bundled_puzzles.h"
#include "core/game/game_record.h"
#include "core/shape/variant.h"

#include <optional>

namespace nonet::app {

std::optional<GameRecord> demoRecord(const BundledPuzzles& bundled);
// A variant other than classic; nothing for classic (its demo is the bundled one).
std::optional<GameRecord> demoRecord(Variant variant);
// The cell the demo selects: the first entry (not a given, not a conflict) of the middle
// row, so that its peers and same values light up.
int demoSelectedCell(const GameRecord& record);

} // namespace nonet::app
