#pragma once
// Whether a combination of a Killer cage (its values as a DigitSet, one of
// cageCombinations()) can still fill the cage where the board stands: every value placed
// in the cage belongs to it, and its other values go one to a cell into the cage's empty
// cells, each a candidate of its cell. What the combination helper beside the board strikes
// out is what fails here.

#include "core/digit_set.h"

#include <span>

namespace nonet {

bool combinationFits(DigitSet combination, DigitSet placed, std::span<const DigitSet> emptyCellCandidates);

} // namespace nonet
