#include "ui/accessibility/shape_cell_accessible.h"

#include "ui/shape_board_widget.h"

#include <QWidget>
#include <QWindow>

namespace nonet::ui {

ShapeCellAccessible::ShapeCellAccessible(ShapeBoardWidget* board, int cell) : board_(board), cell_(cell) {}

bool ShapeCellAccessible::isValid() const { return board_ != nullptr && cell_ >= 0 && cell_ < board_->cellCount(); }

QWindow* ShapeCellAccessible::window() const
{
    return board_ != nullptr ? board_->window()->windowHandle() : nullptr;
}

QAccessibleInterface* ShapeCellAccessible::parent() const
{
    return board_ != nullptr ? QAccessible::queryAccessibleInterface(board_.data()) : nullptr;
}

QString ShapeCellAccessible::text(QAccessible::Text t) const
{
    if (!isValid()) return {};
    switch (t) {
    case QAccessible::Name: return board_->describeCell(cell_);
    case QAccessible::Value: return board_->describeContent(cell_);
    default: return {};
    }
}

QRect ShapeCellAccessible::rect() const
{
    if (!isValid()) return {};
    const QRect local = board_->cellRect(cell_).toAlignedRect();
    return {board_->mapToGlobal(local.topLeft()), local.size()};
}

QAccessible::State ShapeCellAccessible::state() const
{
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    s.readOnly = board_->content().givens[static_cast<std::size_t>(cell_)];
    s.selectable = true;
    s.focusable = true;
    s.selected = isSelected();
    s.focused = s.selected && board_->hasFocus();
    s.invisible = !board_->isVisible();
    return s;
}

void* ShapeCellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface) return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ValueInterface) return static_cast<QAccessibleValueInterface*>(this);
    return nullptr;
}

bool ShapeCellAccessible::isSelected() const { return isValid() && board_->selectedCell() == cell_; }

int ShapeCellAccessible::columnIndex() const { return isValid() ? cell_ % board_->side() : -1; }
int ShapeCellAccessible::rowIndex() const { return isValid() ? cell_ / board_->side() : -1; }

QVariant ShapeCellAccessible::currentValue() const
{
    return isValid() ? board_->content().values[static_cast<std::size_t>(cell_)] : 0;
}

QVariant ShapeCellAccessible::maximumValue() const { return board_ != nullptr ? board_->side() : 0; }

} // namespace nonet::ui
