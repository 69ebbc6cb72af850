#pragma once
// Knuth's Algorithm X with dancing links over any shape: one constraint column per cell
// ("filled") and per house and value ("the value once in the house"), one candidate row
// per cell and value covering the cell's column and the value's column of each of the
// cell's houses. Independent of ShapeBitSolver, which the tests check against it; the
// links are built per solve in vectors sized by the shape.

#include "core/solver/shape_solver.h"

namespace nonet {

class ShapeDancingLinksSolver final : public ShapeSolver {
public:
    std::string_view name() const override { return "shape-dlx"; }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override;
};

} // namespace nonet
