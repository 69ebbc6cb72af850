#pragma once
// A set of the 81 cells as two 64-bit words, for the pattern searches of the logic
// techniques (fish, wings, chains) where "which cells see both" is an AND of two sets.

#include "core/bit_count.h"
#include "core/geometry.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace nonet {

class CellSet {
public:
    constexpr CellSet() = default;
    static constexpr CellSet single(int cell) { CellSet s; s.insert(cell); return s; }
    static constexpr CellSet all() { CellSet s; s.low_ = ~0ULL; s.high_ = (1ULL << (kCellCount - 64)) - 1; return s; }

    constexpr bool contains(int cell) const { return cell < 64 ? (low_ >> cell) & 1ULL : (high_ >> (cell - 64)) & 1ULL; }
    constexpr void insert(int cell) { if (cell < 64) low_ |= 1ULL << cell; else high_ |= 1ULL << (cell - 64); }
    constexpr void erase(int cell) { if (cell < 64) low_ &= ~(1ULL << cell); else high_ &= ~(1ULL << (cell - 64)); }
    constexpr int count() const { return bitCount(low_) + bitCount(high_); }
    constexpr bool empty() const { return (low_ | high_) == 0; }
    // Lowest cell in the set, -1 when empty.
    constexpr int first() const
    {
        if (low_ != 0) return std::countr_zero(low_);
        if (high_ != 0) return 64 + std::countr_zero(high_);
        return -1;
    }

    constexpr CellSet operator|(CellSet o) const { return make(low_ | o.low_, high_ | o.high_); }
    constexpr CellSet operator&(CellSet o) const { return make(low_ & o.low_, high_ & o.high_); }
    constexpr CellSet operator-(CellSet o) const { return make(low_ & ~o.low_, high_ & ~o.high_); }
    constexpr CellSet& operator|=(CellSet o) { low_ |= o.low_; high_ |= o.high_; return *this; }
    constexpr CellSet& operator&=(CellSet o) { low_ &= o.low_; high_ &= o.high_; return *this; }
    constexpr CellSet& operator-=(CellSet o) { low_ &= ~o.low_; high_ &= ~o.high_; return *this; }
    constexpr bool operator==(const CellSet&) const = default;
    constexpr bool intersects(CellSet o) const { return ((low_ & o.low_) | (high_ & o.high_)) != 0; }
    // The two words (cells 0..63, 64..80), for WideCellSet's conversions.
    constexpr std::uint64_t lowWord() const { return low_; }
    constexpr std::uint64_t highWord() const { return high_; }
    static constexpr CellSet fromWords(std::uint64_t low, std::uint64_t high) { return make(low, high & all().high_); }

    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;
        constexpr Iterator() = default;
        constexpr Iterator(std::uint64_t low, std::uint64_t high) : low_(low), high_(high) {}
        constexpr int operator*() const { return low_ != 0 ? std::countr_zero(low_) : 64 + std::countr_zero(high_); }
        constexpr Iterator& operator++()
        {
            if (low_ != 0) low_ &= low_ - 1; else high_ &= high_ - 1;
            return *this;
        }
        constexpr Iterator operator++(int) { Iterator old = *this; ++*this; return old; }
        constexpr bool operator==(const Iterator&) const = default;
    private:
        std::uint64_t low_ = 0, high_ = 0;
    };
    constexpr Iterator begin() const { return {low_, high_}; }
    constexpr Iterator end() const { return {0, 0}; }

private:
    static constexpr CellSet make(std::uint64_t low, std::uint64_t high) { CellSet s; s.low_ = low; s.high_ = high; return s; }
    std::uint64_t low_ = 0;
    std::uint64_t high_ = 0;
};

namespace detail {
constexpr std::array<CellSet, kHouseCount> makeHouseSets()
{
    std::array<CellSet, kHouseCount> sets{};
    for (int h = 0; h < kHouseCount; ++h)
        for (int cell : houseCells(h)) sets[static_cast<std::size_t>(h)].insert(cell);
    return sets;
}
constexpr std::array<CellSet, kCellCount> makePeerSets()
{
    std::array<CellSet, kCellCount> sets{};
    for (int c = 0; c < kCellCount; ++c)
        for (int peer : peersOf(c)) sets[static_cast<std::size_t>(c)].insert(peer);
    return sets;
}
inline constexpr std::array<CellSet, kHouseCount> kHouseSets = makeHouseSets();
inline constexpr std::array<CellSet, kCellCount> kPeerSets = makePeerSets();
} // namespace detail

constexpr CellSet houseSet(int house) { return detail::kHouseSets[static_cast<std::size_t>(house)]; }
constexpr CellSet peerSet(int cell) { return detail::kPeerSets[static_cast<std::size_t>(cell)]; }

} // namespace nonet
