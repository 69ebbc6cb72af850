#pragma once
// The default solver for a grid of any shape: the classic FastSolver for the classic
// 9x9, SmallBitboardSolver for 4x4 and 6x6, KillerSolver for Killer, ShapeBitSolver for
// every other shape.

#include "core/solver/shape_solver.h"

namespace nonet {

const ShapeSolver& defaultShapeSolver(Variant variant);
ShapeSolveResult solveShape(const ShapeGrid& puzzle, int limit = 2);
int countShapeSolutions(const ShapeGrid& puzzle, int limit = 2);
bool hasUniqueShapeSolution(const ShapeGrid& puzzle);

} // namespace nonet
