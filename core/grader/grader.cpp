#include "core/grader/grader.h"

#include "core/logic/technique_catalog.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

namespace nonet {

namespace {

// Whether applying the step changes the position: it fills an empty cell or removes a
// present candidate. (Cheaper than copying the position and comparing it afterwards.)
template <class G>
bool makesProgress(const G& grid, const Step& step)
{
    for (const auto& p : step.placements)
        if (grid.value(p.cell) == 0) return true;
    for (const auto& e : step.eliminations)
        if (grid.hasCandidate(e.cell, e.digit)) return true;
    return false;
}

TechniqueFinder finderFor(const CandidateGrid&, const TechniqueInfo& info) { return info.finder; }
ShapeTechniqueFinder finderFor(const ShapeCandidateGrid&, const TechniqueInfo& info) { return shapeFinder(info.technique); }

template <class G>
std::optional<Step> simplestStep(const G& position, bool allowUniqueness, Level maxLevel, bool allowGuess = true)
{
    for (Technique t : techniquesInGradingOrder()) {
        const TechniqueInfo& info = techniqueInfo(t);
        if (info.level > maxLevel) break; // the order is by tier first
        const auto finder = finderFor(position, info);
        if (finder == nullptr || (info.needsUniqueness && !allowUniqueness) || (t == Technique::Guess && !allowGuess)) continue;
        if (auto step = finder(position)) return step;
    }
    return std::nullopt;
}

template <class G>
GradeResult gradePosition(const G& position, bool uniqueKnown, const GradeOptions& options, std::stop_token stop)
{
    GradeResult result;
    const bool allowUniqueness = options.uniqueness == UniquenessPolicy::AssumeUnique ||
                                 (options.uniqueness == UniquenessPolicy::Check && uniqueKnown);
    // A run of at most this many steps; every step removes a candidate or places a value,
    // so a real solve needs far fewer (cells x candidates bounds it).
    const int maxSteps = position.cellCount() * position.side();
    G grid = position;
    int hardestCost = -1;
    for (int stepCount = 0; stepCount < maxSteps && !grid.isComplete(); ++stepCount) {
        if (stop.stop_requested()) {
            result.cancelled = true;
            return result;
        }
        std::optional<Step> step = simplestStep(grid, allowUniqueness, options.maxLevel, options.allowGuess);
        if (!step) {
            result.exceeded = options.maxLevel < Level::Extreme || !options.allowGuess;
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

} // namespace

std::optional<Step> findSimplestStep(const CandidateGrid& position, bool allowUniqueness, Level maxLevel)
{
    return simplestStep(position, allowUniqueness, maxLevel);
}

std::optional<Step> findSimplestStep(const ShapeCandidateGrid& position, bool allowUniqueness, Level maxLevel)
{
    return simplestStep(position, allowUniqueness, maxLevel);
}

GradeResult grade(const CandidateGrid& position, bool uniqueKnown, const GradeOptions& options, std::stop_token stop)
{
    return gradePosition(position, uniqueKnown, options, stop);
}

GradeResult grade(const ShapeCandidateGrid& position, bool uniqueKnown, const GradeOptions& options, std::stop_token stop)
{
    return gradePosition(position, uniqueKnown, options, stop);
}

GradeResult grade(const Grid& puzzle, const GradeOptions& options, std::stop_token stop)
{
    const bool unique = options.uniqueness == UniquenessPolicy::Check ? hasUniqueSolution(puzzle)
                                                                      : options.uniqueness == UniquenessPolicy::AssumeUnique;
    return grade(CandidateGrid::fromGrid(puzzle), unique, options, stop);
}

GradeResult grade(const ShapeGrid& puzzle, const GradeOptions& options, std::stop_token stop)
{
    // A plain 9x9 goes to the classic engine: same result, its own speed.
    if (puzzle.shape().isClassic()) return grade(puzzle.toClassic(), options, stop);
    const bool unique = options.uniqueness == UniquenessPolicy::Check ? hasUniqueShapeSolution(puzzle)
                                                                      : options.uniqueness == UniquenessPolicy::AssumeUnique;
    return grade(ShapeCandidateGrid::fromGrid(puzzle), unique, options, stop);
}

} // namespace nonet
