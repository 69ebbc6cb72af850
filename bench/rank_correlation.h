#pragma once
// Spearman's rank correlation: Pearson's correlation of the ranks, tied values sharing the
// mean of their ranks (so a coarse score with many ties is not flattered).

#include <vector>

namespace nonet::bench {

std::vector<double> ranks(const std::vector<double>& values);
// Both vectors the same size, at least 2; nothing meaningful when one of them is constant.
double spearman(const std::vector<double>& a, const std::vector<double>& b);

} // namespace nonet::bench
