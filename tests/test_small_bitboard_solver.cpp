// The bitboard solver of the small shapes (core/solver/small_bitboard_solver.h) against the
// dancing-links solver, an independent implementation: the same number of solutions (up
// to several limits) on thousands of positions of 4x4 and 6x6 grids, from a full grid down
// to nearly empty (so with one, several or very many solutions), on positions with no
// solution, and on generated puzzles; every solution it gives solves the position. And
// what the generator asks of it: its random full grids are ShapeBitSolver's, draw for
// draw; "another solution" means several; "singles fill it" means graded Easy at most.

#include "core/generator/full_grid.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/solver/shape_bit_solver.h"
#include "core/solver/shape_dancing_links_solver.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"
#include "core/solver/small_bitboard_solver.h"

#include <QTest>

#include <algorithm>
#include <numeric>

using namespace nonet;

namespace {

// Checks the bitboard solver's answer against the dancing links' for one position.
void expectAgreement(const ShapeGrid& position, int limit)
{
    const ShapeSolveResult bits = SmallBitboardSolver().solve(position, limit);
    const ShapeSolveResult dlx = ShapeDancingLinksSolver().solve(position, limit);
    QCOMPARE(bits.count, dlx.count);
    QCOMPARE(bits.solution.has_value(), bits.count > 0);
    if (!bits.solution) return;
    QVERIFY(bits.solution->isSolved());
    for (int cell = 0; cell < position.cellCount(); ++cell)
        if (position.at(cell) != 0) QCOMPARE(bits.solution->at(cell), position.at(cell));
    if (limit > 1 && bits.count == 1) QVERIFY(*bits.solution == *dlx.solution); // the only one
}

} // namespace

class TestSmallBitboardSolver : public QObject {
    Q_OBJECT
private slots:
    void fitsTheSmallShapesOnly()
    {
        QVERIFY(SmallBitboardSolver::fits(*Shape::of(Variant::Mini4)));
        QVERIFY(SmallBitboardSolver::fits(*Shape::of(Variant::Mini6)));
        for (Variant v : {Variant::Classic, Variant::Giant16, Variant::X, Variant::Windoku, Variant::Jigsaw})
            QVERIFY(!SmallBitboardSolver::fits(*Shape::of(v)));
    }

    // Random full grids emptied cell by cell in random order: every position on the way,
    // from the full grid to nearly empty, is counted by both solvers.
    void agreesWithDancingLinks()
    {
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            const ShapePtr shape = Shape::of(v);
            std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 2026);
            std::vector<int> cells(static_cast<std::size_t>(shape->cellCount()));
            std::iota(cells.begin(), cells.end(), 0);
            int positions = 0;
            for (int round = 0; round < 60; ++round) {
                ShapeGrid grid = *randomShapeSolution(shape, rng);
                std::shuffle(cells.begin(), cells.end(), rng);
                for (const int cell : cells) {
                    grid.setAt(cell, 0);
                    for (const int limit : {1, 2, 7}) expectAgreement(grid, limit);
                    ++positions;
                }
            }
            QVERIFY(positions >= 60 * 16);
        }
        // Every 4x4 grid: 288 of them.
        const ShapeGrid empty(Shape::of(Variant::Mini4));
        QCOMPARE(SmallBitboardSolver().solve(empty, 1000).count, 288);
    }

    // Positions with a wrong value put in: most have no solution, some several.
    void agreesOnBrokenPositions()
    {
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            const ShapePtr shape = Shape::of(v);
            std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 7);
            for (int round = 0; round < 400; ++round) {
                ShapeGrid grid = *randomShapeSolution(shape, rng);
                // Half the cells emptied, then one empty cell given a random value.
                for (int cell = 0; cell < grid.cellCount(); ++cell)
                    if (randomBelow(rng, 2) == 0) grid.setAt(cell, 0);
                for (int cell = 0; cell < grid.cellCount(); ++cell)
                    if (grid.at(cell) == 0) {
                        grid.setAt(cell, 1 + randomBelow(rng, grid.side()));
                        break;
                    }
                for (const int limit : {1, 2}) expectAgreement(grid, limit);
            }
            // Two equal values in one house, and a value above the side.
            ShapeGrid twice(shape);
            twice.setAt(0, 2);
            twice.setAt(shape->side() - 1, 2);
            QCOMPARE(SmallBitboardSolver().solve(twice, 2).count, 0);
            ShapeGrid high(shape);
            high.setAt(3, shape->side() + 1);
            QCOMPARE(SmallBitboardSolver().solve(high, 2).count, 0);
            QCOMPARE(SmallBitboardSolver().solve(ShapeGrid(shape), 0).count, 0);
        }
    }

    // Generated puzzles of every level: one solution for both.
    void agreesOnGeneratedPuzzles()
    {
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 11);
            for (int i = 0; i < 200; ++i) {
                const Level level = i % 2 == 0 ? Level::VeryEasy : Level::Easy;
                const auto made = generateShapedOnce(v, level, defaultSymmetry(v), rng);
                if (!made) continue;
                expectAgreement(made->givens, 2);
                QCOMPARE(SmallBitboardSolver().solve(made->givens, 2).count, 1);
            }
        }
    }

    // The generator's full grids: the same as ShapeBitSolver's random search makes from the
    // same rng state, with the same numbers drawn (so generated puzzles stay the same).
    void randomSolutionRepeatsTheShapeBitSearch()
    {
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            const ShapePtr shape = Shape::of(v);
            for (std::uint64_t seed = 0; seed < 300; ++seed) {
                std::mt19937_64 a(seed);
                std::mt19937_64 b(seed);
                const auto mine = SmallBitboardSolver::randomSolution(shape, a);
                const auto theirs = randomShapeSolution(shape, b);
                QVERIFY(mine && theirs);
                QVERIFY(mine->isSolved());
                QVERIFY(*mine == *theirs);
                QCOMPARE(a(), b());
            }
            // A budget too small for a full grid: both give up, having drawn the same.
            std::mt19937_64 a(1);
            std::mt19937_64 b(1);
            QCOMPARE(SmallBitboardSolver::randomSolution(shape, a, 3).has_value(), randomShapeSolution(shape, b, 3).has_value());
            QCOMPARE(a(), b());
        }
    }

    // The removal's uniqueness check: full grids emptied cell by cell in random order, a
    // cell put back when the puzzle gets a second solution (as the generator does), and at
    // every step the answer compared with counting by dancing links.
    void otherSolutionMeansSeveralSolutions()
    {
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            const ShapePtr shape = Shape::of(v);
            std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 31);
            std::vector<int> cells(static_cast<std::size_t>(shape->cellCount()));
            std::iota(cells.begin(), cells.end(), 0);
            int several = 0;
            for (int round = 0; round < 150; ++round) {
                const ShapeGrid solution = *randomShapeSolution(shape, rng);
                const auto boards = SmallBitboardSolver::boardsOf(solution);
                std::shuffle(cells.begin(), cells.end(), rng);
                ShapeGrid puzzle = solution;
                std::uint64_t unique = (std::uint64_t{1} << shape->cellCount()) - 1;
                // One or two cells at a time, as the orbits of the generator's symmetries.
                for (std::size_t i = 0; i < cells.size(); i += 1 + static_cast<std::size_t>(round % 2)) {
                    std::uint64_t kept = unique;
                    for (std::size_t j = i; j < std::min(cells.size(), i + 1 + static_cast<std::size_t>(round % 2)); ++j) {
                        puzzle.setAt(cells[j], 0);
                        kept &= ~(std::uint64_t{1} << cells[j]);
                    }
                    const bool other = SmallBitboardSolver::hasOtherSolution(boards, kept, unique & ~kept);
                    QCOMPARE(other, ShapeDancingLinksSolver().solve(puzzle, 2).count > 1);
                    if (other) {
                        ++several;
                        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                            if (((unique & ~kept) >> cell) & 1u) puzzle.setAt(cell, solution.at(cell));
                    } else {
                        unique = kept;
                    }
                }
            }
            QVERIFY(several > 100);
        }
    }

    // Singles alone fill the grid exactly when the grader, allowed no technique above Easy,
    // solves it: the generator rejects such puzzles for the harder levels without grading.
    // Checked on minimal puzzles (dug cell by cell, uniqueness by ShapeBitSolver), of which
    // a few in a hundred need more than singles, and on the generator's Tough puzzles.
    void solvedBySinglesMeansEasyAtMost()
    {
        GradeOptions easy;
        easy.maxLevel = Level::Easy;
        easy.uniqueness = UniquenessPolicy::AssumeUnique;
        for (Variant v : {Variant::Mini4, Variant::Mini6}) {
            const ShapePtr shape = Shape::of(v);
            std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 41);
            std::vector<int> cells(static_cast<std::size_t>(shape->cellCount()));
            std::iota(cells.begin(), cells.end(), 0);
            int bySingles = 0;
            int beyond = 0;
            for (int round = 0; round < 400; ++round) {
                ShapeGrid puzzle = *randomShapeSolution(shape, rng);
                std::shuffle(cells.begin(), cells.end(), rng);
                for (const int cell : cells) {
                    const int value = puzzle.at(cell);
                    puzzle.setAt(cell, 0);
                    if (ShapeBitSolver().solve(puzzle, 2).count != 1) puzzle.setAt(cell, value);
                }
                const bool singles = SmallBitboardSolver::solvedBySingles(puzzle);
                QCOMPARE(singles, grade(puzzle, easy).solved);
                (singles ? bySingles : beyond) += 1;
            }
            QVERIFY(bySingles > 0);
            if (v == Variant::Mini6) QVERIFY(beyond > 0);
        }
        std::mt19937_64 rng(43);
        for (int i = 0; i < 5; ++i) {
            const auto tough = generateShaped(Variant::Mini6, Level::Tough, Symmetry::Rotate180, rng);
            QVERIFY(tough);
            QVERIFY(!SmallBitboardSolver::solvedBySingles(tough->givens));
        }
    }

    // The default solver of the small variants; larger shapes are passed to ShapeBitSolver.
    void isTheDefaultOfTheSmallVariants()
    {
        QCOMPARE(defaultShapeSolver(*Shape::of(Variant::Mini4)).name(), SmallBitboardSolver().name());
        QCOMPARE(defaultShapeSolver(*Shape::of(Variant::Mini6)).name(), SmallBitboardSolver().name());
        QCOMPARE(defaultShapeSolver(*Shape::of(Variant::X)).name(), ShapeBitSolver().name());
        QCOMPARE(defaultShapeSolver(*Shape::of(Variant::Giant16)).name(), ShapeBitSolver().name());
        QCOMPARE(defaultShapeSolver(*Shape::classic()).name(), nonet::defaultSolver().name());
        std::mt19937_64 rng(5);
        ShapeGrid windoku = *randomShapeSolution(Shape::of(Variant::Windoku), rng);
        for (int cell = 0; cell < 30; ++cell) windoku.setAt(cell, 0);
        QCOMPARE(SmallBitboardSolver().solve(windoku, 3).count, ShapeBitSolver().solve(windoku, 3).count);
    }
};

QTEST_GUILESS_MAIN(TestSmallBitboardSolver)
#include "test_small_bitboard_solver.moc"
