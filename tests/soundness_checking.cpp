#include "soundness_checking.h"

#include "core/solver/solve.h"

namespace nonet::testing {

std::vector<TechniqueInfo> findersBetween(Technique from, Technique to)
{
    std::vector<TechniqueInfo> out;
    for (const TechniqueInfo& info : techniqueCatalog())
        if (info.technique >= from && info.technique <= to) out.push_back(info);
    return out;
}

Grid randomSolution(std::mt19937_64& rng)
{
    for (;;) {
        Grid seed;
        for (int placed = 0; placed < 11;) {
            const int cell = static_cast<int>(rng() % kCellCount);
            const int digit = 1 + static_cast<int>(rng() % kSide);
            if (seed.at(cell) != 0 || !seed.isAllowed(rowOf(cell), columnOf(cell), digit)) continue;
            seed.setAt(cell, digit);
            ++placed;
        }
        const SolveResult result = solve(seed, 1);
        if (result.solution) return *result.solution;
    }
}

std::string checkStep(const CandidateGrid& grid, const Grid& solution, const Step& step, Technique expected)
{
    const std::string name(techniqueName(expected));
    auto at = [](int cell) { return " r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1); };
    if (step.technique != expected) return name + " reported the technique " + std::string(techniqueName(step.technique));
    if (step.eliminations.empty() && step.placements.empty()) return name + " found nothing to do";
    for (const auto& e : step.eliminations) {
        if (!grid.hasCandidate(e.cell, e.digit)) return name + " eliminates absent " + std::to_string(e.digit) + " from" + at(e.cell);
        if (solution.at(e.cell) == e.digit)
            return name + " eliminates the solution " + std::to_string(e.digit) + " from" + at(e.cell);
    }
    for (const auto& p : step.placements) {
        if (grid.isSolved(p.cell)) return name + " places into solved" + at(p.cell);
        if (solution.at(p.cell) != p.digit)
            return name + " places " + std::to_string(p.digit) + " into" + at(p.cell) + ", solution " +
                   std::to_string(solution.at(p.cell));
    }
    return {};
}

std::string solveChecked(CandidateGrid grid, const Grid& solution, bool unique, std::span<const TechniqueInfo> finders,
                         std::span<int> counts)
{
    for (int guard = 0; guard < 2000 && !grid.isComplete(); ++guard) {
        std::optional<Step> first;
        for (std::size_t i = 0; i < finders.size(); ++i) {
            const TechniqueInfo& finder = finders[i];
            if (finder.needsUniqueness && !unique) continue;
            const auto step = finder.finder(grid);
            if (!step) continue;
            ++counts[i];
            std::string error = checkStep(grid, solution, *step, finder.technique);
            if (!error.empty()) return error;
            if (!first) first = step;
        }
        if (!first) break;
        grid.apply(*first);
    }
    return {};
}

} // namespace nonet::testing
