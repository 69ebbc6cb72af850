#pragma once
// The game on screen as paper sees it: the puzzle alone, or with the player's entries and
// notes; the heading and the code of a printed page.

#include "app/paper/puzzle_sheet.h"
#include "core/game/game_state.h"

namespace nonet::app {

PaperBoard paperBoardOf(const GameState& state, bool withProgress);
// "Nonet · Medium" over the grid, the givens' 81 characters under it.
SheetContent sheetOf(const GameState& state, bool withProgress);

} // namespace nonet::app
