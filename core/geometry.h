#pragma once
// Where cells sit: rows, columns, boxes, houses and peers as constexpr tables.
//
//  cell = 9 * row + column          houses 0..8   rows
//                                   houses 9..17  columns
//   +-------+-------+-------+       houses 18..26 boxes, numbered
//   | box 0 | box 1 | box 2 |       left to right, top to bottom
//   +-------+-------+-------+
//   | box 3 | box 4 | box 5 |       cell index inside a box: 0..8 in
//   +-------+-------+-------+       reading order (row-major)
//   | box 6 | box 7 | box 8 |
//   +-------+-------+-------+
//
// BoxGeometry is generic over the box shape (2x2, 2x3, 3x3, 4x4 ...); the engine is
// tuned for the classic 3x3 boxes, which the free functions below describe.

#include <array>
#include <cstdint>

namespace nonet {

template <int BoxRows, int BoxCols>
struct BoxGeometry {
    static constexpr int kSide = BoxRows * BoxCols;
    static constexpr int kCells = kSide * kSide;
    static constexpr int kHouses = 3 * kSide;
    static constexpr int kPeers = 3 * kSide - BoxRows - BoxCols - 1;

    static constexpr int rowOf(int cell) { return cell / kSide; }
    static constexpr int columnOf(int cell) { return cell % kSide; }
    static constexpr int boxOf(int row, int column) { return (row / BoxRows) * (kSide / BoxCols) + column / BoxCols; }
    static constexpr int boxOf(int cell) { return boxOf(rowOf(cell), columnOf(cell)); }
    static constexpr int cellAt(int row, int column) { return row * kSide + column; }
    // The index-th cell (reading order) of a box.
    static constexpr int boxCell(int box, int index)
    {
        const int top = (box / (kSide / BoxCols)) * BoxRows;
        const int left = (box % (kSide / BoxCols)) * BoxCols;
        return cellAt(top + index / BoxCols, left + index % BoxCols);
    }
    static constexpr int rowHouse(int row) { return row; }
    static constexpr int columnHouse(int column) { return kSide + column; }
    static constexpr int boxHouse(int box) { return 2 * kSide + box; }

    using House = std::array<std::uint8_t, kSide>;

    static constexpr std::array<House, kHouses> makeHouses()
    {
        std::array<House, kHouses> houses{};
        for (int i = 0; i < kSide; ++i) {
            for (int j = 0; j < kSide; ++j) {
                houses[rowHouse(i)][j] = static_cast<std::uint8_t>(cellAt(i, j));
                houses[columnHouse(i)][j] = static_cast<std::uint8_t>(cellAt(j, i));
                houses[boxHouse(i)][j] = static_cast<std::uint8_t>(boxCell(i, j));
            }
        }
        return houses;
    }

    static constexpr std::array<std::array<std::uint8_t, kPeers>, kCells> makePeers()
    {
        std::array<std::array<std::uint8_t, kPeers>, kCells> peers{};
        for (int cell = 0; cell < kCells; ++cell) {
            int n = 0;
            for (int other = 0; other < kCells; ++other) {
                if (other == cell)
                    continue;
                if (rowOf(other) == rowOf(cell) || columnOf(other) == columnOf(cell) || boxOf(other) == boxOf(cell))
                    peers[cell][n++] = static_cast<std::uint8_t>(other);
            }
        }
        return peers;
    }

    static constexpr std::array<House, kHouses> kHouseCells = makeHouses();
    static constexpr std::array<std::array<std::uint8_t, kPeers>, kCells> kPeerCells = makePeers();
};

using Geometry = BoxGeometry<3, 3>;

inline constexpr int kSide = Geometry::kSide;       // 9
inline constexpr int kCellCount = Geometry::kCells; // 81
inline constexpr int kHouseCount = Geometry::kHouses; // 27
inline constexpr int kPeerCount = Geometry::kPeers; // 20

constexpr int rowOf(int cell) { return Geometry::rowOf(cell); }
constexpr int columnOf(int cell) { return Geometry::columnOf(cell); }
constexpr int boxOf(int cell) { return Geometry::boxOf(cell); }
constexpr int cellAt(int row, int column) { return Geometry::cellAt(row, column); }
constexpr int boxCell(int box, int index) { return Geometry::boxCell(box, index); }
constexpr int rowHouse(int row) { return Geometry::rowHouse(row); }
constexpr int columnHouse(int column) { return Geometry::columnHouse(column); }
constexpr int boxHouse(int box) { return Geometry::boxHouse(box); }

// Region (a Jigsaw region), Diagonal and Window occur only in the shapes of core/shape/.
enum class HouseKind { Row, Column, Box, Region, Diagonal, Window };
constexpr HouseKind houseKind(int house) { return house < 9 ? HouseKind::Row : house < 18 ? HouseKind::Column : HouseKind::Box; }
// Index of the row, column or box (0..8) that a house number stands for.
constexpr int houseIndex(int house) { return house % 9; }

constexpr const Geometry::House& houseCells(int house) { return Geometry::kHouseCells[static_cast<std::size_t>(house)]; }
constexpr const std::array<std::uint8_t, kPeerCount>& peersOf(int cell) { return Geometry::kPeerCells[static_cast<std::size_t>(cell)]; }
constexpr bool arePeers(int a, int b)
{
    return a != b && (rowOf(a) == rowOf(b) || columnOf(a) == columnOf(b) || boxOf(a) == boxOf(b));
}

} // namespace nonet
