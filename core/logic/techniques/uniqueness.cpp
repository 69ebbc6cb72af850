#include "core/logic/techniques/uniqueness.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <array>

namespace nonet {

namespace {

// One rectangle and one candidate pair of it.
struct Rectangle {
    std::array<int, 4> corners{}; // (r1,c1) (r1,c2) (r2,c1) (r2,c2)
    DigitSet pair;
};

// Calls visit(rectangle) for every rectangle whose corners can swap their values (the
// grid's isUniquenessRectangle: classic, two boxes) with four unsolved corners and every
// pair of digits all four hold, in the documented order, until visit returns a step.
template <class G, typename Visit>
std::optional<Step> forEachRectangle(const G& grid, Visit visit)
{
    const int side = grid.side();
    const auto pairs = scan::combinations(2, side);
    for (int r1 = 0; r1 < side; ++r1)
        for (int r2 = r1 + 1; r2 < side; ++r2)
            for (int c1 = 0; c1 < side; ++c1)
                for (int c2 = c1 + 1; c2 < side; ++c2) {
                    if (!grid.isUniquenessRectangle(r1, r2, c1, c2)) continue;
                    Rectangle rect;
                    rect.corners = {grid.cellAt(r1, c1), grid.cellAt(r1, c2), grid.cellAt(r2, c1), grid.cellAt(r2, c2)};
                    DigitSet common = grid.allDigits();
                    for (int cell : rect.corners) common &= grid.candidates(cell); // empty if solved
                    if (common.count() < 2) continue;
                    for (const std::uint16_t mask : pairs) {
                        rect.pair = DigitSet::fromMask(mask);
                        if (!rect.pair.isSubsetOf(common)) continue;
                        if (auto step = visit(rect)) return step;
                    }
                }
    return std::nullopt;
}

Step rectangleStep(Technique technique, const Rectangle& rect)
{
    Step step;
    step.technique = technique;
    step.cells.assign(rect.corners.begin(), rect.corners.end());
    step.digits = rect.pair;
    return step;
}

// Floor = two corners that are exactly the pair and share a row or column; the roof is the
// other side. Returns false when the exact-pair corners are not one side of the rectangle.
template <class G>
bool splitFloorRoof(const G& grid, const Rectangle& rect, std::array<int, 2>& roof)
{
    int exact = 0;
    int n = 0;
    for (int i = 0; i < 4; ++i) {
        if (grid.candidates(rect.corners[static_cast<std::size_t>(i)]) == rect.pair) exact |= 1 << i;
        else if (n < 2) roof[static_cast<std::size_t>(n++)] = rect.corners[static_cast<std::size_t>(i)];
        else return false;
    }
    // Sides: 0b0011 top row, 0b1100 bottom row, 0b0101 left column, 0b1010 right column.
    return exact == 0b0011 || exact == 0b1100 || exact == 0b0101 || exact == 0b1010;
}

} // namespace

template <class G>
std::optional<Step> findUniqueRectangle1(const G& grid)
{
    return forEachRectangle(grid, [&](const Rectangle& rect) -> std::optional<Step> {
        int odd = -1;
        for (int cell : rect.corners) {
            if (grid.candidates(cell) == rect.pair) continue;
            if (odd >= 0) return std::nullopt;
            odd = cell;
        }
        if (odd < 0) return std::nullopt; // all four {x,y}: no unique solution at all
        Step step = rectangleStep(Technique::UniqueRectangle1, rect);
        for (int d : rect.pair) step.eliminations.push_back({odd, d});
        return step;
    });
}

template <class G>
std::optional<Step> findUniqueRectangle2(const G& grid)
{
    return forEachRectangle(grid, [&](const Rectangle& rect) -> std::optional<Step> {
        std::array<int, 2> roof{};
        if (!splitFloorRoof(grid, rect, roof)) return std::nullopt;
        const DigitSet roofCands = grid.candidates(roof[0]);
        if (roofCands != grid.candidates(roof[1]) || roofCands.count() != 3) return std::nullopt;
        const int z = (roofCands - rect.pair).first();
        const auto eliminated = grid.peerSet(roof[0]) & grid.peerSet(roof[1]) & grid.cellsWith(z);
        if (eliminated.empty()) return std::nullopt;
        Step step = rectangleStep(Technique::UniqueRectangle2, rect);
        scan::addEliminations(step.eliminations, eliminated, z);
        return step;
    });
}

template <class G>
std::optional<Step> findUniqueRectangle4(const G& grid)
{
    return forEachRectangle(grid, [&](const Rectangle& rect) -> std::optional<Step> {
        std::array<int, 2> roof{};
        if (!splitFloorRoof(grid, rect, roof)) return std::nullopt;
        const auto roofSet = G::Cells::single(roof[0]) | G::Cells::single(roof[1]);
        // The houses holding both roof cells: their line, then a box (or any further house).
        std::array<int, 4> houses{-1, -1, -1, -1};
        int n = 0;
        for (const int house : grid.housesOf(roof[0]))
            if (n < 4 && grid.houseSet(house).contains(roof[1])) houses[static_cast<std::size_t>(n++)] = house;
        for (int x : rect.pair) {
            const int y = (rect.pair - DigitSet::single(x)).first();
            for (int house : houses) {
                if (house < 0 || grid.cellsWith(x, house) != roofSet) continue;
                Step step = rectangleStep(Technique::UniqueRectangle4, rect);
                for (int cell : roof) step.eliminations.push_back({cell, y});
                step.houses = {house};
                return step;
            }
        }
        return std::nullopt;
    });
}

template <class G>
std::optional<Step> findBugPlusOne(const G& grid)
{
    // A Killer's cage sums tell the two values of a bivalue cell apart, so the grid that
    // BUG+1 shuns need not have a second solution there: it proves nothing.
    if (grid.hasCages()) return std::nullopt;
    int triple = -1;
    for (int cell : grid.unsolvedCells()) {
        const int n = grid.candidates(cell).count();
        if (n == 2) continue;
        if (n != 3 || triple >= 0) return std::nullopt;
        triple = cell;
    }
    if (triple < 0) return std::nullopt;
    for (int z : grid.candidates(triple)) {
        bool bug = true;
        for (int house = 0; house < grid.houseCount() && bug; ++house) {
            const bool holds = grid.houseSet(house).contains(triple);
            for (int d = 1; d <= grid.side() && bug; ++d) {
                const int n = grid.cellsWith(d, house).count() - ((holds && d == z) ? 1 : 0);
                bug = n == 0 || n == 2;
            }
        }
        if (!bug) continue;
        Step step;
        step.technique = Technique::BugPlusOne;
        step.placements.push_back({triple, z});
        step.cells = {triple};
        step.digits = DigitSet::single(z);
        return step;
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findUniqueRectangle1);
NONET_INSTANTIATE_FINDER(findUniqueRectangle2);
NONET_INSTANTIATE_FINDER(findUniqueRectangle4);
NONET_INSTANTIATE_FINDER(findBugPlusOne);

} // namespace nonet
