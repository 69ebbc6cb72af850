#include "app/paper/puzzle_sheet.h"

#include "app/paper/board_painter.h"
#include "app/paper/paper_units.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace nonet::app {
namespace {

constexpr double kHeadingPt = 16.0;
constexpr double kCodePt = 7.0;

double lineHeight(const QPainter& painter, double points, bool monospace = false)
{
    return QFontMetricsF(paperFont(points, QFont::Normal, monospace), painter.device()).height();
}

} // namespace

QRectF PuzzleSheet::gridRect(const QPainter& painter, const QRectF& page)
{
    const QPaintDevice& device = *painter.device();
    const double gap = millimetres(device, 6);
    const double top = page.top() + lineHeight(painter, kHeadingPt) + gap;
    const double room = page.bottom() - top - gap - lineHeight(painter, kCodePt, true) * 2;
    const double side = std::min({page.width(), room, millimetres(device, kCellMm * kSide)});
    return {page.center().x() - side / 2, top, side, side};
}

void PuzzleSheet::paint(QPainter& painter, const QRectF& page, const SheetContent& content)
{
    const QRectF grid = gridRect(painter, page);
    painter.save();
    painter.setPen(paper_ink::kGiven);
    painter.setFont(paperFont(kHeadingPt, QFont::Bold));
    painter.drawText(QRectF(grid.left(), page.top(), grid.width(), grid.top() - page.top()), Qt::AlignLeft | Qt::AlignTop,
                     content.heading);
    BoardPainter::paint(painter, grid, content.board);
    painter.setPen(paper_ink::kGiven);
    painter.setFont(codeFont(*painter.device(), grid.width(), kCodePt));
    const double gap = millimetres(*painter.device(), 3);
    painter.drawText(QRectF(grid.left(), grid.bottom() + gap, grid.width(), lineHeight(painter, kCodePt, true) * 2),
                     Qt::AlignHCenter | Qt::AlignTop, content.code);
    painter.restore();
}

} // namespace nonet::app
