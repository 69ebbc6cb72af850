#pragma once
// Chains of n strong links on one digit (Sukaku Explainer's "n Strong-Linked Fishes":
// skyscraper, 2-string kite, turbot fish and empty rectangle for n = 2, their longer
// relatives for n = 3 and 4).
//
// A strong link is a house (the base) whose places for the digit split into two nodes,
// one of which holds it: two cells, or, grouped, the two parts of a row or column that
// leave one box segment empty, or the row and column parts of a box whose places all lie
// on one cross (an empty rectangle) or in two of its rows or columns. Consecutive links
// are joined where the end of one and the start of the next lie in one house; base houses
// hold disjoint places. The digit leaves every cell that sees both ends of the chain and
// lies in no base or joining house. When the ends share a house the chain is a loop and
// every joint eliminates too.
//
// Difficulty: 4.0 / 5.4 / 5.8 for 2 / 3 / 4 links when every base is a line of one
// direction (all rows, or all columns), plus 0.1 with boxes or with lines of both
// directions, 0.2 with boxes and lines of both directions, 0.3 when any link is grouped.
// The easiest chain wins, then the one with most eliminations.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findStrongLinkChain(const CandidateGrid& grid, int links);

} // namespace nonet::expert
