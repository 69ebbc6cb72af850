#pragma once
// The combinations of a Killer cage: every set of `size` different values 1..side that adds
// up to `sum`, as a digit mask (bit v-1 for value v, as DigitSet). A person looks them up in
// a table ("17 in two cells: 8+9"); the solver and the cage techniques intersect them with
// candidates, one AND per combination.
//
//   size 2, sum 10, side 9:  4+6 3+7 2+8 1+9 (by mask)   (5+5 repeats a value)
//   size 3, sum 7:           1+2+4                      (the only one)

#include "core/digit_set.h"

#include <cstdint>
#include <span>

namespace nonet {

// The smallest and largest sum of `size` different values 1..side.
constexpr int smallestCageSum(int size) { return size * (size + 1) / 2; }
constexpr int largestCageSum(int size, int side = 9) { return size * (2 * side + 1 - size) / 2; }

// Ascending by mask; empty for a size or sum no combination has (side 1..9).
std::span<const std::uint16_t> cageCombinations(int size, int sum, int side = 9);

// The values in some / in every combination of the cage's size and sum that lies within
// `allowed` (the values still possible in its empty cells). `any` is empty when none does.
struct CombinationSpan {
    DigitSet any;
    DigitSet every;
    int count = 0; // how many combinations lie within `allowed`
};
CombinationSpan combinationSpan(int size, int sum, DigitSet allowed, int side = 9);

} // namespace nonet
