#pragma once
// A set of up to 256 cells (a 16x16 grid) as four 64-bit words: the cell set of the
// runtime-shape engine, with the interface of CellSet (core/cell_set.h), which stays the
// classic engine's two-word set so that the 9x9 hot paths keep their speed.

#include "core/bit_count.h"
#include "core/cell_set.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace nonet {

class WideCellSet {
public:
    static constexpr int kCapacity = 256;

    constexpr WideCellSet() = default;
    // The classic engine's set of 81 cells as a set of the same cells: lossless, so
    // implicit (a classic step's cells go wherever cells of any shape are taken).
    constexpr WideCellSet(CellSet cells) : words_{cells.lowWord(), cells.highWord(), 0, 0} {}
    // The cells below 81 as the classic set (for a 9x9 shape's cells).
    constexpr CellSet toClassic() const { return CellSet::fromWords(words_[0], words_[1]); }
    static constexpr WideCellSet single(int cell) { WideCellSet s; s.insert(cell); return s; }
    // The cells 0 .. count-1.
    static constexpr WideCellSet firstCells(int count)
    {
        WideCellSet s;
        for (int w = 0; w < 4; ++w) {
            const int bits = count - 64 * w;
            s.words_[static_cast<std::size_t>(w)] = bits >= 64 ? ~0ULL : bits <= 0 ? 0ULL : (1ULL << bits) - 1;
        }
        return s;
    }

    constexpr bool contains(int cell) const { return (word(cell) >> (cell & 63)) & 1ULL; }
    constexpr void insert(int cell) { words_[static_cast<std::size_t>(cell >> 6)] |= 1ULL << (cell & 63); }
    constexpr void erase(int cell) { words_[static_cast<std::size_t>(cell >> 6)] &= ~(1ULL << (cell & 63)); }
    constexpr int count() const { return bitCount(words_[0]) + bitCount(words_[1]) + bitCount(words_[2]) + bitCount(words_[3]); }
    constexpr bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
    // Lowest cell in the set, -1 when empty.
    constexpr int first() const
    {
        for (int w = 0; w < 4; ++w)
            if (words_[static_cast<std::size_t>(w)] != 0) return 64 * w + std::countr_zero(words_[static_cast<std::size_t>(w)]);
        return -1;
    }

    constexpr WideCellSet operator|(WideCellSet o) const { return o |= *this; }
    constexpr WideCellSet operator&(WideCellSet o) const { return o &= *this; }
    constexpr WideCellSet operator-(WideCellSet o) const { WideCellSet s = *this; return s -= o; }
    constexpr WideCellSet& operator|=(WideCellSet o) { for (std::size_t w = 0; w < 4; ++w) words_[w] |= o.words_[w]; return *this; }
    constexpr WideCellSet& operator&=(WideCellSet o) { for (std::size_t w = 0; w < 4; ++w) words_[w] &= o.words_[w]; return *this; }
    constexpr WideCellSet& operator-=(WideCellSet o) { for (std::size_t w = 0; w < 4; ++w) words_[w] &= ~o.words_[w]; return *this; }
    constexpr bool operator==(const WideCellSet&) const = default;
    constexpr bool intersects(WideCellSet o) const
    {
        return ((words_[0] & o.words_[0]) | (words_[1] & o.words_[1]) | (words_[2] & o.words_[2]) | (words_[3] & o.words_[3])) != 0;
    }

    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;
        constexpr Iterator() = default;
        constexpr explicit Iterator(const std::array<std::uint64_t, 4>& words) : words_(words) { skip(); }
        constexpr int operator*() const { return 64 * index_ + std::countr_zero(words_[static_cast<std::size_t>(index_)]); }
        constexpr Iterator& operator++()
        {
            auto& w = words_[static_cast<std::size_t>(index_)];
            w &= w - 1;
            skip();
            return *this;
        }
        constexpr Iterator operator++(int) { Iterator old = *this; ++*this; return old; }
        constexpr bool operator==(const Iterator&) const = default;
    private:
        // To the first non-empty word; past the end every word is 0 and index_ is 4.
        constexpr void skip()
        {
            while (index_ < 4 && words_[static_cast<std::size_t>(index_)] == 0) ++index_;
        }
        std::array<std::uint64_t, 4> words_{};
        int index_ = 0;
    };
    constexpr Iterator begin() const { return Iterator(words_); }
    constexpr Iterator end() const { return Iterator(std::array<std::uint64_t, 4>{}); }

private:
    constexpr std::uint64_t word(int cell) const { return words_[static_cast<std::size_t>(cell >> 6)]; }
    std::array<std::uint64_t, 4> words_{};
};

} // namespace nonet
