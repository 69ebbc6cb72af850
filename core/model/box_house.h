#pragma once
// A 3x3 box of the candidate model (the English assignment's Sudoku3x3Block): a house
// whose nine cells are given in reading order, three rows of three.
//
//   index:  0 1 2      row r    = cells 3r, 3r+1, 3r+2
//           3 4 5      column c = cells c, c+3, c+6
//           6 7 8

#include "core/model/house.h"

#include <string>
#include <vector>

namespace nonet {

class BoxHouse : public House {
public:
    BoxHouse() = default;
    // Exactly nine cells, reading order.
    explicit BoxHouse(std::vector<CandidateCell*> cells);

    CellCollection rowCells(int row) const;
    CellCollection columnCells(int column) const;

    // The possibilities of the unfinished cells of that row (column), 0..2, that no other
    // cell of the box has as a possibility (a finalized cell's value counts as one),
    // ascending: the values the box can only place in that row (column).
    std::vector<int> possibilitiesOnlyInRow(int row) const;
    std::vector<int> possibilitiesOnlyInColumn(int column) const;

    bool isRowFinalized(int row) const;
    bool isColumnFinalized(int column) const;

    // "[4, 5, 1] [9, 2, 6] [7, 6, 8]": the rows top to bottom, '.' for an unfinished cell.
    std::string toString() const;

private:
    std::vector<int> confinedTo(const CellCollection& part) const;
};

} // namespace nonet
