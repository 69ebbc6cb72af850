#pragma once
// Rates a puzzle the way a person solves it: the simplest applicable technique (easiest
// tier first, then cheapest; see technique_catalog.h) is applied until the grid is full.
//
//   level   = the highest tier among the techniques used
//   score   = the sum of the costs of all steps
//   hardest = the used technique with the highest tier (ties: the higher cost)

#include "core/grader/level.h"
#include "core/grid.h"
#include "core/shape/shape_grid.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"

#include <array>
#include <optional>
#include <stop_token>
#include <vector>

namespace nonet {

enum class UniquenessPolicy {
    Check,        // use uniqueness techniques only if the puzzle has exactly one solution
    AssumeUnique, // the caller knows it has (the generator)
    Never,
};

struct GradeOptions {
    // Techniques above this tier are not tried: grading stops (exceeded) when nothing
    // easier applies. The generator uses it to give up early on puzzles too hard.
    Level maxLevel = Level::Extreme;
    UniquenessPolicy uniqueness = UniquenessPolicy::Check;
    bool keepSteps = true;
    // false: the last resort (the solution's digit, Technique::Guess) is not taken either;
    // grading stops (exceeded) where nothing else applies.
    bool allowGuess = true;
};

struct GradeResult {
    bool solved = false;    // the grid was filled
    bool exceeded = false;  // stopped: needs a technique above options.maxLevel
    bool cancelled = false; // stopped by the stop token
    Level level = Level::VeryEasy;
    int score = 0;
    Technique hardest = Technique::FullHouse;
    int hardestRating = 0; // the highest SE-like rating (x10) of any step
    std::array<int, kTechniqueCount> counts{};
    std::vector<Step> steps; // empty unless options.keepSteps
};

// A puzzle that has no solution or several is not solved (solved == false) unless logic
// happens to fill it; its level then means nothing.
GradeResult grade(const Grid& puzzle, const GradeOptions& options = {}, std::stop_token stop = {});
// Any shape: the same techniques over the shape's houses (extra houses and Jigsaw regions
// included); a classic-shaped grid is graded by the classic engine.
GradeResult grade(const ShapeGrid& puzzle, const GradeOptions& options = {}, std::stop_token stop = {});
// Continues from a position (e.g. a game in progress with the grid's candidates).
GradeResult grade(const CandidateGrid& position, bool uniqueKnown, const GradeOptions& options = {}, std::stop_token stop = {});
GradeResult grade(const ShapeCandidateGrid& position, bool uniqueKnown, const GradeOptions& options = {}, std::stop_token stop = {});

// The simplest step that applies to the position (a hint), or nothing.
std::optional<Step> findSimplestStep(const CandidateGrid& position, bool allowUniqueness, Level maxLevel = Level::Extreme);
std::optional<Step> findSimplestStep(const ShapeCandidateGrid& position, bool allowUniqueness, Level maxLevel = Level::Extreme);

} // namespace nonet
