#pragma once
// The geometry a candidate grid and the technique finders see, in two forms with one
// interface:
//
//   ClassicGeometry  the classic 9x9: static constexpr functions over the tables of
//                    core/geometry.h and the 81-bit CellSet; no state, no indirection
//   ShapeGeometry    any Shape (core/shape/shape.h) at run time: 4x4 .. 16x16, extra
//                    houses, Jigsaw regions; WideCellSet (256 bits)
//
// BasicCandidateGrid<G> derives from its geometry, so a finder written once as a template
// over the grid type asks `grid.houseSet(h)`, `grid.peerSet(c)`, `grid.housesOf(c)`; for
// the classic grid those calls compile to the same table lookups as before, so the classic
// grader keeps its speed and its exact results.

#include "core/cell_set.h"
#include "core/digit_set.h"
#include "core/geometry.h"
#include "core/grid.h"
#include "core/shape/shape.h"
#include "core/shape/shape_grid.h"

#include <array>
#include <cstdint>
#include <span>

namespace nonet {

namespace detail {
// Per classic house, bit i set when row (or column) i meets it.
constexpr std::array<std::uint16_t, kHouseCount> classicLinesMeeting(bool rows)
{
    std::array<std::uint16_t, kHouseCount> out{};
    for (int h = 0; h < kHouseCount; ++h)
        for (int cell : houseCells(h))
            out[static_cast<std::size_t>(h)] =
                static_cast<std::uint16_t>(out[static_cast<std::size_t>(h)] | (1u << (rows ? rowOf(cell) : columnOf(cell))));
    return out;
}
} // namespace detail

class ClassicGeometry {
public:
    using Cells = CellSet;
    using GridType = Grid;
    static constexpr int kMaxSide = kSide;
    static constexpr int kMaxCells = kCellCount;
    static constexpr int kMaxHouses = kHouseCount;

    static constexpr int side() { return kSide; }
    static constexpr int cellCount() { return kCellCount; }
    static constexpr int houseCount() { return kHouseCount; }
    static constexpr DigitSet allDigits() { return DigitSet::all(); }
    static constexpr CellSet allCells() { return CellSet::all(); }

    static constexpr int rowOf(int cell) { return nonet::rowOf(cell); }
    static constexpr int columnOf(int cell) { return nonet::columnOf(cell); }
    static constexpr int cellAt(int row, int column) { return nonet::cellAt(row, column); }
    static constexpr int rowHouse(int row) { return nonet::rowHouse(row); }
    static constexpr int columnHouse(int column) { return nonet::columnHouse(column); }
    // The box (or Jigsaw region) house of a cell.
    static constexpr int regionHouseOf(int cell) { return boxHouse(boxOf(cell)); }
    static constexpr HouseKind houseKind(int house) { return nonet::houseKind(house); }
    static constexpr bool isLine(int house) { return house < 2 * kSide; }

    static constexpr CellSet houseSet(int house) { return nonet::houseSet(house); }
    static constexpr CellSet peerSet(int cell) { return nonet::peerSet(cell); }
    // The peers as a list to iterate (the set's cells, ascending).
    static constexpr const std::array<std::uint8_t, kPeerCount>& peerCells(int cell) { return peersOf(cell); }
    static constexpr const Geometry::House& houseCells(int house) { return nonet::houseCells(house); }
    static constexpr bool arePeers(int a, int b) { return nonet::arePeers(a, b); }
    // Row, column, box: ascending house numbers.
    static constexpr std::array<int, 3> housesOf(int cell) { return {rowHouse(rowOf(cell)), columnHouse(columnOf(cell)), regionHouseOf(cell)}; }
    static constexpr const std::array<int, kSide>& boxLikeHouses() { return kBoxes; }
    static constexpr const std::array<int, 2 * kSide>& lineLikeHouses() { return kLines; }
    // Bit i set when row (column) i meets the house.
    static constexpr std::uint16_t rowsMeeting(int house) { return kRowsMeeting[static_cast<std::size_t>(house)]; }
    static constexpr std::uint16_t columnsMeeting(int house) { return kColumnsMeeting[static_cast<std::size_t>(house)]; }
    static constexpr bool hasExtraHouses() { return false; }
    // Cover lines per box band or stack (finned fish): 3 for rows and columns alike.
    static constexpr bool hasRegularBoxes() { return true; }
    static constexpr int boxRows() { return 3; }
    static constexpr int boxColumns() { return 3; }
    // A rectangle of rows r1, r2 and columns c1, c2 whose corners swap their two values
    // without breaking a house: it lies in exactly two boxes.
    static constexpr bool isUniquenessRectangle(int r1, int r2, int c1, int c2) { return (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3); }
    // No Killer cages on the classic grid.
    static constexpr bool hasCages() { return false; }
    static constexpr int cageCount() { return 0; }
    static const Cage& cage(int) { return noCage(); }
    static CellSet cageSet(int) { return {}; }
    static constexpr int cageOf(int) { return -1; }

    bool operator==(const ClassicGeometry&) const = default;

private:
    static const Cage& noCage()
    {
        static const Cage none;
        return none;
    }
    static constexpr std::array<int, kSide> kBoxes = {18, 19, 20, 21, 22, 23, 24, 25, 26};
    static constexpr std::array<int, 2 * kSide> kLines = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
    static constexpr std::array<std::uint16_t, kHouseCount> kRowsMeeting = detail::classicLinesMeeting(true);
    static constexpr std::array<std::uint16_t, kHouseCount> kColumnsMeeting = detail::classicLinesMeeting(false);
};

class ShapeGeometry {
public:
    using Cells = WideCellSet;
    using GridType = ShapeGrid;
    static constexpr int kMaxSide = Shape::kMaxSide;
    static constexpr int kMaxCells = Shape::kMaxCells;
    static constexpr int kMaxHouses = Shape::kMaxHouses;

    // The classic shape (what an empty candidate grid of any shape starts as).
    ShapeGeometry() : shape_(Shape::of(Variant::Classic)) {}
    explicit ShapeGeometry(ShapePtr shape) : shape_(std::move(shape)) {}

    const Shape& shape() const { return *shape_; }
    const ShapePtr& shapePtr() const { return shape_; }
    int side() const { return shape_->side(); }
    int cellCount() const { return shape_->cellCount(); }
    int houseCount() const { return shape_->houseCount(); }
    DigitSet allDigits() const { return DigitSet::all(shape_->side()); }
    WideCellSet allCells() const { return shape_->allCells(); }

    int rowOf(int cell) const { return shape_->rowOf(cell); }
    int columnOf(int cell) const { return shape_->columnOf(cell); }
    int cellAt(int row, int column) const { return shape_->cellAt(row, column); }
    int rowHouse(int row) const { return shape_->rowHouse(row); }
    int columnHouse(int column) const { return shape_->columnHouse(column); }
    int regionHouseOf(int cell) const { return shape_->regionHouse(shape_->regionOf(cell)); }
    HouseKind houseKind(int house) const { return shape_->houseKind(house); }
    bool isLine(int house) const { return shape_->isLine(house); }

    WideCellSet houseSet(int house) const { return shape_->houseSet(house); }
    WideCellSet peerSet(int cell) const { return shape_->peerSet(cell); }
    WideCellSet peerCells(int cell) const { return shape_->peerSet(cell); }
    std::span<const std::uint8_t> houseCells(int house) const { return shape_->houseCells(house); }
    bool arePeers(int a, int b) const { return shape_->arePeers(a, b); }
    std::span<const int> housesOf(int cell) const { return shape_->housesOf(cell); }
    std::span<const int> boxLikeHouses() const { return shape_->boxLikeHouses(); }
    std::span<const int> lineLikeHouses() const { return shape_->lineLikeHouses(); }
    std::uint16_t rowsMeeting(int house) const { return shape_->rowsMeeting(house); }
    std::uint16_t columnsMeeting(int house) const { return shape_->columnsMeeting(house); }
    bool hasExtraHouses() const { return shape_->hasExtraHouses(); }
    bool hasRegularBoxes() const { return shape_->hasRegularBoxes(); }
    int boxRows() const { return shape_->boxRows(); }
    int boxColumns() const { return shape_->boxColumns(); }
    bool isUniquenessRectangle(int r1, int r2, int c1, int c2) const { return shape_->isUniquenessRectangle(r1, r2, c1, c2); }
    bool hasCages() const { return shape_->hasCages(); }
    int cageCount() const { return shape_->cageCount(); }
    const Cage& cage(int index) const { return shape_->cage(index); }
    WideCellSet cageSet(int index) const { return shape_->cageSet(index); }
    int cageOf(int cell) const { return shape_->cageOf(cell); }

    bool operator==(const ShapeGeometry& other) const { return shape_ == other.shape_ || *shape_ == *other.shape_; }

private:
    ShapePtr shape_;
};

} // namespace nonet
