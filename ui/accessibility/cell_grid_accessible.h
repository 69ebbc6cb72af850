#pragma once
// A table view read as a grid of cells rather than as a table of records: a grouping that
// offers the Table interface, as the board does (board_accessible.h), for views whose rows
// are no records - a calendar's weeks. Orca speaks every cell of a table's row whenever
// the cursor enters another row ("speak full row", on by default for an application's
// tables): Down in a calendar read out the whole week instead of the day moved to. As a
// grouping, each move says the one cell the cursor is on, with its name (the item's
// Qt::AccessibleTextRole, else its text) and description; what reads tables (a cell's row
// and column, the cell at a row and column, the column headers) still does.
//
//   Grouping "Daily puzzles by day"   (Table interface: rows x columns of the model)
//     ColumnHeader "Mon" ...          the horizontal header's sections (after a corner)
//     RowHeader, Cell "Monday 7 December 2026, Medium, solved" ...   row by row
//
// The children are numbered as QTableView numbers them when it tells a screen reader where
// its current cell went: a row of header places first and a header place at the start of
// each row, for each header the view has, shown or hidden (a hidden one's places are
// invisible). A cell names no header cells: its name says all (a weekday's header would be
// said again at every change of column).
//
// readAsCellGrid(view) marks a view so, and drops the table's interface Qt may have made and
// kept for it already (while a screen reader listens, a view tells of itself as it is made).

#include "ui/accessibility/cell_table_interface.h"

#include <QAccessibleWidget>
#include <QHash>

class QTableView;

namespace nonet::ui {

class CellGridAccessible : public QAccessibleWidget, public CellTableInterface {
public:
    explicit CellGridAccessible(QTableView* view);
    ~CellGridAccessible() override;

    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessibleInterface* focusChild() const override;
    QAccessible::State state() const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;

    // QAccessibleTableInterface (rows and columns are never selected: CellTableInterface)
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    int columnCount() const override;
    int rowCount() const override;

    QTableView* view() const;
    // The rows and columns of header places before the cells (0 or 1 each).
    int headerRows() const;
    int headerColumns() const;
    // Row -1 is the horizontal header's, column -1 the vertical header's.
    QAccessibleInterface* place(int row, int column) const;

private:

    // By child index, as registered with QAccessible (which owns them): ids, not pointers,
    // since at the end Qt deletes its interfaces in any order, the places perhaps first.
    mutable QHash<int, QAccessible::Id> places_;
};

void readAsCellGrid(QTableView* view);

} // namespace nonet::ui
