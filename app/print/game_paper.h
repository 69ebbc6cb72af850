#pragma once
// The game on screen as paper sees it, whatever its shape: the puzzle alone, or with the
// player's entries and notes; the heading and the code of a printed page.

#include "app/paper/puzzle_sheet.h"
#include "core/game/game_state.h"

namespace nonet::app {

PaperBoard paperBoardOf(const GameState& state, bool withProgress);
// "Nonet · Medium" over a classic grid, "Nonet · Jigsaw · Medium" over another shape's;
// the givens' notation under it (PuzzleSheet::codeLinesOf).
SheetContent sheetOf(const GameState& state, bool withProgress);
// The heading alone (also the title of an exported PDF).
QString sheetHeading(const GameState& state);

} // namespace nonet::app
