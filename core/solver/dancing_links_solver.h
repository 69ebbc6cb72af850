#pragma once
// Knuth's Algorithm X with dancing links: Sudoku as exact cover of 324 constraints
// (each cell filled; each digit once per row, column and box) by 729 candidate rows
// (cell, digit). An implementation independent of FastSolver, used to cross-check it.
// Every solve works on its own copy of the links, in fixed-size arrays.

#include "core/solver/solver.h"

namespace nonet {

class DancingLinksSolver final : public Solver {
public:
    std::string_view name() const override { return "dlx"; }
    SolveResult solve(const Grid& puzzle, int limit) const override;
};

} // namespace nonet
