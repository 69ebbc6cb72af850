#pragma once
// Aligned exclusion (Sukaku Explainer's "Aligned Pair / Triplet Exclusion"): for two (or
// three) cells, every combination of their digits is tried; a combination is impossible
// when two cells that see each other take the same digit, or when it would empty a cell
// (of two or, for triplets, up to three candidates) that sees all of them. A digit of a
// cell that appears in no possible combination goes.
//
//   pairs    6.2    any two cells with at least two such common cells (of two candidates)
//   triplets 7.5    two cells and a third among the cells of two or three candidates that
//                   see one of them

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findAlignedExclusion(const CandidateGrid& grid, int degree);

} // namespace nonet::expert
