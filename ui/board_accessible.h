#pragma once
// The board as assistive technology sees it: a real table of 9 rows and 9 columns whose
// children are the 81 cells themselves (row-major, cell n is child n; the container widgets
// of the layout stay out of the tree), then the pause cover (child 81, visible only while
// paused):
//
//   Table "Sudoku board"  (description: how to play)
//     Cell "Row 1 column 1, 5, given"  ... 81 cells  (TableCell row/column, Value 0..9)
//     PushButton "Paused"                             (only while paused)
//
// Its focused child is the selected cell while the board has keyboard focus (the pause
// cover while paused), and then the board itself does not claim the focus too, so a screen
// reader follows the selection and nothing else.
//
// installBoardAccessibility() registers the interfaces of BoardWidget, CellWidget and
// PauseCover with QAccessible (once per process; BoardWidget's constructor calls it).

#include <QAccessibleWidget>

namespace nonet::ui {

class BoardWidget;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardWidget* board);

    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessibleInterface* focusChild() const override;
    QAccessible::State state() const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int) const override { return {}; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    // The board selects cells, not whole rows or columns.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    const BoardWidget* board() const;
};

void installBoardAccessibility();

} // namespace nonet::ui
