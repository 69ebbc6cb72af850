#include "app/help/shortcut_list.h"

#include <QAction>
#include <QKeySequence>
#include <QVariant>

namespace nonet::app {
namespace {

// "&Load…" -> "Load": the action's name as a list reads it. An action whose text changes
// with the game (Undo names the move) gives its steady name in the "stableName" property.
QString plainName(const QAction* action)
{
    const QVariant stable = action->property("stableName");
    QString name = stable.isValid() ? stable.toString() : action->text();
    if (name.endsWith(QChar(0x2026))) name.chop(1);
    if (name.endsWith(QStringLiteral("..."))) name.chop(3);
    return name.remove(QLatin1Char('&')).trimmed();
}

QString keysOf(const QAction* action)
{
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts())
        if (!key.isEmpty()) keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

} // namespace

QList<ShortcutRow> shortcutRows(const QList<QAction*>& actions)
{
    QList<ShortcutRow> rows;
    for (const QAction* action : actions)
        if (const QString keys = keysOf(action); !keys.isEmpty()) rows.append({plainName(action), keys});
    return rows;
}

} // namespace nonet::app
