#include "ui/cell_accessible.h"

#include "core/geometry.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"

namespace nonet::ui {

CellAccessible::CellAccessible(CellWidget* cell) : QAccessibleWidget(cell, QAccessible::Cell) {}

const CellWidget* CellAccessible::cell() const { return static_cast<const CellWidget*>(widget()); }

void* CellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ValueInterface)
        return static_cast<QAccessibleValueInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* CellAccessible::parent() const
{
    // The board's table, not the layout's container widget between them.
    for (QObject* up = widget()->parent(); up != nullptr; up = up->parent())
        if (auto* board = qobject_cast<BoardWidget*>(up))
            return QAccessible::queryAccessibleInterface(board);
    return QAccessibleWidget::parent();
}

QString CellAccessible::text(QAccessible::Text t) const
{
    // Worked out as it is read: a change of every cell (a new game) then costs no event
    // per cell, and nothing read can be out of date.
    switch (t) {
    case QAccessible::Name: return cell()->spokenName();
    case QAccessible::Description: return cell()->spokenMarks();
    case QAccessible::Value: return CellWidget::describeContent(cell()->view());
    default: return QAccessibleWidget::text(t);
    }
}

QAccessible::State CellAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    const CellWidget* c = cell();
    s.readOnly = c->view().given;
    s.selectable = true;
    s.focusable = true;
    s.selected = isSelected();
    s.focused = (c->highlights() & CellWidget::Highlight::Selected) && c->boardFocused();
    return s;
}

bool CellAccessible::isSelected() const
{
    return (cell()->highlights() & (CellWidget::Highlight::Selected | CellWidget::Highlight::InSelection)) != 0;
}

int CellAccessible::columnIndex() const { return cell()->column(); }
int CellAccessible::rowIndex() const { return cell()->row(); }

QVariant CellAccessible::currentValue() const { return cell()->view().value; }

} // namespace nonet::ui
