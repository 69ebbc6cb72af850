#pragma once
// Where the values of a shape stand wherever they form a small grid: the notes in a cell,
// the buttons of the selection popup and of the keypad. In the proportions of the shape's
// box, so that value v sits where a player finds it in a box:
//
//   side 4: 2 x 2     side 6: 2 rows x 3     side 9: 3 x 3     side 16: 4 x 4
//   1 2               1 2 3                  1 2 3             1 2 3 4
//   3 4               4 5 6                  4 5 6             5 6 7 8 ...
//                                            7 8 9
// (Jigsaw has no boxes: 3 x 3, as its side is 9.) Values past 9 are written A..G.

#include "core/shape/shape.h"

#include <QString>

namespace nonet::ui {

class ValueLayout {
public:
    // The classic 3 x 3 of 1..9.
    constexpr ValueLayout() = default;
    constexpr ValueLayout(int side, int rows, int columns) : side_(side), rows_(rows), columns_(columns) {}
    static ValueLayout of(const Shape& shape);

    constexpr int side() const { return side_; }
    constexpr int rows() const { return rows_; }
    constexpr int columns() const { return columns_; }
    // Row and column (from 0) of value 1..side in the grid.
    constexpr int rowOf(int value) const { return (value - 1) / columns_; }
    constexpr int columnOf(int value) const { return (value - 1) % columns_; }
    // Whether the value sits on the grid's outer ring (the edge places, which corner notes
    // take first around centre notes).
    constexpr bool onEdge(int value) const
    {
        const int r = rowOf(value);
        const int c = columnOf(value);
        return r == 0 || c == 0 || r == rows_ - 1 || c == columns_ - 1;
    }
    constexpr bool operator==(const ValueLayout&) const = default;

    // "1".."9", then "A".."G" (as the board, the notation and speech write them).
    static QString text(int value);

private:
    int side_ = 9;
    int rows_ = 3;
    int columns_ = 3;
};

} // namespace nonet::ui
