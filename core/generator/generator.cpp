#include "core/generator/generator.h"

#include "core/generator/clue_removal.h"
#include "core/generator/full_grid.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <utility>

namespace nonet {

namespace {

struct ClassicCount {
    int count(const Grid& puzzle, int limit) const { return countSolutions(puzzle, limit); }
};

} // namespace

std::optional<GeneratedPuzzle> generateOnce(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop)
{
    const Grid solution = randomFullGrid(rng);
    std::vector<std::vector<int>> order = orbits(symmetry);
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(i) + 1))]);
    // Easy levels: remove while the level's techniques still solve it; harder levels:
    // while the solution stays unique (core/generator/clue_removal.h).
    const auto carved = carveClues(solution, order, level, CarveOptions{level <= Level::Easy, Variant::Classic}, ClassicCount{}, stop);
    if (!carved) return std::nullopt;
    return GeneratedPuzzle{carved->givens, solution, carved->grading.level, carved->grading.score, carved->grading.hardest};
}

std::optional<GeneratedPuzzle> generate(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop)
{
    while (!stop.stop_requested())
        if (auto puzzle = generateOnce(level, symmetry, rng, stop)) return puzzle;
    return std::nullopt;
}

} // namespace nonet
