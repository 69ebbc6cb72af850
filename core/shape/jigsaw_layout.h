#pragma once
// Jigsaw layouts: 81 cells, each in one of nine regions numbered 0..8. A layout is valid
// when every region has nine cells and is connected (orthogonally: cells sharing a side).
//
//   1 1 1 2 2 2 2 3 3      one line of the Jigsaw notation writes the regions as
//   1 1 4 4 2 2 3 3 3      digits 1..9 in reading order (core/notation/shape_notation.h);
//   ...                    here they are 0..8

#include "core/shape/layout_problem.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>

namespace nonet {

using JigsawRegions = std::array<std::uint8_t, 81>;

// Nothing when the regions (81 values) are nine connected regions of nine cells.
std::optional<LayoutProblem> checkJigsawLayout(std::span<const std::uint8_t> regions);

// A random valid layout: the 3x3 boxes reshaped by many random exchanges of cells
// between neighbouring regions, each keeping both regions connected. Whether a full grid
// exists for it is the generator's question (core/generator/shape_generator.h).
JigsawRegions randomJigsawLayout(std::mt19937_64& rng);

} // namespace nonet
