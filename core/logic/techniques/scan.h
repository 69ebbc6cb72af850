#pragma once
// Small building blocks shared by the technique finders: cells picked by a 9-bit mask of
// positions in a house, the k-of-9 combinations in a fixed order, and turning cell sets
// into the vectors of a Step. Header-only and allocation-free except where a Step is made.

#include "core/cell_set.h"
#include "core/geometry.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace nonet::scan {

// The cells of a house picked by a 9-bit position mask.
inline CellSet cellsAt(int house, std::uint16_t mask)
{
    CellSet out;
    const auto& members = houseCells(house);
    for (int i = 0; i < kSide; ++i)
        if ((mask >> i) & 1u) out.insert(members[static_cast<std::size_t>(i)]);
    return out;
}

// Union of the houses firstHouse + i for every bit i of the mask (rows: firstHouse 0,
// columns: firstHouse 9, boxes: firstHouse 18).
inline CellSet housesUnion(int firstHouse, std::uint16_t mask)
{
    CellSet out;
    for (int i = 0; i < kSide; ++i)
        if ((mask >> i) & 1u) out |= houseSet(firstHouse + i);
    return out;
}

// All 9-bit masks with exactly k bits (k = 1..4) in increasing numeric order; that order
// is the documented scan order of every "choose k of the nine" search.
struct Combinations {
    std::array<std::uint16_t, 126> masks{};
    int size = 0;
};

constexpr Combinations makeCombinations(int k)
{
    Combinations out;
    for (unsigned m = 0; m < 512; ++m)
        if (std::popcount(m) == k) out.masks[static_cast<std::size_t>(out.size++)] = static_cast<std::uint16_t>(m);
    return out;
}

inline constexpr std::array<Combinations, 5> kCombinations = {
    Combinations{}, makeCombinations(1), makeCombinations(2), makeCombinations(3), makeCombinations(4)};

inline std::vector<int> toVector(CellSet cells)
{
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(cells.count()));
    for (int cell : cells) out.push_back(cell);
    return out;
}

inline void addEliminations(std::vector<CellDigit>& out, CellSet cells, int digit)
{
    for (int cell : cells) out.push_back({cell, digit});
}

// A chain link between two single candidates.
inline ChainLink link(int fromCell, int fromDigit, int toCell, int toDigit, bool strong)
{
    return ChainLink{{fromCell}, fromDigit, {toCell}, toDigit, strong};
}

// The house that holds both cells, preferring a row, then a column, then a box; -1 if none.
inline int commonHouse(int a, int b)
{
    if (rowOf(a) == rowOf(b)) return rowHouse(rowOf(a));
    if (columnOf(a) == columnOf(b)) return columnHouse(columnOf(a));
    if (boxOf(a) == boxOf(b)) return boxHouse(boxOf(a));
    return -1;
}

// A conjugate pair: the only two places of a digit in a house (either may be the one).
struct StrongLink {
    int a = 0; // the lower cell
    int b = 0;
    int house = 0;
};

struct StrongLinks {
    std::array<StrongLink, kHouseCount> items{};
    int size = 0;
};

// The digit's conjugate pairs in houses 0..26 order (a pair lying in a line and a box is
// listed once per house).
inline StrongLinks strongLinks(const CandidateGrid& grid, int digit)
{
    StrongLinks out;
    for (int house = 0; house < kHouseCount; ++house) {
        const CellSet cells = grid.cellsWith(digit, house);
        if (cells.count() != 2) continue;
        auto it = cells.begin();
        const int a = *it;
        const int b = *++it;
        out.items[static_cast<std::size_t>(out.size++)] = StrongLink{a, b, house};
    }
    return out;
}

} // namespace nonet::scan
