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

// Every cell may take the placement (the finders), or one cell alone (findSingleAt).
constexpr auto anyCell = [](int) { return true; };

// A digit with exactly one place left in one of the houses.
template <class G, class Houses, class Within>
std::optional<Step> hiddenSingle(const G& grid, Technique technique, const Houses& houses, Within within)
{
    for (int house : houses) {
        const auto open = grid.unsolvedCells() & grid.houseSet(house);
        if (open.empty()) continue;
        for (int digit = 1; digit <= grid.side(); ++digit) {
            const auto places = grid.cellsWith(digit) & open;
            if (places.count() == 1 && within(places.first())) return placement(technique, places.first(), digit, house);
        }
    }
    return std::nullopt;
}

template <class G, class Within>
std::optional<Step> fullHouse(const G& grid, Within within)
{
    for (int house = 0; house < grid.houseCount(); ++house) {
        const auto open = grid.unsolvedCells() & grid.houseSet(house);
        if (open.count() != 1 || !within(open.first())) continue;
        const int cell = open.first();
        // The digit the other cells lack; a broken position (it is not among the cell's
        // candidates) proves nothing here.
        const DigitSet missing = grid.allDigits() - grid.placedIn(house);
        if (!missing.isSingle() || !grid.hasCandidate(cell, missing.first())) continue;
        return placement(Technique::FullHouse, cell, missing.first(), house);
    }
    return std::nullopt;
}

template <class G, class Within>
std::optional<Step> nakedSingle(const G& grid, Within within)
{
    for (int cell : grid.unsolvedCells()) {
        const DigitSet candidates = grid.candidates(cell);
        if (candidates.isSingle() && within(cell)) return placement(Technique::NakedSingle, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findFullHouse(const G& grid)
{
    return fullHouse(grid, anyCell);
}

template <class G>
std::optional<Step> findHiddenSingleBox(const G& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleBox, grid.boxLikeHouses(), anyCell);
}

template <class G>
std::optional<Step> findHiddenSingleLine(const G& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleLine, grid.lineLikeHouses(), anyCell);
}

template <class G>
std::optional<Step> findNakedSingle(const G& grid)
{
    return nakedSingle(grid, anyCell);
}

std::optional<Step> findSingleAt(const ShapeCandidateGrid& grid, int cell)
{
    const auto at = [cell](int place) { return place == cell; };
    if (auto step = fullHouse(grid, at)) return step;
    if (auto step = hiddenSingle(grid, Technique::HiddenSingleBox, grid.boxLikeHouses(), at)) return step;
    if (auto step = hiddenSingle(grid, Technique::HiddenSingleLine, grid.lineLikeHouses(), at)) return step;
    return nakedSingle(grid, at);
}

NONET_INSTANTIATE_FINDER(findFullHouse);
NONET_INSTANTIATE_FINDER(findHiddenSingleBox);
NONET_INSTANTIATE_FINDER(findHiddenSingleLine);
NONET_INSTANTIATE_FINDER(findNakedSingle);

} // namespace nonet
