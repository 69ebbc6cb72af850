#include "scan/picture_reader.h"

#include "scan/glyph_cutter.h"
#include "scan/grid_finder.h"
#include "scan/grid_lines.h"
#include "scan/illumination.h"
#include "scan/region_borders.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <mutex>
#include <vector>

namespace nonet::scan {
namespace {

constexpr int kSide = 9;
constexpr int kGridPixels = kSide * PictureReader::kCellSide;
// Grids are looked for in a copy of the picture this large at most; reading uses all of it.
constexpr int kSearchSide = 1000;
// A straightened candidate scoring below this is no grid.
constexpr double kLeastScore = 0.4;
// A grid whose cells are smaller than this in the picture, scoring at least
// kLeastSmallScore, is a grid too small or blurred to read, not a picture without a grid.
constexpr float kLeastCellPixels = 22;
constexpr double kLeastSmallScore = 0.15;
// The first this many candidates (the largest of the dark-on-light pass first) are tried as
// grids of other sizes.
constexpr std::size_t kOtherGridsTried = 3;
// The light is evened out over this reach in a straightened grid: wider than a bold
// digit's stroke and a thick line, narrower than a cell.
constexpr int kFlattenReach = PictureReader::kCellSide * 2 / 5;

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

// How far a cell's edges are smeared, in its own pixels: an edge of contrast c blurred by a
// Gaussian of sigma s rises at most c / (s sqrt(2 pi)) a pixel. The tenth steepest
// gradient stands for the steepest, so a few noisy pixels do not make a blurred cell sharp.
float edgeBlur(const cv::Mat& patch)
{
    cv::Mat gx;
    cv::Mat gy;
    cv::Sobel(patch, gx, CV_32F, 1, 0, 3, 1.0 / 8);
    cv::Sobel(patch, gy, CV_32F, 0, 1, 3, 1.0 / 8);
    cv::Mat steep;
    cv::magnitude(gx, gy, steep);
    std::vector<float> slopes(steep.begin<float>(), steep.end<float>());
    constexpr std::size_t kRank = 10;
    if (slopes.size() <= kRank) return 1;
    std::nth_element(slopes.begin(), slopes.begin() + kRank, slopes.end(), std::greater<>());
    double least = 0;
    double most = 0;
    cv::minMaxLoc(patch, &least, &most);
    const float contrast = static_cast<float>(most - least);
    return slopes[kRank] > 0 ? std::max(0.5F, 0.4F * contrast / slopes[kRank]) : 1000.0F;
}

// Whether a straightened candidate is a square grid of another size than 9 x 9 (a
// crossword's 13 x 13, 15 x 15, ...) with nothing but blanks and black squares in its cells:
// the small numbers in a crossword's corners are off the cells' centres and the black
// squares fill them, so the glyph cutter finds no glyph in either.
bool isEmptyGrid(const cv::Mat& square)
{
    constexpr int kCell = 32;
    for (const int side : {5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 25}) {
        cv::Mat resized;
        cv::resize(square, resized, cv::Size(side * kCell, side * kCell), 0, 0, cv::INTER_AREA);
        const LineFit lines = GridLines::fit(resized, side, kCell);
        if (lines.score < kLeastScore) continue;
        const int inset = std::max(1, lines.thickness / 2);
        for (int row = 0; row < side; ++row)
            for (int col = 0; col < side; ++col) {
                const auto r = static_cast<std::size_t>(row);
                const auto c = static_cast<std::size_t>(col);
                cv::Rect box(lines.cols[c] + inset, lines.rows[r] + inset, lines.cols[c + 1] - lines.cols[c] - 2 * inset,
                             lines.rows[r + 1] - lines.rows[r] - 2 * inset);
                box &= cv::Rect(0, 0, resized.cols, resized.rows);
                if (box.empty()) continue;
                if (GlyphCutter::cut(resized(box)).glyph) return false;
            }
        return true;
    }
    return false;
}

// OpenCV runs its loops on a pool of worker threads (TBB on Debian) that outlives every
// reading and is still running while the program exits, where LeakSanitizer's final check
// has crashed among them. A reading takes a fraction of a second and always runs on a
// worker of Nonet's own, so OpenCV is told once to run every call on the calling thread.
void runOpenCvOnTheCallingThread()
{
    static std::once_flag once;
    std::call_once(once, [] { cv::setNumThreads(0); });
}

} // namespace

ReadResult PictureReader::read(const GrayImage& picture, std::stop_token stop, const Progress& progress) const
{
    runOpenCvOnTheCallingThread();
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
    // Grids down to a twentieth of the picture are looked for: a grid too small to read is
    // declined as such (Unreadable), not as no grid.
    const int minSide = std::max(kSide * 5, static_cast<int>(std::min(small.cols, small.rows) * 0.05));
    // Lines and strokes in the search copy are a few pixels wide; a shadow is wider.
    const int searchReach = std::max(9, std::min(small.cols, small.rows) / 60);

    std::optional<Candidate> best;
    std::optional<Candidate> smallest; // the best of the candidates with cells under kLeastCellPixels
    std::vector<cv::Mat> others;       // the first kOtherGridsTried candidates, straightened
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
        search = Illumination::flattened(search, searchReach);
        for (const Quad& found : GridFinder::candidates(search, minSide)) {
            if (stop.stop_requested()) {
                result.error = ReadError::Cancelled;
                return result;
            }
            Quad quad = found;
            for (cv::Point2f& corner : quad) corner *= static_cast<float>(1.0 / shrink);
            Candidate candidate{quad, inverted, {}, Illumination::flattened(straighten(full, quad), kFlattenReach)};
            candidate.lines = GridLines::fit(candidate.square, kSide, kCellSide);
            if (sideOf(quad) < kSide * kLeastCellPixels && (!smallest || candidate.lines.score > smallest->lines.score)) smallest = candidate;
            if (others.size() < kOtherGridsTried) others.push_back(candidate.square);
            if (!best || candidate.lines.score > best->lines.score) best = std::move(candidate);
        }
        report(inverted ? 30 : 15);
    }
    if (!best || best->lines.score < kLeastScore) {
        // No 9 x 9 grid to read. A small one that looks half like a grid is one too small
        // or blurred for its lines to show; a grid of another size with nothing in its
        // cells is an empty grid or a crossword.
        if (smallest && smallest->lines.score >= kLeastSmallScore) result.error = ReadError::Unreadable;
        else if (std::any_of(others.begin(), others.end(), [](const cv::Mat& square) { return isEmptyGrid(square); })) result.error = ReadError::NoDigits;
        else result.error = ReadError::NoGrid;
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
    std::vector<float> legibilities;
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
            legibilities.push_back(ink.glyph->heightShare * static_cast<float>(patch.rows) / edgeBlur(patch));
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
    if (!legibilities.empty()) {
        std::nth_element(legibilities.begin(), legibilities.begin() + static_cast<std::ptrdiff_t>(legibilities.size() / 2), legibilities.end());
        reading.legibility = legibilities[legibilities.size() / 2];
    }
    // Offering a puzzle whose cells must be checked one by one is no help; asking for a
    // closer picture is.
    if (reading.unsureCells().size() > static_cast<std::size_t>(kMostUnsure) || (!legibilities.empty() && reading.legibility < kLeastLegibility)) {
        result.error = ReadError::Unreadable;
        return result;
    }
    const auto digits = std::count_if(reading.cells.begin(), reading.cells.end(), [](const CellReading& cell) { return cell.value != 0; });
    if (digits < kLeastDigits) {
        result.error = ReadError::NoDigits;
        return result;
    }
    // No classic Sudoku has fewer givens than 17: fewer read are givens missed.
    if (reading.regions.empty() && digits < kLeastGivens) {
        result.error = ReadError::Unreadable;
        return result;
    }
    result.reading = std::move(reading);
    return result;
}

} // namespace nonet::scan
