#include "core/logic/techniques/single_digit_patterns.h"

#include "core/logic/techniques/scan.h"

namespace nonet {

namespace {

// x = p - q = y on one digit: cells seeing both x and y lose it.
std::optional<Step> chainStep(const CandidateGrid& grid, Technique technique, int digit, int x, int p, int q, int y,
                              std::vector<int> houses)
{
    const CellSet eliminated = peerSet(x) & peerSet(y) & grid.cellsWith(digit);
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

int along(int cell, bool rows) { return rows ? columnOf(cell) : rowOf(cell); }

bool isSkyscraper(const scan::StrongLink& a, const scan::StrongLink& b, int x, int p, int q, int y)
{
    const HouseKind kind = houseKind(a.house);
    if (kind == HouseKind::Box || houseKind(b.house) != kind) return false;
    const bool rows = kind == HouseKind::Row;
    return along(p, rows) == along(q, rows) && along(x, rows) != along(y, rows);
}

bool isKite(const scan::StrongLink& a, const scan::StrongLink& b, int x, int p, int q, int y)
{
    const HouseKind ka = houseKind(a.house);
    const HouseKind kb = houseKind(b.house);
    if (ka == HouseKind::Box || kb == HouseKind::Box || ka == kb) return false;
    return boxOf(p) == boxOf(q) && boxOf(x) != boxOf(p) && boxOf(y) != boxOf(q);
}

} // namespace

std::optional<Step> findSkyscraper(const CandidateGrid& grid)
{
    for (int digit = 1; digit <= kSide; ++digit) {
        for (bool rows : {true, false}) {
            const int first = rows ? rowHouse(0) : columnHouse(0);
            for (int i = 0; i < kSide; ++i) {
                const CellSet lineA = grid.cellsWith(digit, first + i);
                if (lineA.count() != 2) continue;
                for (int j = i + 1; j < kSide; ++j) {
                    const CellSet lineB = grid.cellsWith(digit, first + j);
                    if (lineB.count() != 2) continue;
                    for (int p : lineA) {
                        for (int q : lineB) {
                            if (along(p, rows) != along(q, rows)) continue;
                            const int x = (lineA - CellSet::single(p)).first();
                            const int y = (lineB - CellSet::single(q)).first();
                            if (along(x, rows) == along(y, rows)) continue; // X-Wing
                            const int cross = rows ? columnHouse(columnOf(p)) : rowHouse(rowOf(p));
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

std::optional<Step> findTwoStringKite(const CandidateGrid& grid)
{
    for (int digit = 1; digit <= kSide; ++digit) {
        for (int row = 0; row < kSide; ++row) {
            const CellSet inRow = grid.cellsWith(digit, rowHouse(row));
            if (inRow.count() != 2) continue;
            for (int column = 0; column < kSide; ++column) {
                const CellSet inColumn = grid.cellsWith(digit, columnHouse(column));
                if (inColumn.count() != 2 || inRow.intersects(inColumn)) continue;
                for (int p : inRow) {
                    for (int q : inColumn) {
                        const int x = (inRow - CellSet::single(p)).first();
                        const int y = (inColumn - CellSet::single(q)).first();
                        if (boxOf(p) != boxOf(q) || boxOf(x) == boxOf(p) || boxOf(y) == boxOf(q)) continue;
                        if (auto step = chainStep(grid, Technique::TwoStringKite, digit, x, p, q, y,
                                                  {rowHouse(row), columnHouse(column), boxHouse(boxOf(p))}))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> findTurbotFish(const CandidateGrid& grid)
{
    for (int digit = 1; digit <= kSide; ++digit) {
        const scan::StrongLinks links = scan::strongLinks(grid, digit);
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
                        if (!arePeers(p, q)) continue;
                        if (isSkyscraper(a, b, x, p, q, y) || isKite(a, b, x, p, q, y)) continue;
                        if (auto step = chainStep(grid, Technique::TurbotFish, digit, x, p, q, y, {a.house, b.house}))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> findEmptyRectangle(const CandidateGrid& grid)
{
    for (int digit = 1; digit <= kSide; ++digit) {
        const CellSet all = grid.cellsWith(digit);
        for (int box = 0; box < kSide; ++box) {
            const int boxH = boxHouse(box);
            const CellSet inBox = all & houseSet(boxH);
            if (inBox.count() < 2) continue;
            const int top = (box / 3) * 3;
            const int left = (box % 3) * 3;
            for (int r = top; r < top + 3; ++r) {
                for (int c = left; c < left + 3; ++c) {
                    const CellSet rowSet = houseSet(rowHouse(r));
                    const CellSet columnSet = houseSet(columnHouse(c));
                    if (!(inBox - rowSet - columnSet).empty()) continue;
                    if ((inBox - rowSet).empty() || (inBox - columnSet).empty()) continue;
                    auto make = [&](int p, int q, int linkHouse, int target) -> std::optional<Step> {
                        if (!all.contains(target)) return std::nullopt;
                        Step step;
                        step.technique = Technique::EmptyRectangle;
                        step.eliminations.push_back({target, digit});
                        step.cells = scan::toVector(inBox);
                        step.houses = {boxH, rowHouse(r), columnHouse(c), linkHouse};
                        step.digits = DigitSet::single(digit);
                        step.links = {scan::link(p, digit, q, digit, true)};
                        return step;
                    };
                    // Column pair outside the box's stack, one end on row r.
                    for (int x = 0; x < kSide; ++x) {
                        if (x / 3 == box % 3) continue;
                        const CellSet pair = all & houseSet(columnHouse(x));
                        if (pair.count() != 2) continue;
                        const int p = cellAt(r, x);
                        if (!pair.contains(p)) continue;
                        const int q = (pair - CellSet::single(p)).first();
                        if (rowOf(q) / 3 == box / 3) continue;
                        if (auto step = make(p, q, columnHouse(x), cellAt(rowOf(q), c))) return step;
                    }
                    // Row pair outside the box's band, one end on column c.
                    for (int y = 0; y < kSide; ++y) {
                        if (y / 3 == box / 3) continue;
                        const CellSet pair = all & houseSet(rowHouse(y));
                        if (pair.count() != 2) continue;
                        const int p = cellAt(y, c);
                        if (!pair.contains(p)) continue;
                        const int q = (pair - CellSet::single(p)).first();
                        if (columnOf(q) / 3 == box % 3) continue;
                        if (auto step = make(p, q, rowHouse(y), cellAt(r, columnOf(q)))) return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace nonet
