#pragma once
// Single-digit patterns: short chains of conjugate pairs (strong links) on one digit.
// In each, "x or y holds the digit" is proven, so every cell seeing both x and y loses it.
//
//   findSkyscraper     two parallel lines with two candidates each; one end of each in a
//                      common perpendicular line (the weak link), the other ends x and y
//                      not (that would be an X-Wing). Rows 0..8 pairs (i < j), then columns.
//   findTwoStringKite  a row pair and a column pair (neither inside one box) with one end of
//                      each in a common box. Rows 0..8 x columns 0..8.
//   findTurbotFish     any other strong-weak-strong chain of conjugate pairs in rows,
//                      columns or boxes (at least one pair in a box, or two parallel pairs
//                      joined through a box): those already reported as skyscraper or kite
//                      are skipped. Pairs in house order 0..26, i < j.
//   findEmptyRectangle a box whose candidates lie on one row r and one column c of it (with
//                      some off each), plus a conjugate pair in a column outside the box
//                      with one end on row r: the cell of column c on the other end's row
//                      loses the digit (and the same transposed). Boxes 0..8, the box's (r, c)
//                      in reading order, then column pairs before row pairs.
// Digits 1..9 outermost everywhere.
// Step fields: eliminations; digits = {digit}; for the chains cells = [x, p, q, y] in chain
// order, links = strong x=p, weak p-q, strong q=y, houses = the houses of the two strong
// links (skyscraper: plus the perpendicular line; kite: plus the box). Empty rectangle:
// cells = the box's candidates, houses = [box, row r, column c, the pair's house], links =
// the conjugate pair (strong).

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findSkyscraper(const G& grid);
template <class G> std::optional<Step> findTwoStringKite(const G& grid);
template <class G> std::optional<Step> findTurbotFish(const G& grid);
template <class G> std::optional<Step> findEmptyRectangle(const G& grid);

} // namespace nonet
