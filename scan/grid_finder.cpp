#include "scan/grid_finder.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <optional>

namespace nonet::scan {
namespace {

constexpr std::size_t kMostCandidates = 12;

float distance(cv::Point2f a, cv::Point2f b) { return std::hypot(a.x - b.x, a.y - b.y); }
float distance(cv::Point a, cv::Point b) { return distance(cv::Point2f(a), cv::Point2f(b)); }

bool sameQuad(const Quad& a, const Quad& b, float tolerance)
{
    for (std::size_t i = 0; i < 4; ++i)
        if (distance(a[i], b[i]) > tolerance) return false;
    return true;
}

std::optional<cv::Point2f> meet(cv::Point2f a, cv::Point2f b, cv::Point2f c, cv::Point2f d)
{
    const cv::Point2f r = b - a;
    const cv::Point2f s = d - c;
    const float cross = r.x * s.y - r.y * s.x;
    if (std::abs(cross) < 1e-6F * (r.dot(r) + s.dot(s))) return std::nullopt;
    const float t = ((c - a).x * s.y - (c - a).y * s.x) / cross;
    return a + t * r;
}

// The corners where the hull's four longest sides meet. A plain square hull gives its own
// corners; so does one whose corners are rounded, or cut off where a grid without an outer
// border has no ink (its inner lines end at the edge).
std::optional<Quad> sidesMeet(const std::vector<cv::Point>& hull)
{
    std::vector<cv::Point> polygon;
    const double perimeter = cv::arcLength(hull, true);
    cv::approxPolyDP(hull, polygon, 0.01 * perimeter, true);
    // A side the fit broke in two at a small bump (a line's end, a digit at the edge) is
    // one side again: corners that turn by less than 12 degrees go.
    for (bool merged = true; merged && polygon.size() > 4;) {
        merged = false;
        for (std::size_t i = 0; i < polygon.size() && polygon.size() > 4; ++i) {
            const cv::Point2f before = polygon[(i + polygon.size() - 1) % polygon.size()];
            const cv::Point2f here = polygon[i];
            const cv::Point2f after = polygon[(i + 1) % polygon.size()];
            const cv::Point2f a = here - before;
            const cv::Point2f b = after - here;
            const float lengths = std::sqrt(a.dot(a) * b.dot(b));
            if (lengths > 0 && a.dot(b) > 0 && std::abs(a.x * b.y - a.y * b.x) < 0.21F * lengths) {
                polygon.erase(polygon.begin() + static_cast<std::ptrdiff_t>(i));
                merged = true;
            }
        }
    }
    const std::size_t n = polygon.size();
    if (n < 4) return std::nullopt;
    std::vector<std::size_t> sides(n);
    for (std::size_t i = 0; i < n; ++i) sides[i] = i;
    const auto length = [&](std::size_t i) { return distance(polygon[i], polygon[(i + 1) % n]); };
    std::partial_sort(sides.begin(), sides.begin() + 4, sides.end(), [&](std::size_t a, std::size_t b) { return length(a) > length(b); });
    sides.resize(4);
    float sideLength = 0;
    for (const std::size_t i : sides) sideLength += length(i);
    // Mostly four straight sides, or it is not a grid's outline.
    if (sideLength < 0.75F * static_cast<float>(perimeter)) return std::nullopt;
    std::sort(sides.begin(), sides.end());
    std::vector<cv::Point> corners;
    for (std::size_t k = 0; k < 4; ++k) {
        const std::size_t i = sides[k];
        const std::size_t j = sides[(k + 1) % 4];
        const auto corner = meet(polygon[i], polygon[(i + 1) % n], polygon[j], polygon[(j + 1) % n]);
        if (!corner) return std::nullopt;
        corners.emplace_back(cvRound(corner->x), cvRound(corner->y));
    }
    if (!cv::isContourConvex(corners)) return std::nullopt;
    return GridFinder::ordered(corners);
}

} // namespace

Quad GridFinder::ordered(const std::vector<cv::Point>& corners)
{
    // Top-left has the least x + y, bottom-right the most; of the other two, top-right has
    // the larger x - y. Holds for any tilt under 45 degrees.
    Quad quad;
    std::vector<cv::Point2f> points(corners.begin(), corners.end());
    const auto bySum = [](cv::Point2f a, cv::Point2f b) { return a.x + a.y < b.x + b.y; };
    std::sort(points.begin(), points.end(), bySum);
    quad[0] = points[0];
    quad[2] = points[3];
    const bool firstIsRight = points[1].x - points[1].y > points[2].x - points[2].y;
    quad[1] = firstIsRight ? points[1] : points[2];
    quad[3] = firstIsRight ? points[2] : points[1];
    return quad;
}

std::vector<Quad> GridFinder::candidates(const cv::Mat& gray, int minSide)
{
    cv::Mat ink;
    const int block = std::max(15, (std::min(gray.cols, gray.rows) / 24) | 1);
    cv::adaptiveThreshold(gray, ink, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, block, 8);
    // Close the small gaps a blurred or faint thin line leaves.
    cv::dilate(ink, ink, cv::Mat());
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(ink, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);

    struct Found {
        Quad quad;
        double area;
    };
    std::vector<Found> found;
    const double minArea = static_cast<double>(minSide) * minSide;
    for (const auto& contour : contours) {
        if (contour.size() < 4) continue;
        const cv::Rect bounds = cv::boundingRect(contour);
        if (bounds.width < minSide || bounds.height < minSide) continue;
        std::vector<cv::Point> hull;
        cv::convexHull(contour, hull);
        const double area = cv::contourArea(hull);
        if (area < minArea) continue;
        const auto quad = sidesMeet(hull);
        if (!quad) continue;
        // A grid seen in perspective still has sides of like length.
        const float top = distance((*quad)[0], (*quad)[1]);
        const float right = distance((*quad)[1], (*quad)[2]);
        const float bottom = distance((*quad)[2], (*quad)[3]);
        const float left = distance((*quad)[3], (*quad)[0]);
        const float longest = std::max({top, right, bottom, left});
        const float shortest = std::min({top, right, bottom, left});
        if (shortest < static_cast<float>(minSide) || longest > 2.2F * shortest) continue;
        std::vector<cv::Point2f> corners(quad->begin(), quad->end());
        found.push_back({*quad, cv::contourArea(corners)});
    }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.area > b.area; });
    std::vector<Quad> quads;
    for (const Found& f : found) {
        const float tolerance = 0.02F * std::sqrt(static_cast<float>(f.area));
        if (std::any_of(quads.begin(), quads.end(), [&](const Quad& q) { return sameQuad(q, f.quad, tolerance); })) continue;
        quads.push_back(f.quad);
        if (quads.size() == kMostCandidates) break;
    }
    return quads;
}

} // namespace nonet::scan
