#include "ui/pause_cover.h"

#include "ui/colors.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nonet::ui {

PauseCover::PauseCover(QWidget* parent) : QWidget(parent)
{
    setAccessibleName(tr("Paused"));
    setAccessibleDescription(tr("The game is paused. Click or press Space to resume."));
    setToolTip(tr("Click to resume"));
    setCursor(Qt::PointingHandCursor);
}

void PauseCover::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QRectF r = rect();
    const double side = std::min(r.width(), r.height());
    const QColor back = mix(pal.color(QPalette::Base), pal.color(QPalette::AlternateBase), 0.5);
    painter.fillRect(r, back);
    painter.setPen(QPen(mix(back, pal.color(QPalette::Text), 0.5), std::max(2.0, side / 150.0)));
    painter.drawRect(r.adjusted(1, 1, -1, -1));

    // Two pause bars above the words.
    const double barHeight = side * 0.16;
    const double barWidth = barHeight * 0.3;
    const double top = r.center().y() - side * 0.2;
    const QColor ink = pal.color(QPalette::Text);
    painter.setPen(Qt::NoPen);
    painter.setBrush(mix(back, ink, 0.6));
    painter.drawRoundedRect(QRectF(r.center().x() - barWidth * 1.4, top, barWidth, barHeight), 2, 2);
    painter.drawRoundedRect(QRectF(r.center().x() + barWidth * 0.4, top, barWidth, barHeight), 2, 2);

    QFont big = font();
    big.setPixelSize(std::max(12, static_cast<int>(std::lround(side * 0.09))));
    big.setWeight(QFont::DemiBold);
    painter.setFont(big);
    painter.setPen(ink);
    const QRectF title(r.left(), top + barHeight + side * 0.04, r.width(), side * 0.13);
    painter.drawText(title, Qt::AlignCenter, tr("Paused"));

    QFont small = font();
    small.setPixelSize(std::max(10, static_cast<int>(std::lround(side * 0.04))));
    painter.setFont(small);
    painter.setPen(mix(back, ink, 0.75));
    painter.drawText(QRectF(r.left() + 8, title.bottom(), r.width() - 16, side * 0.1),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, tr("Click or press Space to resume"));
}

void PauseCover::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit resumeRequested();
}

} // namespace nonet::ui
