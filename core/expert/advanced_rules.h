#pragma once
// The patterns that dynamic forcing chains (+) let a chain use when its plain rules run
// dry (Sukaku Explainer's defaults for vanilla Sudoku): on the chain's working position,
//
//   1. generalized intersections: a digit's 2..6 places in a house all seen by a cell
//   2. hidden pairs    3. naked pairs    4. X-Wings
//
// the first kind that applies gives all its conclusions. Each conclusion (an off
// potential) has as parents the strikes of the chain that made the pattern appear:
// candidates of the pattern's houses or cells that the position had and the working
// position has lost. A pattern that needs no strike was there without the chain and is
// left out.

#include "core/expert/potentials.h"
#include "core/logic/candidate_grid.h"

#include <vector>

namespace nonet::expert {

struct AdvancedConclusion {
    int potential; // an off potential
    std::vector<std::int16_t> parents;
};

// `work`: the chain's working position; `source`: the position the chain started from.
std::vector<AdvancedConclusion> advancedConclusions(const CandidateGrid& work, const CandidateGrid& source);

} // namespace nonet::expert
