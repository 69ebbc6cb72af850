#include "ui/board_accessible.h"

#include "ui/accessibility/pause_cover_accessible.h"
#include "ui/board_widget.h"
#include "ui/cell_accessible.h"
#include "ui/cell_widget.h"
#include "ui/pause_cover.h"

namespace nonet::ui {
namespace {

QAccessibleInterface* boardFactory(const QString& key, QObject* object)
{
    // Keys are class names; only the exact classes, so that a subclass can bring its own.
    if (key == QLatin1String(BoardWidget::staticMetaObject.className()))
        if (auto* board = qobject_cast<BoardWidget*>(object)) return new BoardAccessible(board);
    if (key == QLatin1String(CellWidget::staticMetaObject.className()))
        if (auto* cell = qobject_cast<CellWidget*>(object)) return new CellAccessible(cell);
    if (key == QLatin1String(PauseCover::staticMetaObject.className()))
        if (auto* cover = qobject_cast<PauseCover*>(object)) return new PauseCoverAccessible(cover);
    return nullptr;
}

} // namespace

// A grouping, not a Table: see the header.
BoardAccessible::BoardAccessible(BoardWidget* board) : QAccessibleWidget(board, QAccessible::Grouping) {}

const BoardWidget* BoardAccessible::board() const { return static_cast<const BoardWidget*>(widget()); }

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* BoardAccessible::focusChild() const
{
    const BoardWidget* b = board();
    if (b->hasFocus() && b->isPaused())
        return child(coverIndex());
    if (b->hasFocus() && b->selectedCell() >= 0)
        return child(b->selectedCell());
    return nullptr;
}

QAccessible::State BoardAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    // One focused object: the cell (or the cover) when one stands for the board's focus.
    if (s.focused && focusChild() != nullptr)
        s.focused = false;
    return s;
}

// The cover is the child after the cells.
int BoardAccessible::coverIndex() const { return board()->cellCount(); }

int BoardAccessible::childCount() const { return board()->cellCount() + 1; }

QAccessibleInterface* BoardAccessible::child(int index) const
{
    if (index >= 0 && index < board()->cellCount())
        return QAccessible::queryAccessibleInterface(board()->cellWidget(index));
    if (index == coverIndex())
        return QAccessible::queryAccessibleInterface(board()->pauseCover());
    return nullptr;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    if (child == nullptr)
        return -1;
    QObject* object = child->object();
    if (object == board()->pauseCover())
        return coverIndex();
    if (const auto* cell = qobject_cast<const CellWidget*>(object))
        if (cell->cell() >= 0 && cell->cell() < board()->cellCount() && board()->cellWidget(cell->cell()) == cell)
            return cell->cell();
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    const BoardWidget* b = board();
    const QPoint local = b->mapFromGlobal(QPoint(x, y));
    if (b->isPaused())
        return b->pauseCover()->geometry().contains(local) ? child(coverIndex()) : nullptr;
    const int cell = b->cellAt(local);
    return cell >= 0 ? child(cell) : nullptr;
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const
{
    const int n = board()->side();
    if (row < 0 || row >= n || column < 0 || column >= n)
        return nullptr;
    return child(board()->shape().cellAt(row, column));
}

int BoardAccessible::selectedCellCount() const { return board()->selection().count(); }

QList<QAccessibleInterface*> BoardAccessible::selectedCells() const
{
    QList<QAccessibleInterface*> cells;
    for (int cell : board()->selection())
        cells << child(cell);
    return cells;
}

int BoardAccessible::columnCount() const { return board()->side(); }
int BoardAccessible::rowCount() const { return board()->side(); }

void installBoardAccessibility()
{
    // A one-time registration with Qt's process-wide factory list.
    static const bool installed = [] {
        QAccessible::installFactory(&boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace nonet::ui
