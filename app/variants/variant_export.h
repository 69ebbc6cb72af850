#pragma once
// What the variant window's Export writes, each in the variant's one-line notation
// (core/notation/shape_notation.h) or its link, so Import reads every one back:
//
//   PuzzleDots      2...3......2...1            the givens, '.' for an empty cell
//   PuzzleZeros     2000300000020001            the same with '0'
//   Position        24..3.....42...1            givens and the player's entries together: a
//                                               puzzle of the position (notes are not part
//                                               of the notation)
//   LinkWithEntries nonet://play?v=4x4&p=…&e=…  the puzzle and the entries, as Share Link
//                                               with the progress
//
// Jigsaw lines start with the layout (81 region digits) and a space.

#include "core/game/shape_game.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace nonet::app {

enum class VariantExportFormat { PuzzleDots, PuzzleZeros, Position, LinkWithEntries };

inline constexpr std::array<VariantExportFormat, 4> kAllVariantExportFormats{
    VariantExportFormat::PuzzleDots, VariantExportFormat::PuzzleZeros, VariantExportFormat::Position,
    VariantExportFormat::LinkWithEntries};

class VariantExport {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::VariantExport)
public:
    static QString text(const ShapeGame& game, VariantExportFormat format);
    // For the format chooser.
    static QString formatTitle(VariantExportFormat format);
    // A file name without folder for the text: "6×6 puzzle.txt", "Jigsaw position.txt".
    static QString fileName(const ShapeGame& game, VariantExportFormat format);
};

} // namespace nonet::app
