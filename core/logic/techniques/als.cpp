#include "core/logic/techniques/als.h"

#include "core/logic/techniques/instantiate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <type_traits>
#include <vector>

namespace nonet {

namespace {

template <class Cells>
struct Als {
    Cells cells;
    DigitSet digits;
    int house = 0;
    int size = 0;
};

// Every ALS of up to maxSize cells, each cell set once (a set inside a box/line
// intersection is found from both houses: it is kept from the first), smallest first, then
// in scan order.
// The candidates of every subset of a house's open cells, by bit mask: a fixed array for
// the classic nine cells, a vector for up to sixteen.
template <class G>
using SubsetUnions = std::conditional_t<(G::kMaxSide <= 9), std::array<DigitSet, 512>, std::vector<DigitSet>>;

template <class G>
std::vector<Als<typename G::Cells>> collectAls(const G& grid, int maxSize)
{
    using Set = Als<typename G::Cells>;
    std::vector<Set> out;
    SubsetUnions<G> unions{};
    if constexpr (G::kMaxSide > 9) unions.resize(std::size_t{1} << grid.side());
    for (int house = 0; house < grid.houseCount(); ++house) {
        std::array<int, G::kMaxSide> cells{};
        int n = 0;
        for (int c : grid.houseCells(house))
            if (!grid.isSolved(c)) cells[static_cast<std::size_t>(n++)] = c;
        // Subsets by bit mask; unions built from the subset without its lowest bit.
        for (unsigned mask = 1; mask < (1u << n); ++mask) {
            const int low = std::countr_zero(mask);
            unions[mask] = unions[mask & (mask - 1)] | grid.candidates(cells[static_cast<std::size_t>(low)]);
            const int size = std::popcount(mask);
            if (size > maxSize || unions[mask].count() != size + 1) continue;
            Set als;
            for (int i = 0; i < n; ++i)
                if (mask & (1u << i)) als.cells.insert(cells[static_cast<std::size_t>(i)]);
            const auto earlier = grid.housesOf(cells[static_cast<std::size_t>(low)]);
            if (std::any_of(earlier.begin(), earlier.end(), [&](int h) { return h < house && (als.cells - grid.houseSet(h)).empty(); }))
                continue; // found there already
            als.digits = unions[mask];
            als.house = house;
            als.size = size;
            out.push_back(als);
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Set& a, const Set& b) { return a.size < b.size; });
    return out;
}

template <class G>
typename G::Cells seenByAll(const G& grid, typename G::Cells cells)
{
    typename G::Cells seen = grid.allCells();
    for (int c : cells) seen &= grid.peerSet(c);
    return seen;
}

template <class Cells>
std::vector<int> cellList(Cells cells)
{
    std::vector<int> out;
    for (int c : cells) out.push_back(c);
    return out;
}

} // namespace

template <class G>
std::optional<Step> findAlsXz(const G& grid)
{
    using Cells = typename G::Cells;
    // Sets of up to 7 cells cover what people find; larger ones are rare and slow to pair.
    const auto sets = collectAls(grid, 7);
    struct Best {
        std::size_t a = 0, b = 0;
        int x = 0;
        int size = 100;
    };
    std::optional<Best> best;
    // The cells that see all of a set's x-cells, per set and digit, made when first asked:
    // the pairs below ask for the same ones again and again.
    std::vector<std::array<Cells, G::kMaxSide>> seenX(sets.size());
    std::vector<std::uint32_t> seenKnown(sets.size(), 0);
    const auto seenByAllX = [&](std::size_t i, int x) -> const Cells& {
        Cells& seen = seenX[i][static_cast<std::size_t>(x - 1)];
        if ((seenKnown[i] >> (x - 1) & 1u) == 0) {
            seen = seenByAll(grid, sets[i].cells & grid.cellsWith(x));
            seenKnown[i] |= 1u << (x - 1);
        }
        return seen;
    };
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const auto& a = sets[i];
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const auto& b = sets[j];
            if (best && a.size + b.size >= best->size) break; // sorted by size: nothing smaller follows
            if (a.cells.intersects(b.cells)) continue;
            const DigitSet common = a.digits & b.digits;
            if (common.count() < 2) continue;
            for (int x : common) {
                const Cells bx = b.cells & grid.cellsWith(x);
                if (!(bx - seenByAllX(i, x)).empty()) continue; // x is not restricted common
                bool productive = false;
                for (int z : common) {
                    if (z == x) continue;
                    const Cells zs = (a.cells | b.cells) & grid.cellsWith(z);
                    if (!((grid.cellsWith(z) & seenByAll(grid, zs)) - a.cells - b.cells).empty()) productive = true;
                }
                if (productive) {
                    best = Best{i, j, x, a.size + b.size};
                    break;
                }
            }
        }
    }
    if (!best) return std::nullopt;
    const auto& a = sets[best->a];
    const auto& b = sets[best->b];
    const int x = best->x;
    Step step;
    step.technique = Technique::AlsXz;
    for (int c : a.cells) step.cells.push_back(c);
    for (int c : b.cells) step.cells.push_back(c);
    step.houses = {a.house, b.house};
    step.digits.insert(x);
    std::array<Cells, G::kMaxSide> elims{};
    for (int z : a.digits & b.digits) {
        if (z == x) continue;
        const Cells zs = (a.cells | b.cells) & grid.cellsWith(z);
        elims[static_cast<std::size_t>(z - 1)] = (grid.cellsWith(z) & seenByAll(grid, zs)) - a.cells - b.cells;
        if (!elims[static_cast<std::size_t>(z - 1)].empty()) step.digits.insert(z);
    }
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        for (int d = 1; d <= grid.side(); ++d)
            if (elims[static_cast<std::size_t>(d - 1)].contains(cell)) step.eliminations.push_back({cell, d});
    step.links.push_back(ChainLink{cellList(a.cells & grid.cellsWith(x)), x, cellList(b.cells & grid.cellsWith(x)), x, false});
    return step;
}

NONET_INSTANTIATE_FINDER(findAlsXz);

} // namespace nonet
