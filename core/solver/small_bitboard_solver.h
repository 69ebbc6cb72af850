#pragma once
// Depth-first search for the small shapes (4x4 and 6x6), with the whole grid in one 64-bit board per value: bit `cell` of board v is set
// while v may still go there (a placed cell keeps only its own value's bit). A house is a
// 64-bit mask, so "v has one place left in the house" is one AND and a test for a single
// bit, and cells with no or one candidate come from adding the boards up cell by cell in
// bit-sliced words; nothing walks a list of cells in the inner loop. The search branches
// on a cell with the fewest candidates; a board set is 56 bytes, copied per level.
//
// Counting the solutions of a 6x6 puzzle this way is several times faster than
// ShapeBitSolver's search over cell and peer lists, and the generator's uniqueness checks
// while it removes clues are most of the time a 6x6 puzzle takes. ShapeBitSolver stays the
// solver of the larger shapes; any other shape handed to this one is passed on to it.

#include "core/solver/shape_solver.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>

namespace nonet {

class SmallBitboardSolver final : public ShapeSolver {
public:
    // Whether the shape is one of the small ones (4x4, 6x6).
    static bool fits(const Shape& shape);

    std::string_view name() const override { return "small-bitboards"; }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override;

    // A grid of a small shape as one board per value: bit `cell` of cellsOf[v - 1] set
    // where v is.
    struct ValueBoards {
        int side = 6; // 4 or 6
        std::array<std::uint64_t, 8> cellsOf{};
    };
    static ValueBoards boardsOf(const ShapeGrid& grid);

    // What the generator asks, without building a solution grid:
    // - solutions up to the limit;
    static int count(const ShapeGrid& puzzle, int limit);
    // - whether the puzzle made of the cells `kept` of the full grid `solution` has
    //   another solution, one that differs from it in one of the cells `emptied`. For a
    //   puzzle made by emptying those cells of a puzzle whose only solution is `solution`,
    //   this is "the puzzle has several solutions", and much cheaper to answer than
    //   counting to two: the search is for something that usually dies at once;
    static bool hasOtherSolution(const ValueBoards& solution, std::uint64_t kept, std::uint64_t emptied);
    // - whether naked and hidden singles alone fill the grid (the grader then rates the
    //   puzzle Easy at most: every single is in the Very easy or Easy tier).
    static bool solvedBySingles(const ShapeGrid& puzzle);

    // The full grid randomShapeSolution (shape_bit_solver.h) makes from the same rng state,
    // drawing the same numbers: the same search, branch for branch, on bitboards.
    static std::optional<ShapeGrid> randomSolution(const ShapePtr& shape, std::mt19937_64& rng, long nodeLimit = 200000);
};

} // namespace nonet
