#pragma once
// Lengths on paper in millimetres and points, whatever the device's resolution (a PDF page
// at 1200 dpi, a printer at 600, a picture at 96).

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>

#include <algorithm>

namespace nonet::app {

inline double millimetres(const QPaintDevice& device, double mm) { return mm * device.logicalDpiX() / 25.4; }

// A font of `points` size (device independent: the painter scales it for its device).
inline QFont paperFont(double points, QFont::Weight weight = QFont::Normal, bool monospace = false)
{
    QFont font(monospace ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
    font.setStyleHint(monospace ? QFont::Monospace : QFont::SansSerif);
    font.setPointSizeF(points);
    font.setWeight(weight);
    return font;
}

// The monospace font for a puzzle's 81-character code: at most `maxPoints`, smaller when
// that is what keeps the code on one line of `width` (a line a reader can type back, and
// one word for text extraction from a PDF).
inline QFont codeFont(const QPaintDevice& device, double width, double maxPoints)
{
    constexpr double kProbe = 10.0;
    const double probeWidth = QFontMetricsF(paperFont(kProbe, QFont::Normal, true), &device).horizontalAdvance(QString(81, QLatin1Char('8')));
    return paperFont(std::clamp(kProbe * width / probeWidth, 1.0, maxPoints), QFont::Normal, true);
}

} // namespace nonet::app
