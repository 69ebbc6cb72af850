#include "core/shape/shape.h"

#include <algorithm>

namespace nonet {

namespace {

std::vector<std::uint8_t> boxRegions(int side, int boxRows, int boxColumns)
{
    std::vector<std::uint8_t> regions(static_cast<std::size_t>(side * side));
    const int boxesPerRow = side / boxColumns;
    for (int cell = 0; cell < side * side; ++cell) {
        const int row = cell / side;
        const int column = cell % side;
        regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>((row / boxRows) * boxesPerRow + column / boxColumns);
    }
    return regions;
}

} // namespace

Shape::Shape(Variant variant, int side, int boxRows, int boxColumns, std::vector<std::uint8_t> regions, std::vector<Cage> cages,
             std::vector<std::uint8_t> rectangles)
    : variant_(variant), side_(side), boxRows_(boxRows), boxColumns_(boxColumns), regions_(std::move(regions)),
      cages_(std::move(cages)), rectangles_(std::move(rectangles))
{
    for (int r = 0; r < side; ++r) {
        std::vector<std::uint8_t> cells;
        for (int c = 0; c < side; ++c) cells.push_back(static_cast<std::uint8_t>(cellAt(r, c)));
        addHouse(HouseKind::Row, std::move(cells));
    }
    for (int c = 0; c < side; ++c) {
        std::vector<std::uint8_t> cells;
        for (int r = 0; r < side; ++r) cells.push_back(static_cast<std::uint8_t>(cellAt(r, c)));
        addHouse(HouseKind::Column, std::move(cells));
    }
    for (int region = 0; region < side; ++region) {
        std::vector<std::uint8_t> cells;
        for (int cell = 0; cell < side * side; ++cell)
            if (regions_[static_cast<std::size_t>(cell)] == region) cells.push_back(static_cast<std::uint8_t>(cell));
        addHouse(boxRows != 0 ? HouseKind::Box : HouseKind::Region, std::move(cells));
    }
    if (variant == Variant::X) {
        std::vector<std::uint8_t> main;
        std::vector<std::uint8_t> anti;
        for (int i = 0; i < side; ++i) {
            main.push_back(static_cast<std::uint8_t>(cellAt(i, i)));
            anti.push_back(static_cast<std::uint8_t>(cellAt(i, side - 1 - i)));
        }
        addHouse(HouseKind::Diagonal, std::move(main));
        addHouse(HouseKind::Diagonal, std::move(anti));
    }
    if (variant == Variant::Windoku) {
        for (const auto& [top, left] : {std::pair{1, 1}, std::pair{1, 5}, std::pair{5, 1}, std::pair{5, 5}}) {
            std::vector<std::uint8_t> cells;
            for (int r = top; r < top + 3; ++r)
                for (int c = left; c < left + 3; ++c) cells.push_back(static_cast<std::uint8_t>(cellAt(r, c)));
            addHouse(HouseKind::Window, std::move(cells));
        }
    }
    finish();
}

void Shape::addHouse(HouseKind kind, std::vector<std::uint8_t> cells)
{
    houses_.push_back(std::move(cells));
    kinds_.push_back(kind);
}

void Shape::finish()
{
    const int cells = cellCount();
    houseSets_.resize(houses_.size());
    rowsMeeting_.resize(houses_.size());
    columnsMeeting_.resize(houses_.size());
    peerSets_.resize(static_cast<std::size_t>(cells));
    cellHouses_.resize(static_cast<std::size_t>(cells));
    for (int h = 0; h < houseCount(); ++h) {
        const auto index = static_cast<std::size_t>(h);
        for (const std::uint8_t cell : houses_[index]) {
            houseSets_[index].insert(cell);
            rowsMeeting_[index] = static_cast<std::uint16_t>(rowsMeeting_[index] | (1u << rowOf(cell)));
            columnsMeeting_[index] = static_cast<std::uint16_t>(columnsMeeting_[index] | (1u << columnOf(cell)));
            cellHouses_[cell].push_back(h);
        }
        const HouseKind kind = kinds_[index];
        if (kind == HouseKind::Box || kind == HouseKind::Region || kind == HouseKind::Window) boxLike_.push_back(h);
        else lineLike_.push_back(h);
    }
    if (!cages_.empty()) cageOfCell_.assign(static_cast<std::size_t>(cells), -1);
    for (const Cage& cage : cages_) {
        WideCellSet set;
        for (const std::uint8_t cell : cage.cells) {
            set.insert(cell);
            cageOfCell_[cell] = static_cast<std::int8_t>(cageSets_.size());
        }
        cageSets_.push_back(set);
    }
    if (rectangles_.empty()) {
        rectangles_.assign(static_cast<std::size_t>(side_ * side_ * side_ * side_), 0);
        for (int r1 = 0; r1 < side_; ++r1)
            for (int r2 = r1 + 1; r2 < side_; ++r2)
                for (int c1 = 0; c1 < side_; ++c1)
                    for (int c2 = c1 + 1; c2 < side_; ++c2)
                        rectangles_[static_cast<std::size_t>(((r1 * side_ + r2) * side_ + c1) * side_ + c2)] =
                            swapsCleanly(r1, r2, c1, c2) ? 1 : 0;
    }
    dropRectanglesSpoiledByCages();
    for (int cell = 0; cell < cells; ++cell) {
        WideCellSet peers;
        for (const int h : cellHouses_[static_cast<std::size_t>(cell)]) peers |= houseSets_[static_cast<std::size_t>(h)];
        if (!cages_.empty()) peers |= cageSets_[static_cast<std::size_t>(cageOfCell_[static_cast<std::size_t>(cell)])];
        peers.erase(cell);
        peerSets_[static_cast<std::size_t>(cell)] = peers;
    }
}

bool Shape::swapsCleanly(int r1, int r2, int c1, int c2) const
{
    const std::array<int, 4> corners{cellAt(r1, c1), cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2)};
    for (int house = 0; house < houseCount(); ++house) {
        int mask = 0;
        for (int i = 0; i < 4; ++i)
            if (houseSets_[static_cast<std::size_t>(house)].contains(corners[static_cast<std::size_t>(i)])) mask |= 1 << i;
        // Corners 0 (r1,c1), 1 (r1,c2), 2 (r2,c1), 3 (r2,c2): none, a row pair or a column pair.
        if (mask != 0 && mask != 0b0011 && mask != 0b1100 && mask != 0b0101 && mask != 0b1010) return false;
    }
    return true;
}

void Shape::dropRectanglesSpoiledByCages()
{
    // Swapping the values of two corners in one row or one column keeps a cage's sum; a
    // cage meeting the rectangle any other way (one corner, a diagonal pair, three) would
    // change it, so the rectangle is no deadly pattern. Each cage cell is a corner of
    // (side-1)^2 rectangles: only those are looked at.
    for (const Cage& cage : cages_) {
        const int own = cageOfCell_[cage.cells.front()];
        const auto in = [&](int r, int c) { return cageOfCell_[static_cast<std::size_t>(cellAt(r, c))] == own; };
        for (const std::uint8_t cell : cage.cells) {
            const int r = rowOf(cell);
            const int c = columnOf(cell);
            for (int r2 = 0; r2 < side_; ++r2) {
                if (r2 == r) continue;
                for (int c2 = 0; c2 < side_; ++c2) {
                    if (c2 == c) continue;
                    const int top = std::min(r, r2), bottom = std::max(r, r2), left = std::min(c, c2), right = std::max(c, c2);
                    const int mask = (in(top, left) ? 1 : 0) | (in(top, right) ? 2 : 0) | (in(bottom, left) ? 4 : 0) | (in(bottom, right) ? 8 : 0);
                    if (mask == 0b0011 || mask == 0b1100 || mask == 0b0101 || mask == 0b1010) continue;
                    rectangles_[static_cast<std::size_t>(((top * side_ + bottom) * side_ + left) * side_ + right)] = 0;
                }
            }
        }
    }
}

int Shape::houseIndex(int house) const
{
    int first = house;
    while (first > 0 && kinds_[static_cast<std::size_t>(first - 1)] == kinds_[static_cast<std::size_t>(house)]) --first;
    return house - first;
}

bool Shape::isLine(int house) const
{
    const HouseKind kind = houseKind(house);
    return kind == HouseKind::Row || kind == HouseKind::Column;
}

ShapePtr Shape::classic() { return of(Variant::Classic); }

ShapePtr Shape::of(Variant variant)
{
    // Built once each, on first use (thread-safe), and shared ever after.
    static const std::array<ShapePtr, kVariantCount> shapes = [] {
        std::array<ShapePtr, kVariantCount> out{};
        auto make = [](Variant v, int side, int boxRows, int boxColumns) {
            return ShapePtr(new Shape(v, side, boxRows, boxColumns, boxRegions(side, boxRows, boxColumns)));
        };
        out[static_cast<std::size_t>(Variant::Classic)] = make(Variant::Classic, 9, 3, 3);
        out[static_cast<std::size_t>(Variant::Mini4)] = make(Variant::Mini4, 4, 2, 2);
        out[static_cast<std::size_t>(Variant::Mini6)] = make(Variant::Mini6, 6, 2, 3);
        out[static_cast<std::size_t>(Variant::Giant16)] = make(Variant::Giant16, 16, 4, 4);
        out[static_cast<std::size_t>(Variant::X)] = make(Variant::X, 9, 3, 3);
        out[static_cast<std::size_t>(Variant::Windoku)] = make(Variant::Windoku, 9, 3, 3);
        out[static_cast<std::size_t>(Variant::Jigsaw)] =
            ShapePtr(new Shape(Variant::Jigsaw, 9, 0, 0, boxRegions(9, 3, 3)));
        out[static_cast<std::size_t>(Variant::Killer)] = make(Variant::Killer, 9, 3, 3);
        return out;
    }();
    return shapes[static_cast<std::size_t>(variant)];
}

ShapePtr Shape::jigsaw(std::span<const std::uint8_t> regions)
{
    // Regions renumbered in reading order of their first cells: one layout, one spelling,
    // so that equal layouts compare equal however their input numbered them.
    std::vector<std::uint8_t> numbered(regions.begin(), regions.end());
    std::array<int, 256> renumber{};
    renumber.fill(-1);
    int next = 0;
    for (auto& region : numbered) {
        if (renumber[region] < 0) renumber[region] = next++;
        region = static_cast<std::uint8_t>(renumber[region]);
    }
    return ShapePtr(new Shape(Variant::Jigsaw, 9, 0, 0, std::move(numbered)));
}

ShapePtr Shape::killer(std::span<const std::uint8_t> cageOf, std::span<const int> sums)
{
    // Cages numbered in reading order of their first cells, as Jigsaw regions are: one
    // layout, one spelling.
    std::vector<Cage> cages;
    std::vector<int> renumber(sums.size(), -1);
    for (std::size_t cell = 0; cell < cageOf.size(); ++cell) {
        int& number = renumber[cageOf[cell]];
        if (number < 0) {
            number = static_cast<int>(cages.size());
            cages.push_back(Cage{{}, sums[cageOf[cell]]});
        }
        cages[static_cast<std::size_t>(number)].cells.push_back(static_cast<std::uint8_t>(cell));
    }
    // The houses are the classic grid's, and so are their uniqueness rectangles.
    return ShapePtr(new Shape(Variant::Killer, 9, 3, 3, boxRegions(9, 3, 3), std::move(cages), of(Variant::Classic)->rectangles_));
}

} // namespace nonet
