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

// The six ways a digit can cross a band: one minirow (bit 3 * row + box) per row and per
// box, i.e. the permutations of the boxes over the rows.
constexpr std::array<std::uint16_t, 6> makePermutationMinirows()
{
    constexpr std::array<std::array<unsigned, 3>, 6> perms{{
        {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
    std::array<std::uint16_t, 6> t{};
    for (std::size_t p = 0; p < 6; ++p)
        for (unsigned row = 0; row < 3; ++row) t[p] = static_cast<std::uint16_t>(t[p] | 1u << (3 * row + perms[p][row]));
    return t;
}

// Minirows (bit 3 * row + box) -> their 27 cells.
constexpr std::array<std::uint32_t, 512> makeMinirowCells()
{
    std::array<std::uint32_t, 512> t{};
    for (unsigned x = 0; x < 512; ++x)
        for (unsigned m = 0; m < 9; ++m)
            if ((x >> m) & 1u) t[x] |= 7u << (9 * (m / 3) + 3 * (m % 3));
    return t;
}

// Occupied minirows -> the minirows that lie on some permutation (0 when none fits: the
// band is contradictory for the digit).
constexpr std::array<std::uint16_t, 512> makeBandKeepMinirows()
{
    const auto ways = makePermutationMinirows();
    std::array<std::uint16_t, 512> t{};
    for (unsigned occupied = 0; occupied < 512; ++occupied)
        for (const unsigned way : ways)
            if ((way & occupied) == way) t[occupied] = static_cast<std::uint16_t>(t[occupied] | way);
    return t;
}

// The same as cells: occupied minirows -> the cells of the minirows that lie on some
// permutation.
constexpr std::array<std::uint32_t, 512> makeBandKeep()
{
    const auto minirows = makeBandKeepMinirows();
    const auto cells = makeMinirowCells();
    std::array<std::uint32_t, 512> t{};
    for (unsigned occupied = 0; occupied < 512; ++occupied) t[occupied] = cells[minirows[occupied]];
    return t;
}

// Occupied minirows -> how many permutations fit.
constexpr std::array<std::uint8_t, 512> makePermutationCount()
{
    const auto ways = makePermutationMinirows();
    std::array<std::uint8_t, 512> t{};
    for (unsigned occupied = 0; occupied < 512; ++occupied)
        for (const unsigned way : ways)
            if ((way & occupied) == way) ++t[occupied];
    return t;
}

// 9 bits in three groups of three (the boxes of a row, the columns of a box) -> the
// groups that hold exactly one bit, with that bit.
constexpr std::array<std::uint16_t, 512> makeSingleInGroup()
{
    std::array<std::uint16_t, 512> t{};
    for (unsigned x = 0; x < 512; ++x)
        for (unsigned group = 0; group < 3; ++group) {
            const unsigned part = (x >> (3 * group)) & 7u;
            if (part != 0 && (part & (part - 1)) == 0) t[x] = static_cast<std::uint16_t>(t[x] | part << (3 * group));
        }
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
// Minirows a digit must take (bit 3 * row + box) -> the cells of the band it keeps: in
// each such minirow's row and box, only the minirow.
constexpr std::array<std::uint32_t, 512> makeForcedMinirowsKeep()
{
    std::array<std::uint32_t, 512> t{};
    for (unsigned x = 0; x < 512; ++x) {
        std::uint32_t keep = kAll;
        for (unsigned m = 0; m < 9; ++m) {
            if (((x >> m) & 1u) == 0) continue;
            const unsigned row = m / 3;
            const unsigned box = m % 3;
            keep &= ~((kRow << (9 * row)) | (0x1C0E07u << (3 * box))) | (7u << (9 * row + 3 * box));
        }
        t[x] = keep;
    }
    return t;
}

// Minicolumns a digit must take (bit = column) -> the cells of the band it keeps: in each
// such minicolumn's box, only the minicolumn.
constexpr std::array<std::uint32_t, 512> makeForcedMinicolumnsKeep()
{
    std::array<std::uint32_t, 512> t{};
    for (unsigned x = 0; x < 512; ++x) {
        std::uint32_t keep = kAll;
        for (unsigned column = 0; column < 9; ++column)
            if ((x >> column) & 1u) keep &= ~(0x1C0E07u << (3 * (column / 3))) | (0x40201u << column);
        t[x] = keep;
    }
    return t;
}

inline constexpr std::array<std::uint16_t, 6> kPermutationMinirows = makePermutationMinirows();
inline constexpr std::array<std::uint32_t, 512> kMinirowCells = makeMinirowCells();
inline constexpr std::array<std::uint16_t, 512> kBandKeepMinirows = makeBandKeepMinirows();
inline constexpr std::array<std::uint32_t, 512> kBandKeep = makeBandKeep();
inline constexpr std::array<std::uint8_t, 512> kPermutationCount = makePermutationCount();
inline constexpr std::array<std::uint16_t, 512> kSingleInGroup = makeSingleInGroup();
inline constexpr std::array<std::uint32_t, 512> kForcedMinirowsKeep = makeForcedMinirowsKeep();
inline constexpr std::array<std::uint32_t, 512> kForcedMinicolumnsKeep = makeForcedMinicolumnsKeep();
inline constexpr std::array<std::uint32_t, 8> kRowsMask = makeRowsMask();

// Sanity checks on the tables' corners.
static_assert(kBandKeep[0x1FF] == kAll);     // every minirow open: nothing is excluded
static_assert(kBandKeep[0x111] == 0x7007007); // boxes 0,1,2 in rows 0,1,2: the diagonal
static_assert(kBandKeep[0x1F8] == 0);        // row 0 has no box left
static_assert(kBandKeep[0x049] == 0);        // every row wants box 0
static_assert(kPermutationCount[0x1FF] == 6 && kPermutationCount[0x111] == 1 && kPermutationCount[0x1F8] == 0);
static_assert(kPermutationCount[0x11B] == 2); // rows 0 and 1 in boxes 0 or 1, row 2 in box 2
static_assert(kForcedMinirowsKeep[0x001] == (kAll & ~0x1C0E07u & ~0x1FFu) + 7u); // row 0 of box 0
static_assert(kForcedMinicolumnsKeep[0x001] == (kAll & ~0x1C0E07u) + 0x40201u); // column 0 of box 0
static_assert(kSingleInGroup[0x1FF] == 0 && kSingleInGroup[0x124] == 0x124 && kSingleInGroup[0x00B] == 0x008);

} // namespace nonet::band
