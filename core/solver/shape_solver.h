#pragma once
// Solvers for grids of any shape (core/shape/): the interface of solver.h for ShapeGrid.
// ShapeBitSolver is the default for every shape but the classic 9x9, which goes to the
// classic FastSolver, and 4x4 and 6x6, which go to SmallBitboardSolver;
// ShapeDancingLinksSolver is a second, independent implementation
// that the tests use to check the first (and the generator's uniqueness) on every shape.

#include "core/shape/shape_grid.h"

#include <optional>
#include <string_view>

namespace nonet {

struct ShapeSolveResult {
    int count = 0;                     // solutions found, at most the limit
    std::optional<ShapeGrid> solution; // the first one found, when count > 0
};

class ShapeSolver {
public:
    virtual ~ShapeSolver() = default;
    virtual std::string_view name() const = 0;
    // A grid whose givens break the rules (or hold a value above the side) has no
    // solution (count 0). Const and reentrant, like Solver::solve.
    virtual ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const = 0;
};

} // namespace nonet
