#pragma once
// One place of a CellGridAccessible (cell_grid_accessible.h): a cell of the view's model at
// a row and column, or a section of its horizontal header (row -1) or of its vertical
// header (column -1; both -1: the corner). A place, not an item:
// a view may put new items in its cells (a calendar turning its month) and the place reads
// what is there now.

#include <QAccessibleInterface>

namespace nonet::ui {

class CellGridAccessible;

class GridPlaceAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    GridPlaceAccessible(const CellGridAccessible* grid, int row, int column);

    void* interface_cast(QAccessible::InterfaceType type) override;
    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return row_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override;

private:
    const CellGridAccessible* grid_;
    int row_;
    int column_;
};

} // namespace nonet::ui
