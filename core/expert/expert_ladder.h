#pragma once
// Sukaku Explainer's ladder of techniques, in its order (default settings), for the
// expert-scale walk of expert_rating.h:
//
//   1.0 full house   1.2 hidden single (box)   1.5 hidden single (row/column)
//   1.7/1.9 direct pointing/claiming   2.0 direct hidden pair   2.3 naked single
//   2.5 direct hidden triple   2.6/2.8 pointing/claiming   3.0 naked pair   3.2 X-Wing
//   3.4 hidden pair   3.6 naked triple   3.8 Swordfish   4.0 hidden triple
//   4.0-4.3 two strong links (skyscraper, kite, turbot fish, empty rectangle)
//   4.2 XY-Wing   4.4 XYZ-Wing   4.5-5.2 unique loops   5.0 naked quad   5.2 Jellyfish
//   5.4 hidden quad   5.4-5.7 three strong links   5.5-5.6 WXYZ-Wing   5.6-6.0 BUG
//   5.8-6.1 four strong links   6.2-6.4 VWXYZ-Wing   6.2 aligned pair exclusion
//   6.6 UVWXYZ-Wing
//   chains: 6.5+ cycles and forcing chains (unary_chains.h)   7.5 TUVWXYZ-Wing
//   7.5 aligned triplet exclusion   7.5+ Nishio   8.0+ multiple   8.5+ dynamic chains
//
// The first rung that applies gives the step (a rung of several patterns gives its
// easiest one). The ratings of the grader's own techniques are Sukaku Explainer's for
// the same patterns.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>
#include <stop_token>

namespace nonet::expert {

// The step Sukaku Explainer would take next, or nothing beyond dynamic forcing chains (or
// when stopped: the chaining rungs check the token as they go).
// Uses uniqueness (unique loops, BUG): only for puzzles with one solution.
std::optional<ExpertStep> nextExpertStep(const CandidateGrid& grid, std::stop_token stop = {});

// Applies a step: its eliminations, then its placements.
void applyExpertStep(CandidateGrid& grid, const ExpertStep& step);

} // namespace nonet::expert
