#pragma once
// Where a grid may be: four-cornered outlines of the picture's line work, largest first.
//
//   grey --adaptive threshold--> ink (lines, digits, text) --contours--> convex hulls
//        --polygon fit--> the hulls with four corners, large enough for 9 x 9 cells
//
// The outline of a grid is its outer border, or, where a program draws none, the hull of
// its inner lines (they run to the grid's edge). Which candidate is a grid, GridLines says.

#include "scan/reading.h"

#include <opencv2/core/mat.hpp>

#include <array>
#include <vector>

namespace nonet::scan {

using Quad = std::array<cv::Point2f, 4>; // top-left, top-right, bottom-right, bottom-left

class GridFinder {
public:
    // gray: CV_8U, lines darker than the paper. minSide: the least side in pixels.
    static std::vector<Quad> candidates(const cv::Mat& gray, int minSide);
    // The corners in reading order (top-left first, clockwise).
    static Quad ordered(const std::vector<cv::Point>& corners);
};

} // namespace nonet::scan
