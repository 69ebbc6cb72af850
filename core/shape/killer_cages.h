#pragma once
// Killer cages: groups of orthogonally connected cells, each with a sum. The values of a
// cage are all different and add up to its sum; every cell of a Killer is in one cage.
//
//   +-----+-----+--        cage 0: r1c1 r1c2 r2c1, sum 14 (printed in its first cell)
//   |14         |9         cage 1: r1c3 r2c3 r2c2, sum 9
//   |     +-----+          ...
//   |     |     |
//
// A layout is valid when every cage is connected, has 1 to `side` cells and a sum that
// different values 1..side can make in that many cells, and the sums together are what
// the whole grid adds up to (405 on 9x9). Messages name the cage as the caller calls it
// (the notation by its label: "cage 'B'").

#include "core/shape/layout_problem.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nonet {

struct Cage {
    std::vector<std::uint8_t> cells; // ascending; the first is where its sum is printed
    int sum = 0;
    bool operator==(const Cage&) const = default;
};

// One label per cage in the notation (0-9, A-Z, a-z), so no Killer has more.
inline constexpr int kMaxCages = 62;

// cageOf: the cage (0 .. sums.size()-1) of each of the side x side cells; sums: each
// cage's sum; name(i): cage i in a message. Nothing when the layout is valid.
std::optional<LayoutProblem> checkKillerCages(int side, std::span<const std::uint8_t> cageOf, std::span<const int> sums,
                                              const std::function<std::string(int)>& name);

// Whether the cells (of a side x side grid) are orthogonally connected.
bool isConnected(int side, std::span<const std::uint8_t> cells);

} // namespace nonet
