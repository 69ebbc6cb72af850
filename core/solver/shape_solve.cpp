#include "core/solver/shape_solve.h"

#include "core/solver/killer_solver.h"
#include "core/solver/shape_bit_solver.h"
#include "core/solver/small_bitboard_solver.h"
#include "core/solver/solve.h"

namespace nonet {

namespace {

// The classic FastSolver behind the ShapeSolver interface.
class ClassicShapeSolver final : public ShapeSolver {
public:
    std::string_view name() const override { return defaultSolver().name(); }
    ShapeSolveResult solve(const ShapeGrid& puzzle, int limit) const override
    {
        const SolveResult classic = defaultSolver().solve(puzzle.toClassic(), limit);
        ShapeSolveResult result;
        result.count = classic.count;
        if (classic.solution) result.solution = ShapeGrid::fromClassic(*classic.solution);
        return result;
    }
};

} // namespace

const ShapeSolver& defaultShapeSolver(const Shape& shape)
{
    // Stateless and const: shared by every thread.
    static const ClassicShapeSolver classic;
    static const ShapeBitSolver bits;
    static const SmallBitboardSolver small;
    static const KillerSolver killer;
    if (shape.isClassic()) return classic;
    if (shape.hasCages()) return killer;
    if (SmallBitboardSolver::fits(shape)) return small;
    return bits;
}

ShapeSolveResult solveShape(const ShapeGrid& puzzle, int limit) { return defaultShapeSolver(puzzle.shape()).solve(puzzle, limit); }
int countShapeSolutions(const ShapeGrid& puzzle, int limit)
{
    // The small shapes' solver counts without building the first solution.
    if (SmallBitboardSolver::fits(puzzle.shape())) return SmallBitboardSolver::count(puzzle, limit);
    return solveShape(puzzle, limit).count;
}
bool hasUniqueShapeSolution(const ShapeGrid& puzzle) { return countShapeSolutions(puzzle, 2) == 1; }

} // namespace nonet
