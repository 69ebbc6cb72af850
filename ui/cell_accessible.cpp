#include "ui/cell_accessible.h"

#include "ui/cell_widget.h"

namespace nonet::ui {

CellAccessible::CellAccessible(CellWidget* cell) : QAccessibleWidget(cell, QAccessible::Cell) {}

const CellWidget* CellAccessible::cell() const { return static_cast<const CellWidget*>(widget()); }

QString CellAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Value)
        return CellWidget::describeContent(cell()->view());
    return QAccessibleWidget::text(t);
}

QAccessible::State CellAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    const CellWidget* c = cell();
    s.readOnly = c->view().given;
    s.selectable = true;
    s.focusable = true;
    s.selected = (c->highlights() & (CellWidget::Highlight::Selected | CellWidget::Highlight::InSelection)) != 0;
    s.focused = (c->highlights() & CellWidget::Highlight::Selected) && c->boardFocused();
    return s;
}

} // namespace nonet::ui
