#include "core/logic/techniques/combination_sets.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/open_cage.h"

#include <algorithm>

namespace nonet {

namespace {

struct HouseCage {
    OpenCage cage;
    Fillings fillings;
};

// The cages lying whole in the house that still have empty cells, with their fillings.
template <class G>
std::vector<HouseCage> cagesIn(const G& grid, int house)
{
    std::vector<HouseCage> out;
    std::vector<int> seen;
    for (const int cell : grid.houseCells(house)) {
        const int c = grid.cageOf(cell);
        if (c < 0 || grid.isSolved(cell) || std::find(seen.begin(), seen.end(), c) != seen.end()) continue;
        seen.push_back(c);
        if (!(grid.cageSet(c) - grid.houseSet(house)).empty()) continue;
        HouseCage hc{openCage(grid, c), {}};
        hc.fillings = fillingsOf(hc.cage);
        if (hc.fillings.empty()) return {}; // a broken position
        out.push_back(std::move(hc));
    }
    std::sort(out.begin(), out.end(), [](const HouseCage& a, const HouseCage& b) { return a.cage.cell[0] < b.cage.cell[0]; });
    return out;
}

// The cages' combinations that some choice of the others' combinations completes: all
// different from each other, and the values of the house left over each with a place in
// the house's other empty cells. keep[k] lists cage k's combinations kept; common is the
// intersection of the unions of the choices kept.
template <class G>
bool pairUp(const G& grid, int house, const std::vector<const HouseCage*>& cages, std::vector<std::vector<std::uint16_t>>& keep,
            std::uint16_t& common)
{
    const std::size_t n = cages.size();
    auto others = grid.houseSet(house);
    for (const HouseCage* hc : cages) others -= grid.cageSet(hc->cage.index);
    const std::uint16_t needed = static_cast<std::uint16_t>((grid.allDigits() - grid.placedIn(house)).mask());
    std::uint16_t othersCan = 0;
    for (const int cell : others)
        if (!grid.isSolved(cell)) othersCan = static_cast<std::uint16_t>(othersCan | grid.candidates(cell).mask());
    keep.assign(n, {});
    std::vector<std::vector<bool>> kept(n);
    for (std::size_t k = 0; k < n; ++k) kept[k].assign(static_cast<std::size_t>(cages[k]->fillings.count), false);
    common = 0xFFFF;
    bool any = false;
    std::vector<std::size_t> pick(n, 0);
    // Every choice of one combination per cage (at most a few thousand).
    for (;;) {
        std::uint16_t used = 0;
        bool apart = true;
        for (std::size_t k = 0; k < n && apart; ++k) {
            const std::uint16_t m = cages[k]->fillings.combination[pick[k]];
            apart = (used & m) == 0;
            used = static_cast<std::uint16_t>(used | m);
        }
        if (apart && (needed & ~used & ~othersCan) == 0) {
            any = true;
            common &= used;
            for (std::size_t k = 0; k < n; ++k) kept[k][pick[k]] = true;
        }
        std::size_t k = 0;
        while (k < n && ++pick[k] == static_cast<std::size_t>(cages[k]->fillings.count)) pick[k++] = 0;
        if (k == n) break;
    }
    if (!any) return false;
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t i = 0; i < kept[k].size(); ++i)
            if (kept[k][i]) keep[k].push_back(cages[k]->fillings.combination[i]);
    return true;
}

template <class G>
std::optional<Step> setStep(const G& grid, int house, const std::vector<const HouseCage*>& cages, Technique technique)
{
    std::vector<std::vector<std::uint16_t>> keep;
    std::uint16_t common = 0;
    if (!pairUp(grid, house, cages, keep, common)) return std::nullopt;
    Step step;
    auto others = grid.houseSet(house);
    for (std::size_t k = 0; k < cages.size(); ++k) {
        const OpenCage& cage = cages[k]->cage;
        others -= grid.cageSet(cage.index);
        const std::vector<std::uint16_t>& list = keep[k];
        const Fillings narrowed = distinctFillings(cage.candidates(), cage.sum, [&list](std::uint16_t m) {
            return std::find(list.begin(), list.end(), m) != list.end();
        });
        const std::vector<CellDigit> out = outsideSupport(cage, narrowed);
        step.eliminations.insert(step.eliminations.end(), out.begin(), out.end());
        step.cells.insert(step.cells.end(), cage.cell.begin(), cage.cell.begin() + cage.size);
        step.cages.push_back(cage.index);
        step.digits |= anyValue(narrowed);
    }
    for (const int cell : others) {
        if (grid.isSolved(cell)) continue;
        for (const int d : grid.candidates(cell) & DigitSet::fromMask(common)) step.eliminations.push_back({cell, d});
    }
    if (step.eliminations.empty()) return std::nullopt;
    std::sort(step.cells.begin(), step.cells.end());
    step.technique = technique;
    step.houses = {house};
    return step;
}

template <class G>
std::optional<Step> findSets(const G& grid, std::size_t size, Technique technique)
{
    if (!grid.hasCages()) return std::nullopt;
    for (int house = 0; house < grid.houseCount(); ++house) {
        const std::vector<HouseCage> cages = cagesIn(grid, house);
        if (cages.size() < size) continue;
        std::vector<const HouseCage*> chosen(size);
        // Every `size` of the house's cages, in order.
        std::vector<std::size_t> at(size);
        for (std::size_t i = 0; i < size; ++i) at[i] = i;
        for (;;) {
            for (std::size_t i = 0; i < size; ++i) chosen[i] = &cages[at[i]];
            if (auto step = setStep(grid, house, chosen, technique)) return step;
            std::size_t i = size;
            while (i > 0 && at[i - 1] == cages.size() - size + (i - 1)) --i;
            if (i == 0) break;
            ++at[i - 1];
            for (std::size_t j = i; j < size; ++j) at[j] = at[j - 1] + 1;
        }
    }
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findCombinationPair(const G& grid)
{
    return findSets(grid, 2, Technique::CombinationPair);
}

template <class G>
std::optional<Step> findCombinationTriple(const G& grid)
{
    return findSets(grid, 3, Technique::CombinationTriple);
}

NONET_INSTANTIATE_FINDER(findCombinationPair);
NONET_INSTANTIATE_FINDER(findCombinationTriple);

} // namespace nonet
