#pragma once
// The geometry of one kind of puzzle, fixed at run time: side, cells, houses and peers.
//
//   cell = side * row + column           houses, numbered in this order:
//                                          0 .. s-1      rows
//   4x4   +-----+-----+                    s .. 2s-1     columns
//         | 0 1 | 2 3 |                    2s .. 3s-1    boxes (2x2, 2x3, 3x3, 4x4) or,
//         | 4 5 | 6 7 |                                  for Jigsaw, irregular regions
//         +-----+-----+                    3s ..         extra houses: X's two diagonals
//         ...                                            (main, then anti), Windoku's four
//                                                        windows (reading order)
//
// A Killer shape is the classic 9x9 with cages (core/shape/killer_cages.h): the cells of a
// cage are peers (no value twice in a cage), but a cage is no house (it need not hold
// every value), so cages are kept apart from the houses, numbered in reading order of
// their first cells.
//
// Every house holds `side` cells and every value 1..side once. A shape is immutable and
// shared (std::shared_ptr<const Shape>): grids, candidate grids and games of one shape
// point at one object. The classic 9x9 has a Shape too (for the game and the notation),
// but the classic engine's hot paths use the constexpr tables of core/geometry.h.

#include "core/geometry.h"
#include "core/shape/killer_cages.h"
#include "core/shape/variant.h"
#include "core/shape/wide_cell_set.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace nonet {

class Shape {
public:
    static constexpr int kMaxSide = 16;
    static constexpr int kMaxCells = kMaxSide * kMaxSide;
    static constexpr int kMaxHouses = 3 * kMaxSide + 4;

    // The shape of a variant. For Jigsaw this is the layout of the classic boxes, a valid
    // layout that stands in until a real one is read or generated.
    static std::shared_ptr<const Shape> of(Variant variant);
    // The plain 9x9 (Shape::of(Variant::Classic)): the geometry of every classic notation,
    // cell name and picture reading.
    static std::shared_ptr<const Shape> classic();
    // A Jigsaw shape: region 0..8 of each of the 81 cells. The caller has checked the
    // layout (core/shape/jigsaw_layout.h): nine connected regions of nine cells.
    static std::shared_ptr<const Shape> jigsaw(std::span<const std::uint8_t> regions);
    // A Killer shape: the cage (0 .. sums.size()-1) of each of the 81 cells and each
    // cage's sum. The caller has checked them (checkKillerCages). Shape::of(Killer) is the
    // classic grid without cages, a stand-in until real cages are read or generated.
    static std::shared_ptr<const Shape> killer(std::span<const std::uint8_t> cageOf, std::span<const int> sums);

    Variant variant() const { return variant_; }
    int side() const { return side_; }
    int cellCount() const { return side_ * side_; }
    int houseCount() const { return static_cast<int>(houses_.size()); }
    // Box size of the regular shapes (2x2, 2x3, 3x3, 4x4); 0 for Jigsaw.
    int boxRows() const { return boxRows_; }
    int boxColumns() const { return boxColumns_; }
    bool hasRegularBoxes() const { return boxRows_ != 0; }
    bool hasExtraHouses() const { return houseCount() > 3 * side_; }
    // A plain 9x9: rows, columns, 3x3 boxes and nothing more (no extra house, no cage).
    // Its puzzles travel in the classic notations and run on the classic engine's fast
    // paths (core/grid.h).
    bool isClassic() const { return side_ == 9 && boxRows_ == 3 && boxColumns_ == 3 && !hasExtraHouses() && !hasCages(); }

    // Killer cages, in reading order of their first cells (empty for other shapes).
    bool hasCages() const { return !cages_.empty(); }
    int cageCount() const { return static_cast<int>(cages_.size()); }
    const std::vector<Cage>& cages() const { return cages_; }
    const Cage& cage(int index) const { return cages_[static_cast<std::size_t>(index)]; }
    WideCellSet cageSet(int index) const { return cageSets_[static_cast<std::size_t>(index)]; }
    // The cage of a cell; -1 when the shape has none.
    int cageOf(int cell) const { return cages_.empty() ? -1 : cageOfCell_[static_cast<std::size_t>(cell)]; }

    int rowOf(int cell) const { return cell / side_; }
    int columnOf(int cell) const { return cell % side_; }
    int cellAt(int row, int column) const { return row * side_ + column; }
    // The box or Jigsaw region (0 .. side-1) of a cell.
    int regionOf(int cell) const { return regions_[static_cast<std::size_t>(cell)]; }
    const std::vector<std::uint8_t>& regions() const { return regions_; }

    int rowHouse(int row) const { return row; }
    int columnHouse(int column) const { return side_ + column; }
    int regionHouse(int region) const { return 2 * side_ + region; }
    HouseKind houseKind(int house) const { return kinds_[static_cast<std::size_t>(house)]; }
    // Index of the house among the houses of its kind, from 0.
    int houseIndex(int house) const;
    bool isLine(int house) const;

    std::span<const std::uint8_t> houseCells(int house) const { return houses_[static_cast<std::size_t>(house)]; }
    WideCellSet houseSet(int house) const { return houseSets_[static_cast<std::size_t>(house)]; }
    WideCellSet peerSet(int cell) const { return peerSets_[static_cast<std::size_t>(cell)]; }
    WideCellSet allCells() const { return WideCellSet::firstCells(cellCount()); }
    bool arePeers(int a, int b) const { return peerSet(a).contains(b); }
    // The houses of a cell, ascending (row, column, region, then extra houses).
    std::span<const int> housesOf(int cell) const { return cellHouses_[static_cast<std::size_t>(cell)]; }
    // Houses by how a person scans them: boxes, regions and windows ("box-like"), and
    // rows, columns and diagonals ("line-like"); each ascending.
    std::span<const int> boxLikeHouses() const { return boxLike_; }
    std::span<const int> lineLikeHouses() const { return lineLike_; }
    // Bit i set when row i / column i shares a cell with the house.
    std::uint16_t rowsMeeting(int house) const { return rowsMeeting_[static_cast<std::size_t>(house)]; }
    std::uint16_t columnsMeeting(int house) const { return columnsMeeting_[static_cast<std::size_t>(house)]; }

    // A rectangle of rows r1 < r2 and columns c1 < c2 whose corners can swap two values
    // without breaking a house: every house meets it in no corner or in two corners of one
    // row or one column (for boxes: it lies in exactly two). Uniqueness techniques need it.
    bool isUniquenessRectangle(int r1, int r2, int c1, int c2) const
    {
        return rectangles_[static_cast<std::size_t>(((r1 * side_ + r2) * side_ + c1) * side_ + c2)] != 0;
    }

    // Same variant and, for Jigsaw, the same regions; for Killer, the same cages and sums.
    bool operator==(const Shape& other) const
    {
        return variant_ == other.variant_ && regions_ == other.regions_ && cages_ == other.cages_;
    }

private:
    // rectangles: the uniqueness rectangles of the houses when known (a Killer's are the
    // classic grid's, less those its cages spoil); made here otherwise.
    Shape(Variant variant, int side, int boxRows, int boxColumns, std::vector<std::uint8_t> regions,
          std::vector<Cage> cages = {}, std::vector<std::uint8_t> rectangles = {});
    void addHouse(HouseKind kind, std::vector<std::uint8_t> cells);
    void finish();
    bool swapsCleanly(int r1, int r2, int c1, int c2) const;
    void dropRectanglesSpoiledByCages();

    Variant variant_;
    int side_;
    int boxRows_;
    int boxColumns_;
    std::vector<std::uint8_t> regions_;
    std::vector<Cage> cages_;
    std::vector<WideCellSet> cageSets_;
    std::vector<std::int8_t> cageOfCell_;
    std::vector<std::vector<std::uint8_t>> houses_;
    std::vector<HouseKind> kinds_;
    std::vector<WideCellSet> houseSets_;
    std::vector<WideCellSet> peerSets_;
    std::vector<std::vector<int>> cellHouses_;
    std::vector<int> boxLike_;
    std::vector<int> lineLike_;
    std::vector<std::uint16_t> rowsMeeting_;
    std::vector<std::uint16_t> columnsMeeting_;
    std::vector<std::uint8_t> rectangles_; // side^4, indexed by r1, r2, c1, c2
};

using ShapePtr = std::shared_ptr<const Shape>;

} // namespace nonet
