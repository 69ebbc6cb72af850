#pragma once
// Where a cell's notes are drawn: the corner notes in a mini-grid in the proportions of the
// shape's box (value v where a player finds it in a box), and, when the cell has centre
// notes too, the corner notes on the mini-grid's edges and the centre notes in a band
// across the middle, clear of each other. The screen's board (ui/cell_widget.h) and paper
// (app/paper/board_painter.h) place notes with these same functions, so a printed or
// exported board shows them where the player put them.
//
//   no centre notes       with centre notes (a 4x4: the 2 x 2 grows to a 3 x 3 ring, so the
//   1 . 3                 corner notes keep clear of the middle band)
//   . 5 .                 1 . 2
//   7 . 9                 [ 3 4 ]   centre notes
//                         3 . 4     <- corner notes on the ring, corners first
//
// Plain arithmetic over any rectangle type constructed as Rect(left, top, width, height)
// with left(), top(), width() and height() (QRectF on screen and on paper), as
// core/shape/cage_outline.h is, so the engine's folder stays free of Qt.

#include "core/digit_set.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace nonet::note_places {

// The mini-grid of a shape's values: `rows` x `columns` places for `side` values.
struct Grid {
    int side = 9;
    int rows = 3;
    int columns = 3;
    int rowOf(int value) const { return (value - 1) / columns; }
    int columnOf(int value) const { return (value - 1) % columns; }
};

// The place of a value in the grid, in the square of the cell.
template <class Rect>
Rect slot(const Rect& cell, int value, const Grid& grid)
{
    const double side = std::min(cell.width(), cell.height());
    const double width = side / grid.columns;
    const double height = side / grid.rows;
    const double left = cell.left() + (cell.width() - side) / 2.0;
    const double top = cell.top() + (cell.height() - side) / 2.0;
    return Rect(left + grid.columnOf(value) * width, top + grid.rowOf(value) * height, width, height);
}

// Where the corner notes go: their places, or, around centre notes, along the edges of a
// grid of at least 3 x 3 (so the middle band stays free), corners first, then the top and
// bottom edges, then the left and right ones (1 3 7 9 2 8 4 6 on a 3 x 3), in ascending
// order of the notes, as solvers write them by hand.
template <class Rect>
std::vector<std::pair<int, Rect>> cornerSlots(const Rect& cell, DigitSet corner, bool aroundCentre, const Grid& grid)
{
    std::vector<std::pair<int, Rect>> places;
    if (!aroundCentre) {
        for (const int d : corner) places.emplace_back(d, slot(cell, d, grid));
        return places;
    }
    const Grid ring{std::max(grid.rows, 3) * std::max(grid.columns, 3), std::max(grid.rows, 3), std::max(grid.columns, 3)};
    const auto order = [&ring](int place) {
        const int r = ring.rowOf(place);
        const int c = ring.columnOf(place);
        const bool topOrBottom = r == 0 || r == ring.rows - 1;
        const bool leftOrRight = c == 0 || c == ring.columns - 1;
        return topOrBottom && leftOrRight ? 0 : topOrBottom ? 1 : leftOrRight ? 2 : 3;
    };
    std::vector<int> inOrder;
    for (int place = 1; place <= ring.side; ++place) inOrder.push_back(place);
    std::stable_sort(inOrder.begin(), inOrder.end(), [&order](int a, int b) { return order(a) < order(b); });
    std::size_t k = 0;
    for (const int d : corner)
        if (k < inOrder.size()) places.emplace_back(d, slot(cell, inOrder[k++], ring));
    return places;
}

// Where the centre notes go: a row (more beyond five values) across the middle, less the
// side places when corner notes sit there too (7 or more).
template <class Rect>
std::vector<std::pair<int, Rect>> centreSlots(const Rect& cell, DigitSet centre, DigitSet corner)
{
    std::vector<std::pair<int, Rect>> places;
    const int n = centre.count();
    if (n == 0) return places;
    const double side = std::min(cell.width(), cell.height());
    const double third = side / 3.0;
    const double margin = corner.count() > 6 ? third : side * 0.06;
    // One row up to five values, two up to ten, three beyond (16x16; in a taller band,
    // still clear of the corner notes' glyphs): each value gets a box as wide as it is high
    // at most, so few values stay large and many still fit.
    const int rows = n > 10 ? 3 : n > 5 ? 2 : 1;
    const double bandHeight = rows == 3 ? side * 0.6 : rows == 2 ? side * 0.44 : third;
    const double centreX = cell.left() + cell.width() / 2.0;
    const double centreY = cell.top() + cell.height() / 2.0;
    const double bandWidth = side - 2 * margin;
    const double bandTop = centreY - bandHeight / 2;
    const int perRow = (n + rows - 1) / rows;
    const double height = bandHeight / rows;
    const double width = std::min(height * 0.85, bandWidth / perRow);
    int i = 0;
    for (const int d : centre) {
        const int row = i / perRow;
        const int inRow = row + 1 < rows ? perRow : n - row * perRow;
        const double left = centreX - inRow * width / 2 + (i % perRow) * width;
        places.emplace_back(d, Rect(left, bandTop + row * height, width, height));
        ++i;
    }
    return places;
}

} // namespace nonet::note_places
