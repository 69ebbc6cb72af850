#pragma once
// Draws a board of any shape in black on white, for paper and pictures (not the screen: the
// widgets in ui/ follow the palette; paper is always light).
//
//   +-----------+-----------+-----------+   the outer frame and the lines between boxes (or
//   | 5   3   . | .   7   . | .   .   . |   Jigsaw regions) thick, cell lines thin; givens
//   | 6   .  ¹²³| 1   9   5 | .   .   . |   bold, entries in a lighter weight and dark blue
//   ...                                     (dark grey on a black-and-white printer), notes
//                                           small and grey in a mini-grid of the box's
//                                           proportions (2x2 for 4x4, 2x3 for 6x6, 3x3 for
//                                           the 9x9 shapes, 4x4 for 16x16), centre notes in
//                                           a row across the middle; X-Sudoku's diagonals
//                                           and Windoku's windows shaded a light grey that
//                                           prints on any printer and leaves digits readable;
//                                           a Killer's cages dashed with their sums, as on
//                                           screen (core/shape/cage_outline.h)
//
// Values are 1-9 then A-G. Sizes follow the square it is given, so the same code serves a
// 40 mm answer grid, a 130 mm page for pencil and a 4000-pixel picture.

#include "app/paper/paper_board.h"
#include "core/geometry.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace nonet::app {

namespace paper_ink {
inline const QColor kLines{0, 0, 0};
inline const QColor kGiven{0, 0, 0};
inline const QColor kEntry{0x1a, 0x3c, 0x8c};
inline const QColor kNote{0x55, 0x55, 0x55};
inline const QColor kShade{0xd4, 0xd4, 0xd4}; // the extra houses (diagonals, windows)
inline const QColor kCage{0x40, 0x40, 0x40};  // a Killer's dashed cage outlines
} // namespace paper_ink

struct BoardStyle {
    QColor entryInk = paper_ink::kEntry; // answer keys write the solution's digits in black
};

class BoardPainter {
public:
    // The largest square that fits in `area`, centred.
    static QRectF squareIn(const QRectF& area);
    // Draws the board into `square` (its width is the side). The square is filled white
    // first, so a picture has no transparent holes.
    static void paint(QPainter& painter, const QRectF& square, const PaperBoard& board, const BoardStyle& style = {});

    // The widths of the lines for a board of `cells` a side in `side` device pixels, so
    // tests know where to look.
    static double thickLine(double side, int cells = kSide);
    static double thinLine(double side, int cells = kSide);
    // Where the cells lie inside `square` (inside the frame).
    static QRectF gridIn(const QRectF& square, int cells = kSide);
};

} // namespace nonet::app
