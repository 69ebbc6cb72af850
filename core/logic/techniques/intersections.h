#pragma once
// Locked candidates: a digit confined to the intersection of two houses.
//
//   findLockedPointing  box-like houses (boxes, regions, windows) in order, digits
//                       ascending: the house's candidates of the digit (two or more) all
//                       lie in another house (a row before a column, then any further
//                       house by number), so the rest of that house loses the digit.
//   findLockedClaiming  line-like houses (rows, columns, diagonals) in order, digits
//                       ascending: the line's candidates (two or more) all lie in another
//                       house (a box or region, a window), so the rest of it loses the digit.
// Step fields: eliminations; cells = the confined candidates; houses = {the house whose
// candidates are confined, the house that loses the digit}; digits = {digit}.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findLockedPointing(const G& grid);
template <class G> std::optional<Step> findLockedClaiming(const G& grid);

} // namespace nonet
