#include "core/logic/techniques/single_digit_patterns.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kFull = "xxxxxxxxx";

CandidateGrid withLayout(int digit, std::initializer_list<const char*> lines)
{
    std::string layout;
    for (const char* line : lines) layout += line;
    CandidateGrid grid = allCandidates();
    setDigitLayout(grid, digit, layout);
    return grid;
}

// Rows 2 and 6 hold 1 at c2/c5 and c2/c6: tops r2c5 and r6c6.
CandidateGrid skyscraperPosition()
{
    return withLayout(1, {kFull, ".x..x....", kFull, kFull, kFull, ".x...x...", kFull, kFull, kFull});
}

// Row 1 holds 3 at c2/c8, column 3 at r3/r7; r1c2 and r3c3 share box 1.
CandidateGrid kitePosition()
{
    return withLayout(3, {".x.....x.", "xx.xxxxxx", kFull, "xx.xxxxxx", "xx.xxxxxx", "xx.xxxxxx", kFull, "xx.xxxxxx",
                          "xx.xxxxxx"});
}

// Box 1 holds 4 only at r1c1/r3c3, column 7 only at r3/r8: r1c1 = r3c3 - r3c7 = r8c7.
CandidateGrid turbotPosition()
{
    return withLayout(4, {"x..xxx.xx", "...xxx.xx", "..xxxxxxx", "xxxxxx.xx", "xxxxxx.xx", "xxxxxx.xx", "xxxxxx.xx",
                          kFull, "xxxxxx.xx"});
}

// Centre box holds 5 at r4c5, r5c4, r6c5 (row 5 and column 5); column 8 only at r1/r5.
CandidateGrid emptyRectanglePosition()
{
    return withLayout(5, {kFull, "xxxxxxx.x", "xxxxxxx.x", "xxx.x.x.x", "xxxx..xxx", "xxx.x.x.x", "xxxxxxx.x",
                          "xxxxxxx.x", "xxxxxxx.x"});
}

} // namespace

class TestTechniquesSingleDigit : public QObject {
    Q_OBJECT
private slots:
    void skyscraperFires()
    {
        const auto step = findSkyscraper(skyscraperPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::Skyscraper);
        QCOMPARE(eliminations(*step), std::string("r1c6<>1 r3c6<>1 r4c5<>1 r5c5<>1"));
        QCOMPARE(step->cells, (std::vector<int>{rc(2, 5), rc(2, 2), rc(6, 2), rc(6, 6)}));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(1), rowHouse(5), columnHouse(1)}));
        QCOMPARE(step->links.size(), std::size_t{3});
        QVERIFY(step->links[0].strong);
        QVERIFY(!step->links[1].strong);
        QVERIFY(step->links[2].strong);
        QCOMPARE(step->links[1].fromCells, std::vector<int>{rc(2, 2)});
        QCOMPARE(step->links[1].toCells, std::vector<int>{rc(6, 2)});
    }
    void skyscraperDoesNotFire()
    {
        // No common column.
        QVERIFY(!findSkyscraper(withLayout(1, {kFull, ".x..x....", kFull, kFull, kFull, "..x..x...", kFull, kFull, kFull})));
        // Both columns common: an X-Wing, not a skyscraper.
        QVERIFY(!findSkyscraper(withLayout(1, {kFull, ".x..x....", kFull, kFull, kFull, ".x..x....", kFull, kFull, kFull})));
        QVERIFY(!findSkyscraper(kitePosition()));
        QVERIFY(!findSkyscraper(turbotPosition()));
    }
    void kiteFires()
    {
        const auto step = findTwoStringKite(kitePosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::TwoStringKite);
        QCOMPARE(eliminations(*step), std::string("r7c8<>3"));
        QCOMPARE(step->cells, (std::vector<int>{rc(1, 8), rc(1, 2), rc(3, 3), rc(7, 3)}));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(0), columnHouse(2), boxHouse(0)}));
    }
    void kiteDoesNotFire()
    {
        // Column 3 pair moved to r4/r7: no end shares a box with the row pair.
        QVERIFY(!findTwoStringKite(withLayout(3, {".x.....x.", "xx.xxxxxx", "xx.xxxxxx", kFull, "xx.xxxxxx", "xx.xxxxxx",
                                                  kFull, "xx.xxxxxx", "xx.xxxxxx"})));
        QVERIFY(!findTwoStringKite(skyscraperPosition()));
        QVERIFY(!findTwoStringKite(turbotPosition()));
    }
    void turbotFishFires()
    {
        const auto step = findTurbotFish(turbotPosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::TurbotFish);
        // r1c7 would see both ends too but holds no 4.
        QCOMPARE(eliminations(*step), std::string("r8c1<>4"));
        QCOMPARE(step->cells, (std::vector<int>{rc(8, 7), rc(3, 7), rc(3, 3), rc(1, 1)}));
        QCOMPARE(step->houses, (std::vector<int>{columnHouse(6), boxHouse(0)}));
    }
    void turbotFishDoesNotFire()
    {
        // Skyscrapers and kites are reported by their own finders.
        QVERIFY(!findTurbotFish(skyscraperPosition()));
        QVERIFY(!findTurbotFish(kitePosition()));
        // The box pair moved off row 3: nothing joins the two pairs.
        QVERIFY(!findTurbotFish(withLayout(4, {"x..xxx.xx", "..xxxx.xx", "...xxxxxx", "xxxxxx.xx", "xxxxxx.xx",
                                               "xxxxxx.xx", "xxxxxx.xx", kFull, "xxxxxx.xx"})));
    }
    void emptyRectangleFires()
    {
        const auto step = findEmptyRectangle(emptyRectanglePosition());
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::EmptyRectangle);
        QCOMPARE(eliminations(*step), std::string("r1c5<>5"));
        QCOMPARE(cellNames(step->cells), std::string("r4c5 r5c4 r6c5"));
        QCOMPARE(step->houses, (std::vector<int>{boxHouse(4), rowHouse(4), columnHouse(4), columnHouse(7)}));
        QCOMPARE(step->links.size(), std::size_t{1});
        QCOMPARE(step->links[0].fromCells, std::vector<int>{rc(5, 8)});
        QCOMPARE(step->links[0].toCells, std::vector<int>{rc(1, 8)});
    }
    void emptyRectangleTransposedFires()
    {
        // Same box; the pair is in row 9 at c5 and c2 instead: r5c2 loses the 5.
        const auto step = findEmptyRectangle(withLayout(5, {kFull, kFull, kFull, "xxx.x.xxx", "xxxx..xxx", "xxx.x.xxx",
                                                            kFull, kFull, ".x..x...."}));
        QVERIFY(step);
        QCOMPARE(eliminations(*step), std::string("r5c2<>5"));
        QCOMPARE(step->houses.back(), rowHouse(8));
    }
    void emptyRectangleDoesNotFire()
    {
        // r4c4 added: the box's 5s no longer lie on one row and one column.
        QVERIFY(!findEmptyRectangle(withLayout(5, {kFull, "xxxxxxx.x", "xxxxxxx.x", "xxxxx.x.x", "xxxx..xxx", "xxx.x.x.x",
                                                   "xxxxxxx.x", "xxxxxxx.x", "xxxxxxx.x"})));
        QVERIFY(!findEmptyRectangle(skyscraperPosition()));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesSingleDigit)
#include "test_techniques_single_digit.moc"
