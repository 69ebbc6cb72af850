#include "ui/accessibility/shape_board_accessible.h"

#include "ui/accessibility/shape_cell_accessible.h"
#include "ui/shape_board_widget.h"

namespace nonet::ui {
namespace {

QAccessibleInterface* shapeBoardFactory(const QString& key, QObject* object)
{
    // The exact class only, so that a subclass can bring its own.
    if (key == QLatin1String(ShapeBoardWidget::staticMetaObject.className()))
        if (auto* board = qobject_cast<ShapeBoardWidget*>(object)) return new ShapeBoardAccessible(board);
    return nullptr;
}

} // namespace

ShapeBoardAccessible::ShapeBoardAccessible(ShapeBoardWidget* board) : QAccessibleWidget(board, QAccessible::Table) {}

ShapeBoardAccessible::~ShapeBoardAccessible()
{
    for (const QAccessible::Id id : cellIds_)
        if (id != 0) QAccessible::deleteAccessibleInterface(id);
}

const ShapeBoardWidget* ShapeBoardAccessible::board() const { return static_cast<const ShapeBoardWidget*>(widget()); }

void* ShapeBoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* ShapeBoardAccessible::focusChild() const
{
    const ShapeBoardWidget* b = board();
    return b->hasFocus() && b->selectedCell() >= 0 ? child(b->selectedCell()) : nullptr;
}

QAccessible::State ShapeBoardAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    // One focused object: the selected cell, when there is one, stands for the board's focus.
    if (s.focused && focusChild() != nullptr) s.focused = false;
    return s;
}

int ShapeBoardAccessible::childCount() const { return board()->cellCount(); }

QAccessibleInterface* ShapeBoardAccessible::child(int index) const
{
    if (index < 0 || index >= board()->cellCount()) return nullptr;
    const auto at = static_cast<std::size_t>(index);
    if (cellIds_.size() <= at) cellIds_.resize(at + 1, 0);
    if (cellIds_[at] == 0)
        cellIds_[at] = QAccessible::registerAccessibleInterface(new ShapeCellAccessible(const_cast<ShapeBoardWidget*>(board()), index));
    return QAccessible::accessibleInterface(cellIds_[at]);
}

int ShapeBoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* cell = dynamic_cast<const ShapeCellAccessible*>(child);
    if (cell == nullptr || cell->board() != board() || !cell->isValid()) return -1;
    return cell->cell();
}

QAccessibleInterface* ShapeBoardAccessible::childAt(int x, int y) const
{
    const int cell = board()->cellAt(board()->mapFromGlobal(QPoint(x, y)));
    return cell >= 0 ? child(cell) : nullptr;
}

QAccessibleInterface* ShapeBoardAccessible::cellAt(int row, int column) const
{
    const int side = board()->side();
    if (row < 0 || row >= side || column < 0 || column >= side) return nullptr;
    return child(row * side + column);
}

int ShapeBoardAccessible::selectedCellCount() const { return board()->selectedCell() >= 0 ? 1 : 0; }

QList<QAccessibleInterface*> ShapeBoardAccessible::selectedCells() const
{
    if (board()->selectedCell() < 0) return {};
    return {child(board()->selectedCell())};
}

int ShapeBoardAccessible::columnCount() const { return board()->side(); }
int ShapeBoardAccessible::rowCount() const { return board()->side(); }

void installShapeBoardAccessibility()
{
    // A one-time registration with Qt's process-wide factory list.
    static const bool installed = [] {
        QAccessible::installFactory(&shapeBoardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace nonet::ui
