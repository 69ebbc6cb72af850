#pragma once
// Sukaku Explainer's wings beyond XYZ: an almost locked set (n cells of one house holding
// n + 1 digits) and a cell with two candidates {x, z}, both among the set's digits.
// When every x of the set sees the pair cell, x is locked out of one of them, so z is in
// the set or in the pair cell: z leaves every cell seeing all of those z. When z is
// restricted as well (a double link), both go the same way and each other digit of the
// set leaves every cell seeing all of its places in the set.
//
//   n = 3  WXYZ-Wing     5.5, 5.6 when the set's largest cell holds three digits
//   n = 4  VWXYZ-Wing    6.2 .. 6.4 (largest cell of 5 / 2 or 4 / 3 digits)
//   n = 5  UVWXYZ-Wing   6.6
//   n = 6  TUVWXYZ-Wing  7.5
//
// The easiest wing wins, then the one with most eliminations.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findAlsWing(const CandidateGrid& grid, int setSize);

} // namespace nonet::expert
