#include "core/game/cage_choices.h"

#include "core/shape/cage_combinations.h"
#include "core/shape/cage_fit.h"

#include <optional>

namespace nonet {
namespace {

struct CageCells {
    DigitSet placed;
    std::vector<DigitSet> empty; // the candidates of each empty cell
};

CageCells cellsOf(const GameState& state, int cage, const std::vector<std::optional<DigitSet>>* locked = nullptr)
{
    const Shape& shape = state.shape();
    CageCells out;
    for (const int cell : shape.cage(cage).cells) {
        if (state.value(cell) != 0) {
            out.placed.insert(state.value(cell));
            continue;
        }
        DigitSet candidates = state.candidates(cell);
        if (locked != nullptr)
            for (const int house : shape.housesOf(cell)) candidates -= locked->at(static_cast<std::size_t>(house)).value_or(DigitSet{});
        out.empty.push_back(candidates);
    }
    return out;
}

// The values in every combination that still fits the cage; nothing when none fits (a
// board with a mistake locks nothing).
DigitSet inEveryFit(const GameState& state, int cage)
{
    const Cage& cells = state.shape().cage(cage);
    const CageCells now = cellsOf(state, cage);
    DigitSet every = DigitSet::all(state.shape().side());
    bool any = false;
    for (const std::uint16_t mask : cageCombinations(static_cast<int>(cells.cells.size()), cells.sum, state.shape().side())) {
        const DigitSet combination = DigitSet::fromMask(mask);
        if (!combinationFits(combination, now.placed, now.empty)) continue;
        every &= combination;
        any = true;
    }
    return any ? every : DigitSet{};
}

// Naked subsets of up to four of `cells` (their candidates): k cells with k values together.
void nakedSubsets(const std::vector<DigitSet>& cells, std::size_t from, int taken, DigitSet together, DigitSet& locked)
{
    if (taken > 0 && together.count() == taken) locked |= together;
    if (taken == 4) return;
    for (std::size_t i = from; i < cells.size(); ++i) {
        const DigitSet with = together | cells[i];
        if (with.count() <= 4) nakedSubsets(cells, i + 1, taken + 1, with, locked);
    }
}

} // namespace

DigitSet lockedInHouse(const GameState& state, int house, int cage)
{
    const Shape& shape = state.shape();
    const WideCellSet inHouse = shape.houseSet(house);
    DigitSet locked;
    for (int other = 0; other < shape.cageCount(); ++other)
        if (other != cage && (shape.cageSet(other) - inHouse).empty()) locked |= inEveryFit(state, other);
    const WideCellSet mine = cage >= 0 ? shape.cageSet(cage) : WideCellSet{};
    std::vector<DigitSet> outside;
    for (const int cell : shape.houseCells(house))
        if (state.value(cell) == 0 && !mine.contains(cell)) outside.push_back(state.candidates(cell));
    nakedSubsets(outside, 0, 0, DigitSet{}, locked);
    return locked;
}

std::vector<CageChoice> cageChoices(const GameState& state, int cage)
{
    const Shape& shape = state.shape();
    if (cage < 0 || cage >= shape.cageCount()) return {};
    // The locks of each house the cage's empty cells lie in, worked out once per house.
    std::vector<std::optional<DigitSet>> locked(static_cast<std::size_t>(shape.houseCount()));
    for (const int cell : shape.cage(cage).cells)
        if (state.value(cell) == 0)
            for (const int house : shape.housesOf(cell))
                if (!locked[static_cast<std::size_t>(house)]) locked[static_cast<std::size_t>(house)] = lockedInHouse(state, house, cage);
    const CageCells cells = cellsOf(state, cage, &locked);
    const Cage& of = shape.cage(cage);
    std::vector<CageChoice> choices;
    for (const std::uint16_t mask : cageCombinations(static_cast<int>(of.cells.size()), of.sum, shape.side())) {
        const DigitSet values = DigitSet::fromMask(mask);
        choices.push_back({values, combinationFits(values, cells.placed, cells.empty)});
    }
    return choices;
}

} // namespace nonet
