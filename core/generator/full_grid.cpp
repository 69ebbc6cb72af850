#include "core/generator/full_grid.h"

#include <array>
#include <bit>

namespace nonet {

namespace {

// Backtracking fill that picks the cell with the fewest allowed digits and tries the
// digits in a random order. On an empty grid it almost never backtracks.
class Filler {
public:
    explicit Filler(std::mt19937_64& rng) : rng_(rng) {}

    bool fill()
    {
        int best = -1;
        int bestCount = 10;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (values_[static_cast<std::size_t>(cell)] != 0) continue;
            const int count = std::popcount(allowed(cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
                if (count <= 1) break;
            }
        }
        if (best < 0) return true;
        if (bestCount == 0) return false;
        std::array<int, 9> digits{};
        int n = 0;
        for (unsigned m = allowed(best); m != 0; m &= m - 1) digits[static_cast<std::size_t>(n++)] = std::countr_zero(m) + 1;
        for (int i = n - 1; i > 0; --i) std::swap(digits[static_cast<std::size_t>(i)], digits[static_cast<std::size_t>(randomBelow(rng_, i + 1))]);
        for (int i = 0; i < n; ++i) {
            set(best, digits[static_cast<std::size_t>(i)], true);
            if (fill()) return true;
            set(best, digits[static_cast<std::size_t>(i)], false);
        }
        return false;
    }

    Grid grid() const
    {
        Grid g;
        for (int cell = 0; cell < kCellCount; ++cell) g.setAt(cell, values_[static_cast<std::size_t>(cell)]);
        return g;
    }

private:
    unsigned allowed(int cell) const
    {
        return 0x1FFu & ~(rows_[static_cast<std::size_t>(rowOf(cell))] | columns_[static_cast<std::size_t>(columnOf(cell))] |
                          boxes_[static_cast<std::size_t>(boxOf(cell))]);
    }
    void set(int cell, int digit, bool on)
    {
        const unsigned bit = 1u << (digit - 1);
        values_[static_cast<std::size_t>(cell)] = on ? digit : 0;
        for (auto* mask : {&rows_[static_cast<std::size_t>(rowOf(cell))], &columns_[static_cast<std::size_t>(columnOf(cell))],
                           &boxes_[static_cast<std::size_t>(boxOf(cell))]})
            *mask = on ? (*mask | bit) : (*mask & ~bit);
    }

    std::mt19937_64& rng_;
    std::array<int, kCellCount> values_{};
    std::array<unsigned, 9> rows_{};
    std::array<unsigned, 9> columns_{};
    std::array<unsigned, 9> boxes_{};
};

} // namespace

Grid randomFullGrid(std::mt19937_64& rng)
{
    Filler filler(rng);
    filler.fill(); // an empty grid always has a completion
    return filler.grid();
}

} // namespace nonet
