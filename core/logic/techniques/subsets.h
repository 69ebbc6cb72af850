#pragma once
// Naked and hidden subsets (pairs, triples, quads).
//
// Naked subset of size n: n cells of one house whose candidates together are exactly n
// digits (each cell has 2..n of them); those digits leave every other cell of the house,
// and of a second house when all n cells also share a box (or, found in a box, a line).
// Hidden subset of size n: n digits of one house (each with 2..n places there) whose
// places together are exactly n cells; those cells lose every other candidate.
//
// Scan order: houses 0..26 (rows, columns, boxes); within a house, the combinations of
// positions (naked: cell positions in houseCells order; hidden: digits) in increasing
// numeric order of their 9-bit mask. The first subset with eliminations is returned.
// Step fields: eliminations; cells = the n cells; houses = {the house, the second house if
// any}; digits = the n digits.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

std::optional<Step> findNakedPair(const CandidateGrid& grid);
std::optional<Step> findHiddenPair(const CandidateGrid& grid);
std::optional<Step> findNakedTriple(const CandidateGrid& grid);
std::optional<Step> findHiddenTriple(const CandidateGrid& grid);
std::optional<Step> findNakedQuad(const CandidateGrid& grid);
std::optional<Step> findHiddenQuad(const CandidateGrid& grid);

} // namespace nonet
