#pragma once
// What tells the digit in a cell: the reader's own network (DigitNetwork), or, for
// measuring it against another, any other classifier (nonet-bench-scan's Tesseract).

#include "scan/glyph.h"

#include <opencv2/core/mat.hpp>

#include <array>

namespace nonet::scan {

inline constexpr int kDigitClasses = 9;

class CellClassifier {
public:
    virtual ~CellClassifier() = default;
    // Probabilities of 1..9 (index 0 is the digit 1). glyph: the cell's ink cut out and
    // normalised; cell: the cell's grey patch, ink dark.
    virtual std::array<float, kDigitClasses> probabilities(const Glyph& glyph, const cv::Mat& cell) const = 0;
};

} // namespace nonet::scan
