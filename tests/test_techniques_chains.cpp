#include "core/logic/techniques/als.h"
#include "core/logic/techniques/chains.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kFull = "xxxxxxxxx";

std::string rows(std::initializer_list<const char*> lines)
{
    std::string out;
    for (const char* line : lines) out += line;
    return out;
}

// Links alternate strong and weak, starting and ending strong (a loop adds a weak link
// back to the start), and consecutive links share their nodes.
bool linksAlternate(const Step& step, bool loop)
{
    if (step.links.empty()) return false;
    for (std::size_t i = 0; i < step.links.size(); ++i) {
        const bool closing = loop && i + 1 == step.links.size();
        if (!closing && step.links[i].strong != (i % 2 == 0)) return false;
        if (i > 0 && (step.links[i].fromCells != step.links[i - 1].toCells || step.links[i].fromDigit != step.links[i - 1].toDigit))
            return false;
    }
    return true;
}

// X-Chain on digit 1:  r1c1 = r1c5 - r5c5 = r5c9 - r9c9 = r9c2 (rows 1, 5, 9 hold 1 twice;
// r8c5, r8c8 and r8c9 keep column 5, column 9 and box 9 from adding links), so r1c1 or
// r9c2 is 1, and r2c2 and r7c1, which see both, lose it.
CandidateGrid xChainPosition()
{
    CandidateGrid grid = allCandidates();
    setDigitLayout(grid, 1, rows({"x...x....", ".x.......", ".........", ".........", "....x...x", ".........", "x........",
                                  "....x..xx", ".x......x"}));
    return grid;
}

// XY-Chain: r1c1{12} r1c5{23} r5c5{34} r5c9{41}: r1c1 or r5c9 is 1.
CandidateGrid xyChainPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setCell(grid, rc(1, 5), {2, 3});
    setCell(grid, rc(5, 5), {3, 4});
    setCell(grid, rc(5, 9), {1, 4});
    return grid;
}

// Continuous nice loop: (1)r1c1 = (2)r1c1 - (2)r1c7 = (2)r5c7 - (1)r5c7 = (1)r5c1 - (1)r1c1.
CandidateGrid niceLoopPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setDigitLayout(grid, 2, rows({"x.....x..", "xxxxxx.xx", "xxxxxx.xx", "xxxxxx.xx", "xxxxxxxxx", "xxxxxx.xx", "xxxxxx.xx",
                                  "xxxxxx.xx", "xxxxxx.xx"}));
    setDigitLayout(grid, 1, rows({"xxxxxxxxx", kFull, kFull, kFull, "x.....x..", kFull, kFull, kFull, kFull}));
    return grid;
}

// Grouped: (1)r7c9 = (1)r3c9 - (1){r1c7,r1c8} = (1)r1c1, so r7c1 loses 1.
CandidateGrid groupedPosition()
{
    CandidateGrid grid = allCandidates();
    setDigitLayout(grid, 1, rows({"x.....xx.", "xxxxxxxx.", "xxxxxxxxx", "xxxxxxxx.", "xxxxxxxx.", "xxxxxxxx.", "xxxxxxxxx",
                                  "xxxxxxxx.", "xxxxxxxx."}));
    return grid;
}

// ALS-XZ: A = r1c1{12}, B = r5c1{13} + r5c2{23}; x = 1 (r1c1 and r5c1 share column 1),
// z = 2: every cell seeing r1c1 and r5c2 loses 2 (column 2 in box 1, column 1 in box 4).
CandidateGrid alsPosition()
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setCell(grid, rc(5, 1), {1, 3});
    setCell(grid, rc(5, 2), {2, 3});
    return grid;
}

} // namespace

class TestTechniquesChains : public QObject {
    Q_OBJECT
private slots:
    void xChainFires()
    {
        const auto step = findXChain(xChainPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::XChain);
        QCOMPARE(eliminations(*step), std::string("r2c2<>1 r7c1<>1"));
        QVERIFY(step->placements.empty());
        QCOMPARE(step->digits, DigitSet::single(1));
        QCOMPARE(step->links.size(), std::size_t(5));
        QVERIFY(linksAlternate(*step, false));
    }
    void xChainDoesNotFire()
    {
        QVERIFY(!findXChain(xyChainPosition()));
        QVERIFY(!findXChain(allCandidates()));
    }
    void xyChainFires()
    {
        const auto step = findXYChain(xyChainPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::XYChain);
        QCOMPARE(eliminations(*step), std::string("r1c9<>1 r5c1<>1"));
        QCOMPARE(cellNames(step->cells), std::string("r1c1 r1c5 r5c5 r5c9"));
        QCOMPARE(step->links.size(), std::size_t(7));
        QVERIFY(linksAlternate(*step, false));
        QCOMPARE(step->links.front().fromDigit, 1);
        QCOMPARE(step->links.back().toDigit, 1);
    }
    void xyChainDoesNotFire()
    {
        QVERIFY(!findXYChain(xChainPosition()));
        // Ends with different digits prove nothing for an XY-Chain.
        CandidateGrid grid = xyChainPosition();
        setCell(grid, rc(5, 9), {4, 5});
        QVERIFY(!findXYChain(grid));
    }
    void niceLoopFires()
    {
        const auto step = findNiceLoop(niceLoopPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::NiceLoop);
        // The closed loop: 1 leaves column 1, and r5c7 keeps only 1 and 2.
        QCOMPARE(eliminations(*step), std::string("r2c1<>1 r3c1<>1 r4c1<>1 r5c7<>3 r5c7<>4 r5c7<>5 r5c7<>6 r5c7<>7 r5c7<>8 "
                                                  "r5c7<>9 r6c1<>1 r7c1<>1 r8c1<>1 r9c1<>1"));
        QCOMPARE(step->links.size(), std::size_t(6));
        QVERIFY(linksAlternate(*step, true));
        QVERIFY(!step->links.back().strong);
    }
    void niceLoopDoesNotFire()
    {
        QVERIFY(!findNiceLoop(allCandidates()));
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2}); // one strong link alone proves nothing
        QVERIFY(!findNiceLoop(grid));
    }
    void groupedNiceLoopFires()
    {
        QVERIFY(!findXChain(groupedPosition()));
        QVERIFY(!findNiceLoop(groupedPosition()));
        const auto step = findGroupedNiceLoop(groupedPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::GroupedNiceLoop);
        QCOMPARE(eliminations(*step), std::string("r7c1<>1"));
        QCOMPARE(step->links.size(), std::size_t(3));
        QVERIFY(linksAlternate(*step, false));
        bool hasGroup = false;
        for (const ChainLink& link : step->links) hasGroup = hasGroup || link.fromCells.size() > 1 || link.toCells.size() > 1;
        QVERIFY(hasGroup);
    }
    void groupedNiceLoopDoesNotFire()
    {
        QVERIFY(!findGroupedNiceLoop(allCandidates()));
        // Without the third 1 of row 1 there is no group, and the plain chain is not grouped.
        CandidateGrid grid = groupedPosition();
        grid.eliminate(rc(1, 8), 1);
        QVERIFY(!findGroupedNiceLoop(grid));
    }
    void alsXzFires()
    {
        const auto step = findAlsXz(alsPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::AlsXz);
        QCOMPARE(eliminations(*step), std::string("r1c2<>2 r2c2<>2 r3c2<>2 r4c1<>2 r6c1<>2"));
        QCOMPARE(cellNames(step->cells), std::string("r1c1 r5c1 r5c2"));
        QCOMPARE(step->digits, DigitSet::single(1) | DigitSet::single(2));
        QCOMPARE(step->links.size(), std::size_t(1));
        QCOMPARE(step->links.front().fromDigit, 1);
    }
    void alsXzDoesNotFire()
    {
        QVERIFY(!findAlsXz(allCandidates()));
        // Without a restricted common digit (r5c1 moved out of column 1's reach) nothing follows.
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(5, 4), {1, 3});
        setCell(grid, rc(5, 5), {2, 3});
        QVERIFY(!findAlsXz(grid));
    }
};

QTEST_APPLESS_MAIN(TestTechniquesChains)
#include "test_techniques_chains.moc"
