#pragma once
// Locked candidates: a digit confined to the intersection of a box and a line.
//
//   findLockedPointing  boxes 0..8, digits 1..9, row before column: the box's candidates
//                       of the digit (two or more) all lie in one row or column, so the
//                       rest of that line loses the digit.
//   findLockedClaiming  rows 0..8, then columns 0..8, digits 1..9: the line's candidates
//                       (two or more) all lie in one box, so the rest of the box loses it.
// Step fields: eliminations; cells = the confined candidates; houses = {the house whose
// candidates are confined, the house that loses the digit}; digits = {digit}.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

std::optional<Step> findLockedPointing(const CandidateGrid& grid);
std::optional<Step> findLockedClaiming(const CandidateGrid& grid);

} // namespace nonet
