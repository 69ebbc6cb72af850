#include "scan/illumination.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace nonet::scan {

cv::Mat Illumination::flattened(const cv::Mat& gray, int reach)
{
    const int side = std::max(3, reach | 1);
    cv::Mat paper;
    cv::morphologyEx(gray, paper, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(side, side)), cv::Point(-1, -1), 1,
                     cv::BORDER_REPLICATE);
    cv::Mat flat(gray.size(), CV_8U);
    for (int y = 0; y < gray.rows; ++y) {
        const auto* in = gray.ptr<std::uint8_t>(y);
        const auto* light = paper.ptr<std::uint8_t>(y);
        auto* out = flat.ptr<std::uint8_t>(y);
        // A paper level under 8 is black, not paper in a shadow: kept as it is.
        for (int x = 0; x < gray.cols; ++x)
            out[x] = light[x] < 8 ? in[x] : static_cast<std::uint8_t>(std::min(255, (in[x] * 255 + light[x] / 2) / light[x]));
    }
    return flat;
}

} // namespace nonet::scan
