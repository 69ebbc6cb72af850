#include "app/print/game_paper.h"

#include "app/session/game_title.h"

#include <QCoreApplication>

namespace nonet::app {

PaperBoard paperBoardOf(const GameState& state, bool withProgress)
{
    PaperBoard board = PaperBoard::blank(state.givens());
    if (!withProgress) return board;
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        if (state.isGiven(cell)) continue;
        board.entries.setAt(cell, state.value(cell));
        board.notes[static_cast<std::size_t>(cell)] = state.notes(cell);
        board.centreNotes[static_cast<std::size_t>(cell)] = state.centreNotes(cell);
    }
    return board;
}

QString sheetHeading(const GameState& state)
{
    return QCoreApplication::translate("nonet::app::PrintActions", "Nonet \u00b7 %1", "a printed page's heading: the game's title")
        .arg(GameTitle::of(state.puzzle()));
}

SheetContent sheetOf(const GameState& state, bool withProgress)
{
    return {paperBoardOf(state, withProgress), sheetHeading(state), PuzzleSheet::codeLinesOf(state.givens())};
}

} // namespace nonet::app
