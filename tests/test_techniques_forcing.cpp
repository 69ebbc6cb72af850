// The last resorts (core/logic/techniques/forcing.h): forcing chain, trial and guess, each
// on a hand-made position where it must fire with exactly the expected result and on one
// where it must not.

#include "core/logic/techniques/forcing.h"
#include "core/logic/techniques/singles_propagation.h"
#include "core/solver/solve.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// r1c1{12}, r1c2{13}, r1c3{13}: assuming 1 in r1c1 leaves 3 for both r1c2 and r1c3 in one
// row, so 1 goes from r1c1 (the branch of a bivalue cell breaks).
CandidateGrid contradictionPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setCell(grid, rc(1, 2), {1, 3});
    setCell(grid, rc(1, 3), {1, 3});
    return grid;
}

// r1c1{12}, r1c9{15}, r9c9{16}, r9c1{26}. Either branch of r1c1 puts 5 into r1c9:
//   r1c1=1 -> r1c9=5
//   r1c1=2 -> r9c1=6 -> r9c9=1 -> r1c9=5
CandidateGrid agreementPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setCell(grid, rc(1, 9), {1, 5});
    setCell(grid, rc(9, 9), {1, 6});
    setCell(grid, rc(9, 1), {2, 6});
    return grid;
}

// One bivalue cell alone: every assumption anywhere is consistent, and its two branches
// agree on nothing.
CandidateGrid nearMissPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    return grid;
}

} // namespace

class TestTechniquesForcing : public QObject {
    Q_OBJECT
private slots:
    void forcingChainFiresOnAContradiction()
    {
        const auto step = findForcingChain(contradictionPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::ForcingChain);
        QCOMPARE(eliminations(*step), std::string("r1c1<>1"));
        QVERIFY(step->placements.empty());
        QVERIFY(!step->links.empty()); // the path to the broken cell, for the highlight
    }

    void forcingChainFiresOnAgreement()
    {
        const auto step = findForcingChain(agreementPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::ForcingChain);
        QCOMPARE(placements(*step), std::string("r1c9=5"));
        QVERIFY(step->eliminations.empty());
        // Both branches are in the links: the short one and the one round the rectangle.
        QVERIFY(step->links.size() >= 4);
        QCOMPARE(step->cells.front(), rc(1, 1));
    }

    void forcingChainDoesNotFire()
    {
        QVERIFY(!findForcingChain(allCandidates()));
        QVERIFY(!findForcingChain(nearMissPosition()));
    }

    void trialFires()
    {
        const auto step = findTrial(contradictionPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::Trial);
        QCOMPARE(eliminations(*step), std::string("r1c1<>1"));
        QVERIFY(step->placements.empty());
    }

    void trialDoesNotFire()
    {
        QVERIFY(!findTrial(allCandidates()));
        QVERIFY(!findTrial(nearMissPosition()));
    }

    // The quick test a trial makes of each candidate says what the propagation with its
    // reasons says, on every candidate of a few positions (broken branches and whole ones).
    void singlesBreakAgreesWithThePropagation()
    {
        const std::vector<CandidateGrid> positions{
            contradictionPosition(), agreementPosition(), nearMissPosition(), fromGivens(kExample),
            fromGivens("800000000003600000070090200050007000000045700000100030001000068008500010090000400"),
            fromGivens("000000010400000000020000000000050407008000300001090000300400200050100000000806000")};
        int broken = 0;
        int whole = 0;
        for (const CandidateGrid& grid : positions)
            for (const int cell : grid.unsolvedCells())
                for (const int d : grid.candidates(cell)) {
                    const bool breaks = SinglesPropagation<CandidateGrid>(grid, {cell, d}).contradiction();
                    QCOMPARE(singlesBreak(grid, {cell, d}), breaks);
                    ++(breaks ? broken : whole);
                }
        QVERIFY(broken > 20);
        QVERIFY(whole > 20);
    }

    // Guess places the solution's digit in a cell with the fewest candidates.
    void guessFires()
    {
        const CandidateGrid grid = fromGivens(kExample);
        const auto step = findGuess(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::Guess);
        QCOMPARE(step->placements.size(), std::size_t(1));
        QVERIFY(step->eliminations.empty());
        const CellDigit p = step->placements.front();
        const Grid solution = *solve(grid.toGrid(), 2).solution;
        QCOMPARE(p.digit, solution.at(p.cell));
        int fewest = 10;
        for (int cell : grid.unsolvedCells()) fewest = std::min(fewest, grid.candidates(cell).count());
        QCOMPARE(grid.candidates(p.cell).count(), fewest);
    }

    // Without exactly one solution there is nothing to guess from, and nothing on a full grid.
    void guessDoesNotFire()
    {
        QVERIFY(!findGuess(allCandidates()));
        QVERIFY(!findGuess(contradictionPosition()));
        CandidateGrid full = fromGivens(kExample);
        full = CandidateGrid::fromGrid(*solve(full.toGrid(), 2).solution);
        QVERIFY(full.isComplete());
        QVERIFY(!findGuess(full));
    }
};

QTEST_APPLESS_MAIN(TestTechniquesForcing)
#include "test_techniques_forcing.moc"
