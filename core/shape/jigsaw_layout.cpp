#include "core/shape/jigsaw_layout.h"

#include "core/generator/full_grid.h"
#include "core/shape/shape_names.h"

#include <algorithm>

namespace nonet {

namespace {

constexpr int kSideCells = 9;
constexpr int kCells = 81;

// The cells sharing a side with the cell.
int neighbours(int cell, std::array<int, 4>& out)
{
    const int r = cell / kSideCells;
    const int c = cell % kSideCells;
    int n = 0;
    if (r > 0) out[static_cast<std::size_t>(n++)] = cell - kSideCells;
    if (c > 0) out[static_cast<std::size_t>(n++)] = cell - 1;
    if (c < kSideCells - 1) out[static_cast<std::size_t>(n++)] = cell + 1;
    if (r < kSideCells - 1) out[static_cast<std::size_t>(n++)] = cell + kSideCells;
    return n;
}

// The cells of the region reachable from `start` through the region.
std::vector<int> piece(std::span<const std::uint8_t> regions, int start)
{
    std::vector<int> out{start};
    std::array<bool, kCells> seen{};
    seen[static_cast<std::size_t>(start)] = true;
    for (std::size_t i = 0; i < out.size(); ++i) {
        std::array<int, 4> next{};
        const int n = neighbours(out[i], next);
        for (int k = 0; k < n; ++k) {
            const int cell = next[static_cast<std::size_t>(k)];
            if (seen[static_cast<std::size_t>(cell)] || regions[static_cast<std::size_t>(cell)] != regions[static_cast<std::size_t>(start)])
                continue;
            seen[static_cast<std::size_t>(cell)] = true;
            out.push_back(cell);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool connected(std::span<const std::uint8_t> regions, int region)
{
    int first = -1;
    int size = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        if (regions[static_cast<std::size_t>(cell)] != region) continue;
        if (first < 0) first = cell;
        ++size;
    }
    return first >= 0 && static_cast<int>(piece(regions, first).size()) == size;
}

} // namespace

std::optional<LayoutProblem> checkJigsawLayout(std::span<const std::uint8_t> regions)
{
    if (regions.size() != static_cast<std::size_t>(kCells))
        return LayoutProblem{"the layout has " + std::to_string(regions.size()) + " cells; a Jigsaw layout has 81", {}};
    for (int cell = 0; cell < kCells; ++cell)
        if (regions[static_cast<std::size_t>(cell)] >= kSideCells)
            return LayoutProblem{gridCellName(kSideCells, cell) + " is in no region 1..9", {cell}};
    for (int region = 0; region < kSideCells; ++region) {
        std::vector<int> cells;
        for (int cell = 0; cell < kCells; ++cell)
            if (regions[static_cast<std::size_t>(cell)] == region) cells.push_back(cell);
        if (cells.size() != static_cast<std::size_t>(kSideCells))
            return LayoutProblem{"region " + std::to_string(region + 1) + " has " + std::to_string(cells.size()) +
                                     " cells; each region has 9",
                                 cells};
        const std::vector<int> first = piece(regions, cells.front());
        if (first.size() != cells.size()) {
            // Name the cells cut off from the region's first cell.
            std::vector<int> apart;
            std::set_difference(cells.begin(), cells.end(), first.begin(), first.end(), std::back_inserter(apart));
            return LayoutProblem{"region " + std::to_string(region + 1) + " is not connected: " + gridCellName(kSideCells, apart.front()) +
                                     " does not touch " + gridCellName(kSideCells, cells.front()) + "'s part of it",
                                 apart};
        }
    }
    return std::nullopt;
}

JigsawRegions randomJigsawLayout(std::mt19937_64& rng)
{
    JigsawRegions regions{};
    for (int cell = 0; cell < kCells; ++cell)
        regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>((cell / 27) * 3 + (cell % 9) / 3);
    // An exchange moves cell a from region A into a neighbouring region B and a cell b of B
    // that touches A into A: sizes stay nine; kept only when A and B stay connected.
    int exchanges = 0;
    for (int attempt = 0; attempt < 20000 && exchanges < 300; ++attempt) {
        const int a = randomBelow(rng, kCells);
        std::array<int, 4> next{};
        const int n = neighbours(a, next);
        const int toward = next[static_cast<std::size_t>(randomBelow(rng, n))];
        const std::uint8_t regionA = regions[static_cast<std::size_t>(a)];
        const std::uint8_t regionB = regions[static_cast<std::size_t>(toward)];
        if (regionA == regionB) continue;
        std::vector<int> candidates; // cells of B (other than the neighbour chain) touching A
        for (int cell = 0; cell < kCells; ++cell) {
            if (regions[static_cast<std::size_t>(cell)] != regionB) continue;
            std::array<int, 4> around{};
            const int m = neighbours(cell, around);
            for (int k = 0; k < m; ++k) {
                const int other = around[static_cast<std::size_t>(k)];
                if (other != a && regions[static_cast<std::size_t>(other)] == regionA) {
                    candidates.push_back(cell);
                    break;
                }
            }
        }
        if (candidates.empty()) continue;
        const int b = candidates[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(candidates.size())))];
        regions[static_cast<std::size_t>(a)] = regionB;
        regions[static_cast<std::size_t>(b)] = regionA;
        if (connected(regions, regionA) && connected(regions, regionB)) {
            ++exchanges;
            continue;
        }
        regions[static_cast<std::size_t>(a)] = regionA;
        regions[static_cast<std::size_t>(b)] = regionB;
    }
    return regions;
}

} // namespace nonet
