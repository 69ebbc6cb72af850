#pragma once
// The clue removal both generators share (the classic one in generator.h, the one for
// every other shape in shape_generator.h), as a template over the grid type:
//
//   1. remove the orbits in the given order, each kept out only while
//        steerByLogic: the level's techniques (no uniqueness ones) still solve the puzzle,
//                      which also proves the solution unique
//        otherwise:    the solution stays unique
//   2. grade; while too hard, put orbits back, last removed first, until the level's
//      techniques solve it
//   3. accept only a puzzle the grader rates exactly the requested level
//
// Ops supplies `int count(const Grid&, int limit)` (solutions up to the limit) and may
// supply `bool solvedBySingles(const Grid&)` (naked and hidden singles alone fill the
// grid): such a puzzle is graded Easy at most, so for a harder level step 3 would reject
// it, and the removal does so without grading it. The stop token is checked between
// removals and inside grading.

#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace nonet {

template <class Grid>
struct CarvedPuzzle {
    Grid givens;
    GradeResult grading;
};

struct CarveOptions {
    bool steerByLogic = false;
    // Whose level meanings apply (core/grader/variant_levels.h); for all but 4x4 a level
    // is the technique tier.
    Variant variant = Variant::Classic;
};

template <class Grid, class Ops>
std::optional<CarvedPuzzle<Grid>> carveClues(const Grid& solution, const std::vector<std::vector<int>>& order, Level level,
                                             CarveOptions carve, const Ops& ops, std::stop_token stop)
{
    Grid puzzle = solution;
    const Level cap = tierCap(carve.variant, level);
    GradeOptions logicOnly;
    logicOnly.maxLevel = cap;
    logicOnly.uniqueness = UniquenessPolicy::Never;
    logicOnly.keepSteps = false;
    // Solved by the level's techniques without a uniqueness argument (so unique too).
    auto staysAtLevel = [&](const Grid& p) {
        const GradeResult r = grade(p, logicOnly, stop);
        return r.solved && variantLevel(carve.variant, r) <= level;
    };
    std::vector<const std::vector<int>*> removed;
    for (const std::vector<int>& orbit : order) {
        if (stop.stop_requested()) return std::nullopt;
        for (int cell : orbit) puzzle.setAt(cell, 0);
        const bool ok = carve.steerByLogic ? staysAtLevel(puzzle) : ops.count(puzzle, 2) == 1;
        if (ok) removed.push_back(&orbit);
        else
            for (int cell : orbit) puzzle.setAt(cell, solution.at(cell));
    }

    if constexpr (requires { ops.solvedBySingles(puzzle); }) {
        if (level > Level::Easy && ops.solvedBySingles(puzzle)) return std::nullopt;
    }

    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    options.keepSteps = false;
    options.maxLevel = cap;
    GradeResult result = grade(puzzle, options, stop);
    // Too hard: clues back in the reverse order of removal until the level's techniques do.
    while (!result.solved && !result.cancelled && !removed.empty()) {
        for (int cell : *removed.back()) puzzle.setAt(cell, solution.at(cell));
        removed.pop_back();
        result = grade(puzzle, options, stop);
    }
    if (!result.solved || variantLevel(carve.variant, result) != level) return std::nullopt;
    return CarvedPuzzle<Grid>{puzzle, result};
}

} // namespace nonet
