#pragma once
// A set of digits 1..16 as a bit mask (bit d-1 holds digit d). Nine bits are used for
// classic Sudoku; the extra room lets the candidate model work for 4x4 .. 16x16 puzzles.

#include "core/bit_count.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace nonet {

class DigitSet {
public:
    constexpr DigitSet() = default;
    static constexpr DigitSet fromMask(std::uint16_t mask) { DigitSet s; s.bits_ = mask; return s; }
    // {1..n}
    static constexpr DigitSet all(int n = 9) { return fromMask(static_cast<std::uint16_t>((1u << n) - 1u)); }
    static constexpr DigitSet single(int digit) { return fromMask(bitOf(digit)); }

    constexpr std::uint16_t mask() const { return bits_; }
    constexpr bool contains(int digit) const { return (bits_ & bitOf(digit)) != 0; }
    constexpr void insert(int digit) { bits_ = static_cast<std::uint16_t>(bits_ | bitOf(digit)); }
    constexpr void erase(int digit) { bits_ = static_cast<std::uint16_t>(bits_ & ~bitOf(digit)); }
    constexpr int count() const { return bitCount(bits_); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool isSingle() const { return bits_ != 0 && (bits_ & (bits_ - 1)) == 0; }
    // Smallest digit in the set, 0 when empty.
    constexpr int first() const { return bits_ == 0 ? 0 : std::countr_zero(bits_) + 1; }
    constexpr bool isSubsetOf(DigitSet other) const { return (bits_ & ~other.bits_) == 0; }

    constexpr DigitSet operator|(DigitSet o) const { return fromMask(static_cast<std::uint16_t>(bits_ | o.bits_)); }
    constexpr DigitSet operator&(DigitSet o) const { return fromMask(static_cast<std::uint16_t>(bits_ & o.bits_)); }
    constexpr DigitSet operator-(DigitSet o) const { return fromMask(static_cast<std::uint16_t>(bits_ & ~o.bits_)); }
    constexpr DigitSet& operator|=(DigitSet o) { bits_ = static_cast<std::uint16_t>(bits_ | o.bits_); return *this; }
    constexpr DigitSet& operator&=(DigitSet o) { bits_ = static_cast<std::uint16_t>(bits_ & o.bits_); return *this; }
    constexpr DigitSet& operator-=(DigitSet o) { bits_ = static_cast<std::uint16_t>(bits_ & ~o.bits_); return *this; }
    constexpr bool operator==(const DigitSet&) const = default;

    // Iterates the digits in ascending order: for (int d : set) ...
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;
        constexpr Iterator() = default;
        constexpr explicit Iterator(std::uint16_t rest) : rest_(rest) {}
        constexpr int operator*() const { return std::countr_zero(rest_) + 1; }
        constexpr Iterator& operator++() { rest_ = static_cast<std::uint16_t>(rest_ & (rest_ - 1)); return *this; }
        constexpr Iterator operator++(int) { Iterator old = *this; ++*this; return old; }
        constexpr bool operator==(const Iterator&) const = default;
    private:
        std::uint16_t rest_ = 0;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    static constexpr std::uint16_t bitOf(int digit) { return static_cast<std::uint16_t>(1u << (digit - 1)); }
    std::uint16_t bits_ = 0;
};

} // namespace nonet
