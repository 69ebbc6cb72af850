#pragma once
// How a test picture's board looks when it is not Nonet's own: the font file of the
// digits, line widths, light or dark theme, shaded cells, an outer border or none.

#include <QColor>
#include <QString>

#include <cstdint>
#include <vector>

namespace nonet::testing {

struct BoardLook {
    QString fontFile;       // a TrueType file of a Debian font package
    bool dark = false;      // light digits and lines on a dark board
    double thinLine = 1;    // pixels
    double thickLine = 3;   // pixels; equal to thinLine for boards without box lines
    bool outerBorder = true;
    double digitShare = 0.6; // the digits' height as a share of the cell
    bool shadeSelection = false; // a selected cell with its row, column and box shaded
    QColor givenInk;        // invalid: black (white on dark)
    // A Jigsaw board: each cell's region 0..8, drawn with thick lines between regions
    // and thin ones inside them (empty: the classic boxes).
    std::vector<std::uint8_t> regions;
};

} // namespace nonet::testing
