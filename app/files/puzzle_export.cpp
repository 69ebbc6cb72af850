#include "app/files/puzzle_export.h"

#include "core/notation/formatter.h"

#include <algorithm>

namespace nonet::app {
namespace {

CandidateMarks notesOf(const GameState& state, NoteKind kind = NoteKind::Corner)
{
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount; ++cell) marks[static_cast<std::size_t>(cell)] = state.notes(cell, kind);
    return marks;
}

bool anyOf(const CandidateMarks& marks)
{
    return std::any_of(marks.begin(), marks.end(), [](DigitSet n) { return !n.empty(); });
}

Grid entriesOf(const GameState& state)
{
    Grid entries;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!state.isGiven(cell)) entries.setAt(cell, state.value(cell));
    return entries;
}

} // namespace

QString PuzzleExport::text(const GameState& state, ExportFormat format)
{
    switch (format) {
    case ExportFormat::LineDots: return QString::fromStdString(formatLine(state.givens(), '.'));
    case ExportFormat::LineZeros: return QString::fromStdString(formatLine(state.givens(), '0'));
    case ExportFormat::Boxed: return QString::fromStdString(formatBoxed(state.givens()));
    case ExportFormat::Progress: return QString::fromStdString(formatPencilMarks(state.values(), notesOf(state)));
    }
    return {};
}

QString PuzzleExport::formatTitle(ExportFormat format)
{
    switch (format) {
    case ExportFormat::LineDots: return tr("Puzzle on one line, “.” for empty cells");
    case ExportFormat::LineZeros: return tr("Puzzle on one line, “0” for empty cells");
    case ExportFormat::Boxed: return tr("Puzzle as a boxed grid");
    case ExportFormat::Progress: return tr("Current progress with notes (pencil-mark grid)");
    }
    return {};
}

QString PuzzleExport::shareLink(const GameState& state, bool withProgress)
{
    const Grid entries = entriesOf(state);
    const CandidateMarks notes = notesOf(state);
    const CandidateMarks centre = notesOf(state, NoteKind::Centre);
    const bool anyNotes = anyOf(notes);
    const bool anyCentre = anyOf(centre);
    if (!withProgress || (entries.filledCount() == 0 && !anyNotes && !anyCentre))
        return QString::fromStdString(formatNonetLink(state.givens()));
    if (anyCentre) return QString::fromStdString(formatNonetLink(state.givens(), entries, notes, centre));
    if (!anyNotes) return QString::fromStdString(formatNonetLink(state.givens(), entries));
    return QString::fromStdString(formatNonetLink(state.givens(), entries, notes));
}

} // namespace nonet::app
