#include "core/shape/cage_combinations.h"

#include "core/bit_count.h"

#include <array>
#include <vector>

namespace nonet {

namespace {

constexpr int kMaxSide = 9;
constexpr int kMaxSum = kMaxSide * (kMaxSide + 1) / 2;

// [side][size][sum] -> the masks, ascending.
using Table = std::array<std::array<std::array<std::vector<std::uint16_t>, kMaxSum + 1>, kMaxSide + 1>, kMaxSide + 1>;

Table makeTable()
{
    Table table;
    for (int side = 1; side <= kMaxSide; ++side)
        for (unsigned mask = 1; mask < (1u << side); ++mask) {
            int sum = 0;
            for (int v = 1; v <= side; ++v)
                if ((mask >> (v - 1)) & 1u) sum += v;
            table[static_cast<std::size_t>(side)][static_cast<std::size_t>(bitCount(mask))][static_cast<std::size_t>(sum)]
                .push_back(static_cast<std::uint16_t>(mask));
        }
    return table;
}

} // namespace

std::span<const std::uint16_t> cageCombinations(int size, int sum, int side)
{
    // Built once on first use (thread-safe), read-only ever after.
    static const Table table = makeTable();
    if (side < 1 || side > kMaxSide || size < 1 || size > side || sum < 1 || sum > kMaxSum) return {};
    return table[static_cast<std::size_t>(side)][static_cast<std::size_t>(size)][static_cast<std::size_t>(sum)];
}

CombinationSpan combinationSpan(int size, int sum, DigitSet allowed, int side)
{
    CombinationSpan out;
    std::uint16_t every = 0xFFFF;
    for (const std::uint16_t mask : cageCombinations(size, sum, side)) {
        if ((mask & ~allowed.mask()) != 0) continue;
        out.any |= DigitSet::fromMask(mask);
        every &= mask;
        ++out.count;
    }
    if (out.count > 0) out.every = DigitSet::fromMask(every);
    return out;
}

} // namespace nonet
