#include "app/editor/puzzle_entry.h"

#include "app/session/cell_name.h"
#include "core/geometry.h"
#include "core/shape/shape.h"

#include <QUndoCommand>

namespace nonet::app {

// One change of the grid: the grid before and after (81 bytes each).
class EntryCommand : public QUndoCommand {
public:
    EntryCommand(PuzzleEntry* entry, const Grid& before, const Grid& after, const QString& text)
        : QUndoCommand(text), entry_(entry), before_(before), after_(after)
    {
    }
    void undo() override { entry_->applyStep(before_, text(), MoveDirection::Undone); }
    void redo() override { entry_->applyStep(after_, text(), MoveDirection::Redone); }

private:
    PuzzleEntry* entry_;
    Grid before_;
    Grid after_;
};

namespace {

QString cellName(int cell) { return CellName::of(cell, *Shape::classic()); }

} // namespace

PuzzleEntry::PuzzleEntry(QObject* parent) : QObject(parent) {}

void PuzzleEntry::apply(const Grid& givens)
{
    givens_ = givens;
    emit changed();
}

void PuzzleEntry::applyStep(const Grid& givens, const QString& text, MoveDirection direction)
{
    apply(givens);
    emit stepped(text, pushing_ ? MoveDirection::Done : direction);
}

bool PuzzleEntry::push(const Grid& after, const QString& text)
{
    if (after == givens_) return false;
    pushing_ = true;
    undoStack_.push(new EntryCommand(this, givens_, after, text)); // redo() applies it
    pushing_ = false;
    return true;
}

bool PuzzleEntry::setDigit(int cell, int digit)
{
    if (cell < 0 || cell >= kCellCount || digit < 1 || digit > kSide) return false;
    Grid after = givens_;
    after.setAt(cell, digit);
    return push(after, tr("Enter %1 in %2").arg(digit).arg(cellName(cell)));
}

bool PuzzleEntry::erase(int cell)
{
    if (cell < 0 || cell >= kCellCount) return false;
    Grid after = givens_;
    after.setAt(cell, 0);
    return push(after, tr("Erase %1").arg(cellName(cell)));
}

bool PuzzleEntry::setDigits(CellSet cells, int digit)
{
    if (cells.count() == 1) return setDigit(cells.first(), digit);
    if (cells.empty() || digit < 1 || digit > kSide) return false;
    Grid after = givens_;
    for (const int cell : cells) after.setAt(cell, digit);
    return push(after, tr("Enter %1 in %n cell(s)", nullptr, cells.count()).arg(digit));
}

bool PuzzleEntry::eraseCells(CellSet cells)
{
    if (cells.count() == 1) return erase(cells.first());
    Grid after = givens_;
    for (const int cell : cells) after.setAt(cell, 0);
    return push(after, tr("Erase %n cell(s)", nullptr, cells.count()));
}

bool PuzzleEntry::replaceAll(const Grid& givens, const QString& text) { return push(givens, text); }

bool PuzzleEntry::clear() { return push(Grid{}, tr("Clear the grid")); }

void PuzzleEntry::reset(const Grid& givens)
{
    undoStack_.clear();
    apply(givens);
}

} // namespace nonet::app
