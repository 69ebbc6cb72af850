#pragma once
// Small building blocks shared by the technique finders: cells picked by a position mask
// in a house, the k-of-n combinations in a fixed order, and turning cell sets into the
// vectors of a Step. Templates over the candidate grid (core/logic/candidate_grid.h), so
// that each finder is written once for the classic grid and for every other shape.
// Header-only and allocation-free except where a Step is made.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace nonet::scan {

// The cells of a house picked by a position mask (bit i: the house's i-th cell).
template <class G>
typename G::Cells cellsAt(const G& grid, int house, std::uint16_t mask)
{
    typename G::Cells out;
    const auto& members = grid.houseCells(house);
    for (int i = 0; i < grid.side(); ++i)
        if ((mask >> i) & 1u) out.insert(members[static_cast<std::size_t>(i)]);
    return out;
}

// Union of the houses firstHouse + i for every bit i of the mask (rows: firstHouse 0,
// columns: firstHouse side).
template <class G>
typename G::Cells housesUnion(const G& grid, int firstHouse, std::uint16_t mask)
{
    typename G::Cells out;
    for (int i = 0; i < grid.side(); ++i)
        if ((mask >> i) & 1u) out |= grid.houseSet(firstHouse + i);
    return out;
}

// All masks of n bits with exactly k of them set (k = 1..4), in increasing numeric order;
// that order is the documented scan order of every "choose k of the n" search. The masks
// of fewer bits come first, so the k-of-n masks of any n are a prefix of the 16-bit list
// (and the classic k-of-9 order is the one the 9-bit list has always had).
template <int Bits, std::size_t Capacity>
struct Combinations {
    std::array<std::uint16_t, Capacity> masks{};
    int size = 0;
};

// Gosper's hack: the next larger mask with as many bits.
template <int Bits, std::size_t Capacity>
constexpr Combinations<Bits, Capacity> makeCombinations(int k)
{
    Combinations<Bits, Capacity> out;
    for (unsigned m = (1u << k) - 1u; m < (1u << Bits);) {
        out.masks[static_cast<std::size_t>(out.size++)] = static_cast<std::uint16_t>(m);
        const unsigned lowest = m & (~m + 1u);
        const unsigned ripple = m + lowest;
        m = ripple | (((m ^ ripple) >> 2) / lowest);
    }
    return out;
}

using Combinations9 = Combinations<9, 126>;
using Combinations16 = Combinations<16, 1820>;

// k-of-9 (k = 1..4), for code written for the classic grid alone.
inline constexpr std::array<Combinations9, 5> kCombinations = {
    Combinations9{}, makeCombinations<9, 126>(1), makeCombinations<9, 126>(2), makeCombinations<9, 126>(3),
    makeCombinations<9, 126>(4)};
inline constexpr std::array<Combinations16, 5> kCombinations16 = {
    Combinations16{}, makeCombinations<16, 1820>(1), makeCombinations<16, 1820>(2), makeCombinations<16, 1820>(3),
    makeCombinations<16, 1820>(4)};

constexpr int binomial(int n, int k)
{
    int out = 1;
    for (int i = 1; i <= k; ++i) out = out * (n - k + i) / i;
    return out;
}

// The k-of-n masks (k = 0..4, n <= 16) in increasing numeric order.
constexpr std::span<const std::uint16_t> combinations(int k, int n)
{
    return std::span<const std::uint16_t>(kCombinations16[static_cast<std::size_t>(k)].masks.data(),
                                          static_cast<std::size_t>(k == 0 ? 0 : binomial(n, k)));
}

template <class Cells>
std::vector<int> toVector(Cells cells)
{
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(cells.count()));
    for (int cell : cells) out.push_back(cell);
    return out;
}

template <class Cells>
void addEliminations(std::vector<CellDigit>& out, Cells cells, int digit)
{
    for (int cell : cells) out.push_back({cell, digit});
}

// A chain link between two single candidates.
inline ChainLink link(int fromCell, int fromDigit, int toCell, int toDigit, bool strong)
{
    return ChainLink{{fromCell}, fromDigit, {toCell}, toDigit, strong};
}

// The house that holds both cells, preferring a row, then a column, then a box (the
// lowest house number); -1 if none.
template <class G>
int commonHouse(const G& grid, int a, int b)
{
    for (const int house : grid.housesOf(a))
        if (grid.houseSet(house).contains(b)) return house;
    return -1;
}

// A conjugate pair: the only two places of a digit in a house (either may be the one).
struct StrongLink {
    int a = 0; // the lower cell
    int b = 0;
    int house = 0;
};

template <class G>
struct StrongLinks {
    std::array<StrongLink, G::kMaxHouses> items{};
    int size = 0;
};

// The digit's conjugate pairs in house order (a pair lying in a line and a box is listed
// once per house).
template <class G>
StrongLinks<G> strongLinks(const G& grid, int digit)
{
    StrongLinks<G> out;
    for (int house = 0; house < grid.houseCount(); ++house) {
        const auto cells = grid.cellsWith(digit, house);
        if (cells.count() != 2) continue;
        auto it = cells.begin();
        const int a = *it;
        const int b = *++it;
        out.items[static_cast<std::size_t>(out.size++)] = StrongLink{a, b, house};
    }
    return out;
}

} // namespace nonet::scan
