#pragma once
// What Export and Share link put on the clipboard. Everything is written by the notation
// formatters (core/notation/formatter.h), so it reads back through Import unchanged.
//
//   LineDots      8.7.5..324.....6.5...        the puzzle, 81 characters, '.' for empty
//   LineZeros     807050032400000605...        the same with '0'
//   Boxed         +-------+-------+-------+    the puzzle as a framed grid
//                 | 8 . 7 | . 5 . | . 3 2 |
//   Progress      pencil-mark grid of givens, entries and notes (reads back as a puzzle
//                 whose givens are the filled cells and whose notes are the marks)
//
//   shareLink     nonet://play?p=<81>[&s=<entries, notes and centre notes>]

#include "core/game/game_state.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace nonet::app {

enum class ExportFormat { LineDots, LineZeros, Boxed, Progress };

inline constexpr std::array<ExportFormat, 4> kAllExportFormats{ExportFormat::LineDots, ExportFormat::LineZeros,
                                                              ExportFormat::Boxed, ExportFormat::Progress};

class PuzzleExport {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PuzzleExport)
public:
    static QString text(const GameState& state, ExportFormat format);
    // For the format chooser.
    static QString formatTitle(ExportFormat format);
    // withProgress: the player's entries and notes ride along (s=), when there are any.
    static QString shareLink(const GameState& state, bool withProgress);
};

} // namespace nonet::app
