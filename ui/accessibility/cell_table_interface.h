#pragma once
// The Table interface of a grid whose cursor chooses cells, never whole rows or columns:
// the board (ui/board_accessible.h) and the calendar's cell grid
// (ui/accessibility/cell_grid_accessible.h) answer every question about selected rows and
// columns alike - none - and rebuild nothing when their model changes (their children are
// read anew each time). Each still says its cells, counts and column descriptions itself.

#include <QAccessible>

namespace nonet::ui {

class CellTableInterface : public QAccessibleTableInterface {
public:
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int) const override { return {}; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}
};

} // namespace nonet::ui
