#include "core/generator/technique_generator.h"

#include "core/generator/full_grid.h"
#include "core/grader/grader.h"
#include "core/cell_set.h"
#include "core/logic/technique_catalog.h"
#include "core/solver/solve.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

// Position of each technique in the grader's order.
std::array<int, kTechniqueCount> gradingRanks()
{
    std::array<int, kTechniqueCount> ranks{};
    const auto& order = techniquesInGradingOrder();
    for (int i = 0; i < kTechniqueCount; ++i) ranks[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = i;
    return ranks;
}

// Graded (uniqueness assumed: the caller checked it) without trying anything after the
// technique's tier; solved and no step later in the order than the technique.
struct Verdict {
    bool withinTarget = false; // solved using the target or techniques before it only
    GradeResult result;
};

Verdict gradeUpTo(const Grid& puzzle, Technique target, const std::array<int, kTechniqueCount>& ranks, std::stop_token stop)
{
    GradeOptions options;
    options.maxLevel = techniqueInfo(target).level;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    options.keepSteps = false;
    Verdict verdict{false, grade(puzzle, options, stop)};
    if (!verdict.result.solved) return verdict;
    const int limit = ranks[static_cast<std::size_t>(target)];
    for (int t = 0; t < kTechniqueCount; ++t)
        if (verdict.result.counts[static_cast<std::size_t>(t)] > 0 && ranks[static_cast<std::size_t>(t)] > limit) return verdict;
    verdict.withinTarget = true;
    return verdict;
}

// Empties one house first, then one digit's clues, then the rest in random order. Rare
// patterns need room: a naked quad is only the step the grader needs in a house with eight
// or more unsolved cells (with fewer, its complement is a hidden subset the grader tries
// first), a jellyfish only for a digit missing from eight rows or columns, and so on. This
// raises their yield many times over (nonet-bench practice) and costs common ones nothing.
void focus(std::vector<std::vector<int>>& order, const Grid& solution, int house, int digit)
{
    const CellSet inHouse = houseSet(house);
    const auto rank = [&](const std::vector<int>& orbit) {
        int r = 2;
        for (int cell : orbit) {
            if (inHouse.contains(cell)) return 0;
            if (solution.at(cell) == digit) r = 1;
        }
        return r;
    };
    std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
}

} // namespace

bool isTargetable(Technique technique)
{
    switch (technique) {
    case Technique::FullHouse:
    case Technique::HiddenSingleBox:
    case Technique::HiddenSingleLine:
    case Technique::NakedSingle:
    case Technique::Guess:
    // Where its pattern is, an easier technique of the grader's order always applies too
    // (a pointing or claiming, a pair, an X-Wing, an empty rectangle, ...): it was not once
    // the step the grader needed in 160,000 tries aimed at it, in 20,000 17-clue puzzles or
    // in 2,000 generated Tough to Extreme ones. Asking for it would never end.
    case Technique::TurbotFish: return false;
    default: return true;
    }
}

std::optional<GeneratedPuzzle> generateForTechniqueOnce(Technique technique, Symmetry symmetry, std::mt19937_64& rng,
                                                        std::stop_token stop)
{
    if (!isTargetable(technique)) return std::nullopt;
    static const std::array<int, kTechniqueCount> ranks = gradingRanks(); // immutable after initialisation
    const Grid solution = randomFullGrid(rng);
    Grid puzzle = solution;
    std::vector<std::vector<int>> order = orbits(symmetry);
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(i) + 1))]);
    focus(order, solution, randomBelow(rng, kHouseCount), randomBelow(rng, kSide) + 1);

    // Once the puzzle needs the technique, only removals that keep it needed are taken, so
    // that a rare pattern, once there, is not dug away by the next removal.
    GradeResult last;
    bool needed = false;
    for (const std::vector<int>& orbit : order) {
        if (stop.stop_requested()) return std::nullopt;
        for (int cell : orbit) puzzle.setAt(cell, 0);
        bool keep = countSolutions(puzzle, 2) == 1;
        if (keep) {
            Verdict verdict = gradeUpTo(puzzle, technique, ranks, stop);
            keep = verdict.withinTarget && (!needed || verdict.result.hardest == technique);
            if (keep) {
                last = std::move(verdict.result);
                needed = last.hardest == technique;
            }
        }
        if (!keep)
            for (int cell : orbit) puzzle.setAt(cell, solution.at(cell));
    }
    if (stop.stop_requested() || last.hardest != technique) return std::nullopt;
    return GeneratedPuzzle{puzzle, solution, last.level, last.score, last.hardest};
}

std::optional<GeneratedPuzzle> generateForTechnique(Technique technique, Symmetry symmetry, std::mt19937_64& rng,
                                                    std::stop_token stop)
{
    if (!isTargetable(technique)) return std::nullopt;
    while (!stop.stop_requested())
        if (auto puzzle = generateForTechniqueOnce(technique, symmetry, rng, stop)) return puzzle;
    return std::nullopt;
}

} // namespace nonet
