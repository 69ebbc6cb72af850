#pragma once
// Remote pairs: a chain of four or more bivalue cells with the same two candidates {x,y},
// each seeing the next. Along the chain the cells alternate x, y, x, ..., so two cells of
// opposite parity hold one x and one y; a cell seeing two such cells (which do not see
// each other, i.e. at least three links apart) loses both x and y.
//
// findRemotePair scans digit pairs in increasing mask order ({1,2}, {1,3}, {2,3}, {1,4},
// ...), then the chains (connected groups of those cells) by their lowest cell.
// Step fields: eliminations; cells = the cells of the root's parity, secondColorCells =
// the other parity; links = the chain's adjacencies (weak, on x: the two cells cannot both
// hold x); digits = {x, y}.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findRemotePair(const G& grid);

} // namespace nonet
