#pragma once
// Every finder is one template over the candidate grid; its .cpp instantiates it for the
// two grids the engine has: the classic 9x9 and the runtime shape (core/logic/candidate_grid.h).

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

#define NONET_INSTANTIATE_FINDER(name)                                                                                \
    template std::optional<Step> name(const CandidateGrid&);                                                          \
    template std::optional<Step> name(const ShapeCandidateGrid&)
