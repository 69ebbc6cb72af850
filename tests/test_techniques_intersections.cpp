#include "core/logic/techniques/intersections.h"

#include "technique_testing.h"

#include <QTest>

using namespace nonet;
using namespace nonet::testing;

class TestTechniquesIntersections : public QObject {
    Q_OBJECT
private slots:
    void pointingFires_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("cells");
        QTest::addColumn<int>("line");
        QTest::newRow("row") << QString("xx.xxxxxx" "...xxxxxx" "...xxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                        "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx")
                             << "r1c4<>3 r1c5<>3 r1c6<>3 r1c7<>3 r1c8<>3 r1c9<>3" << "r1c1 r1c2" << rowHouse(0);
        // Boxes 1..5 (counted from 1) are full of 3s; box 6 has them only in column 8 (r4c8, r6c8).
        QTest::newRow("column") << QString("xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxx.x." "xxxxxx..."
                                           "xxxxxx.x." "xxxxxxxxx" "xxxxxxx.x" "xxxxxxxxx")
                                << "r1c8<>3 r2c8<>3 r3c8<>3 r7c8<>3 r9c8<>3" << "r4c8 r6c8" << columnHouse(7);
    }
    void pointingFires()
    {
        QFETCH(QString, layout);
        QFETCH(QString, expected);
        QFETCH(QString, cells);
        QFETCH(int, line);
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 3, layout.toStdString());
        const auto step = findLockedPointing(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::LockedPointing);
        QCOMPARE(QString::fromStdString(eliminations(*step)), expected);
        QCOMPARE(QString::fromStdString(cellNames(step->cells)), cells);
        QCOMPARE(step->houses.size(), std::size_t{2});
        QCOMPARE(step->houses[1], line);
        QCOMPARE(step->digits, DigitSet::single(3));
        QVERIFY(step->placements.empty());
    }
    void pointingDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        // Not confined: r1c1 and r2c2.
        setDigitLayout(grid, 3, "x..xxxxxx" ".x.xxxxxx" "...xxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findLockedPointing(grid));
        // Confined to row 1, but the rest of row 1 has no 3 left: nothing to eliminate.
        setDigitLayout(grid, 3, "xx......." "...xxxxxx" "...xxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findLockedPointing(grid));
    }
    void claimingFires()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "...xx...."
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findLockedPointing(grid));
        const auto step = findLockedClaiming(grid);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::LockedClaiming);
        QCOMPARE(eliminations(*step), std::string("r4c4<>4 r4c5<>4 r4c6<>4 r6c4<>4 r6c5<>4 r6c6<>4"));
        QCOMPARE(cellNames(step->cells), std::string("r5c4 r5c5"));
        QCOMPARE(step->houses, (std::vector<int>{rowHouse(4), boxHouse(4)}));
    }
    void claimingInColumnFires()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx"
                                "xxxxxxxxx" "xxxxxxxx." "xxxxxxxxx" "xxxxxxxx.");
        // Column 9 keeps r1..r6 and r8: three boxes, nothing claimed.
        QVERIFY(!findLockedClaiming(grid));
        setDigitLayout(grid, 4, "xxxxxxxx." "xxxxxxxx." "xxxxxxxx." "xxxxxxxx." "xxxxxxxx."
                                "xxxxxxxx." "xxxxxxxxx" "xxxxxxxx." "xxxxxxxxx");
        const auto step = findLockedClaiming(grid);
        QVERIFY(step);
        QCOMPARE(eliminations(*step), std::string("r7c7<>4 r7c8<>4 r8c7<>4 r8c8<>4 r9c7<>4 r9c8<>4"));
        QCOMPARE(step->houses, (std::vector<int>{columnHouse(8), boxHouse(8)}));
    }
    void claimingDoesNotFire()
    {
        CandidateGrid grid = allCandidates();
        setDigitLayout(grid, 4, "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "...xx.x.."
                                "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx");
        QVERIFY(!findLockedClaiming(grid));
    }
};

QTEST_GUILESS_MAIN(TestTechniquesIntersections)
#include "test_techniques_intersections.moc"
