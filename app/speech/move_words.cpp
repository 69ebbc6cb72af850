#include "app/speech/move_words.h"

#include "app/session/cell_name.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "core/shape/shape_names.h"
#include "ui/timer_label.h"
#include "core/presets/preset.h"

#include <QStringList>

#include <optional>

namespace nonet::app {
namespace {

bool isSingleCellKind(MoveKind kind)
{
    return kind == MoveKind::SetValue || kind == MoveKind::Erase || kind == MoveKind::ToggleNote;
}

} // namespace

QString MoveWords::where(int cell, const Shape& shape)
{
    return CellName::of(cell, shape);
}

QString MoveWords::value(int value) { return QString::fromStdString(valueText(value)); }

QString MoveWords::game(Variant variant, Level level)
{
    return presetOf(variant).home ? levelTitle(level) : tr("%1, %2").arg(VariantNames::title(variant), levelTitle(level));
}

QString MoveWords::conflictPlace(int cell, int other, const Shape& shape)
{
    const QString place = where(other, shape);
    // A shared row or column is heard in the address; any other house is named, since a
    // Jigsaw region, a diagonal or a window cannot be told from it.
    std::optional<HouseKind> shared;
    for (const int house : shape.housesOf(cell)) {
        if (!shape.houseSet(house).contains(other)) continue;
        const HouseKind kind = shape.houseKind(house);
        if (kind == HouseKind::Row || kind == HouseKind::Column) return place;
        if (!shared) shared = kind;
    }
    switch (shared.value_or(HouseKind::Row)) {
    case HouseKind::Box: return tr("%1 in the same box").arg(place);
    case HouseKind::Region: return tr("%1 in the same region").arg(place);
    case HouseKind::Diagonal: return tr("%1 on the same diagonal").arg(place);
    case HouseKind::Window: return tr("%1 in the same window").arg(place);
    case HouseKind::Row:
    case HouseKind::Column: break;
    }
    return place;
}

QString MoveWords::conflictPlaces(int cell, const GameState& state)
{
    const Shape& shape = state.shape();
    const int held = state.value(cell);
    QStringList places;
    for (const int other : shape.peerSet(cell))
        if (state.value(other) == held) places << conflictPlace(cell, other, shape);
    if (places.size() < 2) return places.value(0);
    const QString last = places.takeLast();
    return tr("%1 and %2").arg(places.join(QStringLiteral(", ")), last);
}

QString MoveWords::done(const Move& move, const QString& text, const GameState& state, const ui::CellView& shown)
{
    if (!isSingleCellKind(move.kind())) return text;
    const int cell = move.cell();
    switch (move.kind()) {
    case MoveKind::SetValue: {
        QString words = value(move.digit());
        // Where the other one is, by its own address: "conflict with row 3 and box 1" was
        // heard as the address of the cell just filled.
        const QString places = shown.conflict ? conflictPlaces(cell, state) : QString();
        if (!places.isEmpty()) words = tr("%1, conflict: another %1 in %2").arg(words, places);
        if (shown.wrong) words = tr("%1, wrong").arg(words);
        return words;
    }
    case MoveKind::Erase: return tr("erased");
    default: break;
    }
    const bool on = state.notes(cell, move.noteKind()).contains(move.digit());
    const QString note = value(move.digit());
    if (move.noteKind() == NoteKind::Corner) return on ? tr("note %1 added").arg(note) : tr("note %1 removed").arg(note);
    return on ? tr("centre note %1 added").arg(note) : tr("centre note %1 removed").arg(note);
}

QString MoveWords::undone(const Move& move, const QString& text, const GameState& state)
{
    if (!isSingleCellKind(move.kind())) return tr("undo: %1").arg(text);
    const int cell = move.cell();
    const int held = state.value(cell);
    switch (move.kind()) {
    case MoveKind::SetValue:
        return held == 0 ? tr("undo: %1 removed").arg(value(move.digit())) : tr("undo: %1 back").arg(value(held));
    case MoveKind::Erase: return held != 0 ? tr("undo: %1 back").arg(value(held)) : tr("undo: notes back");
    default: break;
    }
    const bool on = state.notes(cell, move.noteKind()).contains(move.digit());
    const QString note = value(move.digit());
    if (move.noteKind() == NoteKind::Corner)
        return on ? tr("undo: note %1 added").arg(note) : tr("undo: note %1 removed").arg(note);
    return on ? tr("undo: centre note %1 added").arg(note) : tr("undo: centre note %1 removed").arg(note);
}

QString MoveWords::played(const Move& move, MoveDirection direction, const QString& text, const GameState& state,
                          const ui::CellView& shown, int cursor)
{
    if (direction == MoveDirection::Done) return done(move, text, state, shown);
    QString words = direction == MoveDirection::Redone ? tr("redo: %1").arg(done(move, text, state, shown)) : undone(move, text, state);
    // The cell the player is on needs no name; any other does, or the change is heard
    // without knowing where it happened.
    if (isSingleCellKind(move.kind()) && move.cell() != cursor)
        words = tr("%1 in %2", "spoken: an undone or redone change, then its cell").arg(words, where(move.cell(), state.shape()));
    return words;
}

QString MoveWords::solved(Variant variant, Level level, std::chrono::milliseconds elapsed)
{
    return tr("Solved! %1 in %2").arg(game(variant, level), ui::TimerLabel::format(elapsed));
}

QString MoveWords::paused(bool paused) { return paused ? tr("paused") : tr("resumed"); }

QString MoveWords::newGame(Variant variant, Level level) { return tr("New game: %1").arg(game(variant, level)); }

QString MoveWords::notesMode(bool on) { return on ? tr("notes mode on") : tr("notes mode off"); }

QString MoveWords::noteKind(NoteKind kind) { return kind == NoteKind::Centre ? tr("centre notes") : tr("corner notes"); }

QString MoveWords::nothingToErase() { return tr("nothing to erase"); }

QString MoveWords::givenKept() { return tr("given, cannot change"); }

QString MoveWords::alreadyThere(int held) { return tr("already %1", "spoken: the value typed is the one the cell holds").arg(value(held)); }

QString MoveWords::mistakes(int count, int limit)
{
    return limit > 0 ? tr("%1 of %n mistake(s)", "spoken: the wrong digits made, out of the limit", limit).arg(count)
                     : tr("%n mistake(s)", "spoken: the wrong digits made", count);
}

QString MoveWords::lost(int count, int limit)
{
    return tr("%1. Game over: the game counts as lost. Ctrl+N starts a new game; Ctrl+Shift+G reviews this one.")
        .arg(mistakes(count, limit));
}

QString MoveWords::digitFirst(bool on) { return on ? tr("digit first on: choose a digit, then click cells") : tr("digit first off"); }

QString MoveWords::checked(const WideCellSet& wrong, const Shape& shape)
{
    if (wrong.empty()) return tr("No mistakes so far.");
    QStringList cells;
    for (int cell : wrong) cells << where(cell, shape);
    if (cells.size() == 1) return tr("Wrong digit in %1").arg(cells.front());
    return tr("Wrong digits in %1").arg(cells.join(QStringLiteral(", ")));
}

} // namespace nonet::app
