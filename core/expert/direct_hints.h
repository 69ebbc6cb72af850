#pragma once
// Sukaku Explainer's "direct" hints: an easy pattern used only for the single it creates
// at once, rated below the pattern itself (a pointing that leaves a digit one place in
// another box is easier to see than a pointing in general).
//
//   findDirectPointing        1.7 pointing / 1.9 claiming: the digit's places in one house
//                             all lie in a second house; in a third house of the first
//                             kind crossing the second, one place is left outside it
//   findDirectHiddenSubset    2.0 pair / 2.5 triple: n digits confined to n cells of a
//                             house leave another digit one place there
//
// Each returns the placement. Scan order as Sukaku Explainer's: digits, then houses.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findDirectPointing(const CandidateGrid& grid);
std::optional<ExpertStep> findDirectHiddenSubset(const CandidateGrid& grid, int size);

} // namespace nonet::expert
