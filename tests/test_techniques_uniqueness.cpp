#include "core/logic/techniques/uniqueness.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

DigitSet digitsOf(std::initializer_list<int> digits)
{
    DigitSet out;
    for (int d : digits) out.insert(d);
    return out;
}

// Corners r1c1, r1c4, r2c1, r2c4 (boxes 1 and 2): the floor r1c1/r1c4 is {1,2}.
CandidateGrid rectangle(std::initializer_list<int> r2c1, std::initializer_list<int> r2c4)
{
    CandidateGrid grid = allCandidates();
    setCell(grid, rc(1, 1), {1, 2});
    setCell(grid, rc(1, 4), {1, 2});
    setCell(grid, rc(2, 1), r2c1);
    setCell(grid, rc(2, 4), r2c4);
    return grid;
}

CandidateGrid solvedWithout(std::initializer_list<int> blanks)
{
    std::string text = kSolved;
    for (int cell : blanks) text[static_cast<std::size_t>(cell)] = '.';
    return fromGivens(text);
}

} // namespace

class TestTechniquesUniqueness : public QObject {
    Q_OBJECT
private slots:
    void type1Fires()
    {
        const auto step = findUniqueRectangle1(rectangle({1, 2}, {1, 2, 5, 6}));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::UniqueRectangle1);
        QCOMPARE(eliminations(*step), std::string("r2c4<>1 r2c4<>2"));
        QCOMPARE(step->cells, (std::vector<int>{rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)}));
        QCOMPARE(step->digits, digitsOf({1, 2}));
    }
    void type1DoesNotFire()
    {
        QVERIFY(!findUniqueRectangle1(rectangle({1, 2, 7}, {1, 2, 5, 6})));
        // Four boxes: not a deadly pattern.
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(1, 4), {1, 2});
        setCell(grid, rc(4, 1), {1, 2});
        setCell(grid, rc(4, 4), {1, 2, 5});
        QVERIFY(!findUniqueRectangle1(grid));
        // One box.
        grid = allCandidates();
        setCell(grid, rc(1, 1), {1, 2});
        setCell(grid, rc(1, 2), {1, 2});
        setCell(grid, rc(2, 1), {1, 2});
        setCell(grid, rc(2, 2), {1, 2, 5});
        QVERIFY(!findUniqueRectangle1(grid));
    }
    void type2Fires()
    {
        const auto step = findUniqueRectangle2(rectangle({1, 2, 7}, {1, 2, 7}));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::UniqueRectangle2);
        QCOMPARE(eliminations(*step), std::string("r2c2<>7 r2c3<>7 r2c5<>7 r2c6<>7 r2c7<>7 r2c8<>7 r2c9<>7"));
        QCOMPARE(step->digits, digitsOf({1, 2}));
    }
    void type2DoesNotFire()
    {
        QVERIFY(!findUniqueRectangle2(rectangle({1, 2, 7}, {1, 2, 8})));
        QVERIFY(!findUniqueRectangle2(rectangle({1, 2, 7, 8}, {1, 2, 7, 8})));
    }
    void type4Fires()
    {
        CandidateGrid grid = rectangle({1, 2, 5, 7}, {1, 2, 8});
        setDigitLayout(grid, 1, std::string("xxxxxxxxx") + "x..x....." + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
        QVERIFY(!findUniqueRectangle2(grid));
        const auto step = findUniqueRectangle4(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::UniqueRectangle4);
        QCOMPARE(eliminations(*step), std::string("r2c1<>2 r2c4<>2"));
        QCOMPARE(step->houses, std::vector<int>{rowHouse(1)});
    }
    void type4DoesNotFire()
    {
        CandidateGrid grid = rectangle({1, 2, 5, 7}, {1, 2, 8});
        setDigitLayout(grid, 1, std::string("xxxxxxxxx") + "x..x..x.." + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
        QVERIFY(!findUniqueRectangle4(grid));
    }
    void bugPlusOneFires()
    {
        // Seven cells of a solved grid blanked: r2c8 r2c9 r7c4 r7c8 r7c9 r8c4 r8c9. All are
        // bivalue but r7c9 {4,5,8}; without its 4 every house would hold each candidate twice.
        const auto grid = solvedWithout({rc(2, 8), rc(2, 9), rc(7, 4), rc(7, 8), rc(7, 9), rc(8, 4), rc(8, 9)});
        QCOMPARE(grid.candidates(rc(7, 9)), digitsOf({4, 5, 8}));
        const auto step = findBugPlusOne(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::BugPlusOne);
        QCOMPARE(placements(*step), std::string("r7c9=4"));
        QVERIFY(step->eliminations.empty());
        QCOMPARE(step->cells, std::vector<int>{rc(7, 9)});
    }
    void bugPlusOneDoesNotFire()
    {
        // A pure deadly pattern (four cells {6,7}): no three-candidate cell.
        QVERIFY(!findBugPlusOne(solvedWithout({rc(1, 4), rc(1, 5), rc(4, 4), rc(4, 5)})));
        QVERIFY(!findBugPlusOne(allCandidates()));
        // Two three-candidate cells.
        CandidateGrid grid = solvedWithout({rc(2, 8), rc(2, 9), rc(7, 4), rc(7, 8), rc(7, 9), rc(8, 4), rc(8, 9)});
        setCell(grid, rc(2, 8), {4, 8, 9});
        QVERIFY(!findBugPlusOne(grid));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesUniqueness)
#include "test_techniques_uniqueness.moc"
