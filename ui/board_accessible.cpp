#include "ui/board_accessible.h"

#include "ui/board_widget.h"
#include "ui/cell_accessible.h"
#include "ui/cell_widget.h"

namespace nonet::ui {
namespace {

QAccessibleInterface* boardFactory(const QString& key, QObject* object)
{
    // Keys are class names; only the exact classes, so that a subclass can bring its own.
    if (key == QLatin1String(BoardWidget::staticMetaObject.className()))
        if (auto* board = qobject_cast<BoardWidget*>(object)) return new BoardAccessible(board);
    if (key == QLatin1String(CellWidget::staticMetaObject.className()))
        if (auto* cell = qobject_cast<CellWidget*>(object)) return new CellAccessible(cell);
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardWidget* board) : QAccessibleWidget(board, QAccessible::Table) {}

const BoardWidget* BoardAccessible::board() const { return static_cast<const BoardWidget*>(widget()); }

QAccessibleInterface* BoardAccessible::focusChild() const
{
    const BoardWidget* b = board();
    if (b->hasFocus() && !b->isPaused() && b->selectedCell() >= 0)
        return QAccessible::queryAccessibleInterface(b->cellWidget(b->selectedCell()));
    return QAccessibleWidget::focusChild();
}

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
