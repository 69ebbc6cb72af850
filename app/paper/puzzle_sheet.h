#pragma once
// One puzzle on a page, for File > Print:
//
//   Nonet · Medium                               heading
//   +-------------------------------------+
//   |                                     |      the grid, 14 mm a cell where the page
//   |              the board              |      allows it: room for pencil notes
//   |                                     |
//   +-------------------------------------+
//   8.7.5..324.....6.53.2.67.....5.8..46...      the 81-character code in small type,
//                                                so the paper can be typed back in

#include "app/paper/paper_board.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace nonet::app {

struct SheetContent {
    PaperBoard board;
    QString heading; // "Nonet · Medium"
    QString code;    // the givens as 81 characters
};

class PuzzleSheet {
public:
    // The largest cell the sheet uses, in millimetres.
    static constexpr double kCellMm = 14.0;

    // Paints the sheet into `page` (device coordinates of the painter's device).
    static void paint(QPainter& painter, const QRectF& page, const SheetContent& content);
    // Where paint() puts the grid.
    static QRectF gridRect(const QPainter& painter, const QRectF& page);
};

} // namespace nonet::app
