#pragma once
// Where a Killer cage is drawn: its outline dashed and inset in its cells, so that two cages
// side by side read as two even where no thick line parts them, and its sum in the top-left
// corner of its first cell (the first in reading order, which always holds the outline's
// top-left corner). The screen's board (ui/cage_overlay.h) and paper (app/paper/
// board_painter.h) draw from the same geometry, so a printed Killer looks like the one played.
//
//   +-----------+-----------+
//   | 14- - - - | - - - -   |      a cage of r1c1, r1c2, r2c1:
//   | :         |       :   |      the dashed line runs inside the cells and across the
//   | :     - - | - - - -   |      thin line between two of its cells
//   | :     :   |           |
//   +-----------+-----------+
//
// Plain arithmetic over any rectangle type with left(), right(), top(), bottom(), width()
// and height() (QRectF on screen and on paper), so the engine's folder stays free of Qt.

#include <algorithm>
#include <functional>
#include <vector>

namespace nonet::cage_outline {

// How far the outline sits inside a cell of this side.
inline double insetFor(double cellSide) { return std::max(2.0, cellSide * 0.09); }
// The corner a sum takes: its offset from the cell's top-left corner and its size.
inline double sumOffsetFor(double cellSide) { return insetFor(cellSide) * 0.5; }
inline double sumWidthFor(double cellSide) { return cellSide * 0.42; }
inline double sumHeightFor(double cellSide) { return cellSide * 0.27; }
// Where a caged cell's notes go, as margins of the cell: inside the outline and below the
// band of the sums.
struct Margins {
    double left, top, right, bottom;
};
inline Margins notesMarginsFor(double cellSide)
{
    const double inset = insetFor(cellSide);
    return {inset, sumOffsetFor(cellSide) + sumHeightFor(cellSide), inset, inset};
}

struct Segment {
    double x1, y1, x2, y2;
};

// The outline of one cage as line segments. `cells`: the cage's cells, ascending; `side`:
// the board's side; `inCage(row, column)`: whether that cell (maybe off the board) is in
// this cage; `cellRect(cell)`: where a cell is drawn (an empty rectangle for a cell not
// drawn). The first cell's top and left lines start clear of its sum.
template <class Rect>
std::vector<Segment> outline(const std::vector<int>& cells, int side, const std::function<bool(int, int)>& inCage,
                             const std::function<Rect(int)>& cellRect)
{
    std::vector<Segment> lines;
    if (cells.empty()) return lines;
    const Rect firstRect = cellRect(cells.front());
    const double firstSide = std::min(firstRect.width(), firstRect.height());
    const double sumRight = firstRect.left() + sumOffsetFor(firstSide) + sumWidthFor(firstSide);
    const double sumBottom = firstRect.top() + sumOffsetFor(firstSide) + sumHeightFor(firstSide);
    for (const int cell : cells) {
        const int row = cell / side;
        const int column = cell % side;
        const Rect r = cellRect(cell);
        if (r.width() <= 0 || r.height() <= 0) continue;
        const double d = insetFor(std::min(r.width(), r.height()));
        const double left = r.left() + d;
        const double right = r.right() - d;
        const double top = r.top() + d;
        const double bottom = r.bottom() - d;
        const auto in = [&](int dr, int dc) { return inCage(row + dr, column + dc); };
        const auto rectAt = [&](int dr, int dc) { return cellRect((row + dr) * side + column + dc); };
        // Where a side's line ends towards a neighbour of the cage: across the gap to the
        // neighbour's line when the outline goes straight on, or at the neighbour's inset
        // when it turns round an inner corner.
        const auto leftEnd = [&](int dr) {
            if (!in(0, -1)) return left;
            const Rect l = rectAt(0, -1);
            return in(dr, -1) ? l.right() - d : (l.right() + r.left()) / 2.0;
        };
        const auto rightEnd = [&](int dr) {
            if (!in(0, 1)) return right;
            const Rect n = rectAt(0, 1);
            return in(dr, 1) ? n.left() + d : (r.right() + n.left()) / 2.0;
        };
        const auto topEnd = [&](int dc) {
            if (!in(-1, 0)) return top;
            const Rect u = rectAt(-1, 0);
            return in(-1, dc) ? u.bottom() - d : (u.bottom() + r.top()) / 2.0;
        };
        const auto bottomEnd = [&](int dc) {
            if (!in(1, 0)) return bottom;
            const Rect b = rectAt(1, 0);
            return in(1, dc) ? b.top() + d : (r.bottom() + b.top()) / 2.0;
        };
        const bool first = cell == cells.front();
        if (!in(-1, 0)) lines.push_back({first ? std::max(leftEnd(-1), sumRight + 1) : leftEnd(-1), top, rightEnd(-1), top});
        if (!in(1, 0)) lines.push_back({leftEnd(1), bottom, rightEnd(1), bottom});
        if (!in(0, -1)) lines.push_back({left, first ? std::max(topEnd(-1), sumBottom + 1) : topEnd(-1), left, bottomEnd(-1)});
        if (!in(0, 1)) lines.push_back({right, topEnd(1), right, bottomEnd(1)});
    }
    return lines;
}

} // namespace nonet::cage_outline
