#pragma once
// Reads a 9 x 9 puzzle (classic or Jigsaw) from a picture (a screenshot, a scanned page, a phone
// photo): finds the grid, straightens it, cuts it into cells and reads each cell's given.
//
//   picture --(both ways: dark lines on light paper, and light on dark)-->
//     GridFinder: candidate outlines --straighten each--> GridLines: the best grid
//     --per cell--> GlyphCutter: blank, or a glyph --> DigitNetwork: 1..9 with a probability
//     --thick and thin lines--> RegionBorders: a Jigsaw grid's regions
//   Each straightened candidate has its light evened out first (Illumination), so a shadow
//   is never ink. A grid with too many unsure cells is declined (Unreadable), one with
//   (almost) no digits refused (NoDigits): neither is offered as a puzzle.
//
// Pure C++ with OpenCV's core and imgproc; no Qt, no statics that change (OpenCV is told
// once to run on the calling thread), so any number of threads may read at once. The stop
// token is checked between candidates and between rows of cells.

#include "scan/digit_network.h"
#include "scan/gray_image.h"
#include "scan/reading.h"

#include <functional>
#include <stop_token>

namespace nonet::scan {

class PictureReader {
public:
    // Pixels a straightened cell is read at.
    static constexpr int kCellSide = 48;
    // Pictures with a shorter side hold no readable grid.
    static constexpr int kMinPictureSide = 60;
    // More unsure cells than this: the picture is declined as too small or blurred to read
    // (docs/performance.md, "Reading pictures", has the calibration).
    static constexpr int kMostUnsure = 12;
    // Digits less legible than this (Reading::legibility) are too small or blurred to read,
    // however sure the classifier is of them (the same calibration).
    static constexpr float kLeastLegibility = 13;
    // Fewer digits than this: a grid, but not a puzzle (an empty grid, a crossword).
    static constexpr int kLeastDigits = 8;
    // Fewer digits than this in a classic grid (but kLeastDigits or more): digits were
    // missed, so the picture is declined as too small or blurred to read.
    static constexpr int kLeastGivens = 17;

    // percent: 0..100, called on the reading thread.
    using Progress = std::function<void(int percent)>;

    // Reads digits with the trained network.
    PictureReader() : own_(trainedDigitWeights()), classifier_(&own_) {}
    // Reads digits with `classifier` (not owned; it outlives the reader).
    explicit PictureReader(const CellClassifier& classifier) : own_(trainedDigitWeights()), classifier_(&classifier) {}
    PictureReader(const PictureReader&) = delete;
    PictureReader& operator=(const PictureReader&) = delete;

    ReadResult read(const GrayImage& picture, std::stop_token stop = {}, const Progress& progress = {}) const;

private:
    DigitNetwork own_;
    const CellClassifier* classifier_;
};

} // namespace nonet::scan
