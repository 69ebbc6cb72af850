#pragma once
// Killer techniques on one cage (core/shape/killer_cages.h) at a time. A cage's
// "fillings" are the ways to give its empty cells different candidates adding up to the
// sum it still needs (core/logic/techniques/cage_fillings.h); its combinations are their
// value sets.
//
//   findCageLastCell      a cage with one empty cell: that cell takes what the sum
//                         still needs
//   findCageHiddenSingle  a value every combination of a cage holds, with one cell of
//                         the cage left for it (the cage as a house for its values)
//   findCageCombinations  candidates of a cage's cells that no filling uses: the
//                         combinations of the sum that fit the candidates, each cell
//                         taking one value of it
//   findCagePointing      a value every combination of a cage holds whose cells in the
//                         cage all lie in one house: it leaves that house's other cells
//   findCageClaiming      a value whose places in a house all lie in one cage: the cage
//                         holds it there, so its combinations without it go and it leaves
//                         the cage's cells outside that house
//
// Step fields: placements or eliminations; cells = the cage's empty cells (pointing and
// claiming: the value's places); cages = {the cage}; houses = the house (pointing,
// claiming); digits = the value(s) concluded on (combinations: every value some filling
// uses); sum = what the cage's empty cells still add up to. Grids without cages have no
// such step.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

template <class G> std::optional<Step> findCageLastCell(const G& grid);
template <class G> std::optional<Step> findCageHiddenSingle(const G& grid);
template <class G> std::optional<Step> findCageCombinations(const G& grid);
template <class G> std::optional<Step> findCagePointing(const G& grid);
template <class G> std::optional<Step> findCageClaiming(const G& grid);

} // namespace nonet
