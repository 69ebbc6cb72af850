#include "core/logic/techniques/rule_of_45.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/open_cage.h"

#include <algorithm>
#include <array>
#include <bitset>

namespace nonet {

namespace {

constexpr int kMostCells = 4;     // empty cells an equation may have
constexpr int kMostSplitCells = 7; // empty cells of a cage to split

// Houses that share no cell, and their cells.
template <class G>
struct Region {
    std::vector<int> houses;
    typename G::Cells cells;
};

template <class G>
Region<G> regionOf(const G& grid, std::vector<int> houses)
{
    Region<G> region;
    for (const int h : houses) region.cells |= grid.houseSet(h);
    region.houses = std::move(houses);
    return region;
}

template <class G>
std::vector<Region<G>> singleHouses(const G& grid)
{
    std::vector<Region<G>> out;
    for (int h = 0; h < grid.houseCount(); ++h) out.push_back(regionOf(grid, {h}));
    return out;
}

template <class G>
std::vector<Region<G>> severalHouses(const G& grid)
{
    std::vector<Region<G>> out;
    const int side = grid.side();
    for (int width = 2; width <= 4; ++width)
        for (int first = 0; first + width <= side; ++first) {
            std::vector<int> rows;
            std::vector<int> columns;
            for (int i = first; i < first + width; ++i) {
                rows.push_back(grid.rowHouse(i));
                columns.push_back(grid.columnHouse(i));
            }
            out.push_back(regionOf(grid, rows));
            out.push_back(regionOf(grid, columns));
        }
    if (grid.hasRegularBoxes()) {
        // Boxes side by side: in a band (the next box right) or a stack (the next box down).
        const int across = side / grid.boxColumns();
        const auto boxes = grid.boxLikeHouses();
        for (int b = 0; b < side; ++b) {
            if (b % across + 1 < across) out.push_back(regionOf(grid, {boxes[static_cast<std::size_t>(b)], boxes[static_cast<std::size_t>(b + 1)]}));
            if (b + across < side) out.push_back(regionOf(grid, {boxes[static_cast<std::size_t>(b)], boxes[static_cast<std::size_t>(b + across)]}));
        }
    }
    return out;
}

// Cells of one cage, or of one equation, in a fixed array: the graders build these for
// every region at every step, so they stay off the heap.
struct CellList {
    std::array<int, 16> cell{}; // a cage has at most a side's cells
    int size = 0;
    void push(int c) { cell[static_cast<std::size_t>(size++)] = c; }
    const int* begin() const { return cell.data(); }
    const int* end() const { return cell.data() + size; }
    bool empty() const { return size == 0; }
    std::vector<int> toVector() const { return {begin(), end()}; }
};

// The cages a region holds whole and those that stick out of it, with their empty cells
// and placed values inside and outside.
struct Crossing {
    int cage = 0;
    int sum = 0;
    CellList openInside, openOutside;
    int placedInside = 0, placedOutside = 0;
};

struct Accounting {
    std::vector<int> whole;        // cages inside
    std::vector<Crossing> crossing; // cages sticking out
    int total = 0;                 // what the houses add up to
    int wholeSum = 0;
};

template <class G>
Accounting accounting(const G& grid, const Region<G>& region)
{
    Accounting out;
    out.total = static_cast<int>(region.houses.size()) * grid.side() * (grid.side() + 1) / 2;
    std::bitset<G::kMaxCells> seen; // a cage has a cell, so there are no more cages than cells
    for (const int cell : region.cells) {
        const int c = grid.cageOf(cell);
        if (c < 0 || seen.test(static_cast<std::size_t>(c))) continue;
        seen.set(static_cast<std::size_t>(c));
        if ((grid.cageSet(c) - region.cells).empty()) {
            out.whole.push_back(c);
            out.wholeSum += grid.cage(c).sum;
            continue;
        }
        Crossing x;
        x.cage = c;
        x.sum = grid.cage(c).sum;
        for (const int member : grid.cage(c).cells) {
            const bool inside = region.cells.contains(member);
            if (grid.isSolved(member)) (inside ? x.placedInside : x.placedOutside) += grid.value(member);
            else (inside ? x.openInside : x.openOutside).push(member);
        }
        out.crossing.push_back(x);
    }
    std::sort(out.whole.begin(), out.whole.end());
    return out;
}

std::vector<int> stepCages(const Accounting& a)
{
    std::vector<int> cages = a.whole;
    for (const Crossing& x : a.crossing) cages.push_back(x.cage);
    return cages;
}

// The empty cells of the equation that counts crossing cage i by its innies where bit i
// of the split is set, by its outies otherwise (counted until past kMostCells).
std::size_t equationCells(const Accounting& a, unsigned split)
{
    std::size_t cells = 0;
    for (std::size_t i = 0; i < a.crossing.size() && cells <= static_cast<std::size_t>(kMostCells); ++i)
        cells += static_cast<std::size_t>(((split >> i) & 1u) ? a.crossing[i].openInside.size : a.crossing[i].openOutside.size);
    return cells;
}

// Calls emit(split) for the splits whose equation has 1 to kMostCells empty cells, in the
// order innies (all bits), outies (none), then the mixed ones ascending (up to ten crossing
// cages). The mixed ones come from a walk over the bits from the highest down, 0 before 1
// (ascending), that leaves a branch once its cells already exceed kMostCells: the graders
// ask this for some eighty regions at every step.
template <class Emit>
void forEachSplit(const Accounting& a, const Emit& emit)
{
    const std::size_t n = a.crossing.size();
    const auto fits = [](std::size_t cells) { return cells >= 1 && cells <= static_cast<std::size_t>(kMostCells); };
    const unsigned all = n >= 32 ? ~0u : (1u << n) - 1u;
    if (fits(equationCells(a, all))) emit(all);
    if (all == 0) return;
    if (fits(equationCells(a, 0))) emit(0u);
    if (n > 10) return;
    // The fewest cells the bits below i can add, for the pruning.
    std::array<std::size_t, 11> least{};
    for (std::size_t i = 0; i < n; ++i)
        least[i + 1] = least[i] + static_cast<std::size_t>(std::min(a.crossing[i].openInside.size, a.crossing[i].openOutside.size));
    const auto walk = [&](const auto& self, std::size_t bitsLeft, unsigned split, std::size_t cells) -> void {
        if (cells + least[bitsLeft] > static_cast<std::size_t>(kMostCells)) return;
        if (bitsLeft == 0) {
            if (split != 0 && split != all && fits(cells)) emit(split);
            return;
        }
        const std::size_t i = bitsLeft - 1;
        self(self, i, split, cells + static_cast<std::size_t>(a.crossing[i].openOutside.size));
        self(self, i, split | (1u << i), cells + static_cast<std::size_t>(a.crossing[i].openInside.size));
    };
    walk(walk, n, 0u, 0);
}

// The equation's step, or nothing when it teaches nothing.
template <class G>
std::optional<Step> equationStep(const G& grid, Technique technique, const Region<G>& region, const Accounting& a, unsigned split)
{
    CellList innies;
    CellList outies;
    int target = a.total - a.wholeSum;
    for (std::size_t i = 0; i < a.crossing.size(); ++i) {
        const Crossing& x = a.crossing[i];
        if ((split >> i) & 1u) {
            target -= x.placedInside;
            for (const int cell : x.openInside) innies.push(cell);
        } else {
            target -= x.sum - x.placedOutside;
            for (const int cell : x.openOutside) outies.push(cell);
        }
    }
    std::sort(innies.cell.begin(), innies.cell.begin() + innies.size);
    std::sort(outies.cell.begin(), outies.cell.begin() + outies.size);
    CellList cells = innies;
    for (const int cell : outies) cells.push(cell);
    std::array<SumTerm, kMostCells> terms{};
    for (std::size_t i = 0; i < static_cast<std::size_t>(cells.size); ++i)
        terms[i] = {grid.candidates(cells.cell[i]), static_cast<int>(i) < innies.size ? 1 : -1};
    const std::vector<DigitSet> support =
        signedSupport(std::span<const SumTerm>(terms.data(), static_cast<std::size_t>(cells.size)), target,
                      [&](int i, int j) { return grid.arePeers(cells.cell[static_cast<std::size_t>(i)], cells.cell[static_cast<std::size_t>(j)]); });
    if (support.empty()) return std::nullopt; // a broken position
    Step step;
    for (std::size_t i = 0; i < static_cast<std::size_t>(cells.size); ++i) {
        const DigitSet candidates = terms[i].candidates;
        if (support[i] == candidates) continue;
        if (support[i].isSingle()) step.placements.push_back({cells.cell[i], support[i].first()});
        else for (const int d : candidates - support[i]) step.eliminations.push_back({cells.cell[i], d});
    }
    if (step.placements.empty() && step.eliminations.empty()) return std::nullopt;
    step.technique = technique;
    step.cells = innies.toVector();
    step.secondColorCells = outies.toVector();
    step.houses = region.houses;
    step.cages = stepCages(a);
    step.sum = target;
    for (const DigitSet s : support) step.digits |= s;
    return step;
}

template <class G>
std::optional<Step> findEquation(const G& grid, Technique technique, const std::vector<Region<G>>& regions)
{
    // Every region's equations with one to kMostCells empty cells, bucketed by that number.
    struct Equation {
        std::size_t region;
        unsigned split;
    };
    std::vector<Accounting> accounts;
    accounts.reserve(regions.size());
    std::array<std::vector<Equation>, kMostCells + 1> bySize;
    for (std::size_t r = 0; r < regions.size(); ++r) {
        accounts.push_back(accounting(grid, regions[r]));
        const Accounting& a = accounts.back();
        forEachSplit(a, [&](unsigned split) { bySize[equationCells(a, split)].push_back({r, split}); });
    }
    for (const std::vector<Equation>& equations : bySize)
        for (const Equation& e : equations)
            if (auto step = equationStep(grid, technique, regions[e.region], accounts[e.region], e.split)) return step;
    return std::nullopt;
}

template <class G>
std::optional<Step> splitIn(const G& grid, const Region<G>& region)
{
    const Accounting a = accounting(grid, region);
    for (std::size_t i = 0; i < a.crossing.size(); ++i) {
        const Crossing& cut = a.crossing[i];
        if (cut.openInside.empty() || cut.openOutside.empty() || cut.openInside.size + cut.openOutside.size > kMostSplitCells) continue;
        bool othersPlaced = true;
        int inside = a.total - a.wholeSum;
        for (const Crossing& x : a.crossing) {
            inside -= x.placedInside;
            othersPlaced = othersPlaced && (&x == &cut || x.openInside.empty());
        }
        if (!othersPlaced) continue;
        std::vector<int> cells = cut.openInside.toVector();
        cells.insert(cells.end(), cut.openOutside.begin(), cut.openOutside.end());
        std::vector<DigitSet> candidates;
        for (const int cell : cells) candidates.push_back(grid.candidates(cell));
        const std::vector<DigitSet> support =
            splitSupport(candidates, static_cast<std::size_t>(cut.openInside.size), cut.sum - cut.placedInside - cut.placedOutside, inside);
        if (support.empty()) continue;
        Step step;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            if (support[k] == candidates[k]) continue;
            if (support[k].isSingle()) step.placements.push_back({cells[k], support[k].first()});
            else for (const int d : candidates[k] - support[k]) step.eliminations.push_back({cells[k], d});
        }
        if (step.placements.empty() && step.eliminations.empty()) continue;
        step.technique = Technique::CageSplitting;
        step.cells = cut.openInside.toVector();
        step.secondColorCells = cut.openOutside.toVector();
        step.houses = region.houses;
        step.cages = a.whole;
        step.cages.push_back(cut.cage);
        step.sum = inside;
        for (const DigitSet s : support) step.digits |= s;
        return step;
    }
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findInniesOuties(const G& grid)
{
    if (!grid.hasCages()) return std::nullopt;
    return findEquation(grid, Technique::InniesOuties, singleHouses(grid));
}

template <class G>
std::optional<Step> findInniesOutiesSeveral(const G& grid)
{
    if (!grid.hasCages()) return std::nullopt;
    return findEquation(grid, Technique::InniesOutiesSeveral, severalHouses(grid));
}

template <class G>
std::optional<Step> findCageSplitting(const G& grid)
{
    if (!grid.hasCages()) return std::nullopt;
    for (const auto& regions : {singleHouses(grid), severalHouses(grid)})
        for (const Region<G>& region : regions)
            if (auto step = splitIn(grid, region)) return step;
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findInniesOuties);
NONET_INSTANTIATE_FINDER(findInniesOutiesSeveral);
NONET_INSTANTIATE_FINDER(findCageSplitting);

} // namespace nonet
