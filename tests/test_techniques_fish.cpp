#include "core/logic/techniques/fish.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kFull = "xxxxxxxxx";

// A layout from nine row strings.
std::string rows(std::initializer_list<const char*> lines)
{
    std::string out;
    for (const char* line : lines) out += line;
    return out;
}

CandidateGrid withLayout(int digit, const std::string& layout)
{
    CandidateGrid grid = allCandidates();
    setDigitLayout(grid, digit, layout);
    return grid;
}

} // namespace

class TestTechniquesFish : public QObject {
    Q_OBJECT
private slots:
    void xWingInRows()
    {
        const auto grid = withLayout(2, rows({".x....x..", kFull, kFull, kFull, ".x....x..", kFull, kFull, kFull, kFull}));
        const auto step = findXWing(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::XWing);
        QCOMPARE(eliminations(*step), std::string("r2c2<>2 r2c7<>2 r3c2<>2 r3c7<>2 r4c2<>2 r4c7<>2 r6c2<>2 r6c7<>2 "
                                                  "r7c2<>2 r7c7<>2 r8c2<>2 r8c7<>2 r9c2<>2 r9c7<>2"));
        QCOMPARE(cellNames(step->cells), std::string("r1c2 r1c7 r5c2 r5c7"));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(0), rowHouse(4), columnHouse(1), columnHouse(6)}));
        QCOMPARE(step->digits, DigitSet::single(2));
        QVERIFY(step->fins.empty());
    }
    void xWingInColumns()
    {
        // Columns 3 and 8 hold 7 only in rows 2 and 9.
        const auto grid = withLayout(7, rows({kFull, kFull, kFull, "xx.xxxx.x", kFull, kFull, kFull, kFull, kFull}));
        QVERIFY(!findXWing(grid));
        const auto g2 = withLayout(7, rows({"xx.xxxx.x", kFull, "xx.xxxx.x", "xx.xxxx.x", "xx.xxxx.x", "xx.xxxx.x",
                                            "xx.xxxx.x", "xx.xxxx.x", kFull}));
        const auto step = findXWing(g2);
        QVERIFY(step);
        QCOMPARE(eliminations(*step), std::string("r2c1<>7 r2c2<>7 r2c4<>7 r2c5<>7 r2c6<>7 r2c7<>7 r2c9<>7 "
                                                  "r9c1<>7 r9c2<>7 r9c4<>7 r9c5<>7 r9c6<>7 r9c7<>7 r9c9<>7"));
        QCOMPARE(step->houses, (std::vector<int>{columnHouse(2), columnHouse(7), rowHouse(1), rowHouse(8)}));
    }
    void xWingDoesNotFire()
    {
        QVERIFY(!findXWing(withLayout(2, rows({".x....x..", kFull, kFull, kFull, ".x...xx..", kFull, kFull, kFull, kFull}))));
        // The pattern is there but the cover columns have nothing else.
        QVERIFY(!findXWing(withLayout(2, rows({".x....x..", "x.xxxx.xx", "x.xxxx.xx", "x.xxxx.xx", ".x....x..",
                                               "x.xxxx.xx", "x.xxxx.xx", "x.xxxx.xx", "x.xxxx.xx"}))));
    }
    void swordfishFires()
    {
        const auto grid = withLayout(9, rows({kFull, "x..x.....", kFull, kFull, "...x....x", kFull, kFull, "x.......x", kFull}));
        QVERIFY(!findXWing(grid));
        const auto step = findSwordfish(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::Swordfish);
        QCOMPARE(eliminations(*step),
                 std::string("r1c1<>9 r1c4<>9 r1c9<>9 r3c1<>9 r3c4<>9 r3c9<>9 r4c1<>9 r4c4<>9 r4c9<>9 "
                             "r6c1<>9 r6c4<>9 r6c9<>9 r7c1<>9 r7c4<>9 r7c9<>9 r9c1<>9 r9c4<>9 r9c9<>9"));
        QCOMPARE(cellNames(step->cells), std::string("r2c1 r2c4 r5c4 r5c9 r8c1 r8c9"));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(1), rowHouse(4), rowHouse(7), columnHouse(0), columnHouse(3),
                                                 columnHouse(8)}));
    }
    void swordfishDoesNotFire()
    {
        QVERIFY(!findSwordfish(withLayout(9, rows({kFull, "x..x.....", kFull, kFull, "...x....x", kFull, kFull,
                                                   "x......x.", kFull}))));
    }
    void jellyfishInColumns()
    {
        // Columns 1, 3, 6, 8 hold 4 in rows {1,4}, {4,7}, {7,9}, {9,1}.
        const auto grid = withLayout(4, rows({"xx.xx.xxx", ".x.xx.x.x", ".x.xx.x.x", "xxxxx.x.x", ".x.xx.x.x",
                                              ".x.xx.x.x", ".xxxxxx.x", ".x.xx.x.x", ".x.xxxxxx"}));
        const auto step = findJellyfish(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::Jellyfish);
        QCOMPARE(eliminations(*step),
                 std::string("r1c2<>4 r1c4<>4 r1c5<>4 r1c7<>4 r1c9<>4 r4c2<>4 r4c4<>4 r4c5<>4 r4c7<>4 r4c9<>4 "
                             "r7c2<>4 r7c4<>4 r7c5<>4 r7c7<>4 r7c9<>4 r9c2<>4 r9c4<>4 r9c5<>4 r9c7<>4 r9c9<>4"));
        QCOMPARE(step->houses, (std::vector<int>{columnHouse(0), columnHouse(2), columnHouse(5), columnHouse(7),
                                                 rowHouse(0), rowHouse(3), rowHouse(6), rowHouse(8)}));
        QVERIFY(!findSwordfish(grid));
    }
    void jellyfishDoesNotFire()
    {
        // Column 8 gains r5: five rows.
        QVERIFY(!findJellyfish(withLayout(4, rows({"xx.xx.xxx", ".x.xx.x.x", ".x.xx.x.x", "xxxxx.x.x", ".x.xx.xxx",
                                                   ".x.xx.x.x", ".xxxxxx.x", ".x.xx.x.x", ".x.xxxxxx"}))));
    }
    void finnedXWingFires()
    {
        // Rows 1 and 4 on columns 2 and 8, fin r4c9 in box 6 (counted from 1).
        const auto grid = withLayout(5, rows({".x.....x.", kFull, kFull, ".x.....xx", kFull, kFull, kFull, kFull, kFull}));
        QVERIFY(!findXWing(grid));
        const auto step = findFinnedXWing(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::FinnedXWing);
        QCOMPARE(eliminations(*step), std::string("r5c8<>5 r6c8<>5"));
        QCOMPARE(cellNames(step->cells), std::string("r1c2 r1c8 r4c2 r4c8"));
        QCOMPARE(cellNames(step->fins), std::string("r4c9"));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(0), rowHouse(3), columnHouse(1), columnHouse(7)}));
    }
    void sashimiXWingFires()
    {
        // Row 4 has no 5 in column 8: its only cover candidate is r4c2, plus the fin r4c9.
        const auto grid = withLayout(5, rows({".x.....x.", kFull, kFull, ".x......x", kFull, kFull, kFull, kFull, kFull}));
        const auto step = findFinnedXWing(grid);
        QVERIFY(step);
        QCOMPARE(eliminations(*step), std::string("r5c8<>5 r6c8<>5"));
        QCOMPARE(cellNames(step->cells), std::string("r1c2 r1c8 r4c2"));
        QCOMPARE(cellNames(step->fins), std::string("r4c9"));
    }
    void finnedXWingDoesNotFire()
    {
        // Fins in two boxes.
        QVERIFY(!findFinnedXWing(withLayout(5, rows({".x.....x.", kFull, kFull, ".x..x..xx", kFull, kFull, kFull, kFull, kFull}))));
        // Fin box has nothing to lose.
        QVERIFY(!findFinnedXWing(withLayout(5, rows({".x.....x.", kFull, kFull, ".x.....xx", "xxxxxxx.x", "xxxxxxx.x",
                                                     kFull, kFull, kFull}))));
    }
    void finnedSwordfishFires()
    {
        const auto grid = withLayout(6, rows({kFull, kFull, "x...x....", kFull, kFull, "....x..x.", kFull, kFull, "x.....xx."}));
        QVERIFY(!findSwordfish(grid));
        const auto step = findFinnedSwordfish(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::FinnedSwordfish);
        QCOMPARE(eliminations(*step), std::string("r7c8<>6 r8c8<>6"));
        QCOMPARE(cellNames(step->fins), std::string("r9c7"));
        QCOMPARE(cellNames(step->cells), std::string("r3c1 r3c5 r6c5 r6c8 r9c1 r9c8"));
    }
    void finnedSwordfishDoesNotFire()
    {
        // Whichever three of the five columns cover, the leftover candidates span two boxes.
        QVERIFY(!findFinnedSwordfish(withLayout(6, rows({kFull, kFull, "x...x....", kFull, kFull, "....x..x.", kFull, kFull,
                                                         "x..x...xx"}))));
    }
    void finnedJellyfishFires()
    {
        // Rows 1, 4, 7, 9 on columns 1, 4, 7, 8; fin r4c5 in the centre box.
        const auto grid = withLayout(8, rows({"x..x.....", kFull, kFull, "...xx.x..", kFull, kFull, "......xx.", kFull,
                                              "x......x."}));
        QVERIFY(!findJellyfish(grid));
        const auto step = findFinnedJellyfish(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::FinnedJellyfish);
        QCOMPARE(eliminations(*step), std::string("r5c4<>8 r6c4<>8"));
        QCOMPARE(cellNames(step->fins), std::string("r4c5"));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(0), rowHouse(3), rowHouse(6), rowHouse(8), columnHouse(0),
                                                 columnHouse(3), columnHouse(6), columnHouse(7)}));
    }
    void finnedJellyfishDoesNotFire()
    {
        // A second fin r4c3 in another box.
        QVERIFY(!findFinnedJellyfish(withLayout(8, rows({"x..x.....", kFull, kFull, "..xxx.x..", kFull, kFull, "......xx.",
                                                         kFull, "x......x."}))));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesFish)
#include "test_techniques_fish.moc"
