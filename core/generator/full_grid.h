#pragma once
// A random completely filled valid grid, drawn with the caller's generator only.

#include "core/grid.h"

#include <random>

namespace nonet {

Grid randomFullGrid(std::mt19937_64& rng);

// A uniform integer in [0, n): the generator's own draw, so that a seed gives the same
// puzzles whatever standard library is used.
inline int randomBelow(std::mt19937_64& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }

} // namespace nonet
