#include "app/paper/shape_board_painter.h"

#include "app/paper/board_painter.h"
#include "core/shape/shape_names.h"

#include <QFont>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace nonet::app {
namespace {

// A font whose characters are `pixels` high on the painter's device, whatever its resolution.
QFont valueFont(const QPainter& painter, double pixels, QFont::Weight weight)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    const int dpi = painter.device() != nullptr ? painter.device()->logicalDpiY() : 96;
    font.setPointSizeF(std::max(1.0, pixels * 72.0 / dpi));
    font.setWeight(weight);
    return font;
}

QString symbol(int value) { return QString(QLatin1Char(valueSymbol(value))); }

} // namespace

// As the classic board: a sixteenth and a forty-eighth of a cell, at least two and one pixels.
double ShapeBoardPainter::thickLine(double side, int cells) { return std::max(2.0, side / cells / 16.0); }
double ShapeBoardPainter::thinLine(double side, int cells) { return std::max(1.0, side / cells / 48.0); }

QRectF ShapeBoardPainter::gridIn(const QRectF& square, int cells)
{
    // The frame's lines lie inside the square, so a picture of exactly the square keeps them.
    const double half = thickLine(square.width(), cells) / 2;
    return square.adjusted(half, half, -half, -half);
}

void ShapeBoardPainter::paint(QPainter& painter, const QRectF& square, const ShapePaperBoard& board)
{
    const Shape& shape = board.givens.shape();
    const int n = shape.side();
    const double side = square.width();
    const QRectF grid = gridIn(square, n);
    const double cell = grid.width() / n;
    const auto boxOf = [&](int index) {
        return QRectF(grid.left() + shape.columnOf(index) * cell, grid.top() + shape.rowOf(index) * cell, cell, cell);
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(square, Qt::white);

    // The extra houses first, under everything.
    WideCellSet extra;
    for (int house = 3 * n; house < shape.houseCount(); ++house) extra |= shape.houseSet(house);
    for (int index = 0; index < shape.cellCount(); ++index)
        if (extra.contains(index)) painter.fillRect(boxOf(index), shade());

    // Digits, then lines over them: a large digit never hides a line.
    const QFont given = valueFont(painter, cell * 0.6, QFont::Bold);
    const QFont entry = valueFont(painter, cell * 0.6, QFont::Normal);
    const int noteRows = shape.hasRegularBoxes() ? shape.boxRows() : 3;
    const int noteColumns = shape.hasRegularBoxes() ? shape.boxColumns() : 3;
    const QFont note = valueFont(painter, cell / std::max(noteRows, noteColumns) * 0.7, QFont::Normal);
    for (int index = 0; index < shape.cellCount(); ++index) {
        const QRectF box = boxOf(index);
        if (const int value = board.givens.at(index); value != 0) {
            painter.setFont(given);
            painter.setPen(paper_ink::kGiven);
            painter.drawText(box, Qt::AlignCenter, symbol(value));
        } else if (const int value = board.entries.at(index); value != 0) {
            painter.setFont(entry);
            painter.setPen(paper_ink::kEntry);
            painter.drawText(box, Qt::AlignCenter, symbol(value));
        } else if (static_cast<std::size_t>(index) < board.notes.size()) {
            const DigitSet notes = board.notes[static_cast<std::size_t>(index)];
            painter.setFont(note);
            painter.setPen(paper_ink::kNote);
            const double w = cell / noteColumns;
            const double h = cell / noteRows;
            for (int value = 1; value <= n; ++value) {
                if (!notes.contains(value)) continue;
                const QRectF spot(box.left() + ((value - 1) % noteColumns) * w, box.top() + ((value - 1) / noteColumns) * h, w, h);
                painter.drawText(spot, Qt::AlignCenter, symbol(value));
            }
        }
    }

    // Thin lines between all cells, thick ones where the box or region changes, the frame.
    painter.setPen(QPen(paper_ink::kLines, thinLine(side, n), Qt::SolidLine, Qt::FlatCap));
    for (int i = 1; i < n; ++i) {
        painter.drawLine(QPointF(grid.left() + i * cell, grid.top()), QPointF(grid.left() + i * cell, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * cell), QPointF(grid.right(), grid.top() + i * cell));
    }
    painter.setPen(QPen(paper_ink::kLines, thickLine(side, n), Qt::SolidLine, Qt::SquareCap));
    for (int index = 0; index < shape.cellCount(); ++index) {
        const QRectF box = boxOf(index);
        const int r = shape.rowOf(index);
        const int c = shape.columnOf(index);
        if (c + 1 < n && shape.regionOf(index) != shape.regionOf(index + 1)) painter.drawLine(box.topRight(), box.bottomRight());
        if (r + 1 < n && shape.regionOf(index) != shape.regionOf(index + n)) painter.drawLine(box.bottomLeft(), box.bottomRight());
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(grid);
    painter.restore();
}

} // namespace nonet::app
