#pragma once
// Simple coloring on one digit: the conjugate pairs of the digit form clusters whose cells
// alternate between two colours; one colour is all true, the other all false.
//
//   color wrap: two cells of one colour see each other, so that colour is false and all
//               its cells lose the digit;
//   color trap: a cell outside the cluster that sees both colours loses the digit.
//
// findSimpleColoring scans digits 1..9, clusters (of three or more cells) by their lowest
// cell, and per cluster tries the wrap (first colour, then second) before the trap.
// Step fields: eliminations; cells = first colour (the cluster's lowest cell is in it),
// secondColorCells = second colour; links = the cluster's conjugate pairs (strong), the
// ones that coloured it; digits = {digit}. A wrap eliminates cluster cells, a trap others.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findSimpleColoring(const G& grid);

} // namespace nonet
