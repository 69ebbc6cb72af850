#include "core/logic/techniques/subsets.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

// Every elimination of the given digits from the listed cells, in eliminations() order.
std::string expectAll(std::initializer_list<int> cells, std::initializer_list<int> digits)
{
    Step step;
    for (int cell : cells)
        for (int digit : digits) step.eliminations.push_back({cell, digit});
    return eliminations(step);
}

DigitSet digitsOf(std::initializer_list<int> digits)
{
    DigitSet out;
    for (int d : digits) out.insert(d);
    return out;
}

} // namespace

class TestTechniquesSubsets : public QObject {
    Q_OBJECT
private slots:
    void nakedPairInRow()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(1, 5), {1, 2});
        const auto step = findNakedPair(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::NakedPair);
        QCOMPARE(eliminations(*step),
                 expectAll({rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)}, {1, 2}));
        QCOMPARE(step->cells, (std::vector<int>{rc(1, 1), rc(1, 5)}));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(0)});
        QCOMPARE(step->digits, digitsOf({1, 2}));
    }
    void nakedPairInRowAndBox()
    {
        // Both cells share row 1 and box 1: both houses lose 1 and 2.
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(1, 2), {1, 2});
        const auto step = findNakedPair(grid);
        QVERIFY(step);
        QCOMPARE(eliminations(*step),
                 expectAll({rc(1, 3), rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9), rc(2, 1), rc(2, 2),
                            rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)},
                           {1, 2}));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(0), boxHouse(0)}));
    }
    void nakedPairDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(1, 5), {1, 3});
        QVERIFY(!findNakedPair(grid));
    }
    void hiddenPairFires()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 6, "xxxxxxxxx" "..x....x." "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 7, "xxxxxxxxx" "..x....x." "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findNakedPair(grid));
        const auto step = findHiddenPair(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::HiddenPair);
        QCOMPARE(eliminations(*step), expectAll({rc(2, 3), rc(2, 8)}, {1, 2, 3, 4, 5, 8, 9}));
        QCOMPARE(step->cells, (std::vector<int>{rc(2, 3), rc(2, 8)}));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(1)});
        QCOMPARE(step->digits, digitsOf({6, 7}));
    }
    void hiddenPairDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 6, "xxxxxxxxx" "..x....x." "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 7, "xxxxxxxxx" "..x.x..x." "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenPair(grid));
        // Already reduced: the pair's cells hold nothing else.
        setDigitLayout(grid, 7, "xxxxxxxxx" "..x....x." "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setCell(grid, rc(2, 3), {6, 7});
        setCell(grid, rc(2, 8), {6, 7});
        QVERIFY(!findHiddenPair(grid));
    }
    void nakedTripleFires()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(9, 1), {1, 2});
        setCell(grid, rc(9, 4), {2, 3});
        setCell(grid, rc(9, 9), {1, 3});
        QVERIFY(!findNakedPair(grid));
        const auto step = findNakedTriple(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::NakedTriple);
        QCOMPARE(eliminations(*step),
                 expectAll({rc(9, 2), rc(9, 3), rc(9, 5), rc(9, 6), rc(9, 7), rc(9, 8)}, {1, 2, 3}));
        QCOMPARE(step->cells, (std::vector<int>{rc(9, 1), rc(9, 4), rc(9, 9)}));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(8)});
        QCOMPARE(step->digits, digitsOf({1, 2, 3}));
    }
    void nakedTripleDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(9, 1), {1, 2});
        setCell(grid, rc(9, 4), {2, 3});
        setCell(grid, rc(9, 9), {1, 4});
        QVERIFY(!findNakedTriple(grid));
    }
    void hiddenTripleFires()
    {
        CandidateGrid grid = allCandidates();
        // Column 5: 4 at r1/r5, 5 at r5/r9, 6 at r1/r9.
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx");
        setDigitLayout(grid, 5, "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx");
        setDigitLayout(grid, 6, "xxxxxxxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenPair(grid));
        const auto step = findHiddenTriple(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::HiddenTriple);
        QCOMPARE(eliminations(*step), expectAll({rc(1, 5), rc(5, 5), rc(9, 5)}, {1, 2, 3, 7, 8, 9}));
        QCOMPARE(step->cells, (std::vector<int>{rc(1, 5), rc(5, 5), rc(9, 5)}));
        QCOMPARE(step->houses, std::vector<int>{columnHouse(4)});
        QCOMPARE(step->digits, digitsOf({4, 5, 6}));
    }
    void hiddenTripleDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx");
        setDigitLayout(grid, 5, "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx");
        setDigitLayout(grid, 6, "xxxxxxxxx" "xxxx.xxxx" "xxxxxxxxx" "xxxx.xxxx" "xxxx.xxxx"
                                "xxxx.xxxx" "xxxx.xxxx" "xxxx.xxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenTriple(grid));
    }
    void nakedQuadInBox()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(7, 7), {1, 2});
        setCell(grid, rc(7, 8), {2, 3});
        setCell(grid, rc(8, 7), {3, 4});
        setCell(grid, rc(9, 9), {1, 4});
        QVERIFY(!findNakedTriple(grid));
        const auto step = findNakedQuad(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::NakedQuad);
        QCOMPARE(eliminations(*step), expectAll({rc(7, 9), rc(8, 8), rc(8, 9), rc(9, 7), rc(9, 8)}, {1, 2, 3, 4}));
        QCOMPARE(step->cells, (std::vector<int>{rc(7, 7), rc(7, 8), rc(8, 7), rc(9, 9)}));
        QCOMPARE(step->houses, std::vector<int>{boxHouse(8)});
        QCOMPARE(step->digits, digitsOf({1, 2, 3, 4}));
    }
    void nakedQuadDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(7, 7), {1, 2});
        setCell(grid, rc(7, 8), {2, 3});
        setCell(grid, rc(8, 7), {3, 4});
        setCell(grid, rc(9, 9), {1, 5});
        QVERIFY(!findNakedQuad(grid));
    }
    void hiddenQuadFires()
    {
        CandidateGrid grid = allCandidates();
        // Row 4: 1 at c2/c4, 2 at c4/c6, 3 at c6/c8, 4 at c8/c2.
        setDigitLayout(grid, 1, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".x.x....." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 2, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "...x.x..." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 3, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".....x.x." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".x.....x." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenTriple(grid));
        const auto step = findHiddenQuad(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::HiddenQuad);
        QCOMPARE(eliminations(*step), expectAll({rc(4, 2), rc(4, 4), rc(4, 6), rc(4, 8)}, {5, 6, 7, 8, 9}));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(3)});
        QCOMPARE(step->digits, digitsOf({1, 2, 3, 4}));
    }
    void hiddenQuadDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 1, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".x.x....." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 2, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "...x.x..." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 3, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".....x.x." "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" ".x.....xx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenQuad(grid));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesSubsets)
#include "test_techniques_subsets.moc"
