#pragma once
// The 9x9 puzzle of the candidate model (the English assignment's Sudoku9x9). It owns
// its 81 cells; rows, columns and boxes are collections that point into it, so a puzzle
// is neither copied nor moved (the pointers would dangle) and must outlive them. A copy
// of the cells as values is toArray().

#include "core/grid.h"
#include "core/model/box_house.h"
#include "core/model/candidate_cell.h"
#include "core/model/house.h"

#include <array>
#include <optional>
#include <string>
#include <variant>

namespace nonet {

// A "loose" value as the assignment's constructor receives it: a number, a numeric
// string, or anything else (std::monostate stands for null/undefined).
using LooseValue = std::variant<std::monostate, int, double, std::string>;

// The given a loose value stands for: an int 1..9, a double equal to one of them, or a
// string that is exactly one digit "1".."9". Anything else (0, 10, 5.5, "", "x", " 5",
// "05", nothing) is a blank.
std::optional<int> looseGiven(const LooseValue& value);

class CandidatePuzzle {
public:
    // A given becomes a finalized cell; a blank keeps all nine possibilities.
    explicit CandidatePuzzle(const std::array<LooseValue, kCellCount>& values);
    explicit CandidatePuzzle(const Grid& givens);
    CandidatePuzzle(const CandidatePuzzle&) = delete;
    CandidatePuzzle& operator=(const CandidatePuzzle&) = delete;

    // boxRow, boxColumn 0..2.
    BoxHouse box(int boxRow, int boxColumn);
    House row(int row);
    House column(int column);

    CandidateCell& cell(int row, int column) { return cells_[static_cast<std::size_t>(cellAt(row, column))]; }
    const CandidateCell& cell(int row, int column) const { return cells_[static_cast<std::size_t>(cellAt(row, column))]; }

    // A deep copy: the cells as values, in reading order; changing them leaves the
    // puzzle as it is.
    std::array<CandidateCell, kCellCount> toArray() const { return cells_; }
    // The finalized values, 0 for the other cells.
    Grid toGrid() const;

private:
    std::array<CandidateCell, kCellCount> cells_;
};

} // namespace nonet
