#pragma once
// The last resorts, so that every valid puzzle gets a rating.
//
// Forcing chain: every branch of a bivalue cell (cell forcing) or of a digit with two places
// in a house (digit forcing) is followed through singles. A branch that breaks the position
// is false; a placement all branches agree on is true.
//
// Trial: each candidate of each cell (fewest candidates first) is assumed and followed
// through singles; one that breaks the position is eliminated. Counted as trial and error.
//
// Guess: when nothing above applies, the solution digit of a cell with the fewest candidates
// is placed; it needs the puzzle's unique solution and marks the rating as guessing.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Links: the implications of each branch, "from placed => to placed" (strong = false).
template <class G> std::optional<Step> findForcingChain(const G& grid);
template <class G> std::optional<Step> findTrial(const G& grid);
template <class G> std::optional<Step> findGuess(const G& grid);

} // namespace nonet
