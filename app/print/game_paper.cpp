#include "app/print/game_paper.h"

#include "app/session/level_names.h"
#include "app/session/variant_names.h"

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
    // The classic game is Nonet's own: its pages name the level only.
    if (state.variant() == Variant::Classic)
        return QCoreApplication::translate("nonet::app::PrintActions", "Nonet \u00b7 %1").arg(levelTitle(state.level()));
    return QCoreApplication::translate("nonet::app::PrintActions", "Nonet \u00b7 %1 \u00b7 %2")
        .arg(VariantNames::title(state.variant()), levelTitle(state.level()));
}

SheetContent sheetOf(const GameState& state, bool withProgress)
{
    return {paperBoardOf(state, withProgress), sheetHeading(state), PuzzleSheet::codeLinesOf(state.givens())};
}

} // namespace nonet::app
