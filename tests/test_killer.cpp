// Killer Sudoku in the engine: cage combinations, cage layouts and their checks, the
// Killer shape (cage mates as peers, uniqueness rectangles), the cage rules of a grid, and
// KillerSolver checked against the dancing-links solver (cage fillings as rows).

#include "core/game/cage_choices.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/logic/technique_catalog.h"
#include "core/shape/cage_combinations.h"
#include "core/shape/cage_fit.h"
#include "core/shape/killer_cages.h"
#include "core/shape/shape.h"
#include "core/shape/shape_grid.h"
#include "core/notation/shape_notation.h"
#include "core/solver/killer_solver.h"
#include "core/solver/shape_dancing_links_solver.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"

#include <QTest>

#include <map>
#include <random>
#include <stop_token>
#include <vector>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Level)

namespace {

std::vector<std::uint16_t> combinations(int size, int sum)
{
    const auto span = cageCombinations(size, sum);
    return {span.begin(), span.end()};
}

constexpr std::uint16_t mask(std::initializer_list<int> values)
{
    std::uint16_t m = 0;
    for (const int v : values) m = static_cast<std::uint16_t>(m | (1u << (v - 1)));
    return m;
}

ShapeGrid sample()
{
    const ShapeParseResult parsed = parseShapePuzzle(Variant::Killer, testing::kSampleKiller);
    if (!parsed) qFatal("%s", parsed.error().message.c_str());
    return parsed.grid();
}

// What a step claims holds in the solution, and it changes the position.
std::string checkStep(const ShapeCandidateGrid& grid, const ShapeGrid& solution, const Step& step)
{
    const std::string name(techniqueName(step.technique));
    if (step.eliminations.empty() && step.placements.empty()) return name + " found nothing to do";
    for (const auto& e : step.eliminations) {
        if (!grid.hasCandidate(e.cell, e.digit)) return name + " eliminates an absent candidate";
        if (solution.at(e.cell) == e.digit) return name + " eliminates the solution's " + std::to_string(e.digit) + " from r" +
                                                   std::to_string(e.cell / 9 + 1) + "c" + std::to_string(e.cell % 9 + 1);
    }
    for (const auto& p : step.placements) {
        if (grid.isSolved(p.cell)) return name + " places into a solved cell";
        if (solution.at(p.cell) != p.digit) return name + " places a wrong value";
    }
    return {};
}

bool isKillerTechnique(Technique t) { return t >= Technique::CageLastCell; }

// Solved by logic alone (no uniqueness argument, no guess): a proof of one solution that
// owes nothing to the solvers.
bool solvedByLogic(const ShapeGrid& puzzle)
{
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::Never;
    options.allowGuess = false;
    options.keepSteps = false;
    return grade(puzzle, options).solved;
}

} // namespace

class TestKiller : public QObject {
    Q_OBJECT
private slots:
    void combinationsOfASum()
    {
        QCOMPARE(combinations(2, 10), (std::vector<std::uint16_t>{mask({4, 6}), mask({3, 7}), mask({2, 8}), mask({1, 9})})); // by mask
        QCOMPARE(combinations(3, 7), (std::vector<std::uint16_t>{mask({1, 2, 4})}));
        QCOMPARE(combinations(2, 17), (std::vector<std::uint16_t>{mask({8, 9})}));
        QCOMPARE(combinations(9, 45), (std::vector<std::uint16_t>{0x1FF}));
        QCOMPARE(combinations(1, 7), (std::vector<std::uint16_t>{mask({7})}));
        QVERIFY(combinations(2, 18).empty());
        QVERIFY(combinations(3, 5).empty());
        QVERIFY(combinations(10, 45).empty());
        QCOMPARE(smallestCageSum(4), 10);
        QCOMPARE(largestCageSum(4), 30);
        QCOMPARE(largestCageSum(2, 6), 11);
        QCOMPARE(cageCombinations(2, 11, 6).size(), std::size_t(1)); // 5+6 on a 6x6 grid
        // Every combination of every size adds up to its sum and has its size.
        int total = 0;
        for (int size = 1; size <= 9; ++size)
            for (int sum = 1; sum <= 45; ++sum)
                for (const std::uint16_t m : cageCombinations(size, sum)) {
                    int s = 0;
                    int n = 0;
                    for (int v = 1; v <= 9; ++v)
                        if ((m >> (v - 1)) & 1u) s += v, ++n;
                    QCOMPARE(s, sum);
                    QCOMPARE(n, size);
                    ++total;
                }
        QCOMPARE(total, 511); // every non-empty subset of 1..9 once
    }

    void combinationSpans()
    {
        // 4 cells of 12: 1+2+3+6, 1+2+4+5. With 6 ruled out, 1, 2, 4, 5 are certain.
        const CombinationSpan both = combinationSpan(4, 12, DigitSet::all());
        QCOMPARE(both.count, 2);
        QCOMPARE(both.any.mask(), mask({1, 2, 3, 4, 5, 6}));
        QCOMPARE(both.every.mask(), mask({1, 2}));
        const CombinationSpan one = combinationSpan(4, 12, DigitSet::all() - DigitSet::single(6));
        QCOMPARE(one.count, 1);
        QCOMPARE(one.every.mask(), mask({1, 2, 4, 5}));
        QCOMPARE(combinationSpan(2, 3, DigitSet::all() - DigitSet::single(1)).count, 0);
    }

    void connectedCells()
    {
        QVERIFY(isConnected(9, std::vector<std::uint8_t>{0, 1, 10}));
        QVERIFY(!isConnected(9, std::vector<std::uint8_t>{0, 10}));
        QVERIFY(!isConnected(9, std::vector<std::uint8_t>{8, 9})); // r1c9 and r2c1 do not touch
        QVERIFY(isConnected(9, std::vector<std::uint8_t>{40}));
    }

    void cageChecksNameTheCage()
    {
        // Every row one cage of 45: valid.
        std::vector<std::uint8_t> rows(81);
        for (int cell = 0; cell < 81; ++cell) rows[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(cell / 9);
        std::vector<int> sums(9, 45);
        const auto name = [](int cage) { return "cage #" + std::to_string(cage + 1); };
        QVERIFY(!checkKillerCages(9, rows, sums, name));
        sums[3] = 44;
        sums[4] = 46;
        const auto problem = checkKillerCages(9, rows, sums, name);
        QVERIFY(problem);
        QVERIFY2(problem->message.starts_with("cage #4 (9 cells from r4c1) has the sum 44"), problem->message.c_str());
        QCOMPARE(problem->cells.size(), std::size_t(9));
        QCOMPARE(problem->cells.front(), 27);
        // A sum for a tenth cage that has no cells.
        std::vector<int> ten(10, 45);
        ten[9] = 0;
        const auto empty = checkKillerCages(9, rows, ten, name);
        QVERIFY(empty && empty->message == "cage #10 has a sum (0) but no cells");
    }

    void killerShape()
    {
        const ShapeGrid puzzle = sample();
        const Shape& shape = puzzle.shape();
        QCOMPARE(shape.variant(), Variant::Killer);
        QVERIFY(shape.hasCages());
        QVERIFY(!Shape::of(Variant::Killer)->hasCages());
        QCOMPARE(shape.houseCount(), 27);
        // r3c1 and r4c2 share no house but a cage: peers all the same.
        QCOMPARE(shape.cageOf(18), shape.cageOf(28));
        QVERIFY(shape.arePeers(18, 28));
        QVERIFY(!Shape::of(Variant::Classic)->arePeers(18, 28));
        QCOMPARE(shape.peerSet(18).count(), 21);
        QCOMPARE(shape.cageOf(0), 0);
        QCOMPARE(shape.cageOf(80), shape.cageCount() - 1);
        int cells = 0;
        for (int c = 0; c < shape.cageCount(); ++c) {
            cells += static_cast<int>(shape.cage(c).cells.size());
            QCOMPARE(shape.cageSet(c).count(), static_cast<int>(shape.cage(c).cells.size()));
            if (c > 0) QVERIFY(shape.cage(c - 1).cells.front() < shape.cage(c).cells.front());
        }
        QCOMPARE(cells, 81);
        // A rectangle whose corners a cage meets in one corner only is no uniqueness
        // rectangle: swapping would change the cage's sum.
        int plain = 0;
        int killer = 0;
        const Shape& classic = *Shape::of(Variant::Classic);
        for (int r1 = 0; r1 < 9; ++r1)
            for (int r2 = r1 + 1; r2 < 9; ++r2)
                for (int c1 = 0; c1 < 9; ++c1)
                    for (int c2 = c1 + 1; c2 < 9; ++c2) {
                        plain += classic.isUniquenessRectangle(r1, r2, c1, c2);
                        killer += shape.isUniquenessRectangle(r1, r2, c1, c2);
                        if (shape.isUniquenessRectangle(r1, r2, c1, c2)) QVERIFY(classic.isUniquenessRectangle(r1, r2, c1, c2));
                    }
        QVERIFY(killer < plain);
    }

    void cageRulesOfAGrid()
    {
        const ShapeGrid puzzle = sample();
        ShapeGrid grid = puzzle;
        QVERIFY(grid.isConsistent());
        // Cage 0 (r1c1, r2c1) adds up to 7.
        grid.setAt(0, 3);
        QVERIFY(grid.cageConflicts().empty());
        grid.setAt(9, 5);
        QCOMPARE(grid.cageConflicts(), WideCellSet::single(0) | WideCellSet::single(9));
        QVERIFY(!grid.isConsistent());
        grid.setAt(9, 4);
        QVERIFY(grid.cageConflicts().empty());
        // r3c1 and r4c2: one cage, no house.
        grid.setAt(18, 6);
        grid.setAt(28, 6);
        QVERIFY(grid.cageConflicts().contains(18) && grid.cageConflicts().contains(28));
        QVERIFY(!grid.allowedValues(28).contains(6)); // its cage mate r3c1 holds 6
        const ShapeGrid solution = *solveShape(puzzle).solution;
        QVERIFY(solution.isSolved());
        QVERIFY(solution.cageConflicts().empty());
    }

    void solversAgree()
    {
        const ShapeGrid puzzle = sample();
        const KillerSolver fast;
        const ShapeDancingLinksSolver slow;
        const ShapeSolveResult a = fast.solve(puzzle, 3);
        const ShapeSolveResult b = slow.solve(puzzle, 3);
        QCOMPARE(a.count, 1);
        QCOMPARE(b.count, 1);
        QVERIFY(*a.solution == *b.solution);
        QCOMPARE(defaultShapeSolver(puzzle.shape()).name(), fast.name());
        // With givens from the solution, and now and then a random one (often no solution).
        std::mt19937_64 rng(7);
        for (int round = 0; round < 20; ++round) {
            ShapeGrid withGivens = puzzle;
            for (int k = 0; k < 5; ++k) {
                const int cell = static_cast<int>(rng() % 81);
                withGivens.setAt(cell, round % 4 == 3 ? static_cast<int>(rng() % 9) + 1 : a.solution->at(cell));
            }
            const int x = fast.solve(withGivens, 5).count;
            QCOMPARE(x, slow.solve(withGivens, 5).count);
            QCOMPARE(KillerSolver::count(withGivens, 5, 0), x);
        }
    }

    // Every level: unique (KillerSolver; the dancing-links solver where it is quick, up to
    // Medium; and logic without a guess, which proves it on its own), rated the level, no
    // givens from Tough up, and the same puzzles from the same seed.
    void generatedAtEveryLevel_data()
    {
        QTest::addColumn<Level>("level");
        QTest::addColumn<int>("count");
        for (const Level level : kAllLevels) QTest::newRow(std::string(levelKey(level)).c_str()) << level << (level >= Level::VeryTough ? 1 : 3);
    }
    void generatedAtEveryLevel()
    {
        QFETCH(Level, level);
        QFETCH(int, count);
        std::mt19937_64 rng(1000 + static_cast<std::uint64_t>(level));
        const ShapeDancingLinksSolver links;
        for (int n = 0; n < count; ++n) {
            const auto puzzle = generateShaped(Variant::Killer, level, defaultSymmetry(Variant::Killer), rng);
            QVERIFY(puzzle);
            const ShapeGrid& givens = puzzle->givens;
            QCOMPARE(givens.variant(), Variant::Killer);
            QVERIFY(givens.shape().hasCages());
            QVERIFY(givens.shape().cageCount() <= kMaxCages);
            QCOMPARE(puzzle->level, level);
            QVERIFY(puzzle->solution.isSolved());
            QVERIFY(givens.isConsistent());
            if (level >= Level::Tough) QCOMPARE(givens.filledCount(), 0);
            const ShapeSolveResult fast = KillerSolver().solve(givens, 2);
            QCOMPARE(fast.count, 1);
            QVERIFY(*fast.solution == puzzle->solution);
            if (level <= Level::Medium) {
                const ShapeSolveResult slow = links.solve(givens, 2);
                QCOMPARE(slow.count, 1);
                QVERIFY(*slow.solution == puzzle->solution);
            }
            QVERIFY(solvedByLogic(givens));
            GradeOptions options;
            options.uniqueness = UniquenessPolicy::AssumeUnique;
            QCOMPARE(grade(givens, options).level, level);
            // Written and read back.
            const ShapeParseResult again = parseShapePuzzle(Variant::Killer, formatShapePuzzle(givens));
            QVERIFY(again.ok());
            QVERIFY(again.grid() == givens);
        }
        std::mt19937_64 a(77);
        std::mt19937_64 b(77);
        const auto first = generateShaped(Variant::Killer, level, Symmetry::Rotate180, a);
        const auto second = generateShaped(Variant::Killer, level, Symmetry::Rotate180, b);
        QVERIFY(first && second && first->givens == second->givens);
    }

    void generationStops()
    {
        std::stop_source stop;
        stop.request_stop();
        std::mt19937_64 rng(3);
        QVERIFY(!generateShaped(Variant::Killer, Level::Extreme, Symmetry::None, rng, stop.get_token()));
    }

    // Every finder at every position of the grader's path through generated puzzles and
    // the sample: each step it finds holds in the solution; and every Killer technique is
    // the grader's step somewhere.
    void stepsAreSound()
    {
        std::vector<std::pair<ShapeGrid, ShapeGrid>> corpus;
        corpus.emplace_back(sample(), *solveShape(sample()).solution);
        for (const Level level : kAllLevels) {
            std::mt19937_64 rng(2000 + static_cast<std::uint64_t>(level));
            for (int n = 0; n < (level >= Level::VeryTough ? 2 : 1); ++n) {
                const auto puzzle = generateShaped(Variant::Killer, level, Symmetry::Rotate180, rng);
                QVERIFY(puzzle);
                corpus.emplace_back(puzzle->givens, puzzle->solution);
            }
        }
        std::map<Technique, int> asGrader;
        std::map<Technique, int> found;
        for (const auto& [givens, solution] : corpus) {
            ShapeCandidateGrid grid = ShapeCandidateGrid::fromGrid(givens);
            for (int guard = 0; guard < 1000 && !grid.isComplete(); ++guard) {
                for (const TechniqueInfo& info : techniqueCatalog()) {
                    if (!isKillerTechnique(info.technique)) continue;
                    const auto step = shapeFinder(info.technique)(grid);
                    if (!step) continue;
                    QCOMPARE(step->technique, info.technique);
                    const std::string error = checkStep(grid, solution, *step);
                    QVERIFY2(error.empty(), error.c_str());
                    ++found[info.technique];
                }
                const auto step = findSimplestStep(grid, true);
                QVERIFY(step);
                const std::string error = checkStep(grid, solution, *step);
                QVERIFY2(error.empty(), error.c_str());
                ++asGrader[step->technique];
                grid.apply(*step);
            }
            QVERIFY(grid.isComplete() && grid.toGrid() == solution);
        }
        std::string report;
        for (const auto& [t, n] : asGrader) report += std::string(techniqueInfo(t).key) + "=" + std::to_string(n) + " ";
        qInfo("grader steps: %s", report.c_str());
        for (int t = static_cast<int>(Technique::CageLastCell); t < kTechniqueCount; ++t)
            QVERIFY2(found[static_cast<Technique>(t)] > 0, techniqueInfo(static_cast<Technique>(t)).key.data());
        for (const Technique t : {Technique::CageLastCell, Technique::CageCombinations, Technique::CagePointing, Technique::InniesOuties})
            QVERIFY2(asGrader[t] > 0, techniqueInfo(t).key.data());
    }

    // The combination helper's list (core/game/cage_choices.h), at positions from the start
    // to the end of several games: what the cells' candidates rule out stays out; a value
    // locked elsewhere in a house of the cage (another cage there that must hold it, a naked
    // subset) strikes the combinations that use it too; the combination the solution puts
    // in the cage always stays in.
    void cageChoicesStrikeLockedValues()
    {
        std::mt19937_64 rng(23);
        int byLocks = 0;
        for (int n = 0; n < 4; ++n) {
            const auto puzzle = generateShaped(Variant::Killer, n % 2 == 0 ? Level::Easy : Level::Tough, defaultSymmetry(Variant::Killer), rng);
            QVERIFY(puzzle);
            GameState state(GamePuzzle{puzzle->givens, puzzle->solution, puzzle->level});
            const Shape& shape = state.shape();
            std::vector<int> empty;
            for (int cell = 0; cell < state.cellCount(); ++cell)
                if (state.value(cell) == 0) empty.push_back(cell);
            std::shuffle(empty.begin(), empty.end(), rng);
            for (std::size_t filled = 0;; filled += 9) {
                for (int cage = 0; cage < shape.cageCount(); ++cage) {
                    const Cage& cells = shape.cage(cage);
                    DigitSet solution;
                    DigitSet placed;
                    DigitSet locked;
                    std::vector<DigitSet> candidates;
                    for (const int cell : cells.cells) {
                        solution.insert(puzzle->solution.at(cell));
                        if (state.value(cell) != 0) {
                            placed.insert(state.value(cell));
                            continue;
                        }
                        candidates.push_back(state.candidates(cell));
                        for (const int house : shape.housesOf(cell)) locked |= lockedInHouse(state, house, cage);
                    }
                    const std::vector<CageChoice> choices = cageChoices(state, cage);
                    QCOMPARE(choices.size(), cageCombinations(static_cast<int>(cells.cells.size()), cells.sum).size());
                    int kept = 0;
                    for (const CageChoice& choice : choices) {
                        if (choice.values == solution) kept += choice.fits ? 1 : -100;
                        const bool byCandidates = combinationFits(choice.values, placed, candidates);
                        QVERIFY(byCandidates || !choice.fits);
                        if (byCandidates && !choice.fits) {
                            QVERIFY(((choice.values - placed) & locked).count() > 0);
                            ++byLocks;
                        }
                    }
                    QCOMPARE(kept, 1);
                }
                if (filled >= empty.size()) break;
                for (std::size_t i = filled; i < std::min(filled + 9, empty.size()); ++i)
                    state.apply(Move::setValue(empty[i], puzzle->solution.at(empty[i])));
            }
            QVERIFY(state.completion() == Completion::Solved);
        }
        QVERIFY2(byLocks > 0, "no combination was struck by a locked value");
        qInfo("combinations struck by a locked value: %d", byLocks);
    }

    // A cage of one combination (3 in two cells: 1 + 2) holds its values: no other cell of
    // a house it lies in takes them, so another cage wholly in that house loses every
    // combination that uses one of them.
    void aSmallCageLocksItsValues()
    {
        const GameState state(testing::sampleVariantPuzzle(Variant::Killer));
        const Shape& shape = state.shape();
        int struck = 0;
        for (int cage = 0; cage < shape.cageCount(); ++cage) {
            const Cage& cells = shape.cage(cage);
            const auto only = cageCombinations(static_cast<int>(cells.cells.size()), cells.sum);
            if (only.size() != 1) continue;
            const DigitSet held = DigitSet::fromMask(only.front());
            for (int house = 0; house < shape.houseCount(); ++house) {
                if (!(shape.cageSet(cage) - shape.houseSet(house)).empty()) continue;
                QVERIFY(held.isSubsetOf(lockedInHouse(state, house, -1)));
                for (int other = 0; other < shape.cageCount(); ++other) {
                    if (other == cage || !(shape.cageSet(other) - shape.houseSet(house)).empty()) continue;
                    for (const CageChoice& choice : cageChoices(state, other))
                        if ((choice.values & held).count() > 0) {
                            QVERIFY(!choice.fits);
                            ++struck;
                        }
                }
            }
        }
        QVERIFY2(struck > 0, "the sample has no cage of one combination beside another in a house");
    }

    // The classic grids have no cages, so no Killer technique finds anything there.
    void noCagesNoKillerSteps()
    {
        const CandidateGrid classic = CandidateGrid::fromGrid(Grid());
        const ShapeCandidateGrid x = ShapeCandidateGrid::fromGrid(ShapeGrid(Shape::of(Variant::X)));
        for (int t = static_cast<int>(Technique::CageLastCell); t < kTechniqueCount; ++t) {
            const TechniqueInfo& info = techniqueInfo(static_cast<Technique>(t));
            QVERIFY(!info.finder(classic));
            QVERIFY(!shapeFinder(info.technique)(x));
        }
    }
};

QTEST_GUILESS_MAIN(TestKiller)
#include "test_killer.moc"
