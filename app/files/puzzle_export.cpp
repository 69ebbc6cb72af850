#include "app/files/puzzle_export.h"

#include "app/session/variant_names.h"
#include "core/notation/formatter.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_text.h"

#include <algorithm>

namespace nonet::app {
namespace {

// Of the one-line and grid forms, only the classic notation reads notes back (pencil-mark
// grids); links carry them for every shape.
bool readsNotes(const Shape& shape) { return shape.variant() == Variant::Classic; }

CandidateMarks notesOf(const GameState& state, NoteKind kind = NoteKind::Corner)
{
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount; ++cell) marks[static_cast<std::size_t>(cell)] = state.notes(cell, kind);
    return marks;
}

template <typename Marks>
bool anyOf(const Marks& marks)
{
    return std::any_of(marks.begin(), marks.end(), [](DigitSet n) { return !n.empty(); });
}

ShapeNotes shapeNotesOf(const GameState& state, NoteKind kind)
{
    ShapeNotes notes(static_cast<std::size_t>(state.cellCount()));
    for (int cell = 0; cell < state.cellCount(); ++cell) notes[static_cast<std::size_t>(cell)] = state.notes(cell, kind);
    return notes;
}

ShapeGrid entriesOf(const GameState& state)
{
    ShapeGrid entries(state.givens().shapePtr());
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (!state.isGiven(cell)) entries.setAt(cell, state.value(cell));
    return entries;
}

QString classicLink(const GameState& state, bool withProgress)
{
    const Grid givens = state.givens().toClassic();
    const Grid entries = entriesOf(state).toClassic();
    const CandidateMarks notes = notesOf(state);
    const CandidateMarks centre = notesOf(state, NoteKind::Centre);
    const bool anyNotes = anyOf(notes);
    const bool anyCentre = anyOf(centre);
    if (!withProgress || (entries.filledCount() == 0 && !anyNotes && !anyCentre)) return QString::fromStdString(formatNonetLink(givens));
    if (anyCentre) return QString::fromStdString(formatNonetLink(givens, entries, notes, centre));
    if (!anyNotes) return QString::fromStdString(formatNonetLink(givens, entries));
    return QString::fromStdString(formatNonetLink(givens, entries, notes));
}

} // namespace

std::vector<ExportFormat> PuzzleExport::formatsFor(const Shape& shape)
{
    std::vector<ExportFormat> formats{ExportFormat::LineDots, ExportFormat::LineZeros};
    if (readsClassicForms(shape.variant())) formats.push_back(ExportFormat::Boxed);
    formats.push_back(ExportFormat::Position);
    if (readsNotes(shape)) formats.push_back(ExportFormat::Progress);
    return formats;
}

QString PuzzleExport::text(const GameState& state, ExportFormat format)
{
    switch (format) {
    case ExportFormat::LineDots: return QString::fromStdString(formatShapePuzzle(state.givens(), '.'));
    case ExportFormat::LineZeros: return QString::fromStdString(formatShapePuzzle(state.givens(), '0'));
    case ExportFormat::Boxed: return QString::fromStdString(formatBoxed(state.givens().toClassic()));
    case ExportFormat::Position: return QString::fromStdString(formatShapePuzzle(state.values(), '.'));
    case ExportFormat::Progress: return QString::fromStdString(formatPencilMarks(state.values().toClassic(), notesOf(state)));
    }
    return {};
}

QString PuzzleExport::formatTitle(ExportFormat format)
{
    switch (format) {
    case ExportFormat::LineDots: return tr("Puzzle on one line, “.” for empty cells");
    case ExportFormat::LineZeros: return tr("Puzzle on one line, “0” for empty cells");
    case ExportFormat::Boxed: return tr("Puzzle as a boxed grid");
    case ExportFormat::Position: return tr("Current position on one line (givens and your entries)");
    case ExportFormat::Progress: return tr("Current progress with notes (pencil-mark grid)");
    }
    return {};
}

QString PuzzleExport::fileName(const GameState& state, ExportFormat format)
{
    const QString variant = VariantNames::title(state.variant());
    switch (format) {
    case ExportFormat::LineDots:
    case ExportFormat::LineZeros:
    case ExportFormat::Boxed: return tr("%1 puzzle").arg(variant) + QStringLiteral(".txt");
    case ExportFormat::Position:
    case ExportFormat::Progress: return tr("%1 position").arg(variant) + QStringLiteral(".txt");
    }
    return variant + QStringLiteral(".txt");
}

QString PuzzleExport::shareLink(const GameState& state, bool withProgress)
{
    if (state.variant() == Variant::Classic) return classicLink(state, withProgress);
    const ShapeGrid entries = entriesOf(state);
    const ShapeNotes notes = shapeNotesOf(state, NoteKind::Corner);
    const ShapeNotes centre = shapeNotesOf(state, NoteKind::Centre);
    const bool anyNotes = anyOf(notes);
    const bool anyCentre = anyOf(centre);
    if (!withProgress || (entries.filledCount() == 0 && !anyNotes && !anyCentre))
        return QString::fromStdString(formatVariantLink(state.givens()));
    return QString::fromStdString(formatVariantLink(state.givens(), entries.filledCount() > 0 ? &entries : nullptr,
                                                    anyNotes ? &notes : nullptr, anyCentre ? &centre : nullptr));
}

} // namespace nonet::app
