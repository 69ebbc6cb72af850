#include "core/logic/techniques/cages.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/open_cage.h"
#include "core/logic/techniques/scan.h"

#include <algorithm>

namespace nonet {

namespace {

Step cageStep(Technique technique, const OpenCage& cage)
{
    Step step;
    step.technique = technique;
    step.cells = cage.cells();
    step.cages = {cage.index};
    step.sum = cage.sum;
    return step;
}

// The empty cells of the cage that still have the value.
std::vector<int> placesOf(const OpenCage& cage, int value)
{
    std::vector<int> places;
    for (std::size_t i = 0; i < static_cast<std::size_t>(cage.size); ++i)
        if (cage.candidate[i].contains(value)) places.push_back(cage.cell[i]);
    return places;
}

} // namespace

template <class G>
std::optional<Step> findCageLastCell(const G& grid)
{
    for (int c = 0; c < grid.cageCount(); ++c) {
        const OpenCage cage = openCage(grid, c);
        if (cage.size != 1 || cage.sum < 1 || cage.sum > grid.side() || !cage.candidate[0].contains(cage.sum)) continue;
        Step step = cageStep(Technique::CageLastCell, cage);
        step.placements.push_back({cage.cell[0], cage.sum});
        step.digits = DigitSet::single(cage.sum);
        return step;
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findCageHiddenSingle(const G& grid)
{
    for (int c = 0; c < grid.cageCount(); ++c) {
        const OpenCage cage = openCage(grid, c);
        if (cage.size < 2) continue;
        for (const int value : everyValue(fillingsOf(cage, false))) {
            const std::vector<int> places = placesOf(cage, value);
            if (places.size() != 1) continue;
            Step step = cageStep(Technique::CageHiddenSingle, cage);
            step.placements.push_back({places.front(), value});
            step.digits = DigitSet::single(value);
            return step;
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findCageCombinations(const G& grid)
{
    for (int c = 0; c < grid.cageCount(); ++c) {
        const OpenCage cage = openCage(grid, c);
        if (cage.size == 0) continue;
        const Fillings fillings = fillingsOf(cage);
        if (fillings.empty()) continue; // a broken position: nothing to teach
        std::vector<CellDigit> eliminations = outsideSupport(cage, fillings);
        if (eliminations.empty()) continue;
        Step step = cageStep(Technique::CageCombinations, cage);
        step.eliminations = std::move(eliminations);
        step.digits = anyValue(fillings);
        return step;
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findCagePointing(const G& grid)
{
    for (int c = 0; c < grid.cageCount(); ++c) {
        const OpenCage cage = openCage(grid, c);
        if (cage.size < 2) continue;
        for (const int value : everyValue(fillingsOf(cage, false))) {
            const std::vector<int> places = placesOf(cage, value);
            if (places.size() < 2) continue;
            for (const int house : grid.housesOf(places.front())) {
                const bool inside = std::all_of(places.begin(), places.end(), [&](int cell) { return grid.houseSet(house).contains(cell); });
                if (!inside) continue;
                const auto eliminated = grid.cellsWith(value, house) - grid.cageSet(c);
                if (eliminated.empty()) continue;
                Step step = cageStep(Technique::CagePointing, cage);
                step.cells = places;
                step.houses = {house};
                step.digits = DigitSet::single(value);
                scan::addEliminations(step.eliminations, eliminated, value);
                return step;
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findCageClaiming(const G& grid)
{
    if (!grid.hasCages()) return std::nullopt;
    for (int house = 0; house < grid.houseCount(); ++house) {
        for (int value = 1; value <= grid.side(); ++value) {
            const auto places = grid.cellsWith(value, house);
            if (places.empty()) continue;
            const int c = grid.cageOf(places.first());
            if (c < 0 || !(places - grid.cageSet(c)).empty()) continue;
            // The cage holds the value, in this house: combinations without it go, and so
            // does the value from the cage's cells outside the house.
            const OpenCage cage = openCage(grid, c);
            const Fillings fillings = fillingsHolding(cage.candidates(), cage.sum, value);
            if (fillings.empty()) continue;
            std::vector<CellDigit> eliminations = outsideSupport(cage, fillings);
            for (std::size_t i = 0; i < static_cast<std::size_t>(cage.size); ++i)
                if (!grid.houseSet(house).contains(cage.cell[i]) && fillings.support[i].contains(value))
                    eliminations.push_back({cage.cell[i], value});
            if (eliminations.empty()) continue;
            Step step = cageStep(Technique::CageClaiming, cage);
            step.cells = scan::toVector(places);
            step.houses = {house};
            step.digits = DigitSet::single(value);
            step.eliminations = std::move(eliminations);
            return step;
        }
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findCageLastCell);
NONET_INSTANTIATE_FINDER(findCageHiddenSingle);
NONET_INSTANTIATE_FINDER(findCageCombinations);
NONET_INSTANTIATE_FINDER(findCagePointing);
NONET_INSTANTIATE_FINDER(findCageClaiming);

} // namespace nonet
