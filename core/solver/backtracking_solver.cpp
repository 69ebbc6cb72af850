#include "core/solver/backtracking_solver.h"

namespace nonet {
namespace {

struct Search {
    int limit = 0;
    SolveResult result;
    std::stop_token stop;
    unsigned long nodes = 0;
    bool stopped = false;
};

void search(Grid& grid, Search& s)
{
    // Looking at the token costs little, but not nothing: every 4096 cells tried.
    if ((++s.nodes & 4095u) == 0 && s.stop.stop_requested()) s.stopped = true;
    if (s.stopped) return;
    SolveResult& result = s.result;
    const auto empty = grid.firstEmpty();
    if (!empty) {
        if (result.count++ == 0) result.solution = grid;
        return;
    }
    for (int value : grid.allowedValues(empty->row, empty->column)) {
        grid.set(empty->row, empty->column, value);
        search(grid, s);
        if (result.count >= s.limit || s.stopped) break;
    }
    grid.set(empty->row, empty->column, 0);
}

} // namespace

SolveResult BacktrackingSolver::solve(const Grid& puzzle, int limit) const
{
    // A default token can never be stopped, so there is always a result.
    return *solve(puzzle, limit, std::stop_token());
}

std::optional<SolveResult> BacktrackingSolver::solve(const Grid& puzzle, int limit, std::stop_token stop) const
{
    Search s;
    if (limit <= 0 || !puzzle.isConsistent()) return s.result;
    s.limit = limit;
    s.stop = std::move(stop);
    Grid grid = puzzle;
    search(grid, s);
    if (s.stopped) return std::nullopt;
    return s.result;
}

} // namespace nonet
