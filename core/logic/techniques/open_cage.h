#pragma once
// What is left of a Killer cage in a position: its empty cells, their candidates and the
// sum they still add up to. Shared by the Killer techniques (cages.h, rule_of_45.h,
// combination_sets.h).

#include "core/digit_set.h"

#include <array>
#include <span>
#include "core/logic/step.h"
#include "core/logic/techniques/cage_fillings.h"

#include <vector>

namespace nonet {

// Fixed arrays (a cage has at most 9 cells): made for every cage at every step of a
// grading, so it allocates nothing.
struct OpenCage {
    int index = 0;
    int size = 0;                        // empty cells
    std::array<int, 9> cell{};           // the empty cells, ascending
    std::array<DigitSet, 9> candidate{}; // their candidates
    int sum = 0;                         // the cage's sum less its placed values

    std::span<const DigitSet> candidates() const { return {candidate.data(), static_cast<std::size_t>(size)}; }
    std::vector<int> cells() const { return {cell.begin(), cell.begin() + size}; }
};

template <class G>
OpenCage openCage(const G& grid, int index)
{
    OpenCage out;
    out.index = index;
    const auto& cage = grid.cage(index);
    out.sum = cage.sum;
    for (const int cell : cage.cells) {
        if (grid.isSolved(cell)) {
            out.sum -= grid.value(cell);
            continue;
        }
        out.cell[static_cast<std::size_t>(out.size)] = cell;
        out.candidate[static_cast<std::size_t>(out.size++)] = grid.candidates(cell);
    }
    return out;
}

// The fillings of the cage's empty cells; supportToo false: the combinations only.
inline Fillings fillingsOf(const OpenCage& cage, bool supportToo = true)
{
    return distinctFillings(cage.candidates(), cage.sum, nullptr, supportToo);
}

// Every value some combination holds / every combination holds.
inline DigitSet anyValue(const Fillings& fillings)
{
    DigitSet out;
    for (const std::uint16_t m : fillings.combinations()) out |= DigitSet::fromMask(m);
    return out;
}
inline DigitSet everyValue(const Fillings& fillings)
{
    if (fillings.empty()) return {};
    std::uint16_t every = 0xFFFF;
    for (const std::uint16_t m : fillings.combinations()) every &= m;
    return DigitSet::fromMask(every);
}

// The candidates of the cage's empty cells outside the fillings' support, as eliminations.
inline std::vector<CellDigit> outsideSupport(const OpenCage& cage, const Fillings& fillings)
{
    std::vector<CellDigit> out;
    for (std::size_t i = 0; i < static_cast<std::size_t>(cage.size); ++i)
        for (const int d : cage.candidate[i] - fillings.support[i]) out.push_back({cage.cell[i], d});
    return out;
}

} // namespace nonet
