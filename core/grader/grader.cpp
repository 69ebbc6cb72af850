#include "core/grader/grader.h"

#include "core/logic/technique_catalog.h"
#include "core/solver/solve.h"

namespace nonet {

namespace {

// A run of at most this many steps; every step removes a candidate or places a value, so
// a real solve needs far fewer (81 cells x 9 candidates bounds it).
constexpr int kMaxSteps = 81 * 9;

// Whether applying the step changes the position: it fills an empty cell or removes a
// present candidate. (Cheaper than copying the position and comparing it afterwards.)
bool makesProgress(const CandidateGrid& grid, const Step& step)
{
    for (const auto& p : step.placements)
        if (grid.value(p.cell) == 0) return true;
    for (const auto& e : step.eliminations)
        if (grid.hasCandidate(e.cell, e.digit)) return true;
    return false;
}

} // namespace

std::optional<Step> findSimplestStep(const CandidateGrid& position, bool allowUniqueness, Level maxLevel)
{
    for (Technique t : techniquesInGradingOrder()) {
        const TechniqueInfo& info = techniqueInfo(t);
        if (info.level > maxLevel) break; // the order is by tier first
        if (info.finder == nullptr || (info.needsUniqueness && !allowUniqueness)) continue;
        if (auto step = info.finder(position)) return step;
    }
    return std::nullopt;
}

GradeResult grade(const CandidateGrid& position, bool uniqueKnown, const GradeOptions& options, std::stop_token stop)
{
    GradeResult result;
    const bool allowUniqueness = options.uniqueness == UniquenessPolicy::AssumeUnique ||
                                 (options.uniqueness == UniquenessPolicy::Check && uniqueKnown);
    CandidateGrid grid = position;
    int hardestCost = -1;
    for (int stepCount = 0; stepCount < kMaxSteps && !grid.isComplete(); ++stepCount) {
        if (stop.stop_requested()) {
            result.cancelled = true;
            return result;
        }
        std::optional<Step> step = findSimplestStep(grid, allowUniqueness, options.maxLevel);
        if (!step) {
            result.exceeded = options.maxLevel < Level::Extreme;
            break;
        }
        if (!makesProgress(grid, *step)) break; // only on broken positions: stuck
        grid.apply(*step);
        const TechniqueInfo& info = techniqueInfo(step->technique);
        ++result.counts[static_cast<std::size_t>(step->technique)];
        result.score += info.cost;
        if (info.level > result.level) result.level = info.level;
        if (info.rating > result.hardestRating) result.hardestRating = info.rating;
        const TechniqueInfo& hardest = techniqueInfo(result.hardest);
        if (hardestCost < 0 || info.level > hardest.level || (info.level == hardest.level && info.cost > hardest.cost)) {
            result.hardest = step->technique;
            hardestCost = info.cost;
        }
        if (options.keepSteps) result.steps.push_back(std::move(*step));
    }
    // Complete and no digit twice in a house is solved (Grid::isSolved asks all 20 peers of
    // every cell; this asks each house once).
    result.solved = grid.isComplete() && grid.toGrid().isConsistent();
    return result;
}

GradeResult grade(const Grid& puzzle, const GradeOptions& options, std::stop_token stop)
{
    const bool unique = options.uniqueness == UniquenessPolicy::Check ? hasUniqueSolution(puzzle)
                                                                      : options.uniqueness == UniquenessPolicy::AssumeUnique;
    return grade(CandidateGrid::fromGrid(puzzle), unique, options, stop);
}

} // namespace nonet
