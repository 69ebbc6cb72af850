#include "ui/digit_button.h"

#include "ui/colors.h"

#include <QPainter>
#include <QStyleOptionButton>

#include <algorithm>
#include <cmath>

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

    if (isChecked()) {
        // A filled accent tint plus a frame: "on" reads clearly in every style and palette.
        painter.setPen(QPen(accent, std::max(2.0, side / 18.0)));
        painter.setBrush(mix(button, accent, 0.3));
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 4, 4);
    }

    const QColor back = isChecked() ? mix(button, accent, 0.3) : button;
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
        painter.drawText(r.adjusted(side * 0.06, side * 0.04, -side * 0.08, -side * 0.04),
                         Qt::AlignRight | Qt::AlignBottom, caption_);
    }

    if (hasFocus()) {
        QPen ring(accent, std::max(2.0, side / 16.0));
        painter.setPen(ring);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), 3, 3);
    }
}

} // namespace nonet::ui
