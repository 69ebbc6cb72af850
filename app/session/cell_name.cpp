#include "app/session/cell_name.h"

namespace nonet::app {

QString CellName::of(int cell, const Shape& shape)
{
    return tr("row %1 column %2").arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1);
}

} // namespace nonet::app
