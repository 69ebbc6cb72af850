#include "app/print/game_paper.h"

#include "app/session/level_names.h"
#include "core/notation/grid_line.h"

#include <QCoreApplication>

namespace nonet::app {

PaperBoard paperBoardOf(const GameState& state, bool withProgress)
{
    PaperBoard board = PaperBoard::blank(state.givens());
    if (!withProgress) return board;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (state.isGiven(cell)) continue;
        board.entries.setAt(cell, state.value(cell));
        board.notes[static_cast<std::size_t>(cell)] = state.notes(cell);
        board.centreNotes[static_cast<std::size_t>(cell)] = state.centreNotes(cell);
    }
    return board;
}

SheetContent sheetOf(const GameState& state, bool withProgress)
{
    return {paperBoardOf(state, withProgress),
            QCoreApplication::translate("nonet::app::PrintActions", "Nonet \u00b7 %1").arg(levelTitle(state.level())),
            QString::fromStdString(formatGridLine(state.givens()))};
}

} // namespace nonet::app
