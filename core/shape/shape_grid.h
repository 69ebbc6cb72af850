#pragma once
// The values of a grid of any shape (core/shape/shape.h), 0 for an empty cell: what
// Grid (core/grid.h) is for the classic 9x9, with the shape it belongs to. Setting a
// cell overwrites it without any rule check; the rule queries are separate.

#include "core/digit_set.h"
#include "core/grid.h"
#include "core/shape/shape.h"
#include "core/shape/wide_cell_set.h"

#include <array>
#include <cstdint>

namespace nonet {

class ShapeGrid {
public:
    // An empty classic grid.
    ShapeGrid();
    // An empty grid of the shape.
    explicit ShapeGrid(ShapePtr shape);
    // The classic grid as a grid of the classic shape: lossless, so implicit (a classic
    // puzzle goes wherever a puzzle of any shape is taken).
    ShapeGrid(const Grid& grid);
    static ShapeGrid fromClassic(const Grid& grid) { return ShapeGrid(grid); }
    // Only for a 9x9 shape: its values as a classic grid.
    Grid toClassic() const;

    const Shape& shape() const { return *shape_; }
    const ShapePtr& shapePtr() const { return shape_; }
    Variant variant() const { return shape_->variant(); }
    int side() const { return shape_->side(); }
    int cellCount() const { return shape_->cellCount(); }

    int at(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    void setAt(int cell, int value) { values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value); }
    int get(int row, int column) const { return at(shape_->cellAt(row, column)); }

    // Values 1..side that no peer holds (the cell's own value does not count).
    DigitSet allowedValues(int cell) const;
    bool isComplete() const;
    // No value twice in any house (empty cells are fine), and no cage breaking its rules
    // (cageConflicts).
    bool isConsistent() const;
    // The cells of Killer cages that hold a value twice, whose values add up to more than
    // the cage's sum, or that are full with another sum; empty for shapes without cages.
    WideCellSet cageConflicts() const;
    bool isSolved() const { return isComplete() && isConsistent(); }
    int filledCount() const;

    // Same shape (variant and regions) and the same values.
    bool operator==(const ShapeGrid& other) const;

private:
    ShapePtr shape_;
    std::array<std::uint8_t, Shape::kMaxCells> values_{};
};

} // namespace nonet
