#include "scan/grid_lines.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace nonet::scan {
namespace {

struct Axis {
    std::vector<int> lines;
    double onLines = 0;
    double between = 0;
    int thickness = 1;
};

// profile[i]: share of ink in line i. Finds the peak near each expected line.
Axis fitAxis(const std::vector<double>& profile, int side, int cell)
{
    Axis axis;
    const int size = static_cast<int>(profile.size());
    const int reach = std::max(2, cell / 4);
    for (int k = 0; k <= side; ++k) {
        const int expected = k * cell;
        int best = std::clamp(expected, 0, size - 1);
        for (int i = std::max(0, expected - reach); i <= std::min(size - 1, expected + reach); ++i)
            if (profile[static_cast<std::size_t>(i)] > profile[static_cast<std::size_t>(best)]) best = i;
        const double peak = profile[static_cast<std::size_t>(best)];
        // The centre of the line: the middle of the run of rows near the peak.
        int from = best;
        int to = best;
        while (from > 0 && profile[static_cast<std::size_t>(from - 1)] > peak * 0.7) --from;
        while (to < size - 1 && profile[static_cast<std::size_t>(to + 1)] > peak * 0.7) ++to;
        axis.thickness = std::max(axis.thickness, std::min(to - from + 1, cell / 4));
        axis.lines.push_back(peak > 0.5 ? (from + to) / 2 : expected);
        // The outer lines do not count: some programs draw no outer border.
        // A line off its expected place counts less: a frame around the grid, straightened
        // as if it were the grid, finds lines near some expected places, never near all.
        const double off = static_cast<double>((from + to) / 2 - expected) / reach;
        if (k > 0 && k < side) axis.onLines += std::min(1.0, peak / 0.75) * std::max(0.0, 1.0 - off * off);
        if (k < side) {
            // Between two lines: a cell's middle half.
            double sum = 0;
            int count = 0;
            for (int i = expected + cell / 4; i < expected + cell * 3 / 4 && i < size; ++i, ++count) sum += profile[static_cast<std::size_t>(i)];
            axis.between += count > 0 ? std::min(1.0, sum / count / 0.75) : 0.0;
        }
    }
    axis.onLines /= side - 1;
    axis.between /= side;
    for (std::size_t k = 1; k < axis.lines.size(); ++k) axis.lines[k] = std::max(axis.lines[k], axis.lines[k - 1] + cell / 2);
    return axis;
}

std::vector<double> profileOf(const cv::Mat& ink, bool rows)
{
    cv::Mat sum;
    cv::reduce(ink, sum, rows ? 1 : 0, cv::REDUCE_SUM, CV_64F);
    std::vector<double> profile(static_cast<std::size_t>(rows ? ink.rows : ink.cols));
    const double full = 255.0 * (rows ? ink.cols : ink.rows);
    for (std::size_t i = 0; i < profile.size(); ++i) profile[i] = sum.at<double>(static_cast<int>(i)) / full;
    return profile;
}

} // namespace

LineFit GridLines::fit(const cv::Mat& square, int side, int cell)
{
    cv::Mat ink;
    cv::adaptiveThreshold(square, ink, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, (cell / 2) | 1, 6);
    cv::Mat across;
    cv::dilate(ink, across, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, 5)));
    const Axis rows = fitAxis(profileOf(across, true), side, cell);
    cv::dilate(ink, across, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(5, 1)));
    const Axis cols = fitAxis(profileOf(across, false), side, cell);
    LineFit fit;
    fit.score = (rows.onLines + cols.onLines) / 2 - (rows.between + cols.between) / 2;
    fit.rows = rows.lines;
    fit.cols = cols.lines;
    fit.thickness = std::max(rows.thickness, cols.thickness);
    return fit;
}

} // namespace nonet::scan
