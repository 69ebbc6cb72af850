#include "core/logic/techniques/subsets.h"

#include "core/logic/techniques/scan.h"

#include <array>
#include <bit>

namespace nonet {

namespace {

// The houses other than `house` that contain every cell of the set (at most one).
int secondHouse(int house, CellSet cells)
{
    const int first = cells.first();
    if (houseKind(house) == HouseKind::Box) {
        const int row = rowHouse(rowOf(first));
        if ((cells - houseSet(row)).empty()) return row;
        const int column = columnHouse(columnOf(first));
        if ((cells - houseSet(column)).empty()) return column;
        return -1;
    }
    const int box = boxHouse(boxOf(first));
    return (cells - houseSet(box)).empty() ? box : -1;
}

std::optional<Step> findNaked(const CandidateGrid& grid, int size, Technique technique)
{
    const auto& combinations = scan::kCombinations[static_cast<std::size_t>(size)];
    for (int house = 0; house < kHouseCount; ++house) {
        const auto& members = houseCells(house);
        std::array<DigitSet, kSide> cands{};
        std::uint16_t usable = 0;
        int open = 0;
        for (int i = 0; i < kSide; ++i) {
            const int cell = members[static_cast<std::size_t>(i)];
            if (grid.isSolved(cell)) continue;
            ++open;
            const DigitSet c = grid.candidates(cell);
            cands[static_cast<std::size_t>(i)] = c;
            if (c.count() >= 2 && c.count() <= size) usable = static_cast<std::uint16_t>(usable | (1u << i));
        }
        // A subset that fills the house proves nothing about the house itself.
        if (std::popcount(usable) < size || open <= size) continue;
        for (int k = 0; k < combinations.size; ++k) {
            const std::uint16_t mask = combinations.masks[static_cast<std::size_t>(k)];
            if ((mask & ~usable) != 0) continue;
            DigitSet digits;
            for (int i = 0; i < kSide; ++i)
                if ((mask >> i) & 1u) digits |= cands[static_cast<std::size_t>(i)];
            if (digits.count() != size) continue;
            const CellSet subset = scan::cellsAt(house, mask);
            const int other = secondHouse(house, subset);
            CellSet area = houseSet(house);
            if (other >= 0) area |= houseSet(other);
            area -= subset;
            Step step;
            for (int digit : digits) scan::addEliminations(step.eliminations, grid.cellsWith(digit) & area, digit);
            if (step.eliminations.empty()) continue;
            step.technique = technique;
            step.cells = scan::toVector(subset);
            step.houses.push_back(house);
            if (other >= 0) step.houses.push_back(other);
            step.digits = digits;
            return step;
        }
    }
    return std::nullopt;
}

std::optional<Step> findHidden(const CandidateGrid& grid, int size, Technique technique)
{
    const auto& combinations = scan::kCombinations[static_cast<std::size_t>(size)];
    for (int house = 0; house < kHouseCount; ++house) {
        const CellSet open = grid.unsolvedCells() & houseSet(house);
        if (open.count() <= size) continue;
        // One pass over the house's cells gives every digit's positions.
        std::array<std::uint16_t, kSide> places{};
        const auto& members = houseCells(house);
        for (int i = 0; i < kSide; ++i)
            for (int digit : grid.candidates(members[static_cast<std::size_t>(i)])) {
                auto& p = places[static_cast<std::size_t>(digit - 1)];
                p = static_cast<std::uint16_t>(p | (1u << i));
            }
        std::uint16_t usable = 0; // bit d-1 for digit d
        for (int digit = 1; digit <= kSide; ++digit) {
            const int n = std::popcount(places[static_cast<std::size_t>(digit - 1)]);
            if (n >= 2 && n <= size) usable = static_cast<std::uint16_t>(usable | (1u << (digit - 1)));
        }
        if (std::popcount(usable) < size) continue;
        for (int k = 0; k < combinations.size; ++k) {
            const std::uint16_t mask = combinations.masks[static_cast<std::size_t>(k)];
            if ((mask & ~usable) != 0) continue;
            std::uint16_t where = 0;
            for (int i = 0; i < kSide; ++i)
                if ((mask >> i) & 1u) where = static_cast<std::uint16_t>(where | places[static_cast<std::size_t>(i)]);
            if (std::popcount(where) != size) continue;
            const DigitSet digits = DigitSet::fromMask(mask);
            const CellSet subset = scan::cellsAt(house, where);
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

std::optional<Step> findNakedPair(const CandidateGrid& grid) { return findNaked(grid, 2, Technique::NakedPair); }
std::optional<Step> findHiddenPair(const CandidateGrid& grid) { return findHidden(grid, 2, Technique::HiddenPair); }
std::optional<Step> findNakedTriple(const CandidateGrid& grid) { return findNaked(grid, 3, Technique::NakedTriple); }
std::optional<Step> findHiddenTriple(const CandidateGrid& grid) { return findHidden(grid, 3, Technique::HiddenTriple); }
std::optional<Step> findNakedQuad(const CandidateGrid& grid) { return findNaked(grid, 4, Technique::NakedQuad); }
std::optional<Step> findHiddenQuad(const CandidateGrid& grid) { return findHidden(grid, 4, Technique::HiddenQuad); }

} // namespace nonet
