#include "app/speech/variant_move_words.h"

#include "core/shape/shape_names.h"

#include <QStringList>

#include <vector>

namespace nonet::app {
namespace {

QString valueWord(int value) { return QString::fromStdString(valueText(value)); }

// The one value in a set of one ("note 4"), 0 otherwise.
int onlyValue(DigitSet values) { return values.count() == 1 ? *values.begin() : 0; }

} // namespace

QString VariantMoveWords::conflictHouses(const ShapeGame& game, int cell)
{
    const Shape& shape = game.shape();
    const int value = game.value(cell);
    QStringList houses;
    for (const int house : shape.housesOf(cell)) {
        bool clash = false;
        for (const auto other : shape.houseCells(house)) clash = clash || (other != cell && game.value(other) == value);
        if (!clash) continue;
        const int number = shape.houseIndex(house) + 1;
        switch (shape.houseKind(house)) {
        case HouseKind::Row: houses << tr("row %1").arg(number); break;
        case HouseKind::Column: houses << tr("column %1").arg(number); break;
        case HouseKind::Box: houses << tr("box %1").arg(number); break;
        case HouseKind::Region: houses << tr("region %1").arg(number); break;
        case HouseKind::Diagonal: houses << tr("diagonal %1").arg(number); break;
        case HouseKind::Window: houses << tr("window %1").arg(number); break;
        }
    }
    if (houses.size() < 2) return houses.value(0);
    const QString last = houses.takeLast();
    return tr("%1 and %2").arg(houses.join(QStringLiteral(", ")), last);
}

QString VariantMoveWords::played(const ShapeGame& before, const ShapeGame& after, VariantMoveDirection direction, const QString& name,
                                 const WideCellSet& shownConflicts, const WideCellSet& shownWrong)
{
    std::vector<int> valued; // cells whose value changed
    std::vector<int> noted;  // cells whose notes changed and value did not
    for (int cell = 0; cell < after.cellCount(); ++cell) {
        if (before.value(cell) != after.value(cell)) valued.push_back(cell);
        else if (before.notes(cell) != after.notes(cell)) noted.push_back(cell);
    }
    const QString undo = direction == VariantMoveDirection::Undone ? tr("undo: %1") : QString();
    const QString redo = direction == VariantMoveDirection::Redone ? tr("redo: %1") : QString();
    // A value placed or taken away (the notes it clears from its peers are part of it).
    if (valued.size() == 1) {
        const int cell = valued.front();
        const int now = after.value(cell);
        if (direction == VariantMoveDirection::Undone)
            return now == 0 ? tr("undo: %1 removed").arg(valueWord(before.value(cell))) : tr("undo: %1 back").arg(valueWord(now));
        if (now == 0) return redo.isEmpty() ? tr("erased") : redo.arg(tr("erased"));
        QString words = valueWord(now);
        if (shownConflicts.contains(cell))
            if (const QString houses = conflictHouses(after, cell); !houses.isEmpty()) words = tr("%1, conflict with %2").arg(words, houses);
        if (shownWrong.contains(cell)) words = tr("%1, wrong").arg(words);
        return redo.isEmpty() ? words : redo.arg(words);
    }
    // One note on or off, or a cell's notes erased (or back).
    if (valued.empty() && noted.size() == 1) {
        const int cell = noted.front();
        const DigitSet gained = after.notes(cell) - before.notes(cell);
        const DigitSet lost = before.notes(cell) - after.notes(cell);
        const bool one = gained.count() + lost.count() == 1; // a note toggled, not notes erased
        const int added = onlyValue(gained);
        const int removed = onlyValue(lost);
        if (direction == VariantMoveDirection::Undone) {
            if (!one) return tr("undo: notes back");
            return added != 0 ? tr("undo: note %1 added").arg(valueWord(added)) : tr("undo: note %1 removed").arg(valueWord(removed));
        }
        const QString words = !one ? tr("erased") : added != 0 ? tr("note %1 added").arg(valueWord(added)) : tr("note %1 removed").arg(valueWord(removed));
        return redo.isEmpty() ? words : redo.arg(words);
    }
    // Many cells: the move's name, or (undo and redo keep no names) how many cells changed.
    const int changed = static_cast<int>(valued.size() + noted.size());
    if (changed == 0) return {};
    const QString what = name.isEmpty() ? tr("%n cell(s) changed", nullptr, changed) : name;
    if (!undo.isEmpty()) return undo.arg(what);
    return redo.isEmpty() ? what : redo.arg(what);
}

} // namespace nonet::app
