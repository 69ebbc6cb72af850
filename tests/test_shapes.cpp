// The shapes of the variants (core/shape/): geometry, Jigsaw layouts, the 256-cell set,
// and the two shape solvers checked against each other and against the classic solver.

#include "core/cell_set.h"
#include "core/generator/full_grid.h"
#include "core/logic/grid_geometry.h"
#include "core/shape/jigsaw_layout.h"
#include "core/shape/shape.h"
#include "core/shape/shape_grid.h"
#include "core/solver/shape_bit_solver.h"
#include "core/solver/shape_dancing_links_solver.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Variant)

namespace {

// A puzzle of the shape: a random full grid thinned at random while both solvers agree it
// stays unique, then (when `extra` > 0) that many more clues removed so that it has
// several solutions.
ShapeGrid thinned(const ShapePtr& shape, std::mt19937_64& rng, int extra)
{
    const auto full = randomShapeSolution(shape, rng);
    if (!full) qFatal("no full grid for the shape");
    ShapeGrid grid = *full;
    std::vector<int> cells(static_cast<std::size_t>(grid.cellCount()));
    for (int i = 0; i < grid.cellCount(); ++i) cells[static_cast<std::size_t>(i)] = i;
    std::shuffle(cells.begin(), cells.end(), rng);
    const ShapeBitSolver bits;
    // Small grids are thinned to minimal; 16x16 only to half, to keep the test quick.
    const std::size_t tries = grid.side() == 16 ? cells.size() / 2 : cells.size();
    for (std::size_t i = 0; i < tries; ++i) {
        const int cell = cells[i];
        const int value = grid.at(cell);
        grid.setAt(cell, 0);
        if (bits.solve(grid, 2).count != 1) grid.setAt(cell, value);
    }
    for (int cell : cells) {
        if (extra == 0) break;
        if (grid.at(cell) == 0) continue;
        grid.setAt(cell, 0);
        --extra;
    }
    return grid;
}

} // namespace

class TestShapes : public QObject {
    Q_OBJECT
private slots:
    void everyVariantHasKeyAndName()
    {
        for (Variant v : kAllVariants) {
            QCOMPARE(parseVariant(variantKey(v)), std::optional<Variant>(v));
            QVERIFY(!variantName(v).empty());
        }
        QCOMPARE(parseVariant("WINDOKU"), std::optional<Variant>(Variant::Windoku));
        QCOMPARE(parseVariant("5x5"), std::nullopt);
    }

    void geometry_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("houses");
        for (const auto& [v, side, houses] : std::vector<std::tuple<Variant, int, int>>{
                 {Variant::Classic, 9, 27}, {Variant::Mini4, 4, 12}, {Variant::Mini6, 6, 18}, {Variant::Giant16, 16, 48},
                 {Variant::X, 9, 29}, {Variant::Windoku, 9, 31}, {Variant::Jigsaw, 9, 27}})
            QTest::newRow(variantKey(v).data()) << v << side << houses;
    }
    void geometry()
    {
        QFETCH(Variant, variant);
        QFETCH(int, side);
        QFETCH(int, houses);
        const ShapePtr shape = Shape::of(variant);
        QCOMPARE(shape->side(), side);
        QCOMPARE(shape->houseCount(), houses);
        QCOMPARE(shape->allCells().count(), side * side);
        for (int h = 0; h < shape->houseCount(); ++h) {
            const auto cells = shape->houseCells(h);
            QCOMPARE(int(std::set<int>(cells.begin(), cells.end()).size()), side);
            QCOMPARE(shape->houseSet(h).count(), side);
            for (int c : cells) QVERIFY(std::find(shape->housesOf(c).begin(), shape->housesOf(c).end(), h) != shape->housesOf(c).end());
        }
        for (int cell = 0; cell < shape->cellCount(); ++cell) {
            QVERIFY(!shape->peerSet(cell).contains(cell));
            for (int other = 0; other < shape->cellCount(); ++other) {
                bool shares = false;
                for (int h : shape->housesOf(cell)) shares = shares || (other != cell && shape->houseSet(h).contains(other));
                QCOMPARE(shape->arePeers(cell, other), shares);
            }
        }
    }

    void extraHousesWhereTheyBelong()
    {
        const ShapePtr x = Shape::of(Variant::X);
        QCOMPARE(x->houseKind(27), HouseKind::Diagonal);
        QCOMPARE(std::vector<int>(x->houseCells(28).begin(), x->houseCells(28).end()), (std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
        QCOMPARE(int(x->housesOf(40).size()), 5); // the centre lies on both diagonals
        const ShapePtr w = Shape::of(Variant::Windoku);
        QCOMPARE(w->houseKind(30), HouseKind::Window);
        QCOMPARE(int(w->houseCells(27).front()), 10); // r2c2
        QCOMPARE(int(w->houseCells(30).back()), 70);  // r8c8
        QCOMPARE(w->peerSet(10).count(), 20 + 3);     // r2c2: its window adds r3c4, r4c3, r4c4
        const ShapePtr six = Shape::of(Variant::Mini6);
        QCOMPARE(six->boxRows(), 2);
        QCOMPARE(six->boxColumns(), 3);
        QCOMPARE(six->regionOf(six->cellAt(1, 2)), 0);
        QCOMPARE(six->regionOf(six->cellAt(1, 3)), 1);
        QCOMPARE(six->regionOf(six->cellAt(2, 0)), 2);
    }

    // The classic shape at run time and the constexpr classic tables are the same geometry.
    void classicShapeMatchesClassicTables()
    {
        const ShapePtr shape = Shape::of(Variant::Classic);
        const ShapeGeometry runtime(shape);
        for (int h = 0; h < kHouseCount; ++h) {
            QVERIFY(std::equal(shape->houseCells(h).begin(), shape->houseCells(h).end(), houseCells(h).begin()));
            QCOMPARE(runtime.houseKind(h), ClassicGeometry::houseKind(h));
            QCOMPARE(runtime.rowsMeeting(h), ClassicGeometry::rowsMeeting(h));
            QCOMPARE(runtime.columnsMeeting(h), ClassicGeometry::columnsMeeting(h));
        }
        for (int c = 0; c < kCellCount; ++c) {
            QVERIFY(std::equal(runtime.peerSet(c).begin(), runtime.peerSet(c).end(), peersOf(c).begin(), peersOf(c).end()));
            QCOMPARE(runtime.regionHouseOf(c), ClassicGeometry::regionHouseOf(c));
        }
        for (int r1 = 0; r1 < 9; ++r1)
            for (int r2 = r1 + 1; r2 < 9; ++r2)
                for (int c1 = 0; c1 < 9; ++c1)
                    for (int c2 = c1 + 1; c2 < 9; ++c2)
                        QCOMPARE(runtime.isUniquenessRectangle(r1, r2, c1, c2), ClassicGeometry::isUniquenessRectangle(r1, r2, c1, c2));
    }

    void uniquenessRectanglesRespectExtraHouses()
    {
        // X: a rectangle with one corner on a diagonal cannot swap its values.
        const ShapePtr x = Shape::of(Variant::X);
        QVERIFY(!x->isUniquenessRectangle(0, 1, 0, 4)); // r1c1 is the only corner on the main diagonal
        QVERIFY(x->isUniquenessRectangle(0, 1, 2, 5));  // r1c3 r1c6 r2c3 r2c6: on no diagonal, two boxes
        QVERIFY(Shape::of(Variant::Classic)->isUniquenessRectangle(0, 1, 0, 4));
        // Windoku: a window holding one corner breaks it, one holding a column pair does not.
        const ShapePtr w = Shape::of(Variant::Windoku);
        QVERIFY(!w->isUniquenessRectangle(0, 1, 1, 4)); // r2c2 alone in window 1
        QVERIFY(w->isUniquenessRectangle(1, 2, 0, 5));  // r2c6 r3c6 in window 2, r2c1 r3c1 in none
    }

    void wideCellSet()
    {
        WideCellSet s;
        for (int c : {0, 63, 64, 127, 128, 200, 255}) s.insert(c);
        QCOMPARE(s.count(), 7);
        QCOMPARE(s.first(), 0);
        QCOMPARE(std::vector<int>(s.begin(), s.end()), (std::vector<int>{0, 63, 64, 127, 128, 200, 255}));
        s.erase(0);
        QCOMPARE(s.first(), 63);
        QVERIFY(s.contains(255) && !s.contains(254));
        QCOMPARE(WideCellSet::firstCells(256).count(), 256);
        QCOMPARE(WideCellSet::firstCells(81).count(), 81);
        QCOMPARE((WideCellSet::firstCells(100) - WideCellSet::firstCells(90)).count(), 10);
        QVERIFY(WideCellSet().empty() && WideCellSet().first() == -1);
        QVERIFY(WideCellSet().begin() == WideCellSet().end());
    }

    void jigsawLayouts()
    {
        std::mt19937_64 rng(5);
        int withGrid = 0;
        for (int i = 0; i < 40; ++i) {
            const JigsawRegions layout = randomJigsawLayout(rng);
            QVERIFY2(!checkJigsawLayout(layout), "random layouts are nine connected regions of nine");
            const ShapePtr shape = Shape::jigsaw(layout);
            QCOMPARE(shape->houseKind(shape->regionHouse(0)), HouseKind::Region);
            if (auto grid = randomShapeSolution(shape, rng, 5000)) {
                QVERIFY(grid->isSolved());
                ++withGrid;
            }
        }
        QVERIFY2(withGrid >= 30, "most random layouts have a full grid");
        // Renumbered regions are the same layout.
        JigsawRegions boxes{};
        for (int c = 0; c < 81; ++c) boxes[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(8 - ((c / 27) * 3 + (c % 9) / 3));
        QVERIFY(*Shape::jigsaw(boxes) == *Shape::of(Variant::Jigsaw));
    }

    void brokenLayoutsAreNamed()
    {
        JigsawRegions boxes{};
        for (int c = 0; c < 81; ++c) boxes[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>((c / 27) * 3 + (c % 9) / 3);
        JigsawRegions big = boxes;
        big[3] = 0; // r1c4 moves from region 2 to region 1
        const auto size = checkJigsawLayout(big);
        QVERIFY(size);
        QCOMPARE(size->message, std::string("region 1 has 10 cells; each region has 9"));
        QCOMPARE(int(size->cells.size()), 10);
        JigsawRegions apart = boxes;
        std::swap(apart[0], apart[80]);
        const auto cut = checkJigsawLayout(apart);
        QVERIFY(cut);
        QVERIFY(cut->message.find("region 1 is not connected") != std::string::npos);
        QCOMPARE(cut->cells, std::vector<int>{80});
        QVERIFY(!checkJigsawLayout(boxes));
    }

    // Both shape solvers agree on unique puzzles and on puzzles with several solutions, for
    // every variant; for the classic shape they agree with the classic solver too.
    void solversAgree_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants) QTest::newRow(variantKey(v).data()) << v;
    }
    void solversAgree()
    {
        QFETCH(Variant, variant);
        std::mt19937_64 rng(static_cast<std::uint64_t>(variant) + 77);
        const ShapeBitSolver bits;
        const ShapeDancingLinksSolver dlx;
        ShapePtr shape = Shape::of(variant);
        const int rounds = variant == Variant::Giant16 ? 2 : 12;
        for (int i = 0; i < rounds; ++i) {
            if (variant == Variant::Jigsaw) {
                do shape = Shape::jigsaw(randomJigsawLayout(rng));
                while (!randomShapeSolution(shape, rng, 5000));
            }
            for (int extra : {0, 3}) {
                const ShapeGrid puzzle = thinned(shape, rng, extra);
                for (int limit : {1, 2, 5}) {
                    const ShapeSolveResult a = bits.solve(puzzle, limit);
                    const ShapeSolveResult b = dlx.solve(puzzle, limit);
                    QCOMPARE(a.count, b.count);
                    QVERIFY(a.count >= 1 && a.solution && b.solution && a.solution->isSolved() && b.solution->isSolved());
                    if (extra == 0) {
                        QCOMPARE(a.count, 1);
                        QVERIFY(*a.solution == *b.solution);
                    }
                    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                        if (puzzle.at(cell) != 0) QCOMPARE(a.solution->at(cell), puzzle.at(cell));
                    if (variant == Variant::Classic) QCOMPARE(countSolutions(puzzle.toClassic(), limit), a.count);
                }
            }
        }
    }

    void brokenGivensHaveNoSolution()
    {
        for (Variant v : kAllVariants) {
            ShapeGrid grid(Shape::of(v));
            const Shape& shape = grid.shape();
            // Two equal values in the last house (an extra house where there is one).
            const auto cells = shape.houseCells(shape.houseCount() - 1);
            grid.setAt(cells[0], 1);
            grid.setAt(cells[shape.side() - 1], 1);
            QCOMPARE(ShapeBitSolver().solve(grid, 2).count, 0);
            QCOMPARE(ShapeDancingLinksSolver().solve(grid, 2).count, 0);
            QCOMPARE(countShapeSolutions(grid), 0);
            ShapeGrid high(Shape::of(v));
            high.setAt(0, v == Variant::Giant16 ? 17 : shape.side() + 1);
            QCOMPARE(ShapeBitSolver().solve(high, 2).count, 0);
            QCOMPARE(ShapeDancingLinksSolver().solve(high, 2).count, 0);
        }
    }

    void emptyGridsHaveManySolutions()
    {
        for (Variant v : kAllVariants) {
            const ShapeGrid empty(Shape::of(v));
            QCOMPARE(ShapeBitSolver().solve(empty, 3).count, 3);
            if (v != Variant::Giant16) QCOMPARE(ShapeDancingLinksSolver().solve(empty, 3).count, 3);
        }
        // All 288 4x4 grids, counted by both.
        const ShapeGrid empty(Shape::of(Variant::Mini4));
        QCOMPARE(ShapeBitSolver().solve(empty, 1000).count, 288);
        QCOMPARE(ShapeDancingLinksSolver().solve(empty, 1000).count, 288);
    }
};

QTEST_GUILESS_MAIN(TestShapes)
#include "test_shapes.moc"
