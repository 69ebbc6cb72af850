#pragma once
// Draws a board of any variant in black on white, for paper (what BoardPainter is for the
// classic board; the widget ui/shape_board_widget.h follows the palette, paper does not):
//
//   +-----+-----+     the frame and the lines where the box or Jigsaw region changes
//   |▒1 . | . ▒.|     thick, cell lines thin; X-Sudoku's diagonals and Windoku's windows
//   | .▒2 | .▒. |     shaded in a light grey that prints on any printer and leaves the
//   +-----+-----+     digits readable; givens bold, entries in the entry ink, notes small
//   | . ▒ | ▒ . |     and grey in a mini-grid of the box's proportions (2x2 for 4x4, 2x3
//   |▒. . | . ▒.|     for 6x6, 3x3 for the 9x9 variants, 4x4 for 16x16)
//   +-----+-----+
//
// Values are 1-9 then A-G. Sizes follow the square it is given.

#include "app/paper/shape_paper_board.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace nonet::app {

class ShapeBoardPainter {
public:
    // The shade of the extra houses (diagonals, windows).
    static QColor shade() { return {0xd4, 0xd4, 0xd4}; }

    // Draws the board into `square` (its width is the side), filled white first.
    static void paint(QPainter& painter, const QRectF& square, const ShapePaperBoard& board);

    // The widths of the lines for a board of `cells` a side in `side` device pixels, so
    // tests know where to look.
    static double thickLine(double side, int cells);
    static double thinLine(double side, int cells);
    // Where the cells lie inside `square` (inside the frame).
    static QRectF gridIn(const QRectF& square, int cells);
};

} // namespace nonet::app
