// Cross-checks the three solvers (fast, dancing links, backtracking) on hand-written
// puzzles and on hundreds of puzzles made here from seeded random grids: with zero, one
// and many solutions, for several limits, and from several threads at once. The fast
// solver runs every check on both of its paths: the widest steps this build has (SSE2 on
// x86-64) and the plain C++ ones that builds for other processors use.

#include "core/solver/backtracking_solver.h"
#include "core/solver/dancing_links_solver.h"
#include "core/solver/fast_solver.h"
#include "core/solver/solve.h"
#include "tests/fixtures.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <numeric>
#include <random>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

using nonet::test::gridOf;
using nonet::BacktrackingSolver;
using nonet::DancingLinksSolver;
using nonet::FastSolver;
using nonet::Grid;
using nonet::Solver;

Q_DECLARE_METATYPE(nonet::Grid)

namespace {

// 81 characters, a digit for a given and anything else for a blank (test data only).
// The example of the Dutch assignment and its solution.
constexpr const char* kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kExampleSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A full grid from a seeded random-order backtracking fill (independent of the solvers
// under test).
bool fill(Grid& g, int cell, std::mt19937& rng)
{
    if (cell == nonet::kCellCount) return true;
    std::array<int, 9> digits{};
    std::iota(digits.begin(), digits.end(), 1);
    std::shuffle(digits.begin(), digits.end(), rng);
    const int row = nonet::rowOf(cell);
    const int column = nonet::columnOf(cell);
    for (int d : digits) {
        if (!g.isAllowed(row, column, d)) continue;
        g.setAt(cell, d);
        if (fill(g, cell + 1, rng)) return true;
    }
    g.setAt(cell, 0);
    return false;
}

Grid randomFullGrid(std::mt19937& rng)
{
    Grid g;
    fill(g, 0, rng);
    return g;
}

std::vector<int> shuffledCells(std::mt19937& rng)
{
    std::vector<int> cells(nonet::kCellCount);
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), rng);
    return cells;
}

// Keeps `clues` cells of a full grid at random: few clues give many solutions.
Grid withClues(const Grid& full, int clues, std::mt19937& rng)
{
    Grid g;
    const auto cells = shuffledCells(rng);
    for (int i = 0; i < clues; ++i) g.setAt(cells[static_cast<std::size_t>(i)], full.at(cells[static_cast<std::size_t>(i)]));
    return g;
}

// Removes clues in random order while the solution stays unique (by the dancing-links
// solver, so that the fast solver is checked against an independent verdict), stopping
// at `floor` givens.
Grid uniqueFrom(const Grid& full, int floor, std::mt19937& rng)
{
    const DancingLinksSolver dlx;
    Grid g = full;
    int givens = nonet::kCellCount;
    for (int cell : shuffledCells(rng)) {
        if (givens <= floor) break;
        const int value = g.at(cell);
        g.setAt(cell, 0);
        if (dlx.solve(g, 2).count == 1)
            --givens;
        else
            g.setAt(cell, value);
    }
    return g;
}

// A consistent grid that usually has no solution: a unique puzzle plus one wrong but
// locally allowed digit in an empty cell.
Grid spoiled(const Grid& puzzle, const Grid& solution, std::mt19937& rng)
{
    for (int cell : shuffledCells(rng)) {
        if (puzzle.at(cell) != 0) continue;
        const auto allowed = puzzle.allowedValues(nonet::rowOf(cell), nonet::columnOf(cell));
        for (int d : allowed) {
            if (d == solution.at(cell)) continue;
            Grid g = puzzle;
            g.setAt(cell, d);
            return g;
        }
    }
    return puzzle;
}

bool agreesWithGivens(const Grid& solution, const Grid& puzzle)
{
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (puzzle.at(cell) != 0 && puzzle.at(cell) != solution.at(cell)) return false;
    return true;
}

struct Case {
    std::string name;
    Grid puzzle;
    bool backtrackToo; // the baseline is too slow for the sparsest puzzles
};

// The generated set: deterministic for the seed.
std::vector<Case> generatedCases()
{
    std::vector<Case> cases;
    std::mt19937 rng(20261129u);
    for (int i = 0; i < 120; ++i) {
        const Grid full = randomFullGrid(rng);
        const int floor = 20 + i % 16; // unique puzzles with 20..35 givens or more
        const Grid unique = uniqueFrom(full, floor, rng);
        cases.push_back({"unique-" + std::to_string(i), unique, unique.filledCount() >= 30});
        cases.push_back({"spoiled-" + std::to_string(i), spoiled(unique, full, rng), unique.filledCount() >= 30});
        const int clues = 8 + (i * 7) % 23; // 8..30 random clues: mostly many solutions
        // The baseline can wander for seconds in the huge trees of the sparsest ones.
        cases.push_back({"sparse-" + std::to_string(i), withClues(full, clues, rng), clues >= 22});
    }
    return cases;
}

} // namespace

// The fast solver on its plain C++ path (FastSolver() takes the widest one).
const FastSolver kPortable(FastSolver::Path::Portable);

class TestSolvers : public QObject {
    Q_OBJECT
private slots:
    void names()
    {
        QCOMPARE(FastSolver().name(), std::string_view("fast"));
        QCOMPARE(DancingLinksSolver().name(), std::string_view("dlx"));
        QCOMPARE(BacktrackingSolver().name(), std::string_view("backtrack"));
        QCOMPARE(nonet::defaultSolver().name(), std::string_view("fast"));
    }

    void handWritten_data()
    {
        QTest::addColumn<Grid>("puzzle");
        QTest::addColumn<int>("expected"); // solution count with limit 3
        // The baseline fills cells in reading order: a contradiction it meets only at the
        // bottom of the grid would take it minutes.
        QTest::addColumn<bool>("baselineToo");

        QTest::newRow("dutch example") << gridOf(kExample) << 1 << true;
        QTest::newRow("solved grid") << gridOf(kExampleSolution) << 1 << true;
        std::string oneHole = kExampleSolution;
        oneHole[40] = '.';
        QTest::newRow("one hole") << gridOf(oneHole) << 1 << true;
        QTest::newRow("empty grid") << Grid() << 3 << true;
        // Two givens equal in a row, a column, a box: contradictory givens.
        std::string text(81, '.');
        text[0] = '5';
        text[8] = '5';
        QTest::newRow("same digit in a row") << gridOf(text) << 0 << true;
        text.assign(81, '.');
        text[4] = '7';
        text[76] = '7';
        QTest::newRow("same digit in a column") << gridOf(text) << 0 << true;
        text.assign(81, '.');
        text[30] = '2';
        text[50] = '2';
        QTest::newRow("same digit in a box") << gridOf(text) << 0 << true;
        // Consistent, yet a cell has no digit left: row 0 holds 1..8 and the 9 sits
        // below its empty cell, in the same box.
        QTest::newRow("cell without candidates")
            << gridOf("12345678." "........9" "........." "........." "........." "........." "........." "........." ".........") << 0 << true;
        // Consistent, yet digit 1 has no place in row 0: its three empty cells lie in
        // box 0, which holds a 1 already.
        QTest::newRow("digit without place in a row")
            << gridOf("...234567" "1........" "........." "........." "........." "........." "........." "........." ".........") << 0 << true;
        // Consistent, yet digit 9 has no place in column 0: rows 1..8 of it are filled
        // and row 0 has a 9 elsewhere.
        QTest::newRow("digit without place in a column")
            << gridOf(".......9." "1........" "2........" "3........" "4........" "5........" "6........" "7........" "8........") << 0 << true;
        // Consistent, and every digit still has a way through every band and stack, yet
        // 1, 2, 3 and 4 all have to go into the three cells of row 0 in box 0: boxes 1
        // and 2 hold them in rows 1 and 2.
        QTest::newRow("four digits for one minirow")
            << gridOf("........." "...12.34." "...34.12." "........." "........." "........." "........." "........." ".........") << 0 << true;
        // The same turned sideways: four digits for the three cells of column 0 in box 0.
        QTest::newRow("four digits for one minicolumn")
            << gridOf("........." "........." "........." ".13......" ".24......" "........." ".31......" ".42......" ".........") << 0 << false;
        // Row 0 holds 1..6 and box 0 a 7: the three cells of row 0 in box 0 have only 8
        // and 9 left between them.
        QTest::newRow("two digits for one minirow")
            << gridOf("...123456" "7........" "........." "........." "........." "........." "........." "........." ".........") << 0 << true;
        // The same turned sideways: column 0 holds 1..6 and box 0 a 7.
        QTest::newRow("two digits for one minicolumn")
            << gridOf(".7......." "........." "........." "1........" "2........" "3........" "4........" "5........" "6........") << 0 << false;
        // Three digits pushed into one minirow fill it (1, 2 and 3 into row 0 of box 0, as
        // boxes 1 and 2 hold them in rows 1 and 2); the rest stays open: many solutions.
        QTest::newRow("three digits fill a minirow")
            << gridOf("........4" "...12.3.." "...3..12." "........." "........." "........." "........." "........." ".........") << 3 << true;
    }

    void handWritten()
    {
        QFETCH(Grid, puzzle);
        QFETCH(int, expected);
        QFETCH(bool, baselineToo);
        const FastSolver fast;
        const DancingLinksSolver dlx;
        const BacktrackingSolver backtrack;
        for (const Solver* solver : std::array<const Solver*, 4>{&fast, &kPortable, &dlx, &backtrack}) {
            if (solver == &backtrack && !baselineToo) continue;
            const auto result = solver->solve(puzzle, 3);
            QVERIFY2(result.count == expected, solver == &kPortable ? "fast (portable)" : solver->name().data());
            QCOMPARE(result.solution.has_value(), expected > 0);
            if (result.solution) {
                QVERIFY(result.solution->isSolved());
                QVERIFY(agreesWithGivens(*result.solution, puzzle));
            }
        }
    }

    void exampleSolution()
    {
        const FastSolver fast;
        const DancingLinksSolver dlx;
        const BacktrackingSolver backtrack;
        for (const Solver* solver : std::array<const Solver*, 4>{&fast, &kPortable, &dlx, &backtrack}) {
            const auto result = solver->solve(gridOf(kExample), 2);
            QCOMPARE(result.count, 1);
            QCOMPARE(*result.solution, gridOf(kExampleSolution));
        }
    }

    void limitZeroFindsNothing()
    {
        QCOMPARE(FastSolver().solve(gridOf(kExample), 0).count, 0);
        QCOMPARE(kPortable.solve(gridOf(kExample), 0).count, 0);
        QCOMPARE(DancingLinksSolver().solve(gridOf(kExample), 0).count, 0);
        QCOMPARE(BacktrackingSolver().solve(gridOf(kExample), 0).count, 0);
    }

    // A rectangle of two digits over two rows, two columns and two boxes can be swapped:
    // emptying those four cells leaves exactly two solutions.
    void twoSolutions()
    {
        std::mt19937 rng(7u);
        int built = 0;
        for (int attempt = 0; attempt < 200 && built < 20; ++attempt) {
            const Grid full = randomFullGrid(rng);
            // Look for cells (r1,c1),(r1,c2),(r2,c1),(r2,c2) with a b / b a, r1 and r2 in
            // one band, c1 and c2 in different stacks.
            for (int r1 = 0; r1 < 9 && built < 20; ++r1) {
                for (int r2 = r1 + 1; r2 < (r1 / 3 + 1) * 3; ++r2) {
                    for (int c1 = 0; c1 < 9; ++c1) {
                        for (int c2 = (c1 / 3 + 1) * 3; c2 < 9; ++c2) {
                            if (full.get(r1, c1) != full.get(r2, c2) || full.get(r1, c2) != full.get(r2, c1)) continue;
                            Grid g = full;
                            g.set(r1, c1, 0);
                            g.set(r1, c2, 0);
                            g.set(r2, c1, 0);
                            g.set(r2, c2, 0);
                            QCOMPARE(FastSolver().solve(g, 5).count, 2);
                            QCOMPARE(kPortable.solve(g, 5).count, 2);
                            QCOMPARE(DancingLinksSolver().solve(g, 5).count, 2);
                            QCOMPARE(BacktrackingSolver().solve(g, 5).count, 2);
                            QCOMPARE(FastSolver().solve(g, 1).count, 1);
                            QCOMPARE(kPortable.solve(g, 1).count, 1);
                            ++built;
                            goto nextGrid;
                        }
                    }
                }
            }
        nextGrid:;
        }
        QVERIFY(built >= 10);
    }

    // Exact counts: sparse puzzles with a few to a few hundred solutions, counted in full
    // by both solvers (every guess of the fast solver splits into disjoint branches, so
    // no solution may be counted twice or lost), and every limit below the count is met
    // exactly.
    void exactCounts()
    {
        std::mt19937 rng(31u);
        const FastSolver fast;
        const DancingLinksSolver dlx;
        constexpr int kCap = 400;
        int counted = 0;
        for (int attempt = 0; attempt < 400 && counted < 24; ++attempt) {
            const Grid full = randomFullGrid(rng);
            const Grid puzzle = withClues(full, 22 + attempt % 6, rng);
            const int total = dlx.solve(puzzle, kCap).count;
            if (total < 3 || total >= kCap) continue;
            for (const FastSolver* solver : {&fast, &kPortable}) {
                QCOMPARE(solver->solve(puzzle, kCap).count, total);
                QCOMPARE(solver->solve(puzzle, total).count, total);
                QCOMPARE(solver->solve(puzzle, total - 1).count, total - 1);
                QCOMPARE(solver->solve(puzzle, 1).count, 1);
            }
            ++counted;
        }
        QVERIFY(counted >= 12);
    }

    void generated_data()
    {
        QTest::addColumn<Grid>("puzzle");
        QTest::addColumn<bool>("backtrackToo");
        for (const auto& c : generatedCases()) QTest::newRow(c.name.c_str()) << c.puzzle << c.backtrackToo;
    }

    void generated()
    {
        QFETCH(Grid, puzzle);
        QFETCH(bool, backtrackToo);
        const FastSolver fast;
        const DancingLinksSolver dlx;
        const BacktrackingSolver backtrack;
        for (int limit : {1, 2, 3, 10}) {
            const auto a = fast.solve(puzzle, limit);
            const auto b = dlx.solve(puzzle, limit);
            QCOMPARE(a.count, b.count);
            QVERIFY(a.count <= limit);
            QCOMPARE(a.solution.has_value(), a.count > 0);
            QCOMPARE(b.solution.has_value(), b.count > 0);
            if (a.count > 0) {
                QVERIFY(a.solution->isSolved());
                QVERIFY(agreesWithGivens(*a.solution, puzzle));
                QVERIFY(b.solution->isSolved());
                QVERIFY(agreesWithGivens(*b.solution, puzzle));
            }
            if (a.count == 1 && limit >= 2) QCOMPARE(*a.solution, *b.solution);
            // The portable path walks the same search: the same count and the same
            // first solution.
            const auto p = kPortable.solve(puzzle, limit);
            QCOMPARE(p.count, a.count);
            QCOMPARE(p.solution, a.solution);
            if (backtrackToo && limit <= 3) {
                const auto c = backtrack.solve(puzzle, limit);
                QCOMPARE(c.count, a.count);
                if (c.count == 1 && limit >= 2) QCOMPARE(*c.solution, *a.solution);
            }
        }
    }

    // The generated set covers all three kinds of puzzle, not just one.
    void generatedSetIsVaried()
    {
        int zero = 0;
        int one = 0;
        int many = 0;
        for (const auto& c : generatedCases()) {
            const int n = FastSolver().solve(c.puzzle, 2).count;
            (n == 0 ? zero : n == 1 ? one : many) += 1;
        }
        QVERIFY2(zero >= 50, std::to_string(zero).c_str());
        QVERIFY2(one >= 120, std::to_string(one).c_str());
        QVERIFY2(many >= 80, std::to_string(many).c_str());
    }

    // One solver object, several threads at once: every thread gets the answers that
    // a single thread gets.
    void concurrentCalls()
    {
        const auto cases = generatedCases();
        const FastSolver fast;
        const DancingLinksSolver dlx;
        for (const Solver* solver : std::array<const Solver*, 2>{&fast, &dlx}) {
            std::vector<int> expected;
            std::vector<Grid> firsts;
            for (const auto& c : cases) {
                const auto r = solver->solve(c.puzzle, 2);
                expected.push_back(r.count);
                firsts.push_back(r.solution.value_or(Grid()));
            }
            constexpr int kThreads = 4;
            std::array<int, kThreads> mismatches{};
            std::vector<std::thread> threads;
            for (int t = 0; t < kThreads; ++t) {
                threads.emplace_back([&, t] {
                    for (int round = 0; round < 3; ++round) {
                        for (std::size_t i = 0; i < cases.size(); ++i) {
                            // Each thread walks the set from a different start.
                            const std::size_t k = (i + static_cast<std::size_t>(t) * 37) % cases.size();
                            const auto r = solver->solve(cases[k].puzzle, 2);
                            if (r.count != expected[k] || r.solution.value_or(Grid()) != firsts[k])
                                ++mismatches[static_cast<std::size_t>(t)];
                        }
                    }
                });
            }
            for (auto& th : threads) th.join();
            for (int m : mismatches) QCOMPARE(m, 0);
        }
    }

    // The baseline's cancellable search gives up once asked to, and only then.
    void baselineStops()
    {
        const BacktrackingSolver backtrack;
        std::stop_source stop;
        const auto free = backtrack.solve(Grid(), 3, stop.get_token());
        QVERIFY(free.has_value());
        QCOMPARE(free->count, 3);
        stop.request_stop();
        // Counting a million solutions of the empty grid takes far more than the few
        // thousand steps between two looks at the token.
        QVERIFY(!backtrack.solve(Grid(), 1000000, stop.get_token()).has_value());
        // Puzzles answered before the first look still get their answer.
        const auto quick = backtrack.solve(gridOf(kExampleSolution), 2, stop.get_token());
        QVERIFY(quick.has_value());
        QCOMPARE(quick->count, 1);
    }

    void conveniences()
    {
        QCOMPARE(nonet::countSolutions(gridOf(kExample)), 1);
        QVERIFY(nonet::hasUniqueSolution(gridOf(kExample)));
        QVERIFY(!nonet::hasUniqueSolution(Grid()));
        QCOMPARE(nonet::countSolutions(Grid(), 7), 7);
        QCOMPARE(*nonet::solve(gridOf(kExample)).solution, gridOf(kExampleSolution));
    }
};

QTEST_APPLESS_MAIN(TestSolvers)
#include "test_solvers.moc"
