#pragma once
// Singles: the placements a player sees first.
//
// Every finder returns the first applicable step in a fixed scan order, or nothing:
//   findFullHouse         every house in order (classic: rows, columns, boxes 0..26): the
//                         only empty cell of a house
//   findHiddenSingleBox   box-like houses (boxes, Jigsaw regions, Windoku windows), digits
//                         ascending: the only place left for a digit in the house
//   findHiddenSingleLine  line-like houses (rows, columns, X's diagonals), digits
//                         ascending: the same in a line
//   findNakedSingle       cells ascending: a cell with one candidate left
// Step fields: placements {cell, digit}; cells {cell}; houses {the house} (none for a
// naked single); digits {digit}. The peers' eliminations follow from the placement
// (CandidateGrid::apply places and clears the peers), so they are not listed.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findFullHouse(const G& grid);
template <class G> std::optional<Step> findHiddenSingleBox(const G& grid);
template <class G> std::optional<Step> findHiddenSingleLine(const G& grid);
template <class G> std::optional<Step> findNakedSingle(const G& grid);

// The single that places `cell` where the grid stands, if one does, in the same order
// (full house, hidden single in a box-like house, in a line, naked single): Show What I
// Missed explains a cell by what the board shows now before what the grader reaches later.
std::optional<Step> findSingleAt(const ShapeCandidateGrid& grid, int cell);

} // namespace nonet
