#pragma once
// Lookup tables for FastSolver's band boards, built at compile time.
//
// A band is three rows of the grid; one digit's candidates in one band are 27 bits:
//
//             column 0 .. 8
//   row 0 of the band   bits  0 ..  8      box 0 = columns 0-2, box 1 = 3-5, box 2 = 6-8
//   row 1 of the band   bits  9 .. 17
//   row 2 of the band   bits 18 .. 26
//
// A "minirow" is the three cells where one row of the band crosses one box. Inside a
// band, a digit goes exactly once in every row and once in every box, so the boxes it
// takes in rows 0, 1, 2 form a permutation of {0, 1, 2}. Any minirow that lies on no
// such permutation cannot hold the digit. That single rule covers hidden singles in
// boxes, pointing and claiming (box/line) inside the band, and "a row of the band has
// no place left" (no permutation at all).

#include <array>
#include <cstdint>

namespace nonet::band {

inline constexpr std::uint32_t kAll = 0x7FFFFFFu; // the 27 cells of a band
inline constexpr std::uint32_t kRow = 0x1FFu;     // the 9 cells of row 0 of a band

// Row shape of 9 cell bits: bits 0..2 tell which boxes hold a candidate.
constexpr std::array<std::uint8_t, 512> makeRowBoxes()
{
    std::array<std::uint8_t, 512> t{};
    for (unsigned x = 0; x < 512; ++x) {
        unsigned boxes = 0;
        for (unsigned box = 0; box < 3; ++box)
            if ((x >> (3 * box)) & 7u) boxes |= 1u << box;
        t[x] = static_cast<std::uint8_t>(boxes);
    }
    return t;
}

// Occupied minirows (bit 3 * row + box) -> the 27 cells of the minirows that lie on some
// permutation; 0 when no permutation fits (the band is contradictory for the digit).
constexpr std::array<std::uint32_t, 512> makeBandKeep()
{
    constexpr std::array<std::array<unsigned, 3>, 6> perms{{
        {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
    std::array<std::uint32_t, 512> t{};
    for (unsigned occupied = 0; occupied < 512; ++occupied) {
        unsigned keep = 0;
        for (const auto& p : perms) {
            unsigned minirows = 0;
            for (unsigned row = 0; row < 3; ++row) minirows |= 1u << (3 * row + p[row]);
            if ((minirows & occupied) == minirows) keep |= minirows;
        }
        std::uint32_t cells = 0;
        for (unsigned m = 0; m < 9; ++m)
            if ((keep >> m) & 1u) cells |= 7u << (9 * (m / 3) + 3 * (m % 3));
        t[occupied] = cells;
    }
    return t;
}

// The same permutation rule as 9 bits (3 * row + box) instead of cells: used for the
// stacks, where "rows" are the three bands and "boxes" the three columns of the stack.
constexpr std::array<std::uint16_t, 512> makePermutationKeep()
{
    const auto cells = makeBandKeep();
    std::array<std::uint16_t, 512> t{};
    for (unsigned occupied = 0; occupied < 512; ++occupied)
        for (unsigned m = 0; m < 9; ++m)
            if ((cells[occupied] >> (9 * (m / 3) + 3 * (m % 3))) & 1u) t[occupied] = static_cast<std::uint16_t>(t[occupied] | 1u << m);
    return t;
}

// 3 row bits -> the 27-bit mask of those rows.
constexpr std::array<std::uint32_t, 8> makeRowsMask()
{
    std::array<std::uint32_t, 8> t{};
    for (unsigned rows = 0; rows < 8; ++rows)
        for (unsigned row = 0; row < 3; ++row)
            if ((rows >> row) & 1u) t[rows] |= kRow << (9 * row);
    return t;
}

inline constexpr std::array<std::uint8_t, 512> kRowBoxes = makeRowBoxes();
inline constexpr std::array<std::uint32_t, 512> kBandKeep = makeBandKeep();
inline constexpr std::array<std::uint32_t, 8> kRowsMask = makeRowsMask();
inline constexpr std::array<std::uint16_t, 512> kPermutationKeep = makePermutationKeep();

// Sanity checks on the tables' corners.
static_assert(kBandKeep[0x1FF] == kAll);     // every minirow open: nothing is excluded
static_assert(kBandKeep[0x111] == 0x7007007); // boxes 0,1,2 in rows 0,1,2: the diagonal
static_assert(kBandKeep[0x1F8] == 0);        // row 0 has no box left
static_assert(kBandKeep[0x049] == 0);        // every row wants box 0

} // namespace nonet::band
