#include "core/generator/shape_generator.h"

#include "core/generator/clue_removal.h"
#include "core/generator/full_grid.h"
#include "core/generator/generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/shape/jigsaw_layout.h"
#include "core/solver/shape_bit_solver.h"
#include "core/solver/shape_solve.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

struct ShapeCount {
    int count(const ShapeGrid& puzzle, int limit) const { return countShapeSolutions(puzzle, limit); }
};

// A full grid of the variant's shape; for Jigsaw of a new random layout, which may have
// none (then nothing, and the try is lost).
std::optional<ShapeGrid> randomSolution(Variant variant, std::mt19937_64& rng)
{
    if (variant != Variant::Jigsaw) return randomShapeSolution(Shape::of(variant), rng);
    const JigsawRegions layout = randomJigsawLayout(rng);
    // A layout with a full grid yields one within a few hundred positions; one without is
    // given up early rather than proven empty.
    return randomShapeSolution(Shape::jigsaw(layout), rng, 5000);
}

} // namespace

Symmetry defaultSymmetry(Variant variant) { return variant == Variant::Jigsaw ? Symmetry::None : Symmetry::Rotate180; }

std::optional<GeneratedShapePuzzle> generateShapedOnce(Variant variant, Level level, Symmetry symmetry, std::mt19937_64& rng,
                                                       std::stop_token stop)
{
    if (variant == Variant::Classic) {
        auto classic = generateOnce(level, symmetry, rng, stop);
        if (!classic) return std::nullopt;
        return GeneratedShapePuzzle{ShapeGrid::fromClassic(classic->givens), ShapeGrid::fromClassic(classic->solution),
                                    classic->level, classic->score, classic->hardest};
    }
    const std::optional<ShapeGrid> solution = randomSolution(variant, rng);
    if (!solution) return std::nullopt;
    std::vector<std::vector<int>> order = orbits(symmetry, solution->side());
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(i) + 1))]);
    const int side = solution->side();
    // 4x4 Very easy (full houses alone) is kept by logic too: a minimal 4x4 always needs a
    // hidden single.
    const bool steerByLogic = side == 16 || (level <= Level::Easy && !(variant == Variant::Mini4 && level == Level::Easy));
    const auto carved = carveClues(*solution, order, level, CarveOptions{steerByLogic, variant}, ShapeCount{}, stop);
    if (!carved) return std::nullopt;
    return GeneratedShapePuzzle{carved->givens, *solution, variantLevel(variant, carved->grading), carved->grading.score,
                                carved->grading.hardest};
}

std::optional<GeneratedShapePuzzle> generateShaped(Variant variant, Level level, Symmetry symmetry, std::mt19937_64& rng,
                                                   std::stop_token stop)
{
    if (!offersLevel(variant, level)) return std::nullopt;
    while (!stop.stop_requested())
        if (auto puzzle = generateShapedOnce(variant, level, symmetry, rng, stop)) return puzzle;
    return std::nullopt;
}

} // namespace nonet
