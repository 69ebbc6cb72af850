#include "core/logic/techniques/singles.h"

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

// A digit with exactly one place left in one of the houses [first, last).
std::optional<Step> hiddenSingle(const CandidateGrid& grid, Technique technique, int first, int last)
{
    for (int house = first; house < last; ++house) {
        const CellSet open = grid.unsolvedCells() & houseSet(house);
        if (open.empty()) continue;
        for (int digit = 1; digit <= kSide; ++digit) {
            const CellSet places = grid.cellsWith(digit) & open;
            if (places.count() == 1) return placement(technique, places.first(), digit, house);
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findFullHouse(const CandidateGrid& grid)
{
    for (int house = 0; house < kHouseCount; ++house) {
        const CellSet open = grid.unsolvedCells() & houseSet(house);
        if (open.count() != 1) continue;
        const int cell = open.first();
        // The digit the other eight cells lack; a broken position (it is not among the
        // cell's candidates) proves nothing here.
        const DigitSet missing = DigitSet::all() - grid.placedIn(house);
        if (!missing.isSingle() || !grid.hasCandidate(cell, missing.first())) continue;
        return placement(Technique::FullHouse, cell, missing.first(), house);
    }
    return std::nullopt;
}

std::optional<Step> findHiddenSingleBox(const CandidateGrid& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleBox, boxHouse(0), boxHouse(0) + kSide);
}

std::optional<Step> findHiddenSingleLine(const CandidateGrid& grid)
{
    return hiddenSingle(grid, Technique::HiddenSingleLine, rowHouse(0), columnHouse(0) + kSide);
}

std::optional<Step> findNakedSingle(const CandidateGrid& grid)
{
    for (int cell : grid.unsolvedCells()) {
        const DigitSet candidates = grid.candidates(cell);
        if (candidates.isSingle()) return placement(Technique::NakedSingle, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

} // namespace nonet
