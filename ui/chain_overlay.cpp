#include "ui/chain_overlay.h"

#include "ui/colors.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <utility>

namespace nonet::ui {

ChainOverlay::ChainOverlay(NoteRect noteRect, QWidget* parent)
    : QWidget(parent), noteRect_(std::move(noteRect))
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void ChainOverlay::setLinks(std::vector<ChainLink> links)
{
    links_ = std::move(links);
    setVisible(!links_.empty());
    raise();
    update();
}

QPointF ChainOverlay::nodeCentre(const std::vector<int>& cells, int digit) const
{
    QPointF sum;
    int count = 0;
    for (int cell : cells) {
        const QRectF note = noteRect_(cell, digit);
        if (note.isEmpty()) continue;
        sum += note.center();
        ++count;
    }
    return count == 0 ? QPointF() : sum / count;
}

std::pair<QPointF, QPointF> ChainOverlay::endsOf(const ChainLink& link) const
{
    return {nodeCentre(link.fromCells, link.fromDigit), nodeCentre(link.toCells, link.toDigit)};
}

void ChainOverlay::paintEvent(QPaintEvent*)
{
    if (links_.empty()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The hint's ring colour (Highlight), pulled toward the text colour until it stands out
    // from the cells' base: in a dark palette too.
    const QColor base = palette().color(QPalette::Base);
    const QColor ink = readableOn(base, {palette().color(QPalette::Highlight), mix(palette().color(QPalette::Highlight), palette().color(QPalette::Text), 0.5), palette().color(QPalette::Text)}, 3.0);
    const QRectF firstNote = noteRect_(0, 1);
    const double slot = std::min(firstNote.width(), firstNote.height());
    const double width = std::max(1.5, slot / 8.0);
    for (const ChainLink& link : links_) {
        auto [from, to] = endsOf(link);
        QLineF line(from, to);
        if (line.length() < 1.0) continue;
        // Start and end at the edge of the candidates' rings, not on their digits.
        const double inset = std::min(slot * 0.45, line.length() / 3.0);
        line = QLineF(line.pointAt(inset / line.length()), line.pointAt(1.0 - inset / line.length()));
        QPen pen(ink, width, link.strong ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap, Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(line);
        // The arrow head, always solid.
        const double head = std::max(4.0, slot * 0.3);
        const double angle = std::atan2(line.dy(), line.dx());
        const QPointF tip = line.p2();
        QPainterPath arrow;
        arrow.moveTo(tip);
        arrow.lineTo(tip - QPointF(std::cos(angle - 0.45) * head, std::sin(angle - 0.45) * head));
        arrow.lineTo(tip - QPointF(std::cos(angle + 0.45) * head, std::sin(angle + 0.45) * head));
        arrow.closeSubpath();
        painter.setPen(QPen(ink, 1.0));
        painter.setBrush(ink);
        painter.drawPath(arrow);
    }
}

} // namespace nonet::ui
