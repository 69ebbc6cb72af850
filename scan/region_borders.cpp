#include "scan/region_borders.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <numeric>

namespace nonet::scan {
namespace {

constexpr int kSide = 9;

// Ink across the line at `at` (x for a vertical line, y for a horizontal one), in pixels
// of full-strength ink: measured at every point of the span [from, to) along it against
// the paper beside it there, then the median of those, so a digit reaching the line at a
// few points does not thicken it.
double inkAcross(const cv::Mat& square, bool vertical, int at, int from, int to, int reach, double black)
{
    const int size = vertical ? square.cols : square.rows;
    std::vector<double> widths;
    for (int along = from; along < to; ++along) {
        double paper = 0;
        double sum = 0;
        int count = 0;
        for (int offset = -reach; offset <= reach; ++offset) {
            const int across = std::clamp(at + offset, 0, size - 1);
            const double value = vertical ? square.at<std::uint8_t>(along, across) : square.at<std::uint8_t>(across, along);
            paper = std::max(paper, value);
            sum += value;
            ++count;
        }
        // Darkness under the local paper, as pixels of full ink.
        widths.push_back(std::max(0.0, (paper * count - sum) / std::max(1.0, paper - black)));
    }
    if (widths.empty()) return 0;
    std::nth_element(widths.begin(), widths.begin() + static_cast<std::ptrdiff_t>(widths.size() / 2), widths.end());
    return widths[widths.size() / 2];
}

int find(std::array<int, 81>& parent, int cell)
{
    while (parent[static_cast<std::size_t>(cell)] != cell) cell = parent[static_cast<std::size_t>(cell)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
    return cell;
}

// The cells joined by edges thinner than `threshold`, numbered by their first cell; empty
// unless they make nine regions of nine cells.
std::vector<std::uint8_t> regionsOf(const std::vector<double>& ink, double threshold)
{
    std::array<int, 81> parent{};
    std::iota(parent.begin(), parent.end(), 0);
    const auto join = [&](int a, int b) { parent[static_cast<std::size_t>(find(parent, a))] = find(parent, b); };
    std::size_t e = 0;
    for (int r = 0; r < kSide; ++r)
        for (int c = 0; c + 1 < kSide; ++c, ++e)
            if (ink[e] < threshold) join(r * kSide + c, r * kSide + c + 1);
    for (int r = 0; r + 1 < kSide; ++r)
        for (int c = 0; c < kSide; ++c, ++e)
            if (ink[e] < threshold) join(r * kSide + c, (r + 1) * kSide + c);
    std::vector<std::uint8_t> regions(81);
    std::array<int, 81> number{};
    number.fill(-1);
    std::array<int, kSide> size{};
    int next = 0;
    for (int cell = 0; cell < 81; ++cell) {
        const auto root = static_cast<std::size_t>(find(parent, cell));
        if (number[root] < 0) {
            if (next == kSide) return {}; // more than nine regions
            number[root] = next++;
        }
        regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(number[root]);
        ++size[static_cast<std::size_t>(number[root])];
    }
    if (next != kSide || std::any_of(size.begin(), size.end(), [](int n) { return n != kSide; })) return {};
    return regions;
}

} // namespace

std::vector<std::uint8_t> RegionBorders::regions(const cv::Mat& square, const LineFit& lines, int cell)
{
    if (lines.rows.size() != kSide + 1 || lines.cols.size() != kSide + 1) return {};
    double black = 0;
    double white = 0;
    cv::minMaxLoc(square, &black, &white);
    if (white - black < 40) return {};
    const int reach = std::max(2, cell / 6);
    // Edge e: 0..71 the vertical lines right of (r, c) for c < 8, 72..143 the horizontal
    // lines below (r, c) for r < 8.
    std::vector<double> ink;
    for (int r = 0; r < kSide; ++r)
        for (int c = 0; c + 1 < kSide; ++c) {
            const int top = lines.rows[static_cast<std::size_t>(r)];
            const int bottom = lines.rows[static_cast<std::size_t>(r + 1)];
            const int quarter = (bottom - top) / 4;
            ink.push_back(inkAcross(square, true, lines.cols[static_cast<std::size_t>(c + 1)], top + quarter, bottom - quarter, reach, black));
        }
    for (int r = 0; r + 1 < kSide; ++r)
        for (int c = 0; c < kSide; ++c) {
            const int left = lines.cols[static_cast<std::size_t>(c)];
            const int right = lines.cols[static_cast<std::size_t>(c + 1)];
            const int quarter = (right - left) / 4;
            ink.push_back(inkAcross(square, false, lines.rows[static_cast<std::size_t>(r + 1)], left + quarter, right - quarter, reach, black));
        }
    // Thick and thin: of the thresholds between neighbouring widths that leave 24 to 110
    // thick edges, the one with the widest gap whose thin edges join the cells into nine
    // regions of nine; thick must be clearly thicker than thin.
    std::vector<double> sorted = ink;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::uint8_t> best;
    double widest = 0;
    for (std::size_t split = sorted.size() - 110; split <= sorted.size() - 24; ++split) {
        const double gap = sorted[split] - sorted[split - 1];
        if (gap <= widest) continue;
        const double thin = std::accumulate(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(split), 0.0) / static_cast<double>(split);
        const double thick = std::accumulate(sorted.begin() + static_cast<std::ptrdiff_t>(split), sorted.end(), 0.0)
                             / static_cast<double>(sorted.size() - split);
        if (thick < 1.6 * thin) continue;
        auto regions = regionsOf(ink, (sorted[split - 1] + sorted[split]) / 2);
        if (regions.empty()) continue;
        widest = gap;
        best = std::move(regions);
    }
    if (best.empty()) return {};
    bool boxes = true;
    for (int cell = 0; cell < 81 && boxes; ++cell) {
        const int box = (cell / 9 / 3) * 3 + (cell % 9) / 3;
        boxes = best[static_cast<std::size_t>(cell)] == best[static_cast<std::size_t>(box / 3 * 27 + box % 3 * 3)];
    }
    return boxes ? std::vector<std::uint8_t>{} : best;
}

} // namespace nonet::scan
