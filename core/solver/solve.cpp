#include "core/solver/solve.h"

#include "core/solver/fast_solver.h"

namespace nonet {

const Solver& defaultSolver()
{
    // Stateless and const: one shared instance is safe for every thread.
    static const FastSolver solver;
    return solver;
}

SolveResult solve(const Grid& puzzle, int limit) { return defaultSolver().solve(puzzle, limit); }
int countSolutions(const Grid& puzzle, int limit) { return defaultSolver().solve(puzzle, limit).count; }
bool hasUniqueSolution(const Grid& puzzle) { return countSolutions(puzzle, 2) == 1; }

} // namespace nonet
