#pragma once
// The board as assistive technology sees it: a grid of 9 rows and 9 columns - a grouping
// that offers the Table interface - whose children are the 81 cells themselves (row-major,
// cell n is child n; the container widgets of the layout stay out of the tree), then the
// pause cover (child 81, visible only while paused):
//
//   Grouping "Sudoku board"  (Table interface: 9 x 9; description: the grid, how to play)
//     Cell "Row 1 column 1, 5, given"  ... 81 cells  (TableCell row/column, Value 0..9)
//     PushButton "Paused"                             (only while paused)
//
// Not the Table role: a screen reader reads a table row by row as records - Orca speaks
// all nine cells of a row whenever the cursor enters another row (its "speak full row"
// for tables of an application, on by default), so the cell the player moved to was lost
// among the others. A Sudoku row is no record; as a grouping with the Table interface,
// each move says the one cell the cursor is on ("Row 2 column 3, 2, given"), and what
// reads tables (row and column of a cell, the cell at a row and column) still does.
//
// Its focused child is the selected cell while the board has keyboard focus (the pause
// cover while paused), and then the board itself does not claim the focus too, so a screen
// reader follows the selection and nothing else.
//
// installBoardAccessibility() registers the interfaces of BoardWidget, CellWidget and
// PauseCover with QAccessible (once per process; BoardWidget's constructor calls it).

#include "ui/accessibility/cell_table_interface.h"

#include <QAccessibleWidget>

namespace nonet::ui {

class BoardWidget;

class BoardAccessible : public QAccessibleWidget, public CellTableInterface {
public:
    explicit BoardAccessible(BoardWidget* board);

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
    int columnCount() const override;
    int rowCount() const override;

private:
    const BoardWidget* board() const;
    int coverIndex() const;
};

void installBoardAccessibility();

} // namespace nonet::ui
