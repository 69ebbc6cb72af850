#include "ui/cage_overlay.h"

#include "ui/colors.h"

#include "core/shape/cage_outline.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace nonet::ui {

CageOverlay::CageOverlay(CellRect cellRect, QWidget* parent) : QWidget(parent), cellRect_(std::move(cellRect))
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::NoFocus);
}

void CageOverlay::setCages(std::vector<CageView> cages, int side)
{
    cages_ = std::move(cages);
    emphasised_.clear();
    side_ = side;
    cageOfCell_.assign(static_cast<std::size_t>(side * side), -1);
    for (std::size_t i = 0; i < cages_.size(); ++i)
        for (const int cell : cages_[i].cells)
            if (cell >= 0 && cell < side * side) cageOfCell_[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    update();
}

void CageOverlay::setEmphasised(std::vector<int> cages)
{
    std::erase_if(cages, [this](int cage) { return cage < 0 || cage >= static_cast<int>(cages_.size()); });
    if (cages == emphasised_) return;
    emphasised_ = std::move(cages);
    update();
}

double CageOverlay::insetFor(double cellSide) { return cage_outline::insetFor(cellSide); }

QSizeF CageOverlay::sumSizeFor(double cellSide) { return {cage_outline::sumWidthFor(cellSide), cage_outline::sumHeightFor(cellSide)}; }

QRectF CageOverlay::notesAreaOf(const QRectF& cell)
{
    const cage_outline::Margins m = cage_outline::notesMarginsFor(std::min(cell.width(), cell.height()));
    return cell.adjusted(m.left, m.top, -m.right, -m.bottom);
}

bool CageOverlay::inCage(int cage, int row, int column) const
{
    if (row < 0 || column < 0 || row >= side_ || column >= side_) return false;
    return cageOfCell_[static_cast<std::size_t>(row * side_ + column)] == cage;
}

QRectF CageOverlay::sumRect(int cage) const
{
    const CageView& view = cages_.at(static_cast<std::size_t>(cage));
    if (view.cells.empty()) return {};
    const QRectF cell = cellRect_(view.cells.front());
    const double side = std::min(cell.width(), cell.height());
    const double offset = cage_outline::sumOffsetFor(side);
    return {cell.topLeft() + QPointF(offset, offset), sumSizeFor(side)};
}

std::vector<QLineF> CageOverlay::outlineOf(int cage) const
{
    const CageView& view = cages_.at(static_cast<std::size_t>(cage));
    const auto segments = cage_outline::outline<QRectF>(
        view.cells, side_, [&](int row, int column) { return inCage(cage, row, column); }, cellRect_);
    std::vector<QLineF> lines;
    lines.reserve(segments.size());
    for (const cage_outline::Segment& s : segments) lines.emplace_back(s.x1, s.y1, s.x2, s.y2);
    return lines;
}

void CageOverlay::paintEvent(QPaintEvent*)
{
    if (cages_.empty()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QPalette& pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor line = mix(pal.color(QPalette::Base), text, 0.75);
    for (int cage = 0; cage < static_cast<int>(cages_.size()); ++cage) {
        const CageView& view = cages_[static_cast<std::size_t>(cage)];
        if (view.cells.empty()) continue;
        const QRectF first = cellRect_(view.cells.front());
        const double side = std::min(first.width(), first.height());
        QPen pen(line, std::max(1.0, side / 36.0), Qt::CustomDashLine, Qt::FlatCap);
        pen.setDashPattern({3.0, 2.5});
        painter.setPen(pen);
        for (const QLineF& segment : outlineOf(cage)) painter.drawLine(segment);
        const QRectF label = sumRect(cage);
        QFont font = this->font();
        font.setPixelSize(std::max(7, static_cast<int>(label.height() * 0.82)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(text);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignTop, QString::number(view.sum));
    }
    // A hint's cages: a solid line in the colour the board frames a hint's cells with.
    const QColor emphasis = pal.color(QPalette::Highlight);
    for (const int cage : emphasised_) {
        const CageView& view = cages_[static_cast<std::size_t>(cage)];
        if (view.cells.empty()) continue;
        const QRectF first = cellRect_(view.cells.front());
        const double side = std::min(first.width(), first.height());
        painter.setPen(QPen(emphasis, std::max(2.0, side / 16.0), Qt::SolidLine, Qt::RoundCap));
        for (const QLineF& segment : outlineOf(cage)) painter.drawLine(segment);
    }
}

} // namespace nonet::ui
