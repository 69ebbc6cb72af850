#include "ui/accessibility/grid_place_accessible.h"

#include "ui/accessibility/cell_grid_accessible.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

namespace nonet::ui {

GridPlaceAccessible::GridPlaceAccessible(const CellGridAccessible* grid, int row, int column)
    : grid_(grid), row_(row), column_(column)
{
}

void* GridPlaceAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface && row_ >= 0 && column_ >= 0) return static_cast<QAccessibleTableCellInterface*>(this);
    return nullptr;
}

bool GridPlaceAccessible::isValid() const
{
    return grid_->isValid() && row_ < grid_->rowCount() && column_ < grid_->columnCount();
}

QWindow* GridPlaceAccessible::window() const { return grid_->window(); }

QAccessibleInterface* GridPlaceAccessible::parent() const { return QAccessible::queryAccessibleInterface(grid_->view()); }

QAccessibleInterface* GridPlaceAccessible::table() const { return parent(); }

QString GridPlaceAccessible::text(QAccessible::Text t) const
{
    const QAbstractItemModel* model = grid_->view()->model();
    if (model == nullptr) return {};
    if (row_ < 0 || column_ < 0) {
        if (t != QAccessible::Name || (row_ < 0 && column_ < 0)) return {};
        return row_ < 0 ? model->headerData(column_, Qt::Horizontal).toString() : model->headerData(row_, Qt::Vertical).toString();
    }
    const QModelIndex index = model->index(row_, column_);
    switch (t) {
    case QAccessible::Name: {
        const QString name = index.data(Qt::AccessibleTextRole).toString();
        return name.isEmpty() ? index.data(Qt::DisplayRole).toString() : name;
    }
    case QAccessible::Description: return index.data(Qt::AccessibleDescriptionRole).toString();
    default: return {};
    }
}

QRect GridPlaceAccessible::rect() const
{
    const QTableView* view = grid_->view();
    if (row_ < 0 && column_ < 0) return {};
    if (row_ < 0) {
        const QHeaderView* header = view->horizontalHeader();
        const QRect section(header->sectionViewportPosition(column_), 0, header->sectionSize(column_), header->height());
        return QRect(header->viewport()->mapToGlobal(section.topLeft()), section.size());
    }
    if (column_ < 0) {
        const QHeaderView* header = view->verticalHeader();
        const QRect section(0, header->sectionViewportPosition(row_), header->width(), header->sectionSize(row_));
        return QRect(header->viewport()->mapToGlobal(section.topLeft()), section.size());
    }
    const QRect cell = view->visualRect(view->model()->index(row_, column_));
    return QRect(view->viewport()->mapToGlobal(cell.topLeft()), cell.size());
}

QAccessible::Role GridPlaceAccessible::role() const
{
    if (row_ < 0) return QAccessible::ColumnHeader;
    return column_ < 0 ? QAccessible::RowHeader : QAccessible::Cell;
}

QAccessible::State GridPlaceAccessible::state() const
{
    QAccessible::State s;
    const QTableView* view = grid_->view();
    const bool hidden = (row_ < 0 && view->horizontalHeader()->isHidden()) || (column_ < 0 && view->verticalHeader()->isHidden());
    if (!view->isVisible() || hidden || (row_ < 0 && column_ < 0)) s.invisible = true;
    if (row_ < 0 || column_ < 0 || view->model() == nullptr) return s;
    const QModelIndex index = view->model()->index(row_, column_);
    const Qt::ItemFlags flags = index.flags();
    if (!(flags & Qt::ItemIsEnabled)) s.disabled = true;
    if (flags & Qt::ItemIsSelectable) {
        s.selectable = true;
        s.focusable = true;
        s.selected = isSelected();
    }
    s.focused = view->hasFocus() && view->currentIndex() == index;
    return s;
}

bool GridPlaceAccessible::isSelected() const
{
    const QTableView* view = grid_->view();
    return row_ >= 0 && column_ >= 0 && view->selectionModel() != nullptr && view->selectionModel()->isSelected(view->model()->index(row_, column_));
}

} // namespace nonet::ui
