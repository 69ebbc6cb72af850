#include "core/logic/techniques/coloring.h"
#include "core/logic/techniques/remote_pairs.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kNoC5 = "xxxx.xxxx";

CandidateGrid withLayout(int digit, std::initializer_list<const char*> lines)
{
    std::string layout;
    for (const char* line : lines) layout += line;
    CandidateGrid grid = allCandidates();
    setDigitLayout(grid, digit, layout);
    return grid;
}

// Conjugate pairs on 6: row 1 (c1, c5), column 5 (r1, r8), row 8 (c2, c5), and for the
// wrap also column 2 (r3, r8). Colours: {r1c1, r8c5, r3c2} and {r1c5, r8c2}.
CandidateGrid wrapPosition()
{
    return withLayout(6, {"x...x....", "x.xx.xxxx", "xxxx.xxxx", "x.xx.xxxx", "x.xx.xxxx", "x.xx.xxxx", "x.xx.xxxx",
                          ".x..x....", "x.xx.xxxx"});
}

CandidateGrid trapPosition()
{
    return withLayout(6, {"x...x....", kNoC5, kNoC5, kNoC5, kNoC5, kNoC5, kNoC5, ".x..x....", kNoC5});
}

CandidateGrid remotePairPosition(bool fourCells)
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {2, 8});
    setCell(grid, rc(1, 6), {2, 8});
    setCell(grid, rc(4, 6), {2, 8});
    if (fourCells) setCell(grid, rc(4, 9), {2, 8});
    return grid;
}

} // namespace

class TestTechniquesColoring : public QObject {
    Q_OBJECT
private slots:
    void colorWrapFires()
    {
        const auto step = findSimpleColoring(wrapPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::SimpleColoring);
        QCOMPARE(eliminations(*step), std::string("r1c1<>6 r3c2<>6 r8c5<>6"));
        QCOMPARE(cellNames(step->cells), std::string("r1c1 r3c2 r8c5"));
        QCOMPARE(cellNames(step->secondColorCells), std::string("r1c5 r8c2"));
        QCOMPARE(step->links.size(), std::size_t{4});
        for (const auto& link : step->links) QVERIFY(link.strong);
        QCOMPARE(step->digits, DigitSet::single(6));
    }
    void colorTrapFires()
    {
        const auto step = findSimpleColoring(trapPosition());
        QVERIFY(step);
        QCOMPARE(eliminations(*step), std::string("r2c2<>6 r3c2<>6 r7c1<>6 r9c1<>6"));
        QCOMPARE(cellNames(step->cells), std::string("r1c1 r8c5"));
        QCOMPARE(cellNames(step->secondColorCells), std::string("r1c5 r8c2"));
        QCOMPARE(step->links.size(), std::size_t{3});
    }
    void coloringDoesNotFire()
    {
        // Only row 1 and column 5 are conjugate: nothing sees both colours.
        QVERIFY(!findSimpleColoring(withLayout(6, {"x...x....", kNoC5, kNoC5, kNoC5, kNoC5, kNoC5, kNoC5, "xxxxxxxxx", kNoC5})));
        QVERIFY(!findSimpleColoring(allCandidates()));
    }
    void remotePairFires()
    {
        const auto step = findRemotePair(remotePairPosition(true));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::RemotePair);
        // Only cells seeing two chain ends three links apart (r1c1 and r4c9); cells of row 1
        // between r1c1 and r1c6 see only neighbours (a naked pair's work).
        QCOMPARE(eliminations(*step), std::string("r1c9<>2 r1c9<>8 r4c1<>2 r4c1<>8"));
        QCOMPARE(cellNames(step->cells), std::string("r1c1 r4c6"));
        QCOMPARE(cellNames(step->secondColorCells), std::string("r1c6 r4c9"));
        QCOMPARE(step->links.size(), std::size_t{3});
        DigitSet pair;
        pair.insert(2);
        pair.insert(8);
        QCOMPARE(step->digits, pair);
    }
    void remotePairDoesNotFire()
    {
        QVERIFY(!findRemotePair(remotePairPosition(false)));
        CandidateGrid grid = remotePairPosition(true);
        setCell(grid, rc(4, 9), {2, 9});
        QVERIFY(!findRemotePair(grid));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesColoring)
#include "test_techniques_coloring.moc"
