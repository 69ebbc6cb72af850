#include "ui/accessibility/cell_grid_accessible.h"

#include "ui/accessibility/grid_place_accessible.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

#include <utility>

namespace nonet::ui {
namespace {

const char* const kCellGridProperty = "nonetCellGrid";

QAccessibleInterface* cellGridFactory(const QString& key, QObject* object)
{
    // The most derived class's key is asked first: a marked view answers there.
    auto* view = qobject_cast<QTableView*>(object);
    if (view == nullptr || !view->property(kCellGridProperty).toBool() || key != QLatin1String(object->metaObject()->className()))
        return nullptr;
    return new CellGridAccessible(view);
}

} // namespace

// A grouping, not a Table: see the header.
CellGridAccessible::CellGridAccessible(QTableView* view) : QAccessibleWidget(view, QAccessible::Grouping) {}

CellGridAccessible::~CellGridAccessible()
{
    for (const QAccessible::Id id : std::as_const(places_)) QAccessible::deleteAccessibleInterface(id);
}

QTableView* CellGridAccessible::view() const { return static_cast<QTableView*>(widget()); }

// As QTableView counts them: the headers it has, shown or not.
int CellGridAccessible::headerRows() const { return view()->horizontalHeader() != nullptr ? 1 : 0; }
int CellGridAccessible::headerColumns() const { return view()->verticalHeader() != nullptr ? 1 : 0; }

void* CellGridAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

int CellGridAccessible::rowCount() const { return view()->model() != nullptr ? view()->model()->rowCount() : 0; }
int CellGridAccessible::columnCount() const { return view()->model() != nullptr ? view()->model()->columnCount() : 0; }

int CellGridAccessible::childCount() const { return (rowCount() + headerRows()) * (columnCount() + headerColumns()); }

QAccessibleInterface* CellGridAccessible::place(int row, int column) const
{
    if (row < -headerRows() || row >= rowCount() || column < -headerColumns() || column >= columnCount()) return nullptr;
    const int index = (row + headerRows()) * (columnCount() + headerColumns()) + column + headerColumns();
    if (const auto known = places_.constFind(index); known != places_.cend())
        if (QAccessibleInterface* place = QAccessible::accessibleInterface(known.value())) return place;
    auto* place = new GridPlaceAccessible(this, row, column);
    places_.insert(index, QAccessible::registerAccessibleInterface(place));
    return place;
}

QAccessibleInterface* CellGridAccessible::child(int index) const
{
    const int stride = columnCount() + headerColumns();
    if (index < 0 || stride == 0) return nullptr;
    return place(index / stride - headerRows(), index % stride - headerColumns());
}

int CellGridAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (auto it = places_.cbegin(); it != places_.cend(); ++it)
        if (child != nullptr && QAccessible::accessibleInterface(it.value()) == child) return it.key();
    return -1;
}

QAccessibleInterface* CellGridAccessible::cellAt(int row, int column) const
{
    return row >= 0 && column >= 0 ? place(row, column) : nullptr;
}

QAccessibleInterface* CellGridAccessible::childAt(int x, int y) const
{
    const QModelIndex index = view()->indexAt(view()->viewport()->mapFromGlobal(QPoint(x, y)));
    return index.isValid() ? place(index.row(), index.column()) : nullptr;
}

QAccessibleInterface* CellGridAccessible::focusChild() const
{
    const QModelIndex current = view()->currentIndex();
    return view()->hasFocus() && current.isValid() ? place(current.row(), current.column()) : nullptr;
}

QAccessible::State CellGridAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    // One focused object: the current cell stands for the view's focus.
    if (s.focused && focusChild() != nullptr) s.focused = false;
    return s;
}

int CellGridAccessible::selectedCellCount() const { return static_cast<int>(selectedCells().size()); }

QList<QAccessibleInterface*> CellGridAccessible::selectedCells() const
{
    QList<QAccessibleInterface*> cells;
    if (view()->selectionModel() == nullptr) return cells;
    const QModelIndexList selected = view()->selectionModel()->selectedIndexes();
    for (const QModelIndex& index : selected)
        if (QAccessibleInterface* cell = place(index.row(), index.column())) cells << cell;
    return cells;
}

QString CellGridAccessible::columnDescription(int column) const
{
    return view()->model() != nullptr ? view()->model()->headerData(column, Qt::Horizontal).toString() : QString();
}

void readAsCellGrid(QTableView* view)
{
    // A one-time registration with Qt's process-wide factory list.
    static const bool installed = [] {
        QAccessible::installFactory(&cellGridFactory);
        return true;
    }();
    Q_UNUSED(installed);
    view->setProperty(kCellGridProperty, true);
    // While a screen reader listens, a view tells of itself as it is made, and Qt keeps the
    // table's interface it looked up for that: it is dropped, and the next look-up makes
    // the grid's.
    if (QAccessibleInterface* made = QAccessible::queryAccessibleInterface(view); made != nullptr && dynamic_cast<CellGridAccessible*>(made) == nullptr)
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(made));
}

} // namespace nonet::ui
