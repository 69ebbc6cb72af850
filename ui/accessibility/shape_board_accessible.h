#pragma once
// The variant board (ShapeBoardWidget, one painted widget) as assistive technology sees
// it: a real table of the shape's rows and columns whose children are its cells, made up
// here because no widget stands for them (ShapeCellAccessible; cell n is child n,
// row-major):
//
//   Table "Board"  (description: how to play)
//     Cell "Row 1 column 1, 5, given"  ... side x side cells  (TableCell row/column, Value)
//
// As on the classic board (ui/board_accessible.h), its focused child is the selected cell
// while the board has keyboard focus, and the board then does not claim the focus itself,
// so a screen reader follows the selection and nothing else.
//
// The cells' interfaces are made on first request and registered with QAccessible; they
// live as long as this interface (the board's), and one for a cell beyond a smaller shape
// that replaced a bigger one reports itself invalid.
//
// installShapeBoardAccessibility() registers the factory (once per process; the board's
// constructor calls it).

#include <QAccessibleWidget>

#include <vector>

namespace nonet::ui {

class ShapeBoardWidget;

class ShapeBoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit ShapeBoardAccessible(ShapeBoardWidget* board);
    ~ShapeBoardAccessible() override;

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
    // The board selects one cell, not whole rows or columns.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    const ShapeBoardWidget* board() const;

    mutable std::vector<QAccessible::Id> cellIds_; // by cell; 0 until asked for
};

void installShapeBoardAccessibility();

} // namespace nonet::ui
