#pragma once
// Tesseract (Debian's libtesseract with tesseract-ocr-eng) as the reader's cell
// classifier, to measure it against the reader's own network: each cell's grey patch,
// scaled up, read as a single character with only 1..9 allowed; Tesseract's confidence
// becomes the probability of the digit it read.

#include "scan/cell_classifier.h"

#include <memory>

namespace tesseract {
class TessBaseAPI;
}

namespace nonet::bench {

class TesseractCells : public scan::CellClassifier {
public:
    TesseractCells();
    ~TesseractCells() override;
    bool isReady() const { return ready_; }
    std::array<float, scan::kDigitClasses> probabilities(const scan::Glyph& glyph, const cv::Mat& cell) const override;

private:
    std::unique_ptr<tesseract::TessBaseAPI> api_;
    bool ready_ = false;
};

} // namespace nonet::bench
