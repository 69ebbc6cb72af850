#include "core/logic/techniques/singles.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

namespace {

constexpr const char* kSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// The solved grid with the given cells (0-based) blanked.
CandidateGrid solvedWithout(std::initializer_list<int> blanks)
{
    std::string text = kSolved;
    for (int cell : blanks) text[static_cast<std::size_t>(cell)] = '.';
    return fromGivens(text);
}

} // namespace

class TestTechniquesSingles : public QObject {
    Q_OBJECT
private slots:
    void fullHouseFires()
    {
        // r1c1, r1c2 and r2c1 blank: row 1 and column 1 have two gaps, row 2 only one.
        const auto step = findFullHouse(solvedWithout({rc(1, 1), rc(1, 2), rc(2, 1)}));
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::FullHouse);
        QCOMPARE(placements(*step), std::string("r2c1=6"));
        QVERIFY(step->eliminations.empty());
        QCOMPARE(step->houses, std::vector<int>{rowHouse(1)});
        QCOMPARE(step->cells, std::vector<int>{rc(2, 1)});
        QCOMPARE(step->digits, DigitSet::single(6));
    }
    void fullHouseInBoxWhenLinesHaveTwoGaps()
    {
        // Every row and column has two gaps, each box at most one: the first box wins.
        const auto step = findFullHouse(solvedWithout({rc(1, 1), rc(1, 4), rc(4, 1), rc(4, 4)}));
        QVERIFY(step);
        QCOMPARE(placements(*step), std::string("r1c1=5"));
        QCOMPARE(step->houses, std::vector<int>{boxHouse(0)});
    }
    void fullHouseDoesNotFire()
    {
        QVERIFY(!findFullHouse(solvedWithout({rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)})));
        QVERIFY(!findFullHouse(allCandidates()));
    }
    void hiddenSingleBoxFires()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 5,
                       "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                       "xxx...xxx" "xxx.x.xxx" "xxx...xxx"
                       "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        const auto step = findHiddenSingleBox(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::HiddenSingleBox);
        QCOMPARE(placements(*step), std::string("r5c5=5"));
        QCOMPARE(step->houses, std::vector<int>{boxHouse(4)});
        QCOMPARE(step->digits, DigitSet::single(5));
        // A hidden single in a box is not reported as one in a line (row 5 has many 5s).
        QVERIFY(!findHiddenSingleLine(grid));
    }
    void hiddenSingleBoxDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 5,
                       "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                       "xxx...xxx" "xxx.x.xxx" "xxx..xxxx"
                       "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenSingleBox(grid));
    }
    void hiddenSingleLineFires_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("house");
        QTest::newRow("row 3") << QString("xxxxxxxxx" "xxxxxxxxx" "......x.." "xxxxxxxxx" "xxxxxxxxx"
                                          "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx")
                               << "r3c7=7" << rowHouse(2);
        QTest::newRow("column 2") << QString("x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx"
                                             "xxxxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx")
                                  << "r6c2=7" << columnHouse(1);
        // Both: the row comes first.
        QTest::newRow("row before column")
            << QString("x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "x.xxxxxxx"
                       "xxxxxxxxx" "x.xxxxxxx" "x.xxxxxxx" "...x.....")
            << "r9c4=7" << rowHouse(8);
    }
    void hiddenSingleLineFires()
    {
        QFETCH(QString, layout);
        QFETCH(QString, expected);
        QFETCH(int, house);
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 7, layout.toStdString());
        QVERIFY(!findHiddenSingleBox(grid));
        const auto step = findHiddenSingleLine(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::HiddenSingleLine);
        QCOMPARE(QString::fromStdString(placements(*step)), expected);
        QCOMPARE(step->houses, std::vector<int>{house});
    }
    void hiddenSingleLineDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 7,
                       "xxxxxxxxx" "xxxxxxxxx" "......xx." "xxxxxxxxx" "xxxxxxxxx"
                       "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findHiddenSingleLine(grid));
    }
    void nakedSingleFires()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(4, 6), {8});
        setCell(grid, rc(7, 2), {3});
        const auto step = findNakedSingle(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::NakedSingle);
        QCOMPARE(placements(*step), std::string("r4c6=8"));
        QVERIFY(step->houses.empty());
        QCOMPARE(step->cells, std::vector<int>{rc(4, 6)});
    }
    void nakedSingleDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setCell(grid, rc(4, 6), {8, 9});
        QVERIFY(!findNakedSingle(grid));
    }
    void applyingSinglesSolvesAnEasyPuzzle()
    {
        // The Dutch assignment's example falls to singles alone.
        CandidateGrid grid = fromGivens("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        int steps = 0;
        while (!grid.isComplete() && steps < 81) {
            auto step = findFullHouse(grid);
            if (!step) step = findHiddenSingleBox(grid);
            if (!step) step = findHiddenSingleLine(grid);
            if (!step) step = findNakedSingle(grid);
            QVERIFY(step);
            grid.apply(*step);
            ++steps;
        }
        QCOMPARE(grid.toGrid(), fromGivens(kSolved).toGrid());
    }
};

QTEST_GUILESS_MAIN(TestTechniquesSingles)
#include "test_techniques_singles.moc"
