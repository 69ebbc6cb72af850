#pragma once
// The solver of Killer puzzles (core/shape/killer_cages.h): depth-first search over
// candidate masks, as the other shape solvers, with each cage's combinations
// (core/shape/cage_combinations.h) narrowing its cells at every node:
//
//   placement        the value leaves every peer (row, column, box and cage); the cage's
//                    sum and cell count left shrink
//   naked / hidden   a cell with one candidate; a value with one place left in a row,
//   singles          column or box
//   cage             of the combinations of the cage's sum left in its cells left, those
//   combinations     within the cells' candidates (each cell able to take one of its
//                    values): their union bounds every cell; a value in all of them that
//                    has one cell left in the cage goes there, and one whose cells all lie
//                    in one row, column or box leaves that house's other cells
//   innies           the same for each house's cells outside the cages lying whole in it
//                    (the rule of 45: they add up to 45 less those cages' sums)
//
// then branches on a cell with the fewest candidates. A combination is a 9-bit mask, so
// each test is an AND; the search state is about 400 bytes, copied per level.

#include "core/solver/shape_solver.h"

namespace nonet {

class KillerSolver final : public ShapeSolver {
public:
    std::string_view name() const override { return "killer-cages"; }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override;

    // Solutions up to the limit, giving up (returning -1) after nodeLimit search nodes:
    // for the generator, which drops a layout that takes long rather than wait for it.
    static int count(const ShapeGrid& puzzle, int limit, long nodeLimit);

    // A solution other than `known` (a solution of the puzzle), when there is one: where
    // the generator's layout still leaves room. gaveUp: the search took more than nodeLimit
    // nodes (0: no limit) before finding two solutions or none besides `known`.
    struct Other {
        std::optional<ShapeGrid> solution;
        bool gaveUp = false;
    };
    static Other otherSolution(const ShapeGrid& puzzle, const ShapeGrid& known, long nodeLimit);
};

} // namespace nonet
