#pragma once
// Potentials: "digit d in cell c is true" (on) or "is false" (off), the nodes of the
// implication chains. A potential is a small integer:
//
//   candidate = cell * 9 + (digit - 1)      0 .. 728
//   potential = candidate * 2 + (on ? 1 : 0) 0 .. 1457
//
// and the two rules that every chain is made of, in the order the expert-scale walk
// applies them (the order decides which of several equally short chains is found first):
//
//   on -> off   the other digits of the cell (y-links, when enabled), then the same digit
//               in the other cells of the box, the row and the column (x-links), each
//               cell once
//   off -> on   the cell's other digit when the cell has two (y-links, when enabled), then
//               the digit's other place in the box, the row and the column when it has
//               exactly one there (x-links), each potential once

#include "core/cell_set.h"
#include "core/logic/candidate_grid.h"

#include <array>
#include <cstdint>

namespace nonet::expert {

inline constexpr int kCandidateCount = kCellCount * 9;
inline constexpr int kPotentialCount = kCandidateCount * 2;

constexpr int potentialOf(int cell, int digit, bool on) { return (cell * 9 + digit - 1) * 2 + (on ? 1 : 0); }
constexpr int cellOfPotential(int p) { return p / 18; }
constexpr int digitOfPotential(int p) { return (p / 2) % 9 + 1; }
constexpr bool isOn(int p) { return (p & 1) != 0; }
constexpr int conjugate(int p) { return p ^ 1; }

// The houses of a cell in the order box, row, column.
constexpr std::array<int, 3> housesOf(int cell) { return {boxHouse(boxOf(cell)), rowHouse(rowOf(cell)), columnHouse(columnOf(cell))}; }

// Up to 8 other digits plus 20 peers.
struct PotentialList {
    std::array<std::int16_t, 28> items{};
    int size = 0;
    void push(int p) { items[static_cast<std::size_t>(size++)] = static_cast<std::int16_t>(p); }
    const std::int16_t* begin() const { return items.data(); }
    const std::int16_t* end() const { return items.data() + size; }
};

// The digit's only place in the house besides `cell` (whose places are `with`), or -1.
inline int onlyOtherPlace(CellSet with, int house, int cell)
{
    CellSet others = with & houseSet(house);
    others.erase(cell);
    return others.count() == 1 ? others.first() : -1;
}

// What an on potential switches off.
inline PotentialList onToOff(const CandidateGrid& grid, int p, bool yLinks)
{
    PotentialList out;
    const int cell = cellOfPotential(p);
    const int digit = digitOfPotential(p);
    if (yLinks)
        for (int d : grid.candidates(cell))
            if (d != digit) out.push(potentialOf(cell, d, false));
    CellSet done = CellSet::single(cell);
    const CellSet with = grid.cellsWith(digit);
    for (int house : housesOf(cell)) {
        if (!(with & (houseSet(house) - done)).empty()) {
            for (int other : houseCells(house)) {
                if (done.contains(other) || !with.contains(other)) continue;
                done.insert(other);
                out.push(potentialOf(other, digit, false));
            }
        }
    }
    return out;
}

// What an off potential switches on.
inline PotentialList offToOn(const CandidateGrid& grid, int p, bool yLinks, bool xLinks)
{
    PotentialList out;
    const int cell = cellOfPotential(p);
    const int digit = digitOfPotential(p);
    if (yLinks) {
        const DigitSet cands = grid.candidates(cell);
        if (cands.count() == 2) out.push(potentialOf(cell, (cands - DigitSet::single(digit)).first(), true));
    }
    if (xLinks) {
        const CellSet with = grid.cellsWith(digit);
        for (int house : housesOf(cell)) {
            const int other = onlyOtherPlace(with, house, cell);
            if (other < 0) continue;
            const int q = potentialOf(other, digit, true);
            bool seen = false;
            for (int r : out) seen = seen || r == q;
            if (!seen) out.push(q);
        }
    }
    return out;
}

// A set of potentials.
class PotentialSet {
public:
    bool contains(int p) const { return (words_[static_cast<std::size_t>(p >> 6)] >> (p & 63)) & 1ULL; }
    void insert(int p) { words_[static_cast<std::size_t>(p >> 6)] |= 1ULL << (p & 63); }
    void clear() { words_.fill(0); }
    PotentialSet& operator&=(const PotentialSet& o)
    {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= o.words_[i];
        return *this;
    }
    bool empty() const
    {
        for (auto w : words_)
            if (w != 0) return false;
        return true;
    }
    template <typename F>
    void forEach(F&& f) const
    {
        for (std::size_t i = 0; i < words_.size(); ++i)
            for (std::uint64_t w = words_[i]; w != 0; w &= w - 1) f(static_cast<int>(i * 64) + std::countr_zero(w));
    }

private:
    std::array<std::uint64_t, (kPotentialCount + 63) / 64> words_{};
};

} // namespace nonet::expert
