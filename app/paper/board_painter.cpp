#include "app/paper/board_painter.h"

#include "core/shape/cage_outline.h"
#include "core/shape/note_places.h"
#include "core/shape/shape_names.h"

#include <QFont>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <functional>

namespace nonet::app {
namespace {

// A font whose characters are `pixels` high on the painter's device, whatever its
// resolution (a PDF page is 1200 dpi, a picture 96): point sizes are what every device
// agrees on.
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

DigitSet noteOf(const std::vector<DigitSet>& notes, int index)
{
    return static_cast<std::size_t>(index) < notes.size() ? notes[static_cast<std::size_t>(index)] : DigitSet{};
}

// A Killer's cages over the grid: dashed outlines inset in the cells and each sum in the
// corner of its first cell, laid out as the board on screen lays them (cage_outline.h).
void paintCages(QPainter& painter, const Shape& shape, const std::function<QRectF(int)>& cellRect, double cell)
{
    const int n = shape.side();
    QPen pen(paper_ink::kCage, std::max(1.0, cell / 36.0), Qt::CustomDashLine, Qt::FlatCap);
    pen.setDashPattern({3.0, 2.5});
    const double sumHeight = cage_outline::sumHeightFor(cell);
    const QFont sumFont = valueFont(painter, sumHeight * 0.82, QFont::Bold);
    for (int index = 0; index < shape.cageCount(); ++index) {
        const Cage& cage = shape.cage(index);
        const std::vector<int> cells(cage.cells.begin(), cage.cells.end());
        const auto inCage = [&](int row, int column) {
            return row >= 0 && column >= 0 && row < n && column < n && shape.cageOf(row * n + column) == index;
        };
        painter.setPen(pen);
        for (const cage_outline::Segment& s : cage_outline::outline<QRectF>(cells, n, inCage, cellRect))
            painter.drawLine(QLineF(s.x1, s.y1, s.x2, s.y2));
        const QRectF first = cellRect(cells.front());
        const double offset = cage_outline::sumOffsetFor(cell);
        painter.setPen(paper_ink::kGiven);
        painter.setFont(sumFont);
        painter.drawText(QRectF(first.left() + offset, first.top() + offset, cage_outline::sumWidthFor(cell), sumHeight),
                         Qt::AlignLeft | Qt::AlignTop, QString::number(cage.sum));
    }
}

} // namespace

QRectF BoardPainter::squareIn(const QRectF& area)
{
    const double side = std::min(area.width(), area.height());
    return {area.center().x() - side / 2, area.center().y() - side / 2, side, side};
}

// A sixteenth and a forty-eighth of a cell (0.9 and 0.3 mm on a 14 mm cell), at least two
// and one device pixels so that small pictures keep every line.
double BoardPainter::thickLine(double side, int cells) { return std::max(2.0, side / cells / 16.0); }
double BoardPainter::thinLine(double side, int cells) { return std::max(1.0, side / cells / 48.0); }

QRectF BoardPainter::gridIn(const QRectF& square, int cells)
{
    // The frame's lines lie inside the square, so a picture of exactly the square keeps them.
    const double half = thickLine(square.width(), cells) / 2;
    return square.adjusted(half, half, -half, -half);
}

void BoardPainter::paint(QPainter& painter, const QRectF& square, const PaperBoard& board, const BoardStyle& style)
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
    for (const int index : extra) painter.fillRect(boxOf(index), paper_ink::kShade);

    // Digits first, lines over them: a large digit never hides a line.
    const bool regular = shape.hasRegularBoxes();
    const int noteRows = regular ? shape.boxRows() : 3;
    const int noteColumns = regular ? shape.boxColumns() : 3;
    const QFont given = valueFont(painter, cell * 0.62, QFont::Bold);
    const QFont entry = valueFont(painter, cell * 0.62, QFont::Normal);
    const QFont note = valueFont(painter, cell * (0.72 / std::max(noteRows, noteColumns)), QFont::Normal);
    // Beside centre notes the corner notes are smaller, on a grid of at least 3 x 3.
    const QFont aroundCentre = valueFont(painter, cell * (0.58 / std::max({noteRows, noteColumns, 3})), QFont::Normal);
    const note_places::Grid notePlaces{n, noteRows, noteColumns};
    for (int index = 0; index < shape.cellCount(); ++index) {
        const QRectF box = boxOf(index);
        if (const int value = board.givens.at(index); value != 0) {
            painter.setFont(given);
            painter.setPen(paper_ink::kGiven);
            painter.drawText(box, Qt::AlignCenter, symbol(value));
        } else if (const int value = board.entries.at(index); value != 0) {
            painter.setFont(entry);
            painter.setPen(style.entryInk);
            painter.drawText(box, Qt::AlignCenter, symbol(value));
        } else {
            // The notes where the screen puts them (core/shape/note_places.h): corner notes
            // in the box's proportions (1 2 3 / 4 5 6 / 7 8 9 for a 9x9 board), moved to the
            // edges around centre notes, which take a band across the middle; in a Killer
            // inside the cage's outline and below its sum.
            QRectF area = box;
            if (shape.hasCages()) {
                const cage_outline::Margins m = cage_outline::notesMarginsFor(cell);
                area = box.adjusted(m.left, m.top, -m.right, -m.bottom);
            }
            painter.setPen(paper_ink::kNote);
            const DigitSet corner = noteOf(board.notes, index);
            const DigitSet centre = noteOf(board.centreNotes, index);
            painter.setFont(centre.empty() ? note : aroundCentre);
            for (const auto& [value, spot] : note_places::cornerSlots(area, corner, !centre.empty(), notePlaces))
                painter.drawText(spot, Qt::AlignCenter, symbol(value));
            for (const auto& [value, spot] : note_places::centreSlots(area, centre, corner)) {
                painter.setFont(valueFont(painter, std::min(spot.height() * 0.8, spot.width() * 1.25), QFont::Normal));
                painter.drawText(spot, Qt::AlignCenter, symbol(value));
            }
        }
    }

    // Cell lines, then box lines and the frame over them; square caps close the corners.
    // A line is thick along the frame and where a row or column of boxes ends; a Jigsaw's
    // region borders are drawn piece by piece after.
    const auto boxEdge = [&](int i, int span) { return i % n == 0 || (regular && i % span == 0); };
    const auto drawLines = [&](bool thick) {
        painter.setPen(QPen(paper_ink::kLines, thick ? thickLine(side, n) : thinLine(side, n), Qt::SolidLine, Qt::SquareCap));
        for (int i = 0; i <= n; ++i) {
            const double at = i * cell;
            if (boxEdge(i, noteColumns) == thick)
                painter.drawLine(QPointF(grid.left() + at, grid.top()), QPointF(grid.left() + at, grid.bottom()));
            if (boxEdge(i, noteRows) == thick)
                painter.drawLine(QPointF(grid.left(), grid.top() + at), QPointF(grid.right(), grid.top() + at));
        }
    };
    drawLines(false);
    drawLines(true);
    if (!regular) {
        for (int index = 0; index < shape.cellCount(); ++index) {
            const QRectF box = boxOf(index);
            if (shape.columnOf(index) + 1 < n && shape.regionOf(index) != shape.regionOf(index + 1))
                painter.drawLine(box.topRight(), box.bottomRight());
            if (shape.rowOf(index) + 1 < n && shape.regionOf(index) != shape.regionOf(index + n))
                painter.drawLine(box.bottomLeft(), box.bottomRight());
        }
    }
    if (shape.hasCages()) paintCages(painter, shape, boxOf, cell);
    painter.restore();
}

} // namespace nonet::app
