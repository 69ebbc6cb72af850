#include "ui/digit_button.h"

#include "ui/accessibility/button_accessible.h"
#include "ui/colors.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionButton>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

namespace nonet::ui {

DigitButton::DigitButton(int digit, QWidget* parent, ValueLayout layout)
    : QAbstractButton(parent), digit_(digit), layout_(layout)
{
    ButtonAccessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setText(ValueLayout::text(digit));
}

QString DigitButton::spokenName() const
{
    // Worked out when read (ButtonAccessible): a set name is an event, and a shape's new
    // values come with many buttons at once.
    return accessibleName().isEmpty() ? tr("Digit %1").arg(ValueLayout::text(digit_)) : accessibleName();
}

void DigitButton::setValueLayout(const ValueLayout& layout)
{
    if (layout == layout_)
        return;
    layout_ = layout;
    updateGeometry();
    update();
}

void DigitButton::setSpokenDescription(const QString& description)
{
    if (description == spokenDescription_)
        return;
    spokenDescription_ = description;
    ButtonAccessible::tellDescription(this);
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

QRectF DigitButton::face() const { return QRectF(rect()).adjusted(2, 2, -2, -2); }

double DigitButton::faceSide() const
{
    const QRectF r = face();
    return std::min(r.width(), r.height());
}

QRectF DigitButton::digitCell() const
{
    const QRectF r = face();
    if (!noteStyle_) return r;
    // The value's place in a cell's note grid, as the board draws it.
    const double width = faceSide() / layout_.columns();
    const double height = faceSide() / layout_.rows();
    return {r.center().x() - faceSide() / 2 + layout_.columnOf(digit_) * width,
            r.center().y() - faceSide() / 2 + layout_.rowOf(digit_) * height, width, height};
}

int DigitButton::digitPixelSize() const
{
    const double side = faceSide();
    const int places = std::max(layout_.rows(), layout_.columns());
    return noteStyle_ ? std::max(10, static_cast<int>(std::lround(side / places * 0.8))) : std::max(9, static_cast<int>(std::lround(side * 0.5)));
}

int DigitButton::captionPixelSize() const
{
    // Always smaller than the digit, in note style too, where the digit itself is small.
    const double side = faceSide();
    const int size = static_cast<int>(std::lround(noteStyle_ ? side * 0.2 : side * 0.22));
    return std::max(8, std::min(size, digitPixelSize() - 2));
}

QFont DigitButton::digitFont() const
{
    QFont font = this->font();
    font.setPixelSize(digitPixelSize());
    if (!noteStyle_) font.setWeight(QFont::DemiBold);
    return font;
}

QPointF DigitButton::digitBaseline() const
{
    // The glyph's ink, not its line box, is centred: the badge's room is measured from it.
    const QRectF ink = QFontMetricsF(digitFont()).tightBoundingRect(ValueLayout::text(digit_));
    return digitCell().center() - ink.center();
}

QRectF DigitButton::digitArea() const
{
    return QFontMetricsF(digitFont()).tightBoundingRect(ValueLayout::text(digit_)).translated(digitBaseline());
}

QRectF DigitButton::captionArea() const
{
    if (caption_.isEmpty()) return {};
    QFont small = this->font();
    small.setPixelSize(captionPixelSize());
    const QFontMetricsF metrics(small);
    const double height = metrics.height() * 1.05;
    const QSizeF size(std::max(height, metrics.horizontalAdvance(caption_) + metrics.height() * 0.6), height);
    const QRectF r = face();
    const double inset = faceSide() * 0.04;
    // Bottom right, unless a note-style digit sits there: then the free corner farthest
    // from it.
    const int lastRow = layout_.rows() - 1;
    const int lastColumn = layout_.columns() - 1;
    int cornerRow = lastRow;
    int cornerColumn = lastColumn;
    if (noteStyle_) {
        const int row = layout_.rowOf(digit_);
        const int column = layout_.columnOf(digit_);
        int best = -1;
        for (const auto& [r2, c2] : {std::pair{lastRow, lastColumn}, std::pair{lastRow, 0}, std::pair{0, lastColumn}, std::pair{0, 0}}) {
            const int distance = std::max(std::abs(r2 - row), std::abs(c2 - column));
            if (distance > best) {
                best = distance;
                cornerRow = r2;
                cornerColumn = c2;
            }
        }
    }
    const double x = cornerColumn == 0 ? r.left() + inset : r.right() - inset - size.width();
    const double y = cornerRow == 0 ? r.top() + inset : r.bottom() - inset - size.height();
    return {QPointF(x, y), size};
}

QSize DigitButton::sizeHint() const
{
    // Big enough for a note-style digit and its count to be read side by side.
    const int side = std::max(46, fontMetrics().height() * 2 + 14);
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

    painter.setFont(digitFont());
    painter.setPen(ink);
    painter.drawText(digitBaseline(), ValueLayout::text(digit_));

    if (!caption_.isEmpty()) {
        // A framed badge, a size smaller than the digit: a count, not a second digit.
        const QRectF badge = captionArea();
        painter.setPen(QPen(mix(back, ink, 0.45), 1.0));
        painter.setBrush(mix(back, ink, 0.1));
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        QFont small = this->font();
        small.setPixelSize(captionPixelSize());
        painter.setFont(small);
        painter.setPen(mix(back, ink, 0.85));
        painter.drawText(badge, Qt::AlignCenter, caption_);
    }

    if (hasFocus()) {
        QPen ring(accent, std::max(2.0, side / 16.0));
        painter.setPen(ring);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), 3, 3);
    }
}

} // namespace nonet::ui
