#include "app/paper/shape_sheet.h"

#include "app/paper/board_painter.h"
#include "app/paper/paper_units.h"
#include "app/paper/shape_board_painter.h"
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

QStringList ShapeSheet::codeLinesOf(const ShapeGrid& givens)
{
    QStringList lines;
    if (givens.variant() == Variant::Jigsaw) lines << QString::fromStdString(formatJigsawLayout(givens.shape()));
    const QString cells = QString::fromStdString(formatShapeCells(givens));
    // 256 cells: four lines of 64, one per four rows.
    const qsizetype per = cells.size() <= kCodeLine ? cells.size() : givens.side() * 4;
    for (qsizetype at = 0; at < cells.size(); at += per) lines << cells.mid(at, per);
    return lines;
}

QRectF ShapeSheet::gridRect(const QPainter& painter, const QRectF& page, const ShapeSheetContent& content)
{
    const QPaintDevice& device = *painter.device();
    const int cells = content.board.givens.side();
    const double gap = millimetres(device, 6);
    const double top = page.top() + lineHeight(painter, kHeadingPt) + gap;
    const double code = lineHeight(painter, kCodePt, true) * (static_cast<double>(content.codeLines.size()) + 1);
    const double room = page.bottom() - top - gap - code;
    const double side = std::max(1.0, std::min({page.width(), room, millimetres(device, cellMm(cells) * cells)}));
    return {page.center().x() - side / 2, top, side, side};
}

void ShapeSheet::paint(QPainter& painter, const QRectF& page, const ShapeSheetContent& content)
{
    const QRectF grid = gridRect(painter, page, content);
    painter.save();
    painter.setPen(paper_ink::kGiven);
    painter.setFont(paperFont(kHeadingPt, QFont::Bold));
    painter.drawText(QRectF(grid.left(), page.top(), grid.width(), grid.top() - page.top()), Qt::AlignLeft | Qt::AlignTop,
                     content.heading);
    ShapeBoardPainter::paint(painter, grid, content.board);
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
