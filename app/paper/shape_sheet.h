#pragma once
// One puzzle of a variant on a page, for the variant window's Print:
//
//   Nonet · Jigsaw · Medium                      heading: the variant and the level
//   +-------------------------------------+
//   |                                     |      the grid: 14 mm a cell for 9x9, 20 mm
//   |              the board              |      for 4x4 and 6x6 (big enough for young
//   |                                     |      hands), as large as the page allows
//   +-------------------------------------+      for 16x16
//   112222223111122333415523333411556737...      the puzzle's one-line notation in small
//   ......4......5..9...1...3.....2...1...       type, at most 81 characters a line
//                                                (Jigsaw: the layout, then the cells), so
//                                                the paper can be typed back into Import

#include "app/paper/shape_paper_board.h"

#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;

namespace nonet::app {

struct ShapeSheetContent {
    ShapePaperBoard board;
    QString heading;       // "Nonet · Jigsaw · Medium"
    QStringList codeLines; // the notation, in lines of at most 81 characters
};

class ShapeSheet {
public:
    // The largest cell the sheet uses for a grid of `cells` a side, in millimetres.
    static double cellMm(int cells) { return cells <= 6 ? 20.0 : 14.0; }
    // The notation of the givens in lines of at most 81 characters.
    static QStringList codeLinesOf(const ShapeGrid& givens);

    // Paints the sheet into `page` (device coordinates of the painter's device).
    static void paint(QPainter& painter, const QRectF& page, const ShapeSheetContent& content);
    // Where paint() puts the grid (the square BoardPainter fills).
    static QRectF gridRect(const QPainter& painter, const QRectF& page, const ShapeSheetContent& content);
};

} // namespace nonet::app
