#include "core/model/house.h"

#include <bit>
#include <cstdint>

namespace nonet {

House::House(std::vector<CandidateCell*> cells) : CellCollection(std::move(cells)) {}

TrySolveResult House::trySolve() const
{
    std::vector<DigitSet> before;
    before.reserve(cells().size());
    for (const CandidateCell* c : cells()) before.push_back(c->possibilitySet());

    while (removeFinalizedValues() || placeHiddenSingles() || removeNakedSubsets()) {
    }

    TrySolveResult result;
    for (std::size_t i = 0; i < cells().size(); ++i) result.changed = result.changed || cells()[i]->possibilitySet() != before[i];
    result.solved = count([](const CandidateCell& c) { return c.isFinalized(); }) == length();
    return result;
}

bool House::removeFinalizedValues() const
{
    bool progress = false;
    for (const CandidateCell* fixed : cells()) {
        const auto value = fixed->finalizedValue();
        if (!value) continue;
        for (CandidateCell* other : cells())
            if (other != fixed) progress = other->removePossibility(*value) || progress;
    }
    return progress;
}

bool House::placeHiddenSingles() const
{
    if (cells().empty() || length() != cells().front()->possibleValueCount()) return false;
    bool progress = false;
    for (int value = 1; value <= length(); ++value) {
        CandidateCell* holder = nullptr;
        int holders = 0;
        for (CandidateCell* c : cells()) {
            if (c->containsPossibility(value)) {
                holder = c;
                ++holders;
            }
        }
        if (holders == 1 && !holder->isFinalized()) progress = holder->setFinalizedValue(value) || progress;
    }
    return progress;
}

bool House::removeNakedSubsets() const
{
    std::vector<CandidateCell*> open;
    for (CandidateCell* c : cells())
        if (!c->isFinalized()) open.push_back(c);
    const std::size_t m = open.size();
    if (m < 3) return false; // a subset needs 2 cells and someone else to remove from
    const std::uint32_t subsets = 1u << m;
    for (std::uint32_t subset = 1; subset + 1 < subsets; ++subset) {
        const int k = std::popcount(subset);
        if (k < 2) continue;
        DigitSet together;
        for (std::size_t i = 0; i < m; ++i)
            if ((subset >> i) & 1u) together |= open[i]->possibilitySet();
        if (together.count() != k) continue;
        bool progress = false;
        for (std::size_t i = 0; i < m; ++i) {
            if ((subset >> i) & 1u) continue;
            for (int value : together) progress = open[i]->removePossibility(value) || progress;
        }
        if (progress) return true; // cells changed: start over from rule 1
    }
    return false;
}

} // namespace nonet
