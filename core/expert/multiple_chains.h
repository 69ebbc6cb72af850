#pragma once
// The upper rungs of Sukaku Explainer's chaining ladder, all built on Propagation:
//
//   Nishio (7.5)    dynamic, x-links only: an assumption that leads to a contradiction
//                   is false
//   multiple (8.0)  static, both links: what every digit of a cell (of three or more), or
//                   every place of a digit in a house, leads to holds (cell and region
//                   forcing chains)
//   dynamic (8.5)   dynamic, both links: contradictions, what a candidate's truth and
//                   falsity both lead to (cells of three or more), and cell and region
//                   forcing chains
//   dynamic + (9.0) as dynamic, and where the chains run dry the patterns of
//                   advanced_rules.h carry them on
//
// plus the length bonus of expert_step.h over all the chains a step needs. The easiest
// step wins: lowest difficulty, then fewest potentials, then the kind (double, cell,
// region, contradiction), then the first found.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>
#include <stop_token>

namespace nonet::expert {

enum class ChainingLevel { Nishio, Multiple, Dynamic, DynamicPlus };

// Nothing when stopped (checked between cells).
std::optional<ExpertStep> findMultipleChain(const CandidateGrid& grid, ChainingLevel level, std::stop_token stop = {});

} // namespace nonet::expert
