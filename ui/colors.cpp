#include "ui/colors.h"

#include <algorithm>
#include <cmath>

namespace nonet::ui {

QColor mix(const QColor& a, const QColor& b, double t)
{
    const double u = std::clamp(t, 0.0, 1.0);
    const auto blend = [u](double x, double y) { return x + (y - x) * u; };
    return QColor::fromRgbF(static_cast<float>(blend(a.redF(), b.redF())),
                            static_cast<float>(blend(a.greenF(), b.greenF())),
                            static_cast<float>(blend(a.blueF(), b.blueF())));
}

double luminance(const QColor& c)
{
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& background, std::initializer_list<QColor> candidates, double minRatio)
{
    QColor best;
    double bestRatio = -1.0;
    for (const QColor& c : candidates) {
        const double ratio = contrastRatio(c, background);
        if (ratio >= minRatio)
            return c;
        if (ratio > bestRatio) {
            bestRatio = ratio;
            best = c;
        }
    }
    return best;
}

QColor errorColor(const QPalette& palette) { return errorColorOn(palette, palette.color(QPalette::Base)); }

QColor errorColorOn(const QPalette& palette, const QColor& background)
{
    const bool darkBackground = luminance(background) < 0.25;
    // Walk the lightness of a saturated red away from the background until it reads well.
    for (int step = 0; step <= 10; ++step) {
        const double lightness = darkBackground ? 0.62 + 0.03 * step : 0.42 - 0.03 * step;
        const QColor red = QColor::fromHslF(0.0f, 0.85f, static_cast<float>(lightness));
        if (contrastRatio(red, background) >= 4.5)
            return red;
    }
    return readableOn(background, {palette.color(QPalette::Text), palette.color(QPalette::HighlightedText)}, 4.5);
}

} // namespace nonet::ui
