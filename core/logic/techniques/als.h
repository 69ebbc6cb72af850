#pragma once
// ALS-XZ. An almost locked set (ALS) is N unsolved cells of one house holding exactly N+1
// candidates between them. For two disjoint ALSs A and B with a restricted common digit x
// (every x of A sees every x of B, so x is true in at most one of them), one of the two
// turns into a locked set; so any other common digit z must sit in A or in B, and every
// cell that sees all z of both loses z.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Smallest pair (fewest cells) first; the step's cells are A's then B's, its houses the
// two houses, its digits {x, z}; links: x as the restricted common (weak, between the x
// cells of A and of B).
template <class G> std::optional<Step> findAlsXz(const G& grid);

} // namespace nonet
