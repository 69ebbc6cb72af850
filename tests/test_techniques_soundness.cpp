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

#include "core/logic/techniques/coloring.h"
#include "core/logic/techniques/fish.h"
#include "core/logic/techniques/intersections.h"
#include "core/logic/techniques/remote_pairs.h"
#include "core/logic/techniques/single_digit_patterns.h"
#include "core/logic/techniques/singles.h"
#include "core/logic/techniques/subsets.h"
#include "core/logic/techniques/uniqueness.h"
#include "core/logic/techniques/wings.h"
#include "core/solver/solve.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <random>

using namespace nonet;

namespace {

struct Finder {
    const char* name;
    std::optional<Step> (*find)(const CandidateGrid&);
    Technique technique;
    bool needsUniqueness;
};

constexpr std::array<Finder, 31> kFinders = {{
    {"full house", findFullHouse, Technique::FullHouse, false},
    {"hidden single box", findHiddenSingleBox, Technique::HiddenSingleBox, false},
    {"hidden single line", findHiddenSingleLine, Technique::HiddenSingleLine, false},
    {"naked single", findNakedSingle, Technique::NakedSingle, false},
    {"pointing", findLockedPointing, Technique::LockedPointing, false},
    {"claiming", findLockedClaiming, Technique::LockedClaiming, false},
    {"naked pair", findNakedPair, Technique::NakedPair, false},
    {"hidden pair", findHiddenPair, Technique::HiddenPair, false},
    {"naked triple", findNakedTriple, Technique::NakedTriple, false},
    {"hidden triple", findHiddenTriple, Technique::HiddenTriple, false},
    {"naked quad", findNakedQuad, Technique::NakedQuad, false},
    {"hidden quad", findHiddenQuad, Technique::HiddenQuad, false},
    {"x-wing", findXWing, Technique::XWing, false},
    {"skyscraper", findSkyscraper, Technique::Skyscraper, false},
    {"two-string kite", findTwoStringKite, Technique::TwoStringKite, false},
    {"turbot fish", findTurbotFish, Technique::TurbotFish, false},
    {"empty rectangle", findEmptyRectangle, Technique::EmptyRectangle, false},
    {"swordfish", findSwordfish, Technique::Swordfish, false},
    {"jellyfish", findJellyfish, Technique::Jellyfish, false},
    {"finned x-wing", findFinnedXWing, Technique::FinnedXWing, false},
    {"finned swordfish", findFinnedSwordfish, Technique::FinnedSwordfish, false},
    {"finned jellyfish", findFinnedJellyfish, Technique::FinnedJellyfish, false},
    {"simple coloring", findSimpleColoring, Technique::SimpleColoring, false},
    {"xy-wing", findXYWing, Technique::XYWing, false},
    {"xyz-wing", findXYZWing, Technique::XYZWing, false},
    {"w-wing", findWWing, Technique::WWing, false},
    {"remote pair", findRemotePair, Technique::RemotePair, false},
    {"unique rectangle 1", findUniqueRectangle1, Technique::UniqueRectangle1, true},
    {"unique rectangle 2", findUniqueRectangle2, Technique::UniqueRectangle2, true},
    {"unique rectangle 4", findUniqueRectangle4, Technique::UniqueRectangle4, true},
    {"bug+1", findBugPlusOne, Technique::BugPlusOne, true},
}};

using Counts = std::array<int, kFinders.size()>;

constexpr int kUniquePuzzles = 300;

Grid randomSolution(std::mt19937_64& rng)
{
    for (;;) {
        Grid seed;
        for (int placed = 0; placed < 11;) {
            const int cell = static_cast<int>(rng() % kCellCount);
            const int digit = 1 + static_cast<int>(rng() % kSide);
            if (seed.at(cell) != 0 || !seed.isAllowed(rowOf(cell), columnOf(cell), digit)) continue;
            seed.setAt(cell, digit);
            ++placed;
        }
        const SolveResult result = solve(seed, 1);
        if (result.solution) return *result.solution;
    }
}

// Checks one step against the solution; returns an empty string or what is wrong.
QString checkStep(const CandidateGrid& grid, const Grid& solution, const Step& step, const Finder& finder)
{
    if (step.technique != finder.technique) return QString("%1 reported the wrong technique").arg(finder.name);
    if (step.eliminations.empty() && step.placements.empty()) return QString("%1 found nothing to do").arg(finder.name);
    for (const auto& e : step.eliminations) {
        if (!grid.hasCandidate(e.cell, e.digit))
            return QString("%1 eliminates absent %2 from cell %3").arg(finder.name).arg(e.digit).arg(e.cell);
        if (solution.at(e.cell) == e.digit)
            return QString("%1 eliminates the solution %2 from cell %3").arg(finder.name).arg(e.digit).arg(e.cell);
    }
    for (const auto& p : step.placements) {
        if (grid.isSolved(p.cell)) return QString("%1 places into solved cell %2").arg(finder.name).arg(p.cell);
        if (solution.at(p.cell) != p.digit)
            return QString("%1 places %2 into cell %3, solution %4").arg(finder.name).arg(p.digit).arg(p.cell).arg(solution.at(p.cell));
    }
    return {};
}

// Asks every finder at every position until none fires; returns the first failure.
QString solveChecked(CandidateGrid grid, const Grid& solution, bool unique, Counts& counts)
{
    for (int guard = 0; guard < 2000 && !grid.isComplete(); ++guard) {
        std::optional<Step> first;
        for (std::size_t i = 0; i < kFinders.size(); ++i) {
            const Finder& finder = kFinders[i];
            if (finder.needsUniqueness && !unique) continue;
            const auto step = finder.find(grid);
            if (!step) continue;
            ++counts[i];
            const QString error = checkStep(grid, solution, *step, finder);
            if (!error.isEmpty()) return error;
            if (!first) first = step;
        }
        if (!first) break;
        grid.apply(*first);
    }
    return {};
}

} // namespace

class TestTechniquesSoundness : public QObject {
    Q_OBJECT
private slots:
    void thinnedPositionsAroundASolution()
    {
        std::mt19937_64 rng(20261129);
        Counts counts{};
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
            const QString error = solveChecked(grid, solution, false, counts);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        for (std::size_t i = 0; i < kFinders.size(); ++i) {
            qInfo("%-20s fired %d times", kFinders[i].name, counts[i]);
            if (!kFinders[i].needsUniqueness)
                QVERIFY2(counts[i] > 0, qPrintable(QString("%1 never fired: the corpus does not test it").arg(kFinders[i].name)));
        }
    }
    void uniquePuzzles()
    {
        std::mt19937_64 rng(4242);
        Counts counts{};
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
            const QString error = solveChecked(CandidateGrid::fromGrid(puzzle), solution, true, counts);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        for (std::size_t i = 0; i < kFinders.size(); ++i) {
            qInfo("%-20s fired %d times", kFinders[i].name, counts[i]);
            QVERIFY2(counts[i] > 0, qPrintable(QString("%1 never fired: the corpus does not test it").arg(kFinders[i].name)));
        }
    }
};

QTEST_GUILESS_MAIN(TestTechniquesSoundness)
#include "test_techniques_soundness.moc"
