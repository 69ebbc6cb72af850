#pragma once
// Cages that share a house share its values: two (or three) cages lying whole in one row,
// column or box hold different values, so a combination of one that leaves no combination
// of the other(s) without a common value goes, and so does one that leaves the house's
// other cells unable to take the values left over:
//
//   row 1:  [A A] [B B B] . . . .     A = 2 cells of 10, B = 3 cells of 10
//           A: 1+9 2+8 3+7 4+6        B: 1+2+7 1+3+6 1+4+5 2+3+5
//           A's 1+9 and 3+7 go, each meeting every B; ...
//
// The values the cages hold between them in every pairing left leave the house's other
// cells.
//
//   findCombinationPair    two cages of a house (houses in order, cages by first cell)
//   findCombinationTriple  three cages of a house
//
// Step fields: eliminations; cells = the cages' empty cells; cages = the cages; houses =
// {the house}; digits = the values the cages' fillings left use.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

template <class G> std::optional<Step> findCombinationPair(const G& grid);
template <class G> std::optional<Step> findCombinationTriple(const G& grid);

} // namespace nonet
