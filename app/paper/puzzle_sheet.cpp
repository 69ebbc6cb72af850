#include "app/paper/puzzle_sheet.h"

#include "app/paper/board_painter.h"
#include "app/paper/paper_units.h"
#include "core/notation/shape_notation.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace nonet::app {
namespace {

constexpr double kHeadingPt = 16.0;
constexpr double kCodePt = 7.0;
constexpr qsizetype kCodeLine = 81;

double lineHeight(const QPainter& painter, double points, bool monospace = false)
{
    return QFontMetricsF(paperFont(points, QFont::Normal, monospace), painter.device()).height();
}

} // namespace

QStringList PuzzleSheet::codeLinesOf(const ShapeGrid& givens)
{
    // The notation's parts (a Jigsaw's layout, a Killer's cage labels and sums, the cells),
    // each on lines of its own: 256 cells in four lines of 64, one per four rows; sums
    // broken after a comma.
    QStringList lines;
    const QStringList parts = QString::fromStdString(formatShapePuzzle(givens)).split(QLatin1Char(' '));
    const QString& cells = parts.back();
    for (qsizetype part = 0; part + 1 < parts.size(); ++part) {
        QString rest = parts[part];
        while (rest.size() > kCodeLine) {
            const qsizetype comma = rest.lastIndexOf(QLatin1Char(','), kCodeLine - 1);
            const qsizetype cut = comma > 0 ? comma + 1 : kCodeLine;
            lines << rest.left(cut);
            rest.remove(0, cut);
        }
        lines << rest;
    }
    const qsizetype per = cells.size() <= kCodeLine ? cells.size() : givens.side() * 4;
    for (qsizetype at = 0; at < cells.size(); at += per) lines << cells.mid(at, per);
    return lines;
}

QRectF PuzzleSheet::gridRect(const QPainter& painter, const QRectF& page, const SheetContent& content)
{
    const QPaintDevice& device = *painter.device();
    const int cells = content.board.givens.side();
    const double gap = millimetres(device, 6);
    const double top = page.top() + lineHeight(painter, kHeadingPt) + gap;
    // The code's lines and one line's room below them.
    const double code = lineHeight(painter, kCodePt, true) * (static_cast<double>(content.codeLines.size()) + 1);
    const double room = page.bottom() - top - gap - code;
    const double side = std::max(1.0, std::min({page.width(), room, millimetres(device, cellMm(cells) * cells)}));
    return {page.center().x() - side / 2, top, side, side};
}

void PuzzleSheet::paint(QPainter& painter, const QRectF& page, const SheetContent& content)
{
    const QRectF grid = gridRect(painter, page, content);
    painter.save();
    painter.setPen(paper_ink::kGiven);
    painter.setFont(paperFont(kHeadingPt, QFont::Bold));
    painter.drawText(QRectF(grid.left(), page.top(), grid.width(), grid.top() - page.top()), Qt::AlignLeft | Qt::AlignTop,
                     content.heading);
    BoardPainter::paint(painter, grid, content.board);
    painter.setPen(paper_ink::kGiven);
    // The font that keeps 81 characters on one line of the grid's width (codeFont), for every line.
    painter.setFont(codeFont(*painter.device(), grid.width(), kCodePt));
    const double gap = millimetres(*painter.device(), 3);
    const double line = QFontMetricsF(painter.font(), painter.device()).lineSpacing();
    double y = grid.bottom() + gap;
    for (const QString& text : content.codeLines) {
        painter.drawText(QRectF(grid.left(), y, grid.width(), line), Qt::AlignHCenter | Qt::AlignTop, text);
        y += line;
    }
    painter.restore();
}

} // namespace nonet::app
