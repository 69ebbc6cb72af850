#pragma once
// The default solver for a grid of any shape, picked by what the shape has: the classic
// FastSolver for a plain 9x9 (Shape::isClassic), KillerSolver for a shape with cages,
// SmallBitboardSolver for the small ones it fits (4x4, 6x6), ShapeBitSolver for every
// other shape.

#include "core/solver/shape_solver.h"

namespace nonet {

const ShapeSolver& defaultShapeSolver(const Shape& shape);
ShapeSolveResult solveShape(const ShapeGrid& puzzle, int limit = 2);
int countShapeSolutions(const ShapeGrid& puzzle, int limit = 2);
bool hasUniqueShapeSolution(const ShapeGrid& puzzle);

} // namespace nonet
