#include "app/variants/variant_export.h"

#include "app/session/variant_names.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"

namespace nonet::app {

QString VariantExport::text(const ShapeGame& game, VariantExportFormat format)
{
    const ShapeGrid& givens = game.puzzle().givens;
    switch (format) {
    case VariantExportFormat::PuzzleDots: return QString::fromStdString(formatShapePuzzle(givens, '.'));
    case VariantExportFormat::PuzzleZeros: return QString::fromStdString(formatShapePuzzle(givens, '0'));
    case VariantExportFormat::Position: return QString::fromStdString(formatShapePuzzle(game.values(), '.'));
    case VariantExportFormat::LinkWithEntries: return QString::fromStdString(formatVariantLink(givens, &game.values()));
    }
    return {};
}

QString VariantExport::formatTitle(VariantExportFormat format)
{
    switch (format) {
    case VariantExportFormat::PuzzleDots: return tr("Puzzle on one line, “.” for empty cells");
    case VariantExportFormat::PuzzleZeros: return tr("Puzzle on one line, “0” for empty cells");
    case VariantExportFormat::Position: return tr("Current position on one line (givens and your entries)");
    case VariantExportFormat::LinkWithEntries: return tr("Link with your entries");
    }
    return {};
}

QString VariantExport::fileName(const ShapeGame& game, VariantExportFormat format)
{
    const QString variant = VariantNames::title(game.variant());
    switch (format) {
    case VariantExportFormat::PuzzleDots:
    case VariantExportFormat::PuzzleZeros: return tr("%1 puzzle").arg(variant) + QStringLiteral(".txt");
    case VariantExportFormat::Position: return tr("%1 position").arg(variant) + QStringLiteral(".txt");
    case VariantExportFormat::LinkWithEntries: return tr("%1 link").arg(variant) + QStringLiteral(".txt");
    }
    return variant + QStringLiteral(".txt");
}

} // namespace nonet::app
