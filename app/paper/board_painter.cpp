#include "app/paper/board_painter.h"

#include <QFont>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace nonet::app {
namespace {

// A font whose digits are `pixels` high on the painter's device, whatever its resolution
// (a PDF page is 1200 dpi, a picture 96): point sizes are what every device agrees on.
QFont digitFont(const QPainter& painter, double pixels, QFont::Weight weight)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    const int dpi = painter.device() != nullptr ? painter.device()->logicalDpiY() : 96;
    font.setPointSizeF(std::max(1.0, pixels * 72.0 / dpi));
    font.setWeight(weight);
    return font;
}

} // namespace

QRectF BoardPainter::squareIn(const QRectF& area)
{
    const double side = std::min(area.width(), area.height());
    return {area.center().x() - side / 2, area.center().y() - side / 2, side, side};
}

// A sixteenth and a forty-eighth of a cell (0.9 and 0.3 mm on a 14 mm cell), at least two
// and one device pixels so that small pictures keep every line.
double BoardPainter::thickLine(double side) { return std::max(2.0, side / kSide / 16.0); }
double BoardPainter::thinLine(double side) { return std::max(1.0, side / kSide / 48.0); }

void BoardPainter::paint(QPainter& painter, const QRectF& square, const PaperBoard& board, const BoardStyle& style)
{
    // The frame's lines lie inside the square, so a picture of exactly the square keeps them.
    const double side = square.width();
    const double half = thickLine(side) / 2;
    const QRectF grid = square.adjusted(half, half, -half, -half);
    const double cell = grid.width() / kSide;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(square, Qt::white);

    // Digits first, lines over them: a large digit never hides a line.
    const QFont given = digitFont(painter, cell * 0.62, QFont::Bold);
    const QFont entry = digitFont(painter, cell * 0.62, QFont::Normal);
    const QFont note = digitFont(painter, cell * 0.24, QFont::Normal);
    for (int index = 0; index < kCellCount; ++index) {
        const QRectF box(grid.left() + columnOf(index) * cell, grid.top() + rowOf(index) * cell, cell, cell);
        if (const int digit = board.givens.at(index); digit != 0) {
            painter.setFont(given);
            painter.setPen(paper_ink::kGiven);
            painter.drawText(box, Qt::AlignCenter, QString::number(digit));
        } else if (const int value = board.entries.at(index); value != 0) {
            painter.setFont(entry);
            painter.setPen(style.entryInk);
            painter.drawText(box, Qt::AlignCenter, QString::number(value));
        } else {
            // Corner notes: 1 2 3 / 4 5 6 / 7 8 9, each in its third of the cell.
            painter.setFont(note);
            painter.setPen(paper_ink::kNote);
            const double third = cell / 3.0;
            const DigitSet corner = board.notes[static_cast<std::size_t>(index)];
            for (int digit = 1; digit <= kSide; ++digit) {
                if (!corner.contains(digit)) continue;
                const QRectF spot(box.left() + ((digit - 1) % 3) * third, box.top() + ((digit - 1) / 3) * third, third, third);
                painter.drawText(spot, Qt::AlignCenter, QString::number(digit));
            }
            // Centre notes: the digits in a row across the middle.
            if (const DigitSet centre = board.centreNotes[static_cast<std::size_t>(index)]; !centre.empty()) {
                QString digits;
                for (int digit = 1; digit <= kSide; ++digit)
                    if (centre.contains(digit)) digits += QString::number(digit);
                painter.drawText(box, Qt::AlignCenter, digits);
            }
        }
    }

    // Cell lines, then box lines and the frame over them; square caps close the corners.
    const auto drawLines = [&](bool thick) {
        painter.setPen(QPen(paper_ink::kLines, thick ? thickLine(side) : thinLine(side), Qt::SolidLine, Qt::SquareCap));
        for (int i = 0; i <= kSide; ++i) {
            if ((i % 3 == 0) != thick) continue;
            const double at = i * cell;
            painter.drawLine(QPointF(grid.left() + at, grid.top()), QPointF(grid.left() + at, grid.bottom()));
            painter.drawLine(QPointF(grid.left(), grid.top() + at), QPointF(grid.right(), grid.top() + at));
        }
    };
    drawLines(false);
    drawLines(true);
    painter.restore();
}

} // namespace nonet::app
