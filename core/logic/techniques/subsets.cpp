#include "core/logic/techniques/subsets.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <array>
#include <bit>

namespace nonet {

namespace {

// The houses other than `house` that contain every cell of the set, ascending (classic:
// at most one; with extra houses a box pair can also lie in a diagonal or a window).
struct OtherHouses {
    std::array<int, 8> items{};
    int size = 0;
};

template <class G, class Cells>
OtherHouses otherHouses(const G& grid, int house, Cells cells)
{
    OtherHouses out;
    for (const int other : grid.housesOf(cells.first()))
        if (other != house && (cells - grid.houseSet(other)).empty()) out.items[static_cast<std::size_t>(out.size++)] = other;
    return out;
}

template <class G>
std::optional<Step> findNaked(const G& grid, int size, Technique technique)
{
    const int side = grid.side();
    for (int house = 0; house < grid.houseCount(); ++house) {
        const auto& members = grid.houseCells(house);
        std::array<DigitSet, G::kMaxSide> cands{};
        std::uint16_t usable = 0;
        int open = 0;
        for (int i = 0; i < side; ++i) {
            const int cell = members[static_cast<std::size_t>(i)];
            if (grid.isSolved(cell)) continue;
            ++open;
            const DigitSet c = grid.candidates(cell);
            cands[static_cast<std::size_t>(i)] = c;
            if (c.count() >= 2 && c.count() <= size) usable = static_cast<std::uint16_t>(usable | (1u << i));
        }
        // A subset that fills the house proves nothing about the house itself.
        if (std::popcount(usable) < size || open <= size) continue;
        for (const std::uint16_t mask : scan::combinations(size, side)) {
            if ((mask & ~usable) != 0) continue;
            DigitSet digits;
            for (int i = 0; i < side; ++i)
                if ((mask >> i) & 1u) digits |= cands[static_cast<std::size_t>(i)];
            if (digits.count() != size) continue;
            const auto subset = scan::cellsAt(grid, house, mask);
            const OtherHouses others = otherHouses(grid, house, subset);
            auto area = grid.houseSet(house);
            for (int h = 0; h < others.size; ++h) area |= grid.houseSet(others.items[static_cast<std::size_t>(h)]);
            area -= subset;
            Step step;
            for (int digit : digits) scan::addEliminations(step.eliminations, grid.cellsWith(digit) & area, digit);
            if (step.eliminations.empty()) continue;
            step.technique = technique;
            step.cells = scan::toVector(subset);
            step.houses.push_back(house);
            step.houses.insert(step.houses.end(), others.items.begin(), others.items.begin() + others.size);
            step.digits = digits;
            return step;
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findHidden(const G& grid, int size, Technique technique)
{
    const int side = grid.side();
    for (int house = 0; house < grid.houseCount(); ++house) {
        const auto open = grid.unsolvedCells() & grid.houseSet(house);
        if (open.count() <= size) continue;
        // One pass over the house's cells gives every digit's positions.
        std::array<std::uint16_t, G::kMaxSide> places{};
        const auto& members = grid.houseCells(house);
        for (int i = 0; i < side; ++i)
            for (int digit : grid.candidates(members[static_cast<std::size_t>(i)])) {
                auto& p = places[static_cast<std::size_t>(digit - 1)];
                p = static_cast<std::uint16_t>(p | (1u << i));
            }
        std::uint16_t usable = 0; // bit d-1 for digit d
        for (int digit = 1; digit <= side; ++digit) {
            const int n = std::popcount(places[static_cast<std::size_t>(digit - 1)]);
            if (n >= 2 && n <= size) usable = static_cast<std::uint16_t>(usable | (1u << (digit - 1)));
        }
        if (std::popcount(usable) < size) continue;
        for (const std::uint16_t mask : scan::combinations(size, side)) {
            if ((mask & ~usable) != 0) continue;
            std::uint16_t where = 0;
            for (int i = 0; i < side; ++i)
                if ((mask >> i) & 1u) where = static_cast<std::uint16_t>(where | places[static_cast<std::size_t>(i)]);
            if (std::popcount(where) != size) continue;
            const DigitSet digits = DigitSet::fromMask(mask);
            const auto subset = scan::cellsAt(grid, house, where);
            Step step;
            for (int cell : subset)
                for (int digit : grid.candidates(cell) - digits) step.eliminations.push_back({cell, digit});
            if (step.eliminations.empty()) continue;
            step.technique = technique;
            step.cells = scan::toVector(subset);
            step.houses.push_back(house);
            step.digits = digits;
            return step;
        }
    }
    return std::nullopt;
}

} // namespace

template <class G> std::optional<Step> findNakedPair(const G& grid) { return findNaked(grid, 2, Technique::NakedPair); }
template <class G> std::optional<Step> findHiddenPair(const G& grid) { return findHidden(grid, 2, Technique::HiddenPair); }
template <class G> std::optional<Step> findNakedTriple(const G& grid) { return findNaked(grid, 3, Technique::NakedTriple); }
template <class G> std::optional<Step> findHiddenTriple(const G& grid) { return findHidden(grid, 3, Technique::HiddenTriple); }
template <class G> std::optional<Step> findNakedQuad(const G& grid) { return findNaked(grid, 4, Technique::NakedQuad); }
template <class G> std::optional<Step> findHiddenQuad(const G& grid) { return findHidden(grid, 4, Technique::HiddenQuad); }

NONET_INSTANTIATE_FINDER(findNakedPair);
NONET_INSTANTIATE_FINDER(findHiddenPair);
NONET_INSTANTIATE_FINDER(findNakedTriple);
NONET_INSTANTIATE_FINDER(findHiddenTriple);
NONET_INSTANTIATE_FINDER(findNakedQuad);
NONET_INSTANTIATE_FINDER(findHiddenQuad);

} // namespace nonet
