#include "app/files/puzzle_export.h"

#include "app/session/variant_names.h"
#include "core/notation/formatter.h"
#include "core/notation/shape_notation.h"
#include "core/notation/share_link.h"
#include "core/notation/variant_prefix.h"
#include "core/notation/variant_text.h"

namespace nonet::app {
namespace {

// Of the grid forms, only the classic notation reads notes back (pencil-mark grids); the
// other shapes' progress goes as their link, which carries entries and notes.
bool readsPencilMarks(const Shape& shape) { return shape.isClassic(); }

CandidateMarks notesOf(const GameState& state, NoteKind kind = NoteKind::Corner)
{
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount; ++cell) marks[static_cast<std::size_t>(cell)] = state.notes(cell, kind);
    return marks;
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

} // namespace

std::vector<ExportFormat> PuzzleExport::formatsFor(const Shape& shape)
{
    std::vector<ExportFormat> formats{ExportFormat::LineDots, ExportFormat::LineZeros};
    if (readsClassicForms(shape.variant())) formats.push_back(ExportFormat::Boxed);
    formats.push_back(ExportFormat::Position);
    formats.push_back(ExportFormat::Progress);
    return formats;
}

QString PuzzleExport::text(const GameState& state, ExportFormat format)
{
    switch (format) {
    case ExportFormat::LineDots: return QString::fromStdString(formatShapePuzzle(state.givens(), '.'));
    case ExportFormat::LineZeros: return QString::fromStdString(formatShapePuzzle(state.givens(), '0'));
    case ExportFormat::Boxed: {
        // X-Sudoku and Windoku say which on a line of their own above the grid.
        std::string name = variantPrefix(state.variant());
        if (!name.empty()) name.back() = '\n';
        return QString::fromStdString(name + formatBoxed(state.givens().toClassic()));
    }
    case ExportFormat::Position: return QString::fromStdString(formatShapePuzzle(state.values(), '.'));
    case ExportFormat::Progress:
        if (readsPencilMarks(state.shape())) return QString::fromStdString(formatPencilMarks(state.values().toClassic(), notesOf(state)));
        return shareLink(state, true);
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
    case ExportFormat::Progress: return tr("Current progress with notes (a pencil-mark grid; a link for the variants)");
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
    if (!withProgress) return QString::fromStdString(formatShareLink(state.givens()));
    const LinkProgress progress{entriesOf(state), shapeNotesOf(state, NoteKind::Corner), shapeNotesOf(state, NoteKind::Centre)};
    return QString::fromStdString(formatShareLink(state.givens(), &progress));
}

} // namespace nonet::app
