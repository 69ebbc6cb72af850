#include "bench/rank_correlation.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace nonet::bench {

std::vector<double> ranks(const std::vector<double>& values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> out(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
        const double rank = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k) out[order[k]] = rank;
        i = j + 1;
    }
    return out;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b)
{
    const std::vector<double> ra = ranks(a);
    const std::vector<double> rb = ranks(b);
    const double n = static_cast<double>(ra.size());
    const double meanA = std::accumulate(ra.begin(), ra.end(), 0.0) / n;
    const double meanB = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
    double ab = 0, aa = 0, bb = 0;
    for (std::size_t i = 0; i < ra.size(); ++i) {
        ab += (ra[i] - meanA) * (rb[i] - meanB);
        aa += (ra[i] - meanA) * (ra[i] - meanA);
        bb += (rb[i] - meanB) * (rb[i] - meanB);
    }
    return ab / std::sqrt(aa * bb);
}

} // namespace nonet::bench
