#pragma once
// Knuth's Algorithm X with dancing links over any shape: one constraint column per cell
// ("filled") and per house and value ("the value once in the house"), one candidate row
// per cell and value covering the cell's column and the value's column of each of the
// cell's houses. For a Killer a row is instead a whole way to fill one cage (different
// values adding up to its sum, agreeing with the givens), covering the columns of all its
// cells: the cage rules are in the rows, so the search is the same. Independent of
// ShapeBitSolver and KillerSolver, which the tests check against it; the links are built
// per solve in vectors sized by the shape (a Killer cage of 7 cells can be some 20,000
// rows).

#include "core/solver/shape_solver.h"

namespace nonet {

class ShapeDancingLinksSolver final : public ShapeSolver {
public:
    std::string_view name() const override { return "shape-dlx"; }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override;
};

} // namespace nonet
