#include "core/model/box_house.h"
#include "core/model/candidate_cell.h"
#include "core/model/candidate_puzzle.h"
#include "core/model/cell_collection.h"
#include "core/model/house.h"

#include <QTest>

#include <memory>
#include <stdexcept>
#include <vector>

using namespace nonet;

namespace {

const char* const kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* const kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

using Values = std::vector<int>;

std::vector<CandidateCell*> pointers(std::vector<CandidateCell>& cells)
{
    std::vector<CandidateCell*> out;
    for (CandidateCell& c : cells) out.push_back(&c);
    return out;
}

// A cell of 1..9 reduced to the given possibilities.
CandidateCell cellWith(const Values& keep)
{
    CandidateCell c;
    for (int v = 1; v <= 9; ++v)
        if (std::find(keep.begin(), keep.end(), v) == keep.end()) c.removePossibility(v);
    return c;
}

std::array<LooseValue, kCellCount> looseFrom(const char* cells)
{
    std::array<LooseValue, kCellCount> values;
    for (int i = 0; i < kCellCount; ++i) {
        const char c = cells[i];
        // Mix the loose forms: digits as numbers and as text, blanks as text and as nothing.
        if (c == '.') values[static_cast<std::size_t>(i)] = i % 2 == 0 ? LooseValue(std::string(".")) : LooseValue(std::monostate{});
        else if (i % 3 == 0) values[static_cast<std::size_t>(i)] = std::string(1, c);
        else values[static_cast<std::size_t>(i)] = c - '0';
    }
    return values;
}

} // namespace

class TestCandidateModel : public QObject {
    Q_OBJECT
private slots:
    // ---- CandidateCell (SudokuCell) ----
    void newCellHoldsEveryValue()
    {
        const CandidateCell c;
        QCOMPARE(c.possibleValueCount(), 9);
        QCOMPARE(c.possibilities(), (Values{1, 2, 3, 4, 5, 6, 7, 8, 9}));
        QVERIFY(!c.isFinalized());
        QVERIFY(!c.finalizedValue().has_value());
        QCOMPARE(c.toString(), std::string("1,2,3,4,5,6,7,8,9"));
        for (int v = 1; v <= 9; ++v) QVERIFY(c.containsPossibility(v));
        QVERIFY(!c.containsPossibility(0));
        QVERIFY(!c.containsPossibility(10));
        QVERIFY(!c.containsPossibility(-3));
    }
    void valueCountIsConfigurable()
    {
        const CandidateCell four(4);
        QCOMPARE(four.possibilities(), (Values{1, 2, 3, 4}));
        QVERIFY(!four.containsPossibility(5));
        const CandidateCell sixteen(16);
        QCOMPARE(int(sixteen.possibilities().size()), 16);
        QCOMPARE(sixteen.toString(), std::string("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16"));
        const CandidateCell one(1);
        QVERIFY(one.isFinalized());
        QCOMPARE(one.finalizedValue(), std::optional<int>(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, CandidateCell(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, CandidateCell(17));
        CandidateCell c(4);
        QVERIFY(!c.setFinalizedValue(5)); // outside 1..4
        QVERIFY(!c.removePossibility(5));
        QCOMPARE(c.possibilities(), (Values{1, 2, 3, 4}));
    }
    void settingTheFinalizedValueRemovesTheOthers()
    {
        CandidateCell c;
        QVERIFY(c.setFinalizedValue(5));
        QVERIFY(c.isFinalized());
        QCOMPARE(c.finalizedValue(), std::optional<int>(5));
        QCOMPARE(c.possibilities(), (Values{5}));
        QCOMPARE(c.toString(), std::string("5"));
        QVERIFY(!c.containsPossibility(4));
        // A value removed before may still be set: the cell then holds just that value.
        CandidateCell d;
        d.removePossibility(3);
        QVERIFY(d.setFinalizedValue(3));
        QCOMPARE(d.finalizedValue(), std::optional<int>(3));
        CandidateCell e;
        QVERIFY(!e.setFinalizedValue(0));
        QVERIFY(!e.setFinalizedValue(10));
        QCOMPARE(e.possibilities().size(), std::size_t(9));
    }
    void finalizedCellIsImmutable()
    {
        CandidateCell c;
        c.setFinalizedValue(7);
        QVERIFY(!c.setFinalizedValue(2));
        QVERIFY(!c.setFinalizedValue(7));
        QCOMPARE(c.finalizedValue(), std::optional<int>(7));
        QVERIFY(!c.removePossibility(7)); // not even its own value
        QVERIFY(!c.removePossibility(2));
        const std::array<int, 3> some = {7, 1, 2};
        QCOMPARE(c.removePossibilities(some), 0);
        QCOMPARE(c.possibilities(), (Values{7}));
    }
    void removePossibilityReportsWhetherItRemoved()
    {
        CandidateCell c;
        QVERIFY(c.removePossibility(4));
        QVERIFY(!c.containsPossibility(4));
        QVERIFY(!c.removePossibility(4)); // already gone
        QVERIFY(!c.removePossibility(0));
        QVERIFY(!c.removePossibility(12));
        QCOMPARE(c.possibilities(), (Values{1, 2, 3, 5, 6, 7, 8, 9}));
        QCOMPARE(c.toString(), std::string("1,2,3,5,6,7,8,9"));
    }
    void removingDownToOneFinalizes()
    {
        CandidateCell c;
        const std::array<int, 9> all = {9, 1, 8, 2, 7, 3, 6, 4, 5};
        // Removes 9,1,8,2,7,3,6,4 - then the cell is finalized with 5 and 5 stays.
        QCOMPARE(c.removePossibilities(all), 8);
        QVERIFY(c.isFinalized());
        QCOMPARE(c.finalizedValue(), std::optional<int>(5));
        CandidateCell d;
        const std::array<int, 4> repeated = {2, 2, 6, 11};
        QCOMPARE(d.removePossibilities(repeated), 2);
        QCOMPARE(d.possibilities(), (Values{1, 3, 4, 5, 7, 8, 9}));
    }

    // ---- CellCollection (SudokuCellCollection) ----
    void collectionBasics()
    {
        std::vector<CandidateCell> cells(5);
        cells[1].setFinalizedValue(4);
        cells[3].setFinalizedValue(2);
        cells[0].removePossibility(9);
        const CellCollection coll(pointers(cells));
        QCOMPARE(coll.length(), 5);
        QCOMPARE(&coll.cell(2), &cells[2]);
        QCOMPARE(coll.finalizedValues(), (Values{4, 2}));
        QCOMPARE(coll.count([](const CandidateCell& c) { return c.isFinalized(); }), 2);
        QCOMPARE(coll.count([](const CandidateCell& c) { return c.containsPossibility(9); }), 2);
        QCOMPARE(CellCollection().length(), 0);
        QCOMPARE(CellCollection().finalizedValues(), Values{});
        std::vector<CandidateCell> open(3);
        QCOMPARE(CellCollection(pointers(open)).finalizedValues(), Values{});
        QCOMPARE(CellCollection(pointers(cells)).finalizedValues(), (Values{4, 2}));
        std::vector<CandidateCell> same(2);
        same[0].setFinalizedValue(6);
        same[1].setFinalizedValue(6);
        QCOMPARE(CellCollection(pointers(same)).finalizedValues(), (Values{6, 6})); // one per finalized cell
    }
    void containsCellComparesReferences()
    {
        std::vector<CandidateCell> cells(3);
        const CellCollection coll(pointers(cells));
        QVERIFY(coll.containsCell(cells[0]));
        QVERIFY(coll.containsCell(cells[2]));
        const CandidateCell equalButOther = cells[0];
        QVERIFY(equalButOther == cells[0]);
        QVERIFY(!coll.containsCell(equalButOther));
    }
    void containsPossibilityLooksAtEveryCell()
    {
        std::vector<CandidateCell> cells = {cellWith({1, 2}), cellWith({3})};
        const CellCollection coll(pointers(cells));
        QVERIFY(coll.containsPossibility(2));
        QVERIFY(coll.containsPossibility(3)); // a finalized cell's value counts
        QVERIFY(!coll.containsPossibility(4));
        QVERIFY(!CellCollection().containsPossibility(1));
    }
    void possibilitiesOfUnfinishedCells()
    {
        std::vector<CandidateCell> cells = {cellWith({7, 2}), cellWith({5}), cellWith({2, 9, 3})};
        const CellCollection coll(pointers(cells));
        QCOMPARE(coll.possibilities(), (Values{2, 3, 7, 9})); // distinct, sorted, 5 is finalized
        std::vector<CandidateCell> done = {cellWith({5}), cellWith({6})};
        QCOMPARE(CellCollection(pointers(done)).possibilities(), Values{});
    }
    void forEachStartsWhereAsked()
    {
        std::vector<CandidateCell> cells(4);
        const CellCollection coll(pointers(cells));
        std::vector<const CandidateCell*> seen;
        coll.forEach([&seen](CandidateCell& c) { seen.push_back(&c); });
        QCOMPARE(seen, (std::vector<const CandidateCell*>{&cells[0], &cells[1], &cells[2], &cells[3]}));
        seen.clear();
        coll.forEach([&seen](CandidateCell& c) { seen.push_back(&c); }, 2);
        QCOMPARE(seen, (std::vector<const CandidateCell*>{&cells[2], &cells[3]}));
        seen.clear();
        coll.forEach([&seen](CandidateCell& c) { seen.push_back(&c); }, 4);
        coll.forEach([&seen](CandidateCell& c) { seen.push_back(&c); }, 40);
        QVERIFY(seen.empty());
        // The cells are mutable through the collection.
        coll.forEach([](CandidateCell& c) { c.setFinalizedValue(8); }, 3);
        QCOMPARE(cells[3].finalizedValue(), std::optional<int>(8));
        QVERIFY(!cells[2].isFinalized());
    }
    void removeCellBuildsANewCollection()
    {
        std::vector<CandidateCell> cells(4);
        const CellCollection coll(pointers(cells));
        const CellCollection rest = coll.removeCell(cells[1]);
        QCOMPARE(rest.length(), 3);
        QVERIFY(!rest.containsCell(cells[1]));
        QVERIFY(rest.containsCell(cells[0]) && rest.containsCell(cells[2]) && rest.containsCell(cells[3]));
        QCOMPARE(coll.length(), 4); // unchanged
        QVERIFY(coll.containsCell(cells[1]));
        CandidateCell stranger;
        QCOMPARE(coll.removeCell(stranger).length(), 4);
        QCOMPARE(&coll.removeCell(stranger).cell(0), &cells[0]);
    }
    void removeCellsTakesTheDifference()
    {
        std::vector<CandidateCell> cells(5);
        const CellCollection coll(pointers(cells));
        const CellCollection other({&cells[0], &cells[3]});
        const CellCollection rest = coll.removeCells(other);
        QCOMPARE(rest.cells(), (std::vector<CandidateCell*>{&cells[1], &cells[2], &cells[4]}));
        QCOMPARE(coll.length(), 5);
        // A house is a collection too.
        const House house({&cells[4]});
        QCOMPARE(coll.removeCells(house).length(), 4);
        QVERIFY(!coll.removeCells(house).containsCell(cells[4]));
        QCOMPARE(coll.removeCells(coll).length(), 0);
    }
    void removeCellsWithSomethingElseReturnsThisCollection()
    {
        std::vector<CandidateCell> cells(3);
        const CellCollection coll(pointers(cells));
        QCOMPARE(&coll.removeCells(nullptr), &coll);
        QCOMPARE(&coll.removeCells(42), &coll);
        QCOMPARE(&coll.removeCells(std::string("cells")), &coll);
        QCOMPARE(&coll.removeCells(pointers(cells)), &coll); // a vector of cells is not a collection
        QCOMPARE(&coll.removeCells(cells[0]), &coll);         // nor is a single cell
    }
    void removePossibilityCountsChangedCells()
    {
        std::vector<CandidateCell> cells = {cellWith({1, 2}), cellWith({2}), cellWith({2, 3}), cellWith({3, 4})};
        const CellCollection coll(pointers(cells));
        QCOMPARE(coll.removePossibility(2), 2); // cells 0 and 2; cell 1 is finalized
        QCOMPARE(cells[0].possibilities(), (Values{1}));
        QCOMPARE(cells[1].finalizedValue(), std::optional<int>(2));
        QCOMPARE(cells[2].possibilities(), (Values{3}));
        QCOMPARE(coll.removePossibility(2), 0);
        QCOMPARE(coll.removePossibility(4), 1);
    }

    // ---- House (SudokuCellBlock) ----
    void trySolveUnchanged()
    {
        std::vector<CandidateCell> cells(9);
        const House house(pointers(cells));
        QCOMPARE(house.trySolve(), (TrySolveResult{false, false}));
        QCOMPARE(cells[0].possibilities().size(), std::size_t(9));
    }
    void trySolveOneRemovalIsAChange()
    {
        // {1}, then eight cells of 1..9 of which only the first still has 1.
        std::vector<CandidateCell> cells(9);
        cells[0].setFinalizedValue(1);
        for (int i = 2; i < 9; ++i) cells[static_cast<std::size_t>(i)].removePossibility(1);
        const House house(pointers(cells));
        // Exactly one possibility goes: 1 from cell 1. Nothing else follows.
        QCOMPARE(house.trySolve(), (TrySolveResult{true, false}));
        QCOMPARE(cells[1].possibilities(), (Values{2, 3, 4, 5, 6, 7, 8, 9}));
        for (int i = 2; i < 9; ++i) QCOMPARE(cells[static_cast<std::size_t>(i)].possibilities(), (Values{2, 3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(house.trySolve(), (TrySolveResult{false, false})); // nothing left to do
    }
    void trySolveFinishesAHouse()
    {
        std::vector<CandidateCell> cells(9);
        for (int i = 0; i < 8; ++i) cells[static_cast<std::size_t>(i)].setFinalizedValue(i + 1);
        const House house(pointers(cells));
        QCOMPARE(house.trySolve(), (TrySolveResult{true, true}));
        QCOMPARE(cells[8].finalizedValue(), std::optional<int>(9));
        QCOMPARE(house.trySolve(), (TrySolveResult{false, true}));
    }
    void trySolvePlacesAHiddenSingle()
    {
        std::vector<CandidateCell> cells(9);
        for (int i = 1; i < 9; ++i) cells[static_cast<std::size_t>(i)].removePossibility(6);
        const House house(pointers(cells));
        QCOMPARE(house.trySolve(), (TrySolveResult{true, false}));
        QCOMPARE(cells[0].finalizedValue(), std::optional<int>(6));
        QCOMPARE(cells[1].possibilities(), (Values{1, 2, 3, 4, 5, 7, 8, 9}));
    }
    void trySolveUsesNakedSubsets()
    {
        std::vector<CandidateCell> cells(9);
        cells[3] = cellWith({4, 8});
        cells[7] = cellWith({4, 8});
        const House house(pointers(cells));
        QCOMPARE(house.trySolve(), (TrySolveResult{true, false}));
        for (int i : {0, 1, 2, 4, 5, 6, 8}) QCOMPARE(cells[static_cast<std::size_t>(i)].possibilities(), (Values{1, 2, 3, 5, 6, 7, 9}));
        QCOMPARE(cells[3].possibilities(), (Values{4, 8}));
    }
    void trySolveLeavesFinalizedConflictsAlone()
    {
        std::vector<CandidateCell> cells(9);
        cells[0].setFinalizedValue(5);
        cells[1].setFinalizedValue(5);
        for (int i = 2; i < 9; ++i) cells[static_cast<std::size_t>(i)].removePossibility(5);
        const House house(pointers(cells));
        QCOMPARE(house.trySolve(), (TrySolveResult{false, false}));
        QCOMPARE(cells[0].finalizedValue(), std::optional<int>(5));
        QCOMPARE(cells[1].finalizedValue(), std::optional<int>(5));
    }
    void trySolveTouchesOnlyItsOwnCells()
    {
        CandidatePuzzle puzzle(looseFrom(kExample));
        const std::array<CandidateCell, kCellCount> before = puzzle.toArray();
        const TrySolveResult result = puzzle.row(0).trySolve();
        QVERIFY(result.changed);
        QVERIFY(!result.solved);
        const std::array<CandidateCell, kCellCount> after = puzzle.toArray();
        for (int cell = 9; cell < kCellCount; ++cell) QVERIFY(after[static_cast<std::size_t>(cell)] == before[static_cast<std::size_t>(cell)]);
        QCOMPARE(puzzle.cell(0, 2).possibilities(), (Values{1, 2, 4, 6, 8, 9})); // row 0 holds 5 3 7
    }

    // ---- BoxHouse (Sudoku3x3Block) ----
    void boxRowsAndColumns()
    {
        std::vector<CandidateCell> cells(9);
        const BoxHouse box(pointers(cells));
        QCOMPARE(box.rowCells(1).cells(), (std::vector<CandidateCell*>{&cells[3], &cells[4], &cells[5]}));
        QCOMPARE(box.columnCells(2).cells(), (std::vector<CandidateCell*>{&cells[2], &cells[5], &cells[8]}));
    }
    void possibilitiesConfinedToARowOrColumn()
    {
        std::vector<CandidateCell> cells(9);
        for (int i = 3; i < 9; ++i) cells[static_cast<std::size_t>(i)].removePossibility(7); // 7 only in row 0
        for (int i : {0, 1, 3, 4, 6, 7}) cells[static_cast<std::size_t>(i)].removePossibility(3); // 3 only in column 2
        for (int i : {0, 1, 2, 3, 5, 6, 7, 8}) cells[static_cast<std::size_t>(i)].removePossibility(5); // 5 only in the centre
        const BoxHouse box(pointers(cells));
        QCOMPARE(box.possibilitiesOnlyInRow(0), (Values{7}));
        QCOMPARE(box.possibilitiesOnlyInRow(1), (Values{5}));
        QCOMPARE(box.possibilitiesOnlyInRow(2), Values{});
        QCOMPARE(box.possibilitiesOnlyInColumn(0), Values{});
        QCOMPARE(box.possibilitiesOnlyInColumn(1), (Values{5}));
        QCOMPARE(box.possibilitiesOnlyInColumn(2), (Values{3}));
        // A finalized cell inside the row adds nothing of its own.
        cells[0].setFinalizedValue(1);
        for (int i = 1; i < 9; ++i) cells[static_cast<std::size_t>(i)].removePossibility(1);
        QCOMPARE(box.possibilitiesOnlyInRow(0), (Values{7}));

        // 9 only in r0c0 besides ...
        std::vector<CandidateCell> alone(9);
        for (int i = 1; i < 9; ++i) alone[static_cast<std::size_t>(i)].removePossibility(9);
        QCOMPARE(BoxHouse(pointers(alone)).possibilitiesOnlyInRow(0), (Values{9}));
        // ... while a finalized 9 elsewhere in the box counts as holding it.
        std::vector<CandidateCell> held(9);
        for (int i = 1; i < 8; ++i) held[static_cast<std::size_t>(i)].removePossibility(9);
        held[8].setFinalizedValue(9);
        QCOMPARE(BoxHouse(pointers(held)).possibilitiesOnlyInRow(0), Values{});
        QCOMPARE(BoxHouse(pointers(held)).possibilitiesOnlyInRow(2), Values{});
    }
    void rowAndColumnFinalized()
    {
        std::vector<CandidateCell> cells(9);
        const BoxHouse box(pointers(cells));
        QVERIFY(!box.isRowFinalized(0));
        cells[0].setFinalizedValue(1);
        cells[1].setFinalizedValue(2);
        QVERIFY(!box.isRowFinalized(0));
        cells[2].setFinalizedValue(3);
        QVERIFY(box.isRowFinalized(0));
        QVERIFY(!box.isRowFinalized(1));
        QVERIFY(!box.isColumnFinalized(0));
        cells[3].setFinalizedValue(4);
        cells[6].setFinalizedValue(7);
        QVERIFY(box.isColumnFinalized(0));
        QVERIFY(!box.isColumnFinalized(1));
    }
    void boxText()
    {
        std::vector<CandidateCell> cells(9);
        const std::array<int, 9> values = {4, 5, 1, 9, 2, 6, 7, 6, 8};
        for (std::size_t i = 0; i < 9; ++i) cells[i].setFinalizedValue(values[i]);
        QCOMPARE(BoxHouse(pointers(cells)).toString(), std::string("[4, 5, 1] [9, 2, 6] [7, 6, 8]"));
        std::vector<CandidateCell> open(9);
        open[4].setFinalizedValue(3);
        QCOMPARE(BoxHouse(pointers(open)).toString(), std::string("[., ., .] [., 3, .] [., ., .]"));
    }

    // ---- CandidatePuzzle (Sudoku9x9) ----
    void looseValues_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("expected"); // 0 = blank
        // The values below, by index.
        const std::vector<int> expected = {5, 5, 5, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        for (std::size_t i = 0; i < expected.size(); ++i) QTest::newRow(qPrintable(QString::number(i))) << int(i) << expected[i];
    }
    void looseValues()
    {
        QFETCH(int, index);
        QFETCH(int, expected);
        const std::vector<LooseValue> values = {5, std::string("5"), 5.0, std::string("9"), 0, 10, -1, 5.5, std::string("05"),
            std::string(" 5"), std::string(""), std::string("x"), std::monostate{}, std::string("."), std::string("10")};
        QCOMPARE(looseGiven(values[static_cast<std::size_t>(index)]).value_or(0), expected);
    }
    void puzzleFromLooseValues()
    {
        CandidatePuzzle puzzle(looseFrom(kExample));
        for (int cell = 0; cell < kCellCount; ++cell) {
            const CandidateCell& c = puzzle.cell(rowOf(cell), columnOf(cell));
            if (kExample[cell] == '.') {
                QVERIFY(!c.isFinalized());
                QCOMPARE(c.possibilities().size(), std::size_t(9));
            } else {
                QCOMPARE(c.finalizedValue(), std::optional<int>(kExample[cell] - '0'));
            }
        }
        Grid grid;
        for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, kExample[cell] == '.' ? 0 : kExample[cell] - '0');
        QVERIFY(puzzle.toGrid() == grid);
        CandidatePuzzle fromGrid(grid);
        QVERIFY(fromGrid.toArray() == puzzle.toArray());
    }
    void rowsColumnsAndBoxesReferTheCells()
    {
        CandidatePuzzle puzzle(looseFrom(kExample));
        const House row = puzzle.row(4);
        const House column = puzzle.column(7);
        QCOMPARE(row.length(), 9);
        QCOMPARE(column.length(), 9);
        for (int i = 0; i < 9; ++i) {
            QCOMPARE(&row.cell(i), &puzzle.cell(4, i));
            QCOMPARE(&column.cell(i), &puzzle.cell(i, 7));
        }
        const BoxHouse box = puzzle.box(1, 2); // rows 3..5, columns 6..8
        QCOMPARE(box.length(), 9);
        for (int i = 0; i < 9; ++i) QCOMPARE(&box.cell(i), &puzzle.cell(3 + i / 3, 6 + i % 3));
        QCOMPARE(puzzle.box(0, 0).toString(), std::string("[5, 3, .] [6, ., .] [., 9, 8]"));
        QCOMPARE(puzzle.box(2, 2).toString(), std::string("[2, 8, .] [., ., 5] [., 7, 9]"));
        QCOMPARE(row.finalizedValues(), (Values{4, 8, 3, 1}));
        QCOMPARE(column.finalizedValues(), (Values{6, 8, 7}));
        // Changes through a house are changes to the puzzle.
        row.cell(1).removePossibility(2);
        QVERIFY(!puzzle.cell(4, 1).containsPossibility(2));
        QVERIFY(puzzle.box(1, 0).containsCell(puzzle.cell(4, 1)));
        QVERIFY(!puzzle.box(1, 1).containsCell(puzzle.cell(4, 1)));
    }
    void toArrayIsADeepCopy()
    {
        CandidatePuzzle puzzle(looseFrom(kExample));
        std::array<CandidateCell, kCellCount> copy = puzzle.toArray();
        QVERIFY(copy[2] == puzzle.cell(0, 2));
        QVERIFY(&copy[2] != &puzzle.cell(0, 2));
        copy[2].setFinalizedValue(4);
        QVERIFY(!puzzle.cell(0, 2).isFinalized());
        QVERIFY(!puzzle.row(0).containsCell(copy[2]));
    }
    void housesAloneSolveAnEasyPuzzle()
    {
        // trySolve over all 27 houses until nothing changes solves the Dutch example.
        CandidatePuzzle puzzle(looseFrom(kExample));
        bool changed = true;
        int rounds = 0;
        while (changed && rounds < 100) {
            changed = false;
            ++rounds;
            for (int i = 0; i < 9; ++i) {
                changed = puzzle.row(i).trySolve().changed || changed;
                changed = puzzle.column(i).trySolve().changed || changed;
                changed = puzzle.box(i / 3, i % 3).trySolve().changed || changed;
            }
        }
        QCOMPARE(formatted(puzzle.toGrid()), std::string(kSolution));
        for (int i = 0; i < 9; ++i) QVERIFY(puzzle.row(i).trySolve().solved);
    }

private:
    static std::string formatted(const Grid& g)
    {
        std::string out;
        for (int cell = 0; cell < kCellCount; ++cell) out += static_cast<char>('0' + g.at(cell));
        return out;
    }
};

QTEST_APPLESS_MAIN(TestCandidateModel)
#include "test_candidate_model.moc"
