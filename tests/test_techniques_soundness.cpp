// Soundness of every technique finder: no step may eliminate a cell's solution digit or
// place a wrong digit, every elimination must remove a present candidate, and every
// placement must fill an empty cell.
//
// Two corpora, both made here from fixed seeds (no data files):
//  - positions around a known solution: a solved grid (nonet::solve on a random partial
//    grid), many cells emptied, and random wrong candidates removed. Every non-uniqueness
//    technique is sound for any position whose candidates contain a solution, and the
//    random thinning makes the rarer patterns (fish, wings, coloring) appear often.
//  - puzzles with a unique solution (clues removed while nonet::hasUniqueSolution holds),
//    solved step by step with every technique including the uniqueness ones.
// At every position all finders are asked, every answer is checked, then the first
// (simplest) is applied.

#include "core/solver/solve.h"

#include "soundness_checking.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <random>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr int kUniquePuzzles = 300;

// Every technique up to the uniqueness ones; test_grader_soundness covers chains and beyond.
std::vector<TechniqueInfo> finders() { return findersBetween(Technique::FullHouse, Technique::BugPlusOne); }

} // namespace

class TestTechniquesSoundness : public QObject {
    Q_OBJECT
private slots:
    void thinnedPositionsAroundASolution()
    {
        std::mt19937_64 rng(20261129);
        const std::vector<TechniqueInfo> all = finders();
        std::vector<int> counts(all.size());
        constexpr int kPositions = 600;
        for (int n = 0; n < kPositions; ++n) {
            const Grid solution = randomSolution(rng);
            Grid start = solution;
            // Empty 45..65 cells, then drop each wrong candidate with probability 1/3..2/3.
            const int blanks = 45 + static_cast<int>(rng() % 21);
            std::array<int, kCellCount> order{};
            for (int i = 0; i < kCellCount; ++i) order[static_cast<std::size_t>(i)] = i;
            std::shuffle(order.begin(), order.end(), rng);
            for (int i = 0; i < blanks; ++i) start.setAt(order[static_cast<std::size_t>(i)], 0);
            CandidateGrid grid = CandidateGrid::fromGrid(start);
            const int dropPercent = 33 + static_cast<int>(rng() % 34);
            for (int cell : grid.unsolvedCells())
                for (int d : grid.candidates(cell))
                    if (d != solution.at(cell) && static_cast<int>(rng() % 100) < dropPercent) grid.eliminate(cell, d);
            const std::string error = solveChecked(grid, solution, false, all, counts);
            QVERIFY2(error.empty(), error.c_str());
        }
        for (std::size_t i = 0; i < all.size(); ++i) {
            const std::string name(all[i].name);
            qInfo("%-28s fired %d times", name.c_str(), counts[i]);
            if (!all[i].needsUniqueness)
                QVERIFY2(counts[i] > 0, qPrintable(QString::fromStdString(name + " never fired: the corpus does not test it")));
        }
    }
    void uniquePuzzles()
    {
        std::mt19937_64 rng(4242);
        const std::vector<TechniqueInfo> all = finders();
        std::vector<int> counts(all.size());
        for (int n = 0; n < kUniquePuzzles; ++n) {
            const Grid solution = randomSolution(rng);
            // Remove clues in random order while the solution stays unique: a minimal puzzle.
            Grid puzzle = solution;
            std::array<int, kCellCount> order{};
            for (int i = 0; i < kCellCount; ++i) order[static_cast<std::size_t>(i)] = i;
            std::shuffle(order.begin(), order.end(), rng);
            for (int cell : order) {
                Grid trial = puzzle;
                trial.setAt(cell, 0);
                if (hasUniqueSolution(trial)) puzzle = trial;
            }
            const std::string error = solveChecked(CandidateGrid::fromGrid(puzzle), solution, true, all, counts);
            QVERIFY2(error.empty(), error.c_str());
        }
        for (std::size_t i = 0; i < all.size(); ++i) {
            const std::string name(all[i].name);
            qInfo("%-28s fired %d times", name.c_str(), counts[i]);
            QVERIFY2(counts[i] > 0, qPrintable(QString::fromStdString(name + " never fired: the corpus does not test it")));
        }
    }
};

QTEST_GUILESS_MAIN(TestTechniquesSoundness)
#include "test_techniques_soundness.moc"
