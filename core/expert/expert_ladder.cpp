#include "core/expert/expert_ladder.h"

#include "core/expert/aligned_exclusion.h"
#include "core/expert/als_wings.h"
#include "core/expert/bivalue_grave.h"
#include "core/expert/direct_hints.h"
#include "core/expert/multiple_chains.h"
#include "core/expert/strong_link_chains.h"
#include "core/expert/unary_chains.h"
#include "core/expert/unique_loops.h"
#include "core/logic/techniques/fish.h"
#include "core/logic/techniques/intersections.h"
#include "core/logic/techniques/singles.h"
#include "core/logic/techniques/subsets.h"
#include "core/logic/techniques/wings.h"

namespace nonet::expert {

namespace {

using Finder = std::optional<Step> (*)(const CandidateGrid&);

bool progresses(const CandidateGrid& grid, const ExpertStep& step)
{
    for (const auto& p : step.placements)
        if (grid.value(p.cell) == 0) return true;
    for (const auto& e : step.eliminations)
        if (grid.hasCandidate(e.cell, e.digit)) return true;
    return false;
}

// A technique of the grader's catalogue at a fixed SE difficulty.
std::optional<ExpertStep> fixed(const CandidateGrid& grid, Finder finder, int difficulty)
{
    std::optional<Step> step = finder(grid);
    if (!step) return std::nullopt;
    ExpertStep out;
    out.difficulty = difficulty;
    out.placements = std::move(step->placements);
    out.eliminations = std::move(step->eliminations);
    if (!progresses(grid, out)) return std::nullopt;
    return out;
}

} // namespace

std::optional<ExpertStep> nextExpertStep(const CandidateGrid& grid, std::stop_token stop)
{
    struct FixedRung {
        Finder finder;
        int difficulty;
    };
    // Singles and the direct hints.
    if (auto s = fixed(grid, findFullHouse, 10)) return s;
    if (auto s = fixed(grid, findHiddenSingleBox, 12)) return s;
    if (auto s = fixed(grid, findHiddenSingleLine, 15)) return s;
    if (auto s = findDirectPointing(grid)) return s;
    if (auto s = findDirectHiddenSubset(grid, 2)) return s;
    if (auto s = fixed(grid, findNakedSingle, 23)) return s;
    if (auto s = findDirectHiddenSubset(grid, 3)) return s;
    // Patterns up to the wings.
    static constexpr FixedRung kSubsetsAndFish[] = {
        {findLockedPointing, 26}, {findLockedClaiming, 28}, {findNakedPair, 30}, {findXWing, 32},
        {findHiddenPair, 34},     {findNakedTriple, 36},    {findSwordfish, 38}, {findHiddenTriple, 40},
    };
    for (const FixedRung& rung : kSubsetsAndFish)
        if (auto s = fixed(grid, rung.finder, rung.difficulty)) return s;
    if (auto s = findStrongLinkChain(grid, 2)) return s;
    if (auto s = fixed(grid, findXYWing, 42)) return s;
    if (auto s = fixed(grid, findXYZWing, 44)) return s;
    if (auto s = findUniqueLoop(grid)) return s;
    static constexpr FixedRung kQuads[] = {{findNakedQuad, 50}, {findJellyfish, 52}, {findHiddenQuad, 54}};
    for (const FixedRung& rung : kQuads)
        if (auto s = fixed(grid, rung.finder, rung.difficulty)) return s;
    if (auto s = findStrongLinkChain(grid, 3)) return s;
    if (auto s = findAlsWing(grid, 3)) return s;
    if (auto s = findBivalueGrave(grid)) return s;
    if (auto s = findStrongLinkChain(grid, 4)) return s;
    if (auto s = findAlsWing(grid, 4)) return s;
    if (auto s = findAlignedExclusion(grid, 2)) return s;
    if (auto s = findAlsWing(grid, 5)) return s;
    // Chains.
    if (auto s = findUnaryChain(grid, stop)) return s;
    if (auto s = findAlsWing(grid, 6)) return s;
    if (auto s = findAlignedExclusion(grid, 3)) return s;
    if (auto s = findMultipleChain(grid, ChainingLevel::Nishio, stop)) return s;
    if (auto s = findMultipleChain(grid, ChainingLevel::Multiple, stop)) return s;
    if (auto s = findMultipleChain(grid, ChainingLevel::Dynamic, stop)) return s;
    if (auto s = findMultipleChain(grid, ChainingLevel::DynamicPlus, stop)) return s;
    return std::nullopt;
}

void applyExpertStep(CandidateGrid& grid, const ExpertStep& step)
{
    for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
    for (const auto& p : step.placements)
        if (grid.value(p.cell) == 0) grid.place(p.cell, p.digit);
}


} // namespace nonet::expert
