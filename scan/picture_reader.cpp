#include "scan/picture_reader.h"

#include "scan/glyph_cutter.h"
#include "scan/grid_finder.h"
#include "scan/grid_lines.h"
#include "scan/region_borders.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace nonet::scan {
namespace {

constexpr int kSide = 9;
constexpr int kGridPixels = kSide * PictureReader::kCellSide;
// Grids are looked for in a copy of the picture this large at most; reading uses all of it.
constexpr int kSearchSide = 1000;
// A straightened candidate scoring below this is no grid.
constexpr double kLeastScore = 0.4;

struct Candidate {
    Quad quad; // in picture pixels
    bool inverted = false;
    LineFit lines;
    cv::Mat square; // straightened, lines dark
};

float sideOf(const Quad& quad)
{
    float longest = 0;
    for (std::size_t i = 0; i < 4; ++i)
        longest = std::max(longest, std::hypot(quad[i].x - quad[(i + 1) % 4].x, quad[i].y - quad[(i + 1) % 4].y));
    return longest;
}

// The quad's content as a kGridPixels square. A large picture is first reduced with area
// averaging, so the warp does not alias a phone photo's noise into the cells.
cv::Mat straighten(const cv::Mat& picture, const Quad& quad)
{
    const double reduce = std::min(1.0, 2.0 * kGridPixels / sideOf(quad));
    cv::Mat source = picture;
    Quad corners = quad;
    if (reduce < 0.9) {
        // Only the quad's neighbourhood is reduced.
        std::vector<cv::Point2f> points(quad.begin(), quad.end());
        cv::Rect box = cv::boundingRect(points);
        box.x -= 2;
        box.y -= 2;
        box.width += 4;
        box.height += 4;
        box &= cv::Rect(0, 0, picture.cols, picture.rows);
        cv::resize(picture(box), source, cv::Size(), reduce, reduce, cv::INTER_AREA);
        for (cv::Point2f& corner : corners) corner = (corner - cv::Point2f(static_cast<float>(box.x), static_cast<float>(box.y))) * static_cast<float>(reduce);
    }
    const float last = static_cast<float>(kGridPixels - 1);
    const std::array<cv::Point2f, 4> target{cv::Point2f(0, 0), cv::Point2f(last, 0), cv::Point2f(last, last), cv::Point2f(0, last)};
    const cv::Mat transform = cv::getPerspectiveTransform(corners.data(), target.data());
    cv::Mat square;
    cv::warpPerspective(source, square, transform, cv::Size(kGridPixels, kGridPixels), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return square;
}

} // namespace

ReadResult PictureReader::read(const GrayImage& picture, std::stop_token stop, const Progress& progress) const
{
    ReadResult result;
    const auto report = [&](int percent) {
        if (progress) progress(percent);
    };
    if (!picture.isValid() || std::min(picture.width, picture.height) < kMinPictureSide) {
        result.error = ReadError::TooSmall;
        return result;
    }
    report(0);
    const cv::Mat original(picture.height, picture.width, CV_8U, const_cast<std::uint8_t*>(picture.pixels.data()));
    const double shrink = std::min(1.0, static_cast<double>(kSearchSide) / std::max(picture.width, picture.height));
    cv::Mat small;
    if (shrink < 1) cv::resize(original, small, cv::Size(), shrink, shrink, cv::INTER_AREA);
    else small = original;
    const int minSide = std::max(kSide * 5, static_cast<int>(std::min(small.cols, small.rows) * 0.12));

    std::optional<Candidate> best;
    cv::Mat invertedOriginal;
    for (const bool inverted : {false, true}) {
        // Fresh matrices for the inverted pass: small may share the caller's pixels.
        cv::Mat search;
        cv::Mat full = original;
        if (inverted) {
            cv::bitwise_not(small, search);
            cv::bitwise_not(original, invertedOriginal);
            full = invertedOriginal;
        } else {
            search = small;
        }
        for (const Quad& found : GridFinder::candidates(search, minSide)) {
            if (stop.stop_requested()) {
                result.error = ReadError::Cancelled;
                return result;
            }
            Quad quad = found;
            for (cv::Point2f& corner : quad) corner *= static_cast<float>(1.0 / shrink);
            Candidate candidate{quad, inverted, {}, straighten(full, quad)};
            candidate.lines = GridLines::fit(candidate.square, kSide, kCellSide);
            if (!best || candidate.lines.score > best->lines.score) best = std::move(candidate);
        }
        report(inverted ? 30 : 15);
    }
    if (!best || best->lines.score < kLeastScore) {
        result.error = ReadError::NoGrid;
        return result;
    }

    Reading reading;
    reading.side = kSide;
    for (std::size_t i = 0; i < 4; ++i) reading.corners[i] = {best->quad[i].x, best->quad[i].y};
    reading.cells.resize(kSide * kSide);
    const LineFit& lines = best->lines;
    reading.regions = RegionBorders::regions(best->square, lines, kCellSide);
    // Half the thick lines' width, so the cut starts past the line's ink.
    const int inset = std::max(1, lines.thickness / 2);
    for (int row = 0; row < kSide; ++row) {
        if (stop.stop_requested()) {
            result.error = ReadError::Cancelled;
            return result;
        }
        for (int col = 0; col < kSide; ++col) {
            const auto r = static_cast<std::size_t>(row);
            const auto c = static_cast<std::size_t>(col);
            cv::Rect box(lines.cols[c] + inset, lines.rows[r] + inset, lines.cols[c + 1] - lines.cols[c] - 2 * inset,
                         lines.rows[r + 1] - lines.rows[r] - 2 * inset);
            box &= cv::Rect(0, 0, kGridPixels, kGridPixels);
            CellReading& cell = reading.cells[r * kSide + c];
            const cv::Mat patch = best->square(box);
            const CellInk ink = GlyphCutter::cut(patch);
            if (!ink.glyph) {
                cell.value = 0;
                cell.confidence = ink.certainty;
                continue;
            }
            const auto p = classifier_->probabilities(*ink.glyph, patch);
            std::array<int, kDigitClasses> order{};
            for (int k = 0; k < kDigitClasses; ++k) order[static_cast<std::size_t>(k)] = k;
            std::partial_sort(order.begin(), order.begin() + 2, order.end(),
                              [&](int a, int b) { return p[static_cast<std::size_t>(a)] > p[static_cast<std::size_t>(b)]; });
            cell.value = order[0] + 1;
            cell.runnerUp = ink.certainty < 0.7F ? 0 : order[1] + 1;
            cell.confidence = p[static_cast<std::size_t>(order[0])] * ink.certainty;
        }
        report(30 + 70 * (row + 1) / kSide);
    }
    result.reading = std::move(reading);
    return result;
}

} // namespace nonet::scan
