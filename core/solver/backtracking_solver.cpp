#include "core/solver/backtracking_solver.h"

namespace nonet {
namespace {

void search(Grid& grid, int limit, SolveResult& result)
{
    const auto empty = grid.firstEmpty();
    if (!empty) {
        if (result.count++ == 0) result.solution = grid;
        return;
    }
    for (int value : grid.allowedValues(empty->row, empty->column)) {
        grid.set(empty->row, empty->column, value);
        search(grid, limit, result);
        if (result.count >= limit) break;
    }
    grid.set(empty->row, empty->column, 0);
}

} // namespace

SolveResult BacktrackingSolver::solve(const Grid& puzzle, int limit) const
{
    SolveResult result;
    if (limit <= 0 || !puzzle.isConsistent()) return result;
    Grid grid = puzzle;
    search(grid, limit, result);
    return result;
}

} // namespace nonet
