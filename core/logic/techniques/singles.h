#pragma once
// Singles: the placements a player sees first.
//
// Every finder returns the first applicable step in a fixed scan order, or nothing:
//   findFullHouse         houses 0..26 (rows, columns, boxes): the only empty cell of a house
//   findHiddenSingleBox   boxes 0..8, digits 1..9: the only place left for a digit in a box
//   findHiddenSingleLine  rows 0..8, then columns 0..8, digits 1..9: same in a row/column
//   findNakedSingle       cells 0..80: a cell with one candidate left
// Step fields: placements {cell, digit}; cells {cell}; houses {the house} (none for a
// naked single); digits {digit}. The peers' eliminations follow from the placement
// (CandidateGrid::apply places and clears the peers), so they are not listed.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

std::optional<Step> findFullHouse(const CandidateGrid& grid);
std::optional<Step> findHiddenSingleBox(const CandidateGrid& grid);
std::optional<Step> findHiddenSingleLine(const CandidateGrid& grid);
std::optional<Step> findNakedSingle(const CandidateGrid& grid);

} // namespace nonet
