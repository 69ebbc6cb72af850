#include "core/logic/techniques/single_digit_patterns.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <bit>

namespace nonet {

namespace {

// x = p - q = y on one digit: cells seeing both x and y lose it.
template <class G>
std::optional<Step> chainStep(const G& grid, Technique technique, int digit, int x, int p, int q, int y,
                              std::vector<int> houses)
{
    const auto eliminated = grid.peerSet(x) & grid.peerSet(y) & grid.cellsWith(digit);
    if (eliminated.empty()) return std::nullopt;
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = {x, p, q, y};
    step.houses = std::move(houses);
    step.digits = DigitSet::single(digit);
    step.links = {scan::link(x, digit, p, digit, true), scan::link(p, digit, q, digit, false),
                  scan::link(q, digit, y, digit, true)};
    return step;
}

template <class G>
int along(const G& grid, int cell, bool rows) { return rows ? grid.columnOf(cell) : grid.rowOf(cell); }

template <class G>
bool isSkyscraper(const G& grid, const scan::StrongLink& a, const scan::StrongLink& b, int x, int p, int q, int y)
{
    const HouseKind kind = grid.houseKind(a.house);
    if (!grid.isLine(a.house) || grid.houseKind(b.house) != kind) return false;
    const bool rows = kind == HouseKind::Row;
    return along(grid, p, rows) == along(grid, q, rows) && along(grid, x, rows) != along(grid, y, rows);
}

// A row pair and a column pair whose inner ends share a box (or Jigsaw region).
template <class G>
bool isKite(const G& grid, const scan::StrongLink& a, const scan::StrongLink& b, int x, int p, int q, int y)
{
    if (!grid.isLine(a.house) || !grid.isLine(b.house) || grid.houseKind(a.house) == grid.houseKind(b.house)) return false;
    const int box = grid.regionHouseOf(p);
    return grid.regionHouseOf(q) == box && grid.regionHouseOf(x) != box && grid.regionHouseOf(y) != box;
}

} // namespace

template <class G>
std::optional<Step> findSkyscraper(const G& grid)
{
    using Cells = typename G::Cells;
    const int side = grid.side();
    for (int digit = 1; digit <= side; ++digit) {
        for (bool rows : {true, false}) {
            const int first = rows ? grid.rowHouse(0) : grid.columnHouse(0);
            for (int i = 0; i < side; ++i) {
                const Cells lineA = grid.cellsWith(digit, first + i);
                if (lineA.count() != 2) continue;
                for (int j = i + 1; j < side; ++j) {
                    const Cells lineB = grid.cellsWith(digit, first + j);
                    if (lineB.count() != 2) continue;
                    for (int p : lineA) {
                        for (int q : lineB) {
                            if (along(grid, p, rows) != along(grid, q, rows)) continue;
                            const int x = (lineA - Cells::single(p)).first();
                            const int y = (lineB - Cells::single(q)).first();
                            if (along(grid, x, rows) == along(grid, y, rows)) continue; // X-Wing
                            const int cross = rows ? grid.columnHouse(grid.columnOf(p)) : grid.rowHouse(grid.rowOf(p));
                            if (auto step = chainStep(grid, Technique::Skyscraper, digit, x, p, q, y,
                                                      {first + i, first + j, cross}))
                                return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findTwoStringKite(const G& grid)
{
    using Cells = typename G::Cells;
    const int side = grid.side();
    for (int digit = 1; digit <= side; ++digit) {
        for (int row = 0; row < side; ++row) {
            const Cells inRow = grid.cellsWith(digit, grid.rowHouse(row));
            if (inRow.count() != 2) continue;
            for (int column = 0; column < side; ++column) {
                const Cells inColumn = grid.cellsWith(digit, grid.columnHouse(column));
                if (inColumn.count() != 2 || inRow.intersects(inColumn)) continue;
                for (int p : inRow) {
                    for (int q : inColumn) {
                        const int x = (inRow - Cells::single(p)).first();
                        const int y = (inColumn - Cells::single(q)).first();
                        const int box = grid.regionHouseOf(p);
                        if (grid.regionHouseOf(q) != box || grid.regionHouseOf(x) == box || grid.regionHouseOf(y) == box) continue;
                        if (auto step = chainStep(grid, Technique::TwoStringKite, digit, x, p, q, y,
                                                  {grid.rowHouse(row), grid.columnHouse(column), box}))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findTurbotFish(const G& grid)
{
    for (int digit = 1; digit <= grid.side(); ++digit) {
        const scan::StrongLinks<G> links = scan::strongLinks(grid, digit);
        for (int i = 0; i < links.size; ++i) {
            const auto& a = links.items[static_cast<std::size_t>(i)];
            for (int j = i + 1; j < links.size; ++j) {
                const auto& b = links.items[static_cast<std::size_t>(j)];
                if (a.a == b.a || a.a == b.b || a.b == b.a || a.b == b.b) continue;
                for (int pa = 0; pa < 2; ++pa) {
                    const int p = pa == 0 ? a.a : a.b;
                    const int x = pa == 0 ? a.b : a.a;
                    for (int qb = 0; qb < 2; ++qb) {
                        const int q = qb == 0 ? b.a : b.b;
                        const int y = qb == 0 ? b.b : b.a;
                        if (!grid.arePeers(p, q)) continue;
                        if (isSkyscraper(grid, a, b, x, p, q, y) || isKite(grid, a, b, x, p, q, y)) continue;
                        if (auto step = chainStep(grid, Technique::TurbotFish, digit, x, p, q, y, {a.house, b.house}))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findEmptyRectangle(const G& grid)
{
    using Cells = typename G::Cells;
    const int side = grid.side();
    for (int digit = 1; digit <= side; ++digit) {
        const Cells all = grid.cellsWith(digit);
        for (const int boxH : grid.boxLikeHouses()) {
            const Cells inBox = all & grid.houseSet(boxH);
            if (inBox.count() < 2) continue;
            const std::uint16_t boxRows = grid.rowsMeeting(boxH);
            const std::uint16_t boxColumns = grid.columnsMeeting(boxH);
            for (unsigned rowBits = boxRows; rowBits != 0; rowBits &= rowBits - 1) {
                const int r = std::countr_zero(rowBits);
                for (unsigned columnBits = boxColumns; columnBits != 0; columnBits &= columnBits - 1) {
                    const int c = std::countr_zero(columnBits);
                    const Cells rowSet = grid.houseSet(grid.rowHouse(r));
                    const Cells columnSet = grid.houseSet(grid.columnHouse(c));
                    if (!(inBox - rowSet - columnSet).empty()) continue;
                    if ((inBox - rowSet).empty() || (inBox - columnSet).empty()) continue;
                    auto make = [&](int p, int q, int linkHouse, int target) -> std::optional<Step> {
                        if (!all.contains(target)) return std::nullopt;
                        Step step;
                        step.technique = Technique::EmptyRectangle;
                        step.eliminations.push_back({target, digit});
                        step.cells = scan::toVector(inBox);
                        step.houses = {boxH, grid.rowHouse(r), grid.columnHouse(c), linkHouse};
                        step.digits = DigitSet::single(digit);
                        step.links = {scan::link(p, digit, q, digit, true)};
                        return step;
                    };
                    // Column pair in a column the box does not meet, one end on row r.
                    for (int x = 0; x < side; ++x) {
                        if ((boxColumns >> x) & 1u) continue;
                        const Cells pair = all & grid.houseSet(grid.columnHouse(x));
                        if (pair.count() != 2) continue;
                        const int p = grid.cellAt(r, x);
                        if (!pair.contains(p)) continue;
                        const int q = (pair - Cells::single(p)).first();
                        if ((boxRows >> grid.rowOf(q)) & 1u) continue;
                        if (auto step = make(p, q, grid.columnHouse(x), grid.cellAt(grid.rowOf(q), c))) return step;
                    }
                    // Row pair in a row the box does not meet, one end on column c.
                    for (int y = 0; y < side; ++y) {
                        if ((boxRows >> y) & 1u) continue;
                        const Cells pair = all & grid.houseSet(grid.rowHouse(y));
                        if (pair.count() != 2) continue;
                        const int p = grid.cellAt(y, c);
                        if (!pair.contains(p)) continue;
                        const int q = (pair - Cells::single(p)).first();
                        if ((boxColumns >> grid.columnOf(q)) & 1u) continue;
                        if (auto step = make(p, q, grid.rowHouse(y), grid.cellAt(r, grid.columnOf(q)))) return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findSkyscraper);
NONET_INSTANTIATE_FINDER(findTwoStringKite);
NONET_INSTANTIATE_FINDER(findTurbotFish);
NONET_INSTANTIATE_FINDER(findEmptyRectangle);

} // namespace nonet
