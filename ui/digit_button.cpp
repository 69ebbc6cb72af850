#include "ui/digit_button.h"

#include "ui/colors.h"

#include <QPainter>
#include <QStyleOptionButton>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

namespace nonet::ui {

DigitButton::DigitButton(int digit, QWidget* parent) : QAbstractButton(parent), digit_(digit)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setText(QString::number(digit));
    setAccessibleName(tr("Digit %1").arg(digit));
}

void DigitButton::setCaption(const QString& caption)
{
    if (caption == caption_)
        return;
    caption_ = caption;
    update();
}

void DigitButton::setDimmed(bool dimmed)
{
    if (dimmed == dimmed_)
        return;
    dimmed_ = dimmed;
    update();
}

void DigitButton::setNoteStyle(bool noteStyle)
{
    if (noteStyle == noteStyle_)
        return;
    noteStyle_ = noteStyle;
    update();
}

QSize DigitButton::sizeHint() const
{
    const int side = std::max(40, fontMetrics().height() * 2 + 8);
    return {side, side};
}

QSize DigitButton::minimumSizeHint() const
{
    const int side = std::max(28, fontMetrics().height() + 10);
    return {side, side};
}

void DigitButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);

    QStyleOptionButton option;
    option.initFrom(this);
    option.state |= isDown() ? QStyle::State_Sunken : QStyle::State_Raised;
    if (isChecked())
        option.state |= QStyle::State_On;
    style()->drawControl(QStyle::CE_PushButtonBevel, &option, &painter, this);

    const QPalette& pal = palette();
    const QColor button = pal.color(QPalette::Button);
    const QColor accent = pal.color(QPalette::Highlight);
    const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
    const double side = std::min(r.width(), r.height());

    const QColor back = isChecked() ? mix(button, accent, 0.4) : button;
    if (isChecked()) {
        // "On" is a fill; the focus is a ring (below), so the two never look alike.
        painter.setPen(Qt::NoPen);
        painter.setBrush(back);
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 4, 4);
    }

    QColor ink = readableOn(back, {pal.color(QPalette::ButtonText), pal.color(QPalette::Text)}, 4.5);
    if (dimmed_ || !isEnabled())
        ink = mix(back, ink, 0.42);

    QFont font = this->font();
    QRectF digitRect = r;
    if (noteStyle_) {
        const double third = side / 3.0;
        digitRect = QRectF(r.center().x() - 1.5 * third + ((digit_ - 1) % 3) * third,
                           r.center().y() - 1.5 * third + ((digit_ - 1) / 3) * third, third, third);
        font.setPixelSize(std::max(7, static_cast<int>(std::lround(third * 0.8))));
    } else {
        font.setPixelSize(std::max(9, static_cast<int>(std::lround(side * 0.52))));
        font.setWeight(QFont::DemiBold);
    }
    painter.setFont(font);
    painter.setPen(ink);
    painter.drawText(digitRect, Qt::AlignCenter, QString::number(digit_));

    if (!caption_.isEmpty()) {
        QFont small = this->font();
        small.setPixelSize(std::max(7, static_cast<int>(std::lround(side * 0.24))));
        painter.setFont(small);
        painter.setPen(mix(back, ink, 0.8));
        // Bottom right, unless a note-style digit sits there: then the free corner
        // farthest from it.
        Qt::Alignment corner = Qt::AlignRight | Qt::AlignBottom;
        if (noteStyle_) {
            const int row = (digit_ - 1) / 3;
            const int column = (digit_ - 1) % 3;
            int best = -1;
            for (const auto& [r2, c2, align] : {std::tuple{2, 2, Qt::AlignRight | Qt::AlignBottom},
                                                std::tuple{2, 0, Qt::AlignLeft | Qt::AlignBottom},
                                                std::tuple{0, 2, Qt::AlignRight | Qt::AlignTop},
                                                std::tuple{0, 0, Qt::AlignLeft | Qt::AlignTop}}) {
                const int distance = std::max(std::abs(r2 - row), std::abs(c2 - column));
                if (distance > best) {
                    best = distance;
                    corner = align;
                }
            }
        }
        painter.drawText(r.adjusted(side * 0.08, side * 0.04, -side * 0.08, -side * 0.04), corner, caption_);
    }

    if (hasFocus()) {
        QPen ring(accent, std::max(2.0, side / 16.0));
        painter.setPen(ring);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), 3, 3);
    }
}

} // namespace nonet::ui
