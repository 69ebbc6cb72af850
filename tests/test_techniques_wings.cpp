#include "core/logic/techniques/wings.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

DigitSet digitsOf(std::initializer_list<int> digits)
{
    DigitSet out;
    for (int d : digits) out.insert(d);
    return out;
}

CandidateGrid xyWingPosition(std::initializer_list<int> secondPincer)
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(5, 5), {1, 2}); // pivot
    setCell(grid, rc(5, 1), {1, 3});
    setCell(grid, rc(2, 5), secondPincer);
    return grid;
}

CandidateGrid xyzWingPosition(std::initializer_list<int> secondPincer)
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(5, 5), {1, 2, 3}); // pivot
    setCell(grid, rc(5, 4), {1, 3});
    setCell(grid, rc(2, 5), secondPincer);
    return grid;
}

// r2c2 and r8c8 are {4,7}; row 5 holds 4 only at r5c2 and r5c8 (or also at r5c5).
CandidateGrid wWingPosition(bool conjugate)
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(2, 2), {4, 7});
    setCell(grid, rc(8, 8), {4, 7});
    setDigitLayout(grid, 4, std::string("xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx") +
                                (conjugate ? ".x.....x." : ".x..x..x.") + "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
    return grid;
}

} // namespace

class TestTechniquesWings : public QObject {
    Q_OBJECT
private slots:
    void xyWingFires()
    {
        const auto step = findXYWing(xyWingPosition({2, 3}));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::XYWing);
        QCOMPARE(eliminations(*step), std::string("r2c1<>3"));
        QCOMPARE(step->cells, (std::vector<int>{rc(5, 5), rc(2, 5), rc(5, 1)}));
        QCOMPARE(step->digits, digitsOf({1, 2, 3}));
    }
    void xyWingDoesNotFire()
    {
        QVERIFY(!findXYWing(xyWingPosition({2, 4})));
        QVERIFY(!findXYWing(xyzWingPosition({2, 3})));
    }
    void xyzWingFires()
    {
        const auto step = findXYZWing(xyzWingPosition({2, 3}));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::XYZWing);
        QCOMPARE(eliminations(*step), std::string("r4c5<>3 r6c5<>3"));
        QCOMPARE(step->cells, (std::vector<int>{rc(5, 5), rc(2, 5), rc(5, 4)}));
        QCOMPARE(step->digits, digitsOf({1, 2, 3}));
    }
    void xyzWingDoesNotFire()
    {
        QVERIFY(!findXYZWing(xyzWingPosition({2, 4})));
        QVERIFY(!findXYZWing(xyWingPosition({2, 3})));
    }
    void wWingFires()
    {
        const auto step = findWWing(wWingPosition(true));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::WWing);
        QCOMPARE(eliminations(*step), std::string("r2c8<>7 r8c2<>7"));
        QCOMPARE(step->cells, (std::vector<int>{rc(2, 2), rc(8, 8)}));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(4)});
        QCOMPARE(step->digits, digitsOf({4, 7}));
        QCOMPARE(step->links.size(), std::size_t{3});
        QCOMPARE(step->links[1].fromCells, std::vector<int>{rc(5, 2)});
        QCOMPARE(step->links[1].toCells, std::vector<int>{rc(5, 8)});
        QVERIFY(step->links[1].strong);
        QVERIFY(!step->links[0].strong);
    }
    void wWingDoesNotFire()
    {
        QVERIFY(!findWWing(wWingPosition(false)));
        QVERIFY(!findWWing(xyWingPosition({2, 3})));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesWings)
#include "test_techniques_wings.moc"
