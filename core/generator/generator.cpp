#include "core/generator/generator.h"

#include "core/generator/full_grid.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <utility>

namespace nonet {

namespace {

// Whether the level's techniques (without uniqueness ones) still solve the puzzle.
bool keeps(const Grid& puzzle, Level level, std::stop_token stop)
{
    GradeOptions options;
    options.maxLevel = level;
    options.uniqueness = UniquenessPolicy::Never;
    options.keepSteps = false;
    return grade(puzzle, options, stop).solved;
}

} // namespace

std::optional<GeneratedPuzzle> generateOnce(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop)
{
    const Grid solution = randomFullGrid(rng);
    Grid puzzle = solution;
    std::vector<std::vector<int>> order = orbits(symmetry);
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(i) + 1))]);

    // Easy levels: remove while the level's techniques still solve it. Harder levels: remove
    // while the solution stays unique, then put orbits back (easier) until the level's
    // techniques solve it.
    const bool steerByLogic = level <= Level::Easy;
    std::vector<const std::vector<int>*> removed;
    for (const std::vector<int>& orbit : order) {
        if (stop.stop_requested()) return std::nullopt;
        for (int cell : orbit) puzzle.setAt(cell, 0);
        const bool ok = steerByLogic ? keeps(puzzle, level, stop) : countSolutions(puzzle, 2) == 1;
        if (ok) removed.push_back(&orbit);
        else
            for (int cell : orbit) puzzle.setAt(cell, solution.at(cell));
    }

    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    options.keepSteps = false;
    options.maxLevel = level;
    GradeResult result = grade(puzzle, options, stop);
    // Too hard: clues back in the reverse order of removal until the level's techniques do.
    while (!result.solved && !result.cancelled && !removed.empty()) {
        for (int cell : *removed.back()) puzzle.setAt(cell, solution.at(cell));
        removed.pop_back();
        result = grade(puzzle, options, stop);
    }
    if (!result.solved || result.level != level) return std::nullopt;
    return GeneratedPuzzle{puzzle, solution, result.level, result.score, result.hardest};
}

std::optional<GeneratedPuzzle> generate(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop)
{
    while (!stop.stop_requested())
        if (auto puzzle = generateOnce(level, symmetry, rng, stop)) return puzzle;
    return std::nullopt;
}

} // namespace nonet
