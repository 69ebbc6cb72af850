#pragma once
// Chain techniques: X-Chain, XY-Chain, alternating inference chains / nice loops and their
// grouped form. Each finder returns the shortest chain (fewest nodes; ties in scan order)
// that eliminates something, or nothing.
//
// An alternating inference chain  n0 = n1 - n2 = n3 ... = nk  ("=" strong, "-" weak) proves
// that n0 or nk is true, so every candidate that sees both ends goes. When nk also sees n0
// the chain closes into a continuous nice loop, and every weak link of the loop becomes
// strong: each eliminates what sees both of its nodes. Chains whose ends share a cell or
// see each other with different digits are the discontinuous nice loops.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// One digit; links from houses only (bilocal). Ends carry the same digit.
template <class G> std::optional<Step> findXChain(const G& grid);
// Bivalue cells only; ends carry the same digit.
template <class G> std::optional<Step> findXYChain(const G& grid);
// Any candidates and links (AIC, continuous and discontinuous nice loops).
template <class G> std::optional<Step> findNiceLoop(const G& grid);
// As findNiceLoop, with box/line groups as nodes; only chains that use a group.
template <class G> std::optional<Step> findGroupedNiceLoop(const G& grid);

} // namespace nonet
