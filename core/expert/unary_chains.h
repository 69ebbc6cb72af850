#pragma once
// Forcing chains and cycles on one assumption, the first rung of Sukaku Explainer's
// chaining ladder:
//
//   cycle          a loop of alternating links from a potential back to itself; whatever
//                  sees an on and an off potential of the loop (same digit) goes
//   forcing chain  assuming a candidate true (false) leads to it being false (true)
//
// each searched with x-links only (one digit: 6.5 for a cycle, 6.6 for a chain), y-links
// only (cycles through cells of two candidates: 6.5) and both (7.0), plus the length bonus
// of expert_step.h. The easiest step wins: lowest difficulty, then fewest potentials, then
// x before y before both, then the first found (cells 0..80, digits ascending, cycles
// before chains, on before off).

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>
#include <stop_token>

namespace nonet::expert {

// Nothing when stopped (checked between assumptions).
std::optional<ExpertStep> findUnaryChain(const CandidateGrid& grid, std::stop_token stop = {});

} // namespace nonet::expert
