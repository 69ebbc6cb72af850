#include "scan/glyph_cutter.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace nonet::scan {
namespace {

// Paper is the patch's median; the darkest ink its 1st percentile.
struct Levels {
    int paper = 255;
    int ink = 255;
};

Levels levelsOf(const cv::Mat& patch)
{
    std::array<int, 256> histogram{};
    for (int y = 0; y < patch.rows; ++y) {
        const auto* row = patch.ptr<std::uint8_t>(y);
        for (int x = 0; x < patch.cols; ++x) ++histogram[row[x]];
    }
    const int total = patch.rows * patch.cols;
    Levels levels;
    int seen = 0;
    bool inkFound = false;
    for (int v = 0; v < 256; ++v) {
        seen += histogram[static_cast<std::size_t>(v)];
        if (!inkFound && seen * 100 >= total) {
            levels.ink = v;
            inkFound = true;
        }
        if (seen * 2 >= total) {
            levels.paper = v;
            break;
        }
    }
    return levels;
}

float clamp01(float value) { return std::clamp(value, 0.0F, 1.0F); }

} // namespace

CellInk GlyphCutter::cut(const cv::Mat& patch)
{
    CellInk result;
    if (patch.rows < 8 || patch.cols < 8) return result;
    const Levels levels = levelsOf(patch);
    const int contrast = levels.paper - levels.ink;
    // Paper noise, JPEG ringing and faint shading stay below this.
    constexpr int kFaint = 28;
    if (contrast < kFaint) {
        result.certainty = 1.0F - 0.3F * clamp01(static_cast<float>(contrast - kFaint / 2) / (kFaint / 2.0F));
        return result;
    }
    cv::Mat mask;
    cv::threshold(patch, mask, levels.paper - contrast / 2, 255, cv::THRESH_BINARY_INV);
    cv::Mat labels;
    cv::Mat stats;
    cv::Mat centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);

    const int w = patch.cols;
    const int h = patch.rows;
    const cv::Rect centre(w * 3 / 10, h * 3 / 10, w - 2 * (w * 3 / 10), h - 2 * (h * 3 / 10));
    const int minArea = std::max(3, w * h / 400);
    cv::Rect box;
    std::vector<int> kept;
    for (int label = 1; label < count; ++label) {
        const cv::Rect r(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                         stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        const int area = stats.at<int>(label, cv::CC_STAT_AREA);
        if (area < minArea) continue;
        const bool touches = r.x == 0 || r.y == 0 || r.x + r.width == w || r.y + r.height == h;
        // A grid line left at the border: long along it and thin across.
        const bool alongBorder = (r.width * 10 > w * 6 && r.height * 10 < h * 3) || (r.height * 10 > h * 6 && r.width * 10 < w * 3);
        if (touches && alongBorder) continue;
        if ((r & centre).empty()) continue;
        // Ink filling most of the cell across is a highlight or a shaded cell, not a digit.
        if (r.width * 100 > w * 95 && r.height * 100 > h * 95) continue;
        kept.push_back(label);
        box = box.empty() ? r : (box | r);
    }
    if (kept.empty()) {
        // Dark specks but nothing a given could be: fairly sure it is blank.
        result.certainty = 0.9F;
        return result;
    }
    const float heightShare = static_cast<float>(box.height) / static_cast<float>(h);
    // Around the pencil-mark limit the cutter cannot tell; far from it, it can.
    const float sizeCertainty = clamp01(0.5F + std::abs(heightShare - kMinHeightShare) / 0.1F);
    const float contrastCertainty = clamp01(0.6F + static_cast<float>(contrast - kFaint) / 40.0F);
    if (heightShare < kMinHeightShare) {
        result.certainty = std::min(sizeCertainty, 0.95F);
        return result;
    }
    result.certainty = std::min(sizeCertainty, contrastCertainty);

    // The kept components' ink levels, everything else paper.
    cv::Mat keep = cv::Mat::zeros(box.size(), CV_8U);
    const cv::Mat labelsBox = labels(box);
    for (int y = 0; y < box.height; ++y)
        for (int x = 0; x < box.width; ++x)
            if (std::find(kept.begin(), kept.end(), labelsBox.at<int>(y, x)) != kept.end()) keep.at<std::uint8_t>(y, x) = 255;
    cv::dilate(keep, keep, cv::Mat());
    cv::Mat ink(box.size(), CV_32F);
    const cv::Mat source = patch(box);
    const float scale = 1.25F / static_cast<float>(contrast);
    for (int y = 0; y < box.height; ++y)
        for (int x = 0; x < box.width; ++x) {
            const float level = clamp01(static_cast<float>(levels.paper - source.at<std::uint8_t>(y, x)) * scale);
            ink.at<float>(y, x) = keep.at<std::uint8_t>(y, x) != 0 ? level : 0.0F;
        }

    // Scale the box to fit kGlyphBox, keeping its shape (a 1 stays narrow), and centre it.
    const float fit = static_cast<float>(kGlyphBox) / static_cast<float>(std::max(box.width, box.height));
    const int gw = std::max(1, static_cast<int>(std::lround(static_cast<float>(box.width) * fit)));
    const int gh = std::max(1, static_cast<int>(std::lround(static_cast<float>(box.height) * fit)));
    cv::Mat scaled;
    cv::resize(ink, scaled, cv::Size(gw, gh), 0, 0, fit < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    Glyph glyph;
    glyph.aspect = static_cast<float>(box.width) / static_cast<float>(box.height);
    glyph.heightShare = heightShare;
    const int left = (kGlyphSide - gw) / 2;
    const int top = (kGlyphSide - gh) / 2;
    for (int y = 0; y < gh; ++y)
        for (int x = 0; x < gw; ++x)
            glyph.ink[static_cast<std::size_t>((top + y) * kGlyphSide + left + x)] = clamp01(scaled.at<float>(y, x));
    result.glyph = glyph;
    return result;
}

} // namespace nonet::scan
