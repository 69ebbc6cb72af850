#pragma once
// A 9x9 grid of values, 0 for an empty cell: the Dutch assignment's Sudoku class, 0-based.
// Setting a cell overwrites it without any rule check; the rule queries are separate.

#include "core/digit_set.h"
#include "core/geometry.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace nonet {

struct CellPosition {
    int row = 0;
    int column = 0;
    bool operator==(const CellPosition&) const = default;
};

class Grid {
public:
    using Values = std::array<int, kSide>;

    Grid() = default;
    explicit Grid(const std::array<std::uint8_t, kCellCount>& values) : values_(values) {}

    int get(int row, int column) const { return values_[static_cast<std::size_t>(cellAt(row, column))]; }
    void set(int row, int column, int value) { values_[static_cast<std::size_t>(cellAt(row, column))] = static_cast<std::uint8_t>(value); }
    int at(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    void setAt(int cell, int value) { values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value); }

    Values row(int row) const;
    Values column(int column) const;
    // Box numbered left to right, top to bottom; values in reading order.
    Values box(int box) const;

    // Digits that no other cell of the row, column or box holds (the cell's own value
    // does not count, so a filled cell's value is among its allowed values when legal).
    DigitSet allowedValues(int row, int column) const;
    bool isAllowed(int row, int column, int value) const;
    bool isComplete() const;
    bool isSolved() const;
    // No digit appears twice in a row, column or box (empty cells are fine).
    bool isConsistent() const;
    // First empty cell in row-major order; nothing when the grid is full.
    std::optional<CellPosition> firstEmpty() const;
    int filledCount() const;

    const std::array<std::uint8_t, kCellCount>& values() const { return values_; }
    bool operator==(const Grid&) const = default;

    // The boxed rendering ("+-------+..." and "| 5 3 . | ..."), '.' for empty, ending in '\n'.
    std::string toBoxedString() const;

private:
    std::array<std::uint8_t, kCellCount> values_{};
};

} // namespace nonet
