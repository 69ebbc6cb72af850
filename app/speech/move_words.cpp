#include "app/speech/move_words.h"

#include "app/session/level_names.h"
#include "core/geometry.h"
#include "ui/timer_label.h"

#include <QStringList>

namespace nonet::app {
namespace {

bool isSingleCellKind(MoveKind kind)
{
    return kind == MoveKind::SetValue || kind == MoveKind::Erase || kind == MoveKind::ToggleNote;
}

} // namespace

QString MoveWords::where(int cell) { return tr("row %1 column %2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1); }

QString MoveWords::conflictHouses(int cell, const GameState& state)
{
    const int digit = state.value(cell);
    QStringList houses;
    for (const int house : {rowHouse(rowOf(cell)), columnHouse(columnOf(cell)), boxHouse(boxOf(cell))}) {
        bool clash = false;
        for (const auto other : houseCells(house))
            clash = clash || (other != cell && state.value(other) == digit);
        if (!clash) continue;
        const int number = houseIndex(house) + 1;
        switch (houseKind(house)) {
        case HouseKind::Row: houses << tr("row %1").arg(number); break;
        case HouseKind::Column: houses << tr("column %1").arg(number); break;
        case HouseKind::Box: houses << tr("box %1").arg(number); break;
        }
    }
    if (houses.size() < 2) return houses.value(0);
    const QString last = houses.takeLast();
    return tr("%1 and %2").arg(houses.join(QStringLiteral(", ")), last);
}

QString MoveWords::done(const Move& move, const QString& text, const GameState& state, const ui::CellView& shown)
{
    if (!isSingleCellKind(move.kind())) return text;
    const int cell = move.cell();
    switch (move.kind()) {
    case MoveKind::SetValue: {
        QString words = QString::number(move.digit());
        const QString houses = shown.conflict ? conflictHouses(cell, state) : QString();
        if (!houses.isEmpty()) words = tr("%1, conflict with %2").arg(words, houses);
        if (shown.wrong) words = tr("%1, wrong").arg(words);
        return words;
    }
    case MoveKind::Erase: return tr("erased");
    default: break;
    }
    const bool on = state.notes(cell, move.noteKind()).contains(move.digit());
    if (move.noteKind() == NoteKind::Corner)
        return on ? tr("note %1 added").arg(move.digit()) : tr("note %1 removed").arg(move.digit());
    return on ? tr("centre note %1 added").arg(move.digit()) : tr("centre note %1 removed").arg(move.digit());
}

QString MoveWords::undone(const Move& move, const QString& text, const GameState& state)
{
    if (!isSingleCellKind(move.kind())) return tr("undo: %1").arg(text);
    const int cell = move.cell();
    const int value = state.value(cell);
    switch (move.kind()) {
    case MoveKind::SetValue:
        return value == 0 ? tr("undo: %1 removed").arg(move.digit()) : tr("undo: %1 back").arg(value);
    case MoveKind::Erase: return value != 0 ? tr("undo: %1 back").arg(value) : tr("undo: notes back");
    default: break;
    }
    const bool on = state.notes(cell, move.noteKind()).contains(move.digit());
    if (move.noteKind() == NoteKind::Corner)
        return on ? tr("undo: note %1 added").arg(move.digit()) : tr("undo: note %1 removed").arg(move.digit());
    return on ? tr("undo: centre note %1 added").arg(move.digit()) : tr("undo: centre note %1 removed").arg(move.digit());
}

QString MoveWords::played(const Move& move, MoveDirection direction, const QString& text, const GameState& state,
                          const ui::CellView& shown)
{
    switch (direction) {
    case MoveDirection::Done: return done(move, text, state, shown);
    case MoveDirection::Redone: return tr("redo: %1").arg(done(move, text, state, shown));
    case MoveDirection::Undone: return undone(move, text, state);
    }
    return text;
}

QString MoveWords::solved(Level level, std::chrono::milliseconds elapsed)
{
    return tr("Solved! %1 in %2").arg(levelTitle(level), ui::TimerLabel::format(elapsed));
}

QString MoveWords::paused(bool paused) { return paused ? tr("paused") : tr("resumed"); }

QString MoveWords::checked(const CellSet& wrong)
{
    if (wrong.empty()) return tr("No mistakes so far.");
    QStringList cells;
    for (int cell : wrong) cells << where(cell);
    if (cells.size() == 1) return tr("Wrong digit in %1").arg(cells.front());
    return tr("Wrong digits in %1").arg(cells.join(QStringLiteral(", ")));
}

} // namespace nonet::app
