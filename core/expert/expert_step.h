#pragma once
// One step of the expert-scale walk (see expert_rating.h): what it changes and how hard
// it is on Sukaku Explainer's scale, in tenths (23 = 2.3).

#include "core/logic/step.h"

#include <vector>

namespace nonet::expert {

struct ExpertStep {
    int difficulty = 0;
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;
};

// What a chain of `complexity` potentials (the assumption, every implication and the
// conclusion, each counted once) adds to its technique's base difficulty, in tenths:
// nothing up to 6 potentials, then one tenth per step of a ladder whose rungs grow by
// half and a third in turn (6, 8, 12, 16, 24, 32, 48, ...), so that long chains count
// for more but not without bound.
constexpr int chainLengthBonus(int complexity)
{
    int added = 0;
    int ceiling = 4;
    const int length = complexity - 2;
    bool odd = false;
    while (length > ceiling) {
        ++added;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
        odd = !odd;
    }
    return added;
}

} // namespace nonet::expert
