#pragma once
// The one name of a cell in everything the player reads or hears: "row 3 column 4" - in
// hints, the words of a move, undo and redo (the Edit menu's "Undo Place 5 in row 1
// column 2"), the editor's verdict and its steps. Lower-case, as it stands in running text;
// no "r3c4" that a screen reader spells out. The widget kit (ui/), which knows nothing of
// app/, says the same words in its cells' names ("Row 3 column 4, empty") and its popup.

#include "core/shape/shape.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class CellName {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::CellName)
public:
    // "row 12 column 3": by the shape's rows and columns, counted from 1.
    static QString of(int cell, const Shape& shape);
};

} // namespace nonet::app
