#pragma once
// Colour helpers for painting from palette roles: blends and contrast checks keep the
// board readable in any palette (light, dark, high contrast) without fixed colours.

#include <QColor>
#include <QPalette>

namespace nonet::ui {

// a blended toward b by t (0 = a, 1 = b), opaque.
QColor mix(const QColor& a, const QColor& b, double t);

// WCAG relative luminance (0 = black, 1 = white) and contrast ratio (1 .. 21).
double luminance(const QColor& c);
double contrastRatio(const QColor& a, const QColor& b);

// The first of the candidates that reaches minRatio against background; the one with the
// best contrast when none does.
QColor readableOn(const QColor& background, std::initializer_list<QColor> candidates, double minRatio);

// The colour that marks an error: a red whose lightness is chosen against the background
// (dark red on light bases, light red on dark ones). Palettes have no "error" role.
QColor errorColor(const QPalette& palette);
// The same red, its lightness chosen against the background it is drawn on (a highlighted
// cell, say) so that it reaches 4.5:1 there; the palette's Text when no red does.
QColor errorColorOn(const QPalette& palette, const QColor& background);

} // namespace nonet::ui
