#include "core/logic/techniques/singles.h"

#include "core/logic/techniques/instantiate.h"

namespace nonet {

namespace {

Step placement(Technique technique, int cell, int digit, int house)
{
    Step step;
    step.technique = technique;
    step.placements.push_back({cell, digit});
    step.cells.push_back(cell);
    if (house >= 0) step.houses.push_back(house);
    step.digits = DigitSet::single(digit);
    return step;
}

// A digit with exactly one place left in one of the houses.
template <class G, class Houses>
std::optional<Step> hiddenSingle(const G& grid, Technique technique, const Houses& houses)
{
    for (int house : houses) {
        const auto open = grid.unsolvedCells() & grid.houseSet(house);
        if (open.empty()) continue;
        for (int digit = 1; digit <= grid.side(); ++digit) {
            const auto places = grid.cellsWith(digit) & open;
            if (places.count() == 1) return placement(technique, places.first(), digit, house);
        }
    }
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findFullHouse(const G& grid)
{
    for (int house = 0; house < grid.houseCount(); ++house) {
        const auto open = grid.unsolvedCells() & grid.houseSet(house);
        if (open.count() != 1) continue;
        const int cell = open.first();
        // The digit the other cells lack; a broken position (it is not among the cell's
        // candidates) proves nothing here.
        const DigitSet missing = grid.allDigits() - grid.placedIn(house);
        if (!missing.isSingle() || !grid.hasCandidate(cell, missing.first())) continue;
        return placement(Technique::FullHouse, cell, missing.first(), house);
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findHiddenSingleBox(const G& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleBox, grid.boxLikeHouses());
}

template <class G>
std::optional<Step> findHiddenSingleLine(const G& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleLine, grid.lineLikeHouses());
}

template <class G>
std::optional<Step> findNakedSingle(const G& grid)
{
    for (int cell : grid.unsolvedCells()) {
        const DigitSet candidates = grid.candidates(cell);
        if (candidates.isSingle()) return placement(Technique::NakedSingle, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findFullHouse);
NONET_INSTANTIATE_FINDER(findHiddenSingleBox);
NONET_INSTANTIATE_FINDER(findHiddenSingleLine);
NONET_INSTANTIATE_FINDER(findNakedSingle);

} // namespace nonet
