#pragma once
// The editor's verdict in words for the player (translated).

#include "app/editor/entry_verdict.h"
#include "core/cell_set.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class VerdictText {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::VerdictText)
public:
    static QString describe(const EntryVerdict& verdict);
    // While the worker is still at it.
    static QString checking();
    // "row 4, column 5"
    static QString cellName(int cell);
    // The cells a picture's reading asks the player to check, as a line under the verdict.
    static QString toCheck(const CellSet& cells);
};

} // namespace nonet::app
