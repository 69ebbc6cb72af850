#include "core/logic/techniques/als.h"

#include <algorithm>
#include <vector>

namespace nonet {

namespace {

struct Als {
    CellSet cells;
    DigitSet digits;
    int house = 0;
    int size = 0;
};

// Every ALS of up to maxSize cells, each cell set once (a set inside a box/line
// intersection is found from both houses), smallest first, then in scan order.
std::vector<Als> collectAls(const CandidateGrid& grid, int maxSize)
{
    std::vector<Als> out;
    for (int house = 0; house < kHouseCount; ++house) {
        std::array<int, 9> cells{};
        int n = 0;
        for (int c : houseCells(house))
            if (!grid.isSolved(c)) cells[static_cast<std::size_t>(n++)] = c;
        // Subsets by bit mask; unions built from the subset without its lowest bit.
        std::array<DigitSet, 512> unions{};
        for (unsigned mask = 1; mask < (1u << n); ++mask) {
            const int low = std::countr_zero(mask);
            unions[mask] = unions[mask & (mask - 1)] | grid.candidates(cells[static_cast<std::size_t>(low)]);
            const int size = std::popcount(mask);
            if (size > maxSize || unions[mask].count() != size + 1) continue;
            Als als;
            for (int i = 0; i < n; ++i)
                if (mask & (1u << i)) als.cells.insert(cells[static_cast<std::size_t>(i)]);
            als.digits = unions[mask];
            als.house = house;
            als.size = size;
            out.push_back(als);
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Als& a, const Als& b) { return a.size < b.size; });
    std::vector<Als> unique;
    for (const Als& als : out)
        if (std::none_of(unique.begin(), unique.end(), [&](const Als& u) { return u.cells == als.cells; })) unique.push_back(als);
    return unique;
}

CellSet seenByAll(CellSet cells)
{
    CellSet seen = CellSet::all();
    for (int c : cells) seen &= peerSet(c);
    return seen;
}

std::vector<int> cellList(CellSet cells)
{
    std::vector<int> out;
    for (int c : cells) out.push_back(c);
    return out;
}

} // namespace

std::optional<Step> findAlsXz(const CandidateGrid& grid)
{
    // Sets of up to 7 cells cover what people find; larger ones are rare and slow to pair.
    const std::vector<Als> sets = collectAls(grid, 7);
    struct Best {
        std::size_t a = 0, b = 0;
        int x = 0;
        int size = 100;
    };
    std::optional<Best> best;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const Als& a = sets[i];
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als& b = sets[j];
            if (best && a.size + b.size >= best->size) break; // sorted by size: nothing smaller follows
            if (a.cells.intersects(b.cells)) continue;
            const DigitSet common = a.digits & b.digits;
            if (common.count() < 2) continue;
            for (int x : common) {
                const CellSet ax = a.cells & grid.cellsWith(x);
                const CellSet bx = b.cells & grid.cellsWith(x);
                if (!(bx - seenByAll(ax)).empty()) continue; // x is not restricted common
                bool productive = false;
                for (int z : common) {
                    if (z == x) continue;
                    const CellSet zs = (a.cells | b.cells) & grid.cellsWith(z);
                    if (!((grid.cellsWith(z) & seenByAll(zs)) - a.cells - b.cells).empty()) productive = true;
                }
                if (productive) {
                    best = Best{i, j, x, a.size + b.size};
                    break;
                }
            }
        }
    }
    if (!best) return std::nullopt;
    const Als& a = sets[best->a];
    const Als& b = sets[best->b];
    const int x = best->x;
    Step step;
    step.technique = Technique::AlsXz;
    for (int c : a.cells) step.cells.push_back(c);
    for (int c : b.cells) step.cells.push_back(c);
    step.houses = {a.house, b.house};
    step.digits.insert(x);
    std::array<CellSet, 9> elims{};
    for (int z : a.digits & b.digits) {
        if (z == x) continue;
        const CellSet zs = (a.cells | b.cells) & grid.cellsWith(z);
        elims[static_cast<std::size_t>(z - 1)] = (grid.cellsWith(z) & seenByAll(zs)) - a.cells - b.cells;
        if (!elims[static_cast<std::size_t>(z - 1)].empty()) step.digits.insert(z);
    }
    for (int cell = 0; cell < kCellCount; ++cell)
        for (int d = 1; d <= 9; ++d)
            if (elims[static_cast<std::size_t>(d - 1)].contains(cell)) step.eliminations.push_back({cell, d});
    step.links.push_back(ChainLink{cellList(a.cells & grid.cellsWith(x)), x, cellList(b.cells & grid.cellsWith(x)), x, false});
    return step;
}

} // namespace nonet
