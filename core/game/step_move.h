#pragma once
// A logical step (core/logic/step.h) as a move on a game: what "apply the hint" does, as
// one undo step.

#include "core/game/game_state.h"
#include "core/logic/step.h"

namespace nonet {

// Eliminations take the digits out of the player's notes (cells without that note are left
// alone), then each placement puts its digit in, with `peerNotes` deciding whether it also
// leaves the notes of its peers. Nothing to change gives an empty compound.
Move stepMove(const GameState& state, const Step& step, PeerNotes peerNotes);

} // namespace nonet
