#include "core/grid.h"

#include <QTest>

using nonet::Grid;

namespace {

// The example of the Dutch assignment.
Grid example()
{
    const char* text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    Grid g;
    for (int i = 0; i < 81; ++i) g.setAt(i, text[i] == '.' ? 0 : text[i] - '0');
    return g;
}

Grid solved()
{
    const char* text = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    Grid g;
    for (int i = 0; i < 81; ++i) g.setAt(i, text[i] - '0');
    return g;
}

std::vector<int> toVector(const Grid::Values& v) { return {v.begin(), v.end()}; }

} // namespace

class TestGrid : public QObject {
    Q_OBJECT
private slots:
    void emptyGridIsZero()
    {
        Grid g;
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) QCOMPARE(g.get(r, c), 0);
        QVERIFY(!g.isComplete());
        QVERIFY(!g.isSolved());
    }
    void setOverwritesWithoutRuleCheck()
    {
        Grid g;
        g.set(1, 1, 1);
        QCOMPARE(g.get(1, 1), 1);
        g.set(1, 1, 7);
        QCOMPARE(g.get(1, 1), 7);
        g.set(1, 2, 7); // breaks the row rule, still stored
        QCOMPARE(g.get(1, 2), 7);
        QVERIFY(!g.isConsistent());
        g.set(1, 2, 0);
        QCOMPARE(g.get(1, 2), 0);
        QVERIFY(g.isConsistent());
    }
    void rowColumnBox()
    {
        const Grid g = example();
        QCOMPARE(toVector(g.row(0)), (std::vector<int>{5, 3, 0, 0, 7, 0, 0, 0, 0}));
        QCOMPARE(toVector(g.column(0)), (std::vector<int>{5, 6, 0, 8, 4, 7, 0, 0, 0}));
        // Box numbering left to right, top to bottom; values in reading order.
        QCOMPARE(toVector(g.box(0)), (std::vector<int>{5, 3, 0, 6, 0, 0, 0, 9, 8}));
        QCOMPARE(toVector(g.box(1)), (std::vector<int>{0, 7, 0, 1, 9, 5, 0, 0, 0}));
        QCOMPARE(toVector(g.box(3)), (std::vector<int>{8, 0, 0, 4, 0, 0, 7, 0, 0}));
        QCOMPARE(toVector(g.box(8)), (std::vector<int>{2, 8, 0, 0, 0, 5, 0, 7, 9}));
    }
    void allowedValuesIgnoreTheCellItself()
    {
        const Grid g = example();
        // r0c2 (empty): row has 5 3 7, column 8, box 5 3 6 9 8.
        QCOMPARE(g.allowedValues(0, 2).mask(), nonet::DigitSet::fromMask(0).mask() | (1 << 0) | (1 << 1) | (1 << 3));
        // r0c0 holds 5; 5 is still allowed there because only its peers count.
        QVERIFY(g.allowedValues(0, 0).contains(5));
        QVERIFY(g.isAllowed(0, 0, 5));
        QVERIFY(!g.isAllowed(0, 0, 3));
        QVERIFY(!g.isAllowed(0, 2, 9)); // 9 in the box
        QVERIFY(!g.isAllowed(0, 2, 0));
        QVERIFY(!g.isAllowed(0, 2, 10));
    }
    void completeAndSolved()
    {
        Grid g = solved();
        QVERIFY(g.isComplete());
        QVERIFY(g.isSolved());
        g.set(0, 0, 3); // full but wrong
        QVERIFY(g.isComplete());
        QVERIFY(!g.isSolved());
        g.set(0, 0, 0);
        QVERIFY(!g.isComplete());
        QVERIFY(!g.isSolved());
    }
    void firstEmptyInReadingOrder()
    {
        Grid g = example();
        QCOMPARE(g.firstEmpty(), (std::optional<nonet::CellPosition>{{0, 2}}));
        g.set(0, 2, 4);
        g.set(0, 3, 6);
        QCOMPARE(g.firstEmpty(), (std::optional<nonet::CellPosition>{{0, 5}}));
        QVERIFY(!solved().firstEmpty().has_value());
    }
    void firstEmptyAtTheCornersOfTheGrid()
    {
        // Java's getFirstEmpty answered [0, 0] for a full grid too; here r0c0 is a real answer.
        QCOMPARE(Grid().firstEmpty(), (std::optional<nonet::CellPosition>{{0, 0}}));
        Grid g = solved();
        g.set(8, 8, 0);
        QCOMPARE(g.firstEmpty(), (std::optional<nonet::CellPosition>{{8, 8}}));
    }
    void eachRuleAloneForbidsAValue()
    {
        const Grid g = example();
        // r4c1: row 4 and box 3 lack 9, column 1 holds it (r2c1).
        QVERIFY(!g.isAllowed(4, 1, 9));
        // r4c1: no 2 in row 4, column 1 or box 3.
        QVERIFY(g.isAllowed(4, 1, 2));
        // r4c1: 7 only in box 3 (r5c0).
        QVERIFY(!g.isAllowed(4, 1, 7));
        // r4c1: 1 only in row 4 (r4c8).
        QVERIFY(!g.isAllowed(4, 1, 1));
    }
    void allowedValuesOfAFilledCellIgnoreItsOwnValueOnly()
    {
        Grid g = example();
        g.set(0, 2, 5); // a second 5 in row 0, next to r0c0's
        QVERIFY(!g.allowedValues(0, 2).contains(5));
        QVERIFY(!g.allowedValues(0, 0).contains(5)); // r0c2 now blocks r0c0's own value
    }
    void equality()
    {
        QVERIFY(example() == example());
        Grid g = example();
        g.set(8, 8, 0);
        QVERIFY(!(g == example()));
    }
    void boxedRenderingMatchesTheAssignment()
    {
        const std::string expected =
            "+-------+-------+-------+\n"
            "| 5 3 . | . 7 . | . . . |\n"
            "| 6 . . | 1 9 5 | . . . |\n"
            "| . 9 8 | . . . | . 6 . |\n"
            "+-------+-------+-------+\n"
            "| 8 . . | . 6 . | . . 3 |\n"
            "| 4 . . | 8 . 3 | . . 1 |\n"
            "| 7 . . | . 2 . | . . 6 |\n"
            "+-------+-------+-------+\n"
            "| . 6 . | . . . | 2 8 . |\n"
            "| . . . | 4 1 9 | . . 5 |\n"
            "| . . . | . 8 . | . 7 9 |\n"
            "+-------+-------+-------+\n";
        QCOMPARE(example().toBoxedString(), expected);
    }
};

QTEST_APPLESS_MAIN(TestGrid)
#include "test_grid.moc"
