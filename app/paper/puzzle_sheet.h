#pragma once
// One puzzle of any shape on a page, for File > Print, Print Preview and Export as PDF:
//
//   Nonet · Jigsaw · Medium                      heading: "Nonet · Medium" for classic, the
//   +-------------------------------------+      variant's name in between for the others
//   |                                     |
//   |              the board              |      the grid: 14 mm a cell for the 9x9 shapes
//   |                                     |      (room for pencil notes), 20 mm for 4x4
//   +-------------------------------------+      and 6x6 (big enough for young hands), as
//   112222223111122333415523333411556737...      large as the page allows for 16x16
//   ......4......5..9...1...3.....2...1...
//                                                the puzzle's one-line notation in small
//                                                type, at most 81 characters a line
//                                                (Jigsaw: the layout, then the cells;
//                                                16x16: four lines), so the paper can be
//                                                typed back into Import

#include "app/paper/paper_board.h"

#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;

namespace nonet::app {

struct SheetContent {
    PaperBoard board;
    QString heading;       // "Nonet · Medium", "Nonet · Jigsaw · Medium"
    QStringList codeLines; // the notation, in lines of at most 81 characters (codeLinesOf)
};

class PuzzleSheet {
public:
    // The largest cell the sheet uses for a grid of `cells` a side, in millimetres.
    static double cellMm(int cells) { return cells <= 6 ? 20.0 : 14.0; }
    // The notation of the givens in lines of at most 81 characters.
    static QStringList codeLinesOf(const ShapeGrid& givens);

    // Paints the sheet into `page` (device coordinates of the painter's device).
    static void paint(QPainter& painter, const QRectF& page, const SheetContent& content);
    // Where paint() puts the grid (the square BoardPainter fills).
    static QRectF gridRect(const QPainter& painter, const QRectF& page, const SheetContent& content);
};

} // namespace nonet::app
