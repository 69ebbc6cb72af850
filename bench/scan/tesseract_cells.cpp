#include "bench/scan/tesseract_cells.h"

#include <opencv2/imgproc.hpp>
#include <tesseract/baseapi.h>

#include <memory>

namespace nonet::bench {

TesseractCells::TesseractCells() : api_(std::make_unique<tesseract::TessBaseAPI>())
{
    ready_ = api_->Init(nullptr, "eng", tesseract::OEM_LSTM_ONLY) == 0;
    if (!ready_) return;
    api_->SetPageSegMode(tesseract::PSM_SINGLE_CHAR);
    api_->SetVariable("tessedit_char_whitelist", "123456789");
}

TesseractCells::~TesseractCells()
{
    if (ready_) api_->End();
}

std::array<float, scan::kDigitClasses> TesseractCells::probabilities(const scan::Glyph&, const cv::Mat& cell) const
{
    std::array<float, scan::kDigitClasses> p{};
    // Tesseract reads text about 30 pixels high best; a white frame keeps it off the edges.
    cv::Mat big;
    cv::resize(cell, big, cv::Size(), 1.5, 1.5, cv::INTER_CUBIC);
    cv::copyMakeBorder(big, big, 12, 12, 12, 12, cv::BORDER_REPLICATE);
    api_->SetImage(big.data, big.cols, big.rows, 1, static_cast<int>(big.step));
    const std::unique_ptr<char[]> text(api_->GetUTF8Text());
    const int confidence = api_->MeanTextConf();
    for (const char* c = text.get(); c != nullptr && *c != '\0'; ++c)
        if (*c >= '1' && *c <= '9') {
            p[static_cast<std::size_t>(*c - '1')] = static_cast<float>(confidence) / 100.0F;
            return p;
        }
    return p; // nothing read: no digit is likely
}

} // namespace nonet::bench
