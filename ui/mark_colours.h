#pragma once
// The colours a player puts on cells and notes (colour 1..kColourCount; core/game/cell_marks.h),
// as painted in the palette at hand. A colour never rests on hue alone: each also has its
// own pattern (below), the popup's swatches and the menus show its number, and screen
// readers hear "colour 2".
//
//   1 plain   2 ////   3 ====   4 ::::   5 ||||   6 XXXX
//
// The hues are the Okabe-Ito set (told apart with every common colour-vision deficiency),
// grey in place of its vermillion (a second orange once tinted), blended into the palette's
// Base so a light theme gets pale tints and a dark one deep ones.
// The pattern is drawn in a second shade (toward Text where it has contrast to spare, else
// toward Base); digits are chosen against whichever of the two is closer to Text, so they
// read on both (tests/test_dark_palette.cpp).

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QRectF>

class QPainter;

namespace nonet::ui {

// The fill of a coloured cell (colour 1..kColourCount).
QColor markFill(const QPalette& palette, int colour);
// The second shade, of the pattern on that fill.
QColor markPatternShade(const QPalette& palette, int colour);
// Of the two, the one digits drawn over the colour are chosen against (less contrast).
QColor markInkBackground(const QPalette& palette, int colour);
// Fills `area` with the colour and its pattern, clipped to it. `scale` is the size the
// pattern is measured by (a cell's side, or a note's slot).
void paintMark(QPainter& painter, const QRectF& area, const QPalette& palette, int colour, double scale);
// A swatch for menus and buttons: the colour, its pattern and its number, drawn with the
// application's palette at paint time; colour 0 is a struck-out empty square ("no colour").
QIcon markSwatch(int colour);

} // namespace nonet::ui
