#include "ui/mark_colours.h"

#include "core/game/cell_marks.h"
#include "ui/colors.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace nonet::ui {
namespace {

// Okabe & Ito, "Color Universal Design": orange, sky blue, bluish green, yellow, then grey
// where their vermillion was (tinted into a light Base it read as a second orange beside
// colour 1), and reddish purple.
constexpr std::array<QRgb, kColourCount> kHues{0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x8C8C8C, 0xCC79A7};

enum class Pattern { Plain, Diagonal, Horizontal, Dots, Vertical, Cross };
constexpr std::array<Pattern, kColourCount> kPatterns{Pattern::Plain, Pattern::Diagonal, Pattern::Horizontal,
                                                      Pattern::Dots, Pattern::Vertical, Pattern::Cross};

bool valid(int colour) { return colour >= 1 && colour <= kColourCount; }

class SwatchEngine final : public QIconEngine {
public:
    explicit SwatchEngine(int colour) : colour_(colour) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        const qreal side = std::min(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - side) / 2.0 + 1, rect.y() + (rect.height() - side) / 2.0 + 1, side - 2, side - 2);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QColor frame = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::Text);
        if (valid(colour_)) {
            paintMark(*painter, box, palette, colour_, side);
            QFont font = painter->font();
            font.setPixelSize(std::max(6, static_cast<int>(side * 0.6)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(readableOn(markInkBackground(palette, colour_), {palette.color(QPalette::Text), palette.color(QPalette::Base)}, 4.5));
            painter->drawText(box, Qt::AlignCenter, QString::number(colour_));
        } else {
            painter->fillRect(box, palette.color(QPalette::Base));
            painter->setPen(QPen(frame, std::max(1.0, side / 12)));
            painter->drawLine(box.bottomLeft(), box.topRight());
        }
        painter->setPen(QPen(frame, std::max(1.0, side / 16)));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(box);
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine* clone() const override { return new SwatchEngine(colour_); }

private:
    int colour_;
};

} // namespace

QIcon markSwatch(int colour) { return QIcon(new SwatchEngine(colour)); }

QColor markFill(const QPalette& palette, int colour)
{
    const QColor base = palette.color(QPalette::Base);
    if (!valid(colour)) return base;
    // Strong enough to tell six apart at a glance, light enough for the digits.
    const bool dark = luminance(base) < 0.25;
    return mix(base, QColor(kHues[static_cast<std::size_t>(colour - 1)]), dark ? 0.38 : 0.5);
}

QColor markPatternShade(const QPalette& palette, int colour)
{
    const QColor fill = markFill(palette, colour);
    if (!valid(colour) || kPatterns[static_cast<std::size_t>(colour - 1)] == Pattern::Plain) return fill;
    // Toward Text where Text has contrast to spare (light palettes), else toward Base, so
    // that the digits over the pattern keep theirs.
    const QColor text = palette.color(QPalette::Text);
    const QColor towardText = mix(fill, text, 0.16);
    if (contrastRatio(text, towardText) >= 7.0) return towardText;
    return mix(fill, palette.color(QPalette::Base), 0.5);
}

QColor markInkBackground(const QPalette& palette, int colour)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor fill = markFill(palette, colour);
    const QColor shade = markPatternShade(palette, colour);
    return contrastRatio(text, fill) <= contrastRatio(text, shade) ? fill : shade;
}

void paintMark(QPainter& painter, const QRectF& area, const QPalette& palette, int colour, double scale)
{
    if (!valid(colour)) return;
    painter.save();
    painter.setClipRect(area, Qt::IntersectClip);
    painter.fillRect(area, markFill(palette, colour));
    const QColor shade = markPatternShade(palette, colour);
    const double period = std::max(4.0, scale / 5.0);
    const double width = std::max(1.5, period * 0.35);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(shade, width, Qt::SolidLine, Qt::FlatCap));
    painter.setBrush(Qt::NoBrush);
    const double left = area.left();
    const double top = area.top();
    const double extent = area.width() + area.height();
    switch (kPatterns[static_cast<std::size_t>(colour - 1)]) {
    case Pattern::Plain: break;
    case Pattern::Diagonal:
        for (double d = 0; d <= extent; d += period)
            painter.drawLine(QPointF(left + d, top), QPointF(left + d - area.height(), area.bottom()));
        break;
    case Pattern::Horizontal:
        for (double y = top + period / 2; y < area.bottom(); y += period) painter.drawLine(QPointF(left, y), QPointF(area.right(), y));
        break;
    case Pattern::Vertical:
        for (double x = left + period / 2; x < area.right(); x += period) painter.drawLine(QPointF(x, top), QPointF(x, area.bottom()));
        break;
    case Pattern::Cross:
        for (double d = 0; d <= extent; d += period) {
            painter.drawLine(QPointF(left + d, top), QPointF(left + d - area.height(), area.bottom()));
            painter.drawLine(QPointF(left + d - area.height(), top), QPointF(left + d, area.bottom()));
        }
        break;
    case Pattern::Dots: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(shade);
        const double radius = width * 0.75;
        for (double y = top + period / 2; y < area.bottom(); y += period)
            for (double x = left + period / 2; x < area.right(); x += period) painter.drawEllipse(QPointF(x, y), radius, radius);
        break;
    }
    }
    painter.restore();
}

} // namespace nonet::ui
