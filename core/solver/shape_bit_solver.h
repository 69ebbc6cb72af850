#pragma once
// Depth-first search over candidate masks for any shape: a placement removes its value
// from every peer (naked singles follow at once), each house is scanned for a value with
// one place left (hidden singles) until nothing changes, then the search branches on a
// cell with the fewest candidates. Extra houses (diagonals, windows) and Jigsaw regions
// are houses like any other. The search state is one copy per level on the stack.

#include "core/solver/shape_solver.h"

#include <random>

namespace nonet {

class ShapeBitSolver final : public ShapeSolver {
public:
    std::string_view name() const override { return "shape-bits"; }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override;
};

// A random completely filled grid of the shape: the same search with the values of each
// branch in random order (drawn from rng only), restarted with doubling budgets. Nothing
// when the shape has no full grid (a Jigsaw layout can have none) or the searches visit
// more than nodeLimit positions in all without finding one.
std::optional<ShapeGrid> randomShapeSolution(const ShapePtr& shape, std::mt19937_64& rng, long nodeLimit = 200000);

} // namespace nonet
