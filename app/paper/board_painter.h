#pragma once
// Draws a board in black on white, for paper and pictures (not the screen: the widgets in
// ui/ follow the palette; paper is always light).
//
//   +-----------+-----------+-----------+   the outer frame and box lines thick,
//   | 5   3   . | .   7   . | .   .   . |   cell lines thin; givens bold, entries in
//   | 6   .  ¹²³| 1   9   5 | .   .   . |   a lighter weight and dark blue (dark grey
//   ...                                     on a black-and-white printer), notes small
//                                           (centre notes in a row across the middle)
//                                           in a 3x3 pattern, grey
//
// Sizes follow the square it is given, so the same code serves a 40 mm answer grid, a
// 130 mm page for pencil and a 4000-pixel picture.

#include "app/paper/paper_board.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace nonet::app {

namespace paper_ink {
inline const QColor kLines{0, 0, 0};
inline const QColor kGiven{0, 0, 0};
inline const QColor kEntry{0x1a, 0x3c, 0x8c};
inline const QColor kNote{0x55, 0x55, 0x55};
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

    // The widths of the lines for a board of this side, so tests know where to look.
    static double thickLine(double side);
    static double thinLine(double side);
};

} // namespace nonet::app
