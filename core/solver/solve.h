#pragma once
// Convenience entry points that use the default (fastest) solver.

#include "core/solver/solver.h"

namespace nonet {

const Solver& defaultSolver();
SolveResult solve(const Grid& puzzle, int limit = 2);
int countSolutions(const Grid& puzzle, int limit = 2);
bool hasUniqueSolution(const Grid& puzzle);

} // namespace nonet
