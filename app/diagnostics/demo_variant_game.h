#pragma once
// `nonet --demo-variant NAME`: a fixed variant game in progress, for the README's picture of
// each variant (packaging/variant-screenshots.sh). The puzzle is generated from a fixed seed
// (Easy for 4x4 and 16x16, Medium for the others), then about a third of its empty cells get
// their solution values in reading order, the other empty cells their candidates as notes,
// and one empty cell a value that repeats one of its peers, so the conflict mark shows. The
// same build always draws the same picture.

#include "core/game/shape_game.h"

#include <cstdint>
#include <optional>

namespace nonet::app {

std::optional<ShapeGame> demoVariantGame(Variant variant);
// The cell the demo selects: a filled cell near the middle, so its houses light up.
int demoVariantSelectedCell(const ShapeGame& game);
// The stopwatch the demo shows (12:34, as the classic demo's).
inline constexpr std::int64_t kDemoVariantElapsedMs = (12 * 60 + 34) * 1000;

} // namespace nonet::app
