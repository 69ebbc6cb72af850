#pragma once
// What is wrong with the layout of a puzzle's shape (Jigsaw regions, Killer cages), in
// English for logs, the CLI and tests, with the cells it is about.

#include <string>
#include <vector>

namespace nonet {

struct LayoutProblem {
    std::string message;    // "region 3 has 10 cells; each region has 9"
    std::vector<int> cells; // the cells the problem is about, ascending
};

} // namespace nonet
