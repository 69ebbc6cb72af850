#pragma once
// FastSolver's steps across the nine digit words of one band (see band_tables.h for the
// bit layout of a word), each twice: `portable` in plain C++, `sse2` with the SSE2
// instructions that every x86-64 processor has (two 4-lane operations and one scalar
// word instead of nine scalar steps, and no branch per digit). FastSolver takes `sse2`
// where the compiler targets SSE2 and `portable` elsewhere; tests/test_band_steps checks
// that the two agree, and tests/test_solvers runs the solver's cross-checks on both.
//
// `words` points at the nine words of a band, digit 1 first. `PortableSteps` and
// `Sse2Steps` bundle each set for FastSolver, which is written once over either;
// `WidestSteps` is the one this build has the instructions for.

#include "core/solver/band_tables.h"

#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nonet::band {

// The rows (all 9 cells) that hold a bit of `cells`.
constexpr std::uint32_t rowsHolding(std::uint32_t cells)
{
    return ((0u - static_cast<std::uint32_t>((cells & kRow) != 0)) & kRow)
        | ((0u - static_cast<std::uint32_t>((cells & (kRow << 9)) != 0)) & (kRow << 9))
        | ((0u - static_cast<std::uint32_t>((cells >> 18) != 0)) & (kRow << 18));
}

namespace portable {

// Takes `cells` from the nine words except the one of digit `self` (0-based); returns
// the digits whose words changed (bit = digit).
inline std::uint32_t clearInBand(std::uint32_t* words, std::uint32_t cells, int self)
{
    std::uint32_t changed = 0;
    for (int d = 0; d < 9; ++d) {
        const std::uint32_t clear = d == self ? 0u : cells;
        changed |= static_cast<std::uint32_t>((words[d] & clear) != 0) << d;
        words[d] &= ~clear;
    }
    return changed;
}

// Each word keeps, in every row where it holds a cell of `cells`, only those cells;
// returns the digits whose words changed.
inline std::uint32_t keepInRows(std::uint32_t* words, std::uint32_t cells)
{
    std::uint32_t changed = 0;
    for (int d = 0; d < 9; ++d) {
        const std::uint32_t before = words[d];
        const std::uint32_t mine = before & cells;
        words[d] = before & (~rowsHolding(mine) | mine);
        changed |= static_cast<std::uint32_t>(words[d] != before) << d;
    }
    return changed;
}

// The union of the nine words (`one`) and the cells in two or more of them (`two`).
inline void countInBand(const std::uint32_t* words, std::uint32_t& one, std::uint32_t& two)
{
    one = 0;
    two = 0;
    for (int d = 0; d < 9; ++d) {
        two |= one & words[d];
        one |= words[d];
    }
}

} // namespace portable

#if defined(__SSE2__)
namespace sse2 {

inline __m128i loadFour(const std::uint32_t* at) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(at)); }
inline void storeFour(std::uint32_t* at, __m128i v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(at), v); }
// Bit i set when lane i of `a` and `b` differ.
inline std::uint32_t lanesDiffering(__m128i a, __m128i b)
{
    return ~static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b)))) & 0xFu;
}

inline std::uint32_t clearInBand(std::uint32_t* words, std::uint32_t cells, int self)
{
    const __m128i clear = _mm_set1_epi32(static_cast<int>(cells));
    const __m128i me = _mm_set1_epi32(self);
    // The cells to clear per lane: none in the lane of `self`.
    const __m128i clear0 = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 2, 3), me), clear);
    const __m128i clear1 = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_setr_epi32(4, 5, 6, 7), me), clear);
    const __m128i v0 = loadFour(words);
    const __m128i v1 = loadFour(words + 4);
    const __m128i after0 = _mm_andnot_si128(clear0, v0);
    const __m128i after1 = _mm_andnot_si128(clear1, v1);
    storeFour(words, after0);
    storeFour(words + 4, after1);
    const std::uint32_t clear8 = self == 8 ? 0u : cells;
    const std::uint32_t before8 = words[8];
    words[8] = before8 & ~clear8;
    return lanesDiffering(after0, v0) | lanesDiffering(after1, v1) << 4 | static_cast<std::uint32_t>((before8 & clear8) != 0) << 8;
}

inline std::uint32_t keepInRows(std::uint32_t* words, std::uint32_t cells)
{
    const __m128i mask = _mm_set1_epi32(static_cast<int>(cells));
    const __m128i zero = _mm_setzero_si128();
    const __m128i row0 = _mm_set1_epi32(static_cast<int>(kRow));
    const __m128i row1 = _mm_set1_epi32(static_cast<int>(kRow << 9));
    const __m128i row2 = _mm_set1_epi32(static_cast<int>(kRow << 18));
    const auto keepFour = [&](std::uint32_t* at) {
        const __m128i v = loadFour(at);
        const __m128i mine = _mm_and_si128(v, mask);
        // The rows that hold a cell of `mine`: the row's mask where (mine & row) != 0.
        const __m128i held0 = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_and_si128(mine, row0), zero), row0);
        const __m128i held1 = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_and_si128(mine, row1), zero), row1);
        const __m128i held2 = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_and_si128(mine, row2), zero), row2);
        const __m128i held = _mm_or_si128(_mm_or_si128(held0, held1), held2);
        const __m128i after = _mm_andnot_si128(_mm_andnot_si128(mine, held), v);
        storeFour(at, after);
        return lanesDiffering(after, v);
    };
    const std::uint32_t changed = keepFour(words) | keepFour(words + 4) << 4;
    const std::uint32_t before8 = words[8];
    const std::uint32_t mine8 = before8 & cells;
    words[8] = before8 & (~rowsHolding(mine8) | mine8);
    return changed | static_cast<std::uint32_t>(words[8] != before8) << 8;
}

inline void countInBand(const std::uint32_t* words, std::uint32_t& one, std::uint32_t& two)
{
    const __m128i v0 = loadFour(words);
    const __m128i v1 = loadFour(words + 4);
    // Per lane, then folded: lanes 2 3 onto 0 1, then lane 1 onto 0.
    __m128i o = _mm_or_si128(v0, v1);
    __m128i t = _mm_and_si128(v0, v1);
    __m128i so = _mm_shuffle_epi32(o, 0x4E);
    __m128i st = _mm_shuffle_epi32(t, 0x4E);
    t = _mm_or_si128(_mm_or_si128(t, st), _mm_and_si128(o, so));
    o = _mm_or_si128(o, so);
    so = _mm_shuffle_epi32(o, 0xB1);
    st = _mm_shuffle_epi32(t, 0xB1);
    t = _mm_or_si128(_mm_or_si128(t, st), _mm_and_si128(o, so));
    o = _mm_or_si128(o, so);
    const auto o32 = static_cast<std::uint32_t>(_mm_cvtsi128_si32(o));
    const auto t32 = static_cast<std::uint32_t>(_mm_cvtsi128_si32(t));
    two = t32 | (o32 & words[8]);
    one = o32 | words[8];
}

} // namespace sse2
#endif

struct PortableSteps {
    static std::uint32_t clearInBand(std::uint32_t* words, std::uint32_t cells, int self) { return portable::clearInBand(words, cells, self); }
    static std::uint32_t keepInRows(std::uint32_t* words, std::uint32_t cells) { return portable::keepInRows(words, cells); }
    static void countInBand(const std::uint32_t* words, std::uint32_t& one, std::uint32_t& two) { portable::countInBand(words, one, two); }
};

#if defined(__SSE2__)
struct Sse2Steps {
    static std::uint32_t clearInBand(std::uint32_t* words, std::uint32_t cells, int self) { return sse2::clearInBand(words, cells, self); }
    static std::uint32_t keepInRows(std::uint32_t* words, std::uint32_t cells) { return sse2::keepInRows(words, cells); }
    static void countInBand(const std::uint32_t* words, std::uint32_t& one, std::uint32_t& two) { sse2::countInBand(words, one, two); }
};
using WidestSteps = Sse2Steps;
#else
using WidestSteps = PortableSteps;
#endif

} // namespace nonet::band
