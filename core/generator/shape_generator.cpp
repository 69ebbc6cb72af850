#include "core/generator/shape_generator.h"

#include "core/generator/clue_removal.h"
#include "core/generator/full_grid.h"
#include "core/generator/generator.h"
#include "core/generator/killer_generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/presets/preset.h"
#include "core/shape/jigsaw_layout.h"
#include "core/solver/shape_bit_solver.h"
#include "core/solver/shape_solve.h"
#include "core/solver/small_bitboard_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace nonet {

namespace {

// What the clue removal asks of the shape's solver. For 4x4 and 6x6 it keeps the
// thinnest puzzle found to have one solution so far (at first the full grid): a puzzle
// thinned from it has another solution only if one differs from the full grid in a cell
// emptied since, and the small shapes' solver looks for that much faster than it counts
// to two. It also tells a puzzle that singles alone fill, which the removal then rejects
// for a level above Easy without grading it. The answers are the same as counting and
// grading would give, so are the puzzles.
class ShapeRemovalChecks {
public:
    explicit ShapeRemovalChecks(const ShapeGrid& solution)
        : solution_(solution), small_(SmallBitboardSolver::fits(solution.shape())),
          boards_(small_ ? SmallBitboardSolver::boardsOf(solution) : SmallBitboardSolver::ValueBoards{}),
          unique_(small_ ? filledCells(solution) : 0)
    {
    }

    int count(const ShapeGrid& puzzle, int limit) const
    {
        if (!small_ || limit != 2) return countShapeSolutions(puzzle, limit);
        std::uint64_t filled = 0;
        bool asSolution = true;
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
            const int value = puzzle.at(cell);
            if (value == 0) continue;
            filled |= std::uint64_t{1} << cell;
            asSolution = asSolution && value == solution_.at(cell);
        }
        int count = 0;
        if (asSolution && (filled & ~unique_) == 0)
            count = SmallBitboardSolver::hasOtherSolution(boards_, filled, unique_ & ~filled) ? 2 : 1;
        else
            count = countShapeSolutions(puzzle, limit);
        if (count == 1) unique_ = filled;
        return count;
    }

    bool solvedBySingles(const ShapeGrid& puzzle) const { return small_ && SmallBitboardSolver::solvedBySingles(puzzle); }

private:
    // Bit `cell` set for each filled cell (the small shapes have at most 36).
    static std::uint64_t filledCells(const ShapeGrid& grid)
    {
        std::uint64_t filled = 0;
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            if (grid.at(cell) != 0) filled |= std::uint64_t{1} << cell;
        return filled;
    }

    const ShapeGrid& solution_;
    bool small_;
    SmallBitboardSolver::ValueBoards boards_; // the solution, for the small shapes' solver
    // The filled cells of the thinnest puzzle known to have one solution. The removal holds
    // its checks as const; what they learn is a cache, hence mutable.
    mutable std::uint64_t unique_;
};

// A full grid of the variant's shape; for a preset whose games carry their regions
// (Jigsaw), of a new random layout, which may have none (then nothing, and the try is lost).
std::optional<ShapeGrid> randomSolution(Variant variant, std::mt19937_64& rng)
{
    const ShapePtr& shape = Shape::of(variant);
    if (presetOf(variant).layout != CarriedLayout::Regions) {
        if (SmallBitboardSolver::fits(*shape)) return SmallBitboardSolver::randomSolution(shape, rng);
        return randomShapeSolution(shape, rng);
    }
    const JigsawRegions layout = randomJigsawLayout(rng);
    // A layout with a full grid yields one within a few hundred positions; one without is
    // given up early rather than proven empty.
    return randomShapeSolution(Shape::jigsaw(layout), rng, 5000);
}

// The orbits of the symmetry on the side's grid, the same for every try: made once for
// each pair (on first use, thread-safe) rather than every time, which costs a 6x6 try
// more than a tenth of its time.
const std::vector<std::vector<int>>& orbitsOnce(Symmetry symmetry, int side)
{
    static constexpr std::array<int, 4> kSides{4, 6, 9, 16};
    static const auto made = [] {
        std::array<std::array<std::vector<std::vector<int>>, kSides.size()>, kAllSymmetries.size()> all;
        for (std::size_t s = 0; s < kAllSymmetries.size(); ++s)
            for (std::size_t i = 0; i < kSides.size(); ++i) all[s][i] = orbits(kAllSymmetries[s], kSides[i]);
        return all;
    }();
    const auto s = static_cast<std::size_t>(std::find(kAllSymmetries.begin(), kAllSymmetries.end(), symmetry) - kAllSymmetries.begin());
    const auto i = static_cast<std::size_t>(std::find(kSides.begin(), kSides.end(), side) - kSides.begin());
    return made[s][i];
}

} // namespace

Symmetry defaultSymmetry(Variant variant) { return presetOf(variant).symmetry; }

std::optional<GeneratedShapePuzzle> generateShapedOnce(Variant variant, Level level, Symmetry symmetry, std::mt19937_64& rng,
                                                       std::stop_token stop)
{
    if (isPlainClassic(variant)) {
        auto classic = generateOnce(level, symmetry, rng, stop);
        if (!classic) return std::nullopt;
        return GeneratedShapePuzzle{ShapeGrid::fromClassic(classic->givens), ShapeGrid::fromClassic(classic->solution),
                                    classic->level, classic->score, classic->hardest};
    }
    if (presetOf(variant).layout == CarriedLayout::Cages) return generateKillerOnce(level, rng, stop);
    const std::optional<ShapeGrid> solution = randomSolution(variant, rng);
    if (!solution) return std::nullopt;
    std::vector<std::vector<int>> order = orbitsOnce(symmetry, solution->side());
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(i) + 1))]);
    const int side = solution->side();
    // A level that splits the singles tier (4x4) is kept by logic too, except its Easy: a
    // minimal 4x4 always needs a hidden single.
    const bool splitsSingles = presetOf(variant).scale == LevelScale::SinglesSplit;
    const bool steerByLogic = side == 16 || (level <= Level::Easy && !(splitsSingles && level == Level::Easy));
    const auto carved = carveClues(*solution, order, level, CarveOptions{steerByLogic, variant}, ShapeRemovalChecks(*solution), stop);
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
