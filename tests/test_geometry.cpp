#include "core/cell_set.h"
#include "core/digit_set.h"
#include "core/geometry.h"

#include <QTest>

#include <set>

using namespace nonet;

class TestGeometry : public QObject {
    Q_OBJECT
private slots:
    void cellCoordinates()
    {
        QCOMPARE(cellAt(4, 7), 43);
        QCOMPARE(rowOf(43), 4);
        QCOMPARE(columnOf(43), 7);
        QCOMPARE(boxOf(43), 5);
        QCOMPARE(boxOf(0), 0);
        QCOMPARE(boxOf(80), 8);
        QCOMPARE(boxCell(4, 0), 30);
        QCOMPARE(boxCell(8, 8), 80);
    }
    void everyHouseHasNineDistinctCells()
    {
        for (int h = 0; h < kHouseCount; ++h) {
            std::set<int> cells(houseCells(h).begin(), houseCells(h).end());
            QCOMPARE(int(cells.size()), 9);
            QCOMPARE(houseSet(h).count(), 9);
        }
        QCOMPARE(houseKind(0), HouseKind::Row);
        QCOMPARE(houseKind(9), HouseKind::Column);
        QCOMPARE(houseKind(26), HouseKind::Box);
    }
    void twentyPeersEach()
    {
        for (int c = 0; c < kCellCount; ++c) {
            QCOMPARE(peerSet(c).count(), 20);
            QVERIFY(!peerSet(c).contains(c));
            for (int p : peersOf(c)) QVERIFY(arePeers(c, p));
        }
        QVERIFY(arePeers(0, 80) == false);
        QVERIFY(arePeers(0, 20));
    }
    void otherBoxShapes()
    {
        using Mini = BoxGeometry<2, 3>; // 6x6 with 2x3 boxes
        QCOMPARE(Mini::kSide, 6);
        QCOMPARE(Mini::kPeers, 12);
        QCOMPARE(Mini::boxOf(0, 3), 1);
        QCOMPARE(Mini::boxOf(2, 0), 2);
        QCOMPARE(int(BoxGeometry<4, 4>::kCells), 256);
        QCOMPARE(int(BoxGeometry<2, 2>::kPeers), 7);
    }
    void digitSetOperations()
    {
        DigitSet s;
        QVERIFY(s.empty());
        s.insert(3);
        s.insert(9);
        QCOMPARE(s.count(), 2);
        QVERIFY(s.contains(9));
        QVERIFY(!s.contains(1));
        QCOMPARE(s.first(), 3);
        std::vector<int> digits(s.begin(), s.end());
        QCOMPARE(digits, (std::vector<int>{3, 9}));
        s.erase(3);
        QVERIFY(s.isSingle());
        QCOMPARE((DigitSet::all() - s).count(), 8);
        QCOMPARE(DigitSet::all(16).count(), 16);
    }
    void cellSetOperations()
    {
        CellSet s;
        s.insert(0);
        s.insert(63);
        s.insert(64);
        s.insert(80);
        QCOMPARE(s.count(), 4);
        std::vector<int> cells(s.begin(), s.end());
        QCOMPARE(cells, (std::vector<int>{0, 63, 64, 80}));
        QCOMPARE(CellSet::all().count(), 81);
        QCOMPARE((houseSet(rowHouse(0)) & houseSet(boxHouse(0))).count(), 3);
        s.erase(63);
        QVERIFY(!s.contains(63));
        QCOMPARE(s.first(), 0);
    }
};

QTEST_APPLESS_MAIN(TestGeometry)
#include "test_geometry.moc"
