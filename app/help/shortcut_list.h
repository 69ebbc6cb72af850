#pragma once
// The keyboard shortcuts of the window's actions, as the user guide lists them: read from
// the actions themselves, so the list cannot drift from the menus, and in the language
// and the key names of the desktop the game runs on.

#include <QList>
#include <QString>

class QAction;

namespace nonet::app {

struct ShortcutRow {
    QString action; // "Load", not "&Load…"; Undo without the move it would undo
    QString keys;   // "Ctrl+L", several separated by ", "
};

// One row for each of `actions` that has a shortcut, in their order.
QList<ShortcutRow> shortcutRows(const QList<QAction*>& actions);

} // namespace nonet::app
