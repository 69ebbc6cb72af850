#pragma once
// The rule of 45 of Killer Sudoku: a house holds 1..9 once, so its cells add up to 45
// (several houses that share no cell: 45 each). The cages inside the houses add up to
// their sums; what is left are the "innies" (cells of the houses in cages that stick out)
// and the "outies" (the cells of those cages outside the houses):
//
//   +---------+            row 3 = 45: cages A and B lie inside it, cage C sticks out
//   |A A B B C|C           innies: row 3's cells of C     sum = 45 - A - B
//   +---------+            outies: C's cells off row 3    sum = C - (45 - A - B)
//
// Counting some sticking-out cages by their innies and the others by their outies gives
// "innies minus outies = k". Each finder takes such an equation with one to four empty
// cells, fewest cells first (then houses in order, innies before outies before mixed), and
// keeps the candidates some assignment of the equation uses (cells that are peers
// different):
//
//   findInniesOuties         one house (row, column or box)
//   findInniesOutiesSeveral  two to four neighbouring rows or columns, or two boxes side
//                            by side
//   findCageSplitting        a cage cut by a house (or such houses) whose other innies are
//                            all placed: the part inside adds up to a sum of its own, so
//                            the cage's empty cells take different values making both sums
//
// Step fields: placements (a cell left one value) and eliminations; cells = the innies,
// secondColorCells = the outies (splitting: the cage's cells inside / outside); houses =
// the houses; cages = the cages inside the houses, then those sticking out; sum = what
// the empty innies minus the empty outies add up to (splitting: the empty cells inside).

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

template <class G> std::optional<Step> findInniesOuties(const G& grid);
template <class G> std::optional<Step> findInniesOutiesSeveral(const G& grid);
template <class G> std::optional<Step> findCageSplitting(const G& grid);

} // namespace nonet
