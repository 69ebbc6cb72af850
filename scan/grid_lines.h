#pragma once
// The lines of a straightened grid: how much a square picture looks like a grid of
// side x side cells, and where its lines run.
//
//   profile: the share of each row (column) of pixels that is ink, after a small
//   smear across the line so a line a pixel off straight still counts whole
//
//   |   .   .   |   .   .   |       score = mean of the profile's peak near each of the
//   ^   ^   ^   ^                   side - 1 inner lines, less its mean between them
//   line positions: the peak nearest each expected line (its centre), else the expected one

#include <opencv2/core/mat.hpp>

#include <vector>

namespace nonet::scan {

struct LineFit {
    double score = 0;
    std::vector<int> rows; // side + 1 positions of the horizontal lines, top to bottom
    std::vector<int> cols; // side + 1 positions of the vertical lines, left to right
    int thickness = 1;     // the thicker lines' width in pixels
};

class GridLines {
public:
    // square: CV_8U, lines darker than the paper, cell pixels per cell.
    static LineFit fit(const cv::Mat& square, int side, int cell);
};

} // namespace nonet::scan
