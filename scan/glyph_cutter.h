#pragma once
// Tells a blank cell from one holding a glyph, and cuts the glyph out (glyph.h).
//
//   +----------------+   the patch is one cell between the grid lines' centres; ink that
//   |######..........|   touches the border and runs along it is a grid line, ink off the
//   |  .   _    .    |   centre is a pencil mark or noise, ink lower than kMinHeightShare
//   |  .  |_|   .    |   of the cell is a small candidate digit: none of them is a given
//   |  .    |   .    |
//   +----------------+

#include "scan/glyph.h"

#include <opencv2/core/mat.hpp>

#include <optional>

namespace nonet::scan {

struct CellInk {
    std::optional<Glyph> glyph;
    // How sure the cutter is that the cell is blank (glyph empty) or holds a glyph of a
    // given's size (glyph set): low for faint ink and for ink near the size limits.
    float certainty = 1;
};

class GlyphCutter {
public:
    // Below this share of the cell's height, ink is a pencil mark, not a given.
    static constexpr float kMinHeightShare = 0.3F;

    // patch: CV_8U, ink darker than the paper.
    static CellInk cut(const cv::Mat& patch);
};

} // namespace nonet::scan
