#pragma once
// Uniqueness techniques. They are sound ONLY for a puzzle known to have exactly one
// solution: each avoids a position that would leave two solutions (a "deadly pattern").
// The grader calls them only when the puzzle is known to be unique; never use them to
// judge a puzzle whose uniqueness is unproven.
//
// A unique rectangle is four unsolved cells on two rows, two columns and exactly two
// boxes that all hold candidates x and y. The two cells of one side (the floor) are {x,y};
// if the other two (the roof) could also be reduced to {x,y}, x and y could be swapped.
//   findUniqueRectangle1  three corners are exactly {x,y}: the fourth loses x and y.
//   findUniqueRectangle2  the roof cells are both exactly {x,y,z} and share a row or
//                         column: one of them is z, so cells seeing both lose z.
//   findUniqueRectangle4  the roof cells share a row or column, and in a house holding
//                         both, x has no other place (a conjugate pair): one roof cell is
//                         x, so the other being y would complete the pattern; both lose y.
//   findBugPlusOne        every unsolved cell has two candidates except one with three,
//                         and without the digit that appears three times in that cell's
//                         row, column and box, every house would hold each candidate
//                         exactly twice (a BUG with 0 or 2 solutions): that digit is placed.
// Rectangles scan rows r1 < r2, columns c1 < c2, then digit pairs in increasing mask order.
// Step fields: eliminations (BUG+1: placements); cells = the four corners in reading order
// (BUG+1: the three-candidate cell); digits = {x, y} (BUG+1: the placed digit); houses:
// type 4 = {the house of the conjugate pair}.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findUniqueRectangle1(const G& grid);
template <class G> std::optional<Step> findUniqueRectangle2(const G& grid);
template <class G> std::optional<Step> findUniqueRectangle4(const G& grid);
template <class G> std::optional<Step> findBugPlusOne(const G& grid);

} // namespace nonet
