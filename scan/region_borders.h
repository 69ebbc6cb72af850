#pragma once
// Jigsaw regions from the thick lines of a straightened grid. Every line between two
// neighbouring cells is measured: how much ink it holds across its middle half, in pixels
// of full-black ink (a thick black line scores high, a thin grey one low). The edges fall
// into thick and thin; cells joined by thin edges form the regions.
//
//   +---+---+---+      thick edges between regions, thin inside them:
//   | 1   1 | 2 |      nine regions of nine cells each, other than the 3 x 3 boxes,
//   +   +---+   +      make a Jigsaw layout; the boxes, or no two clear widths (every
//   | 1 | 2   2 |      line alike), make none: the grid is read as the classic one
//   +---+---+---+

#include "scan/grid_lines.h"

#include <opencv2/core/mat.hpp>

#include <cstdint>
#include <vector>

namespace nonet::scan {

class RegionBorders {
public:
    // square: CV_8U, lines dark; lines: the grid's line positions in it. The regions 0..8
    // of the 81 cells (numbered by their first cell in reading order), or empty for the
    // classic boxes or when the lines give no layout.
    static std::vector<std::uint8_t> regions(const cv::Mat& square, const LineFit& lines, int cell);
};

} // namespace nonet::scan
