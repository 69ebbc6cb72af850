#pragma once
// The arithmetic under the Killer techniques: in how many ways, and with which values,
// cells can add up to a sum. Each answers per cell the values it takes in at least one way
// (its "support"): a candidate outside the support can go.
//
//   distinctFillings  cells that hold different values (a cage, a house): the forward and
//                     backward sets of value masks cell by cell (at most 512 masks a
//                     step), so even a 9-cell cage costs a few thousand operations; the
//                     recent answers are kept (recent_answers.h), since a grading asks
//                     about the same cage at nearly every step
//   signedSupport     a few cells with + or - signs (innies minus outies of the rule of
//                     45), different only where two cells are peers: depth-first over
//                     the cells with the sum still reachable checked at every level
//   splitSupport      a cage cut in two by a house: different values, the whole adding up
//                     to the cage's sum and the part inside to a sum of its own

#include "core/digit_set.h"

#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace nonet {

// At most 12 combinations share a size and a sum (4 or 5 cells of 20 or 25); the arrays
// are fixed so that the graders' many calls allocate nothing.
struct Fillings {
    std::array<DigitSet, 9> support{};          // per cell, the values it takes in some filling
    std::array<std::uint16_t, 16> combination{}; // the value sets of the fillings, ascending
    int count = 0;                               // of combination
    std::span<const std::uint16_t> combinations() const { return {combination.data(), static_cast<std::size_t>(count)}; }
    bool empty() const { return count == 0; }
};

// Different values from each cell's candidates adding up to `sum` (at most 9 cells); `keep`
// may refuse value sets (combinations) beforehand. supportToo false: the combinations only
// (each proven by one filling), not the support, which takes every filling to find.
Fillings distinctFillings(std::span<const DigitSet> candidates, int sum,
                          const std::function<bool(std::uint16_t)>& keep = nullptr, bool supportToo = true);

// distinctFillings keeping the combinations that hold the value.
Fillings fillingsHolding(std::span<const DigitSet> candidates, int sum, int value);

struct SumTerm {
    DigitSet candidates;
    int sign = 1; // +1 or -1
};

// Values with sum(sign * value) == target; terms i and j differ where mustDiffer(i, j).
// Empty when no assignment exists.
std::vector<DigitSet> signedSupport(std::span<const SumTerm> terms, int target, const std::function<bool(int, int)>& mustDiffer);

// Different values for all cells adding up to `total`, the first `inside` of them adding up
// to `insideTotal`. Empty when none exists.
std::vector<DigitSet> splitSupport(std::span<const DigitSet> candidates, std::size_t inside, int total, int insideTotal);

} // namespace nonet
