#pragma once
// A Killer cage as the board shows it: its cells and its sum, and the colour it gets when
// cages are coloured (0 for none). The board draws what it is given; which cells form a
// cage and what its sum is come from the game's shape.

#include "core/shape/shape.h"

#include <vector>

namespace nonet::ui {

struct CageView {
    std::vector<int> cells; // ascending: the first is where the sum is written
    int sum = 0;
    int colour = 0; // 0, or 1..kCageColourCount when cages are coloured
    bool operator==(const CageView&) const = default;
};

inline constexpr int kCageColourCount = 4;

// Colours for the cages such that two cages that touch (side by side) never share one.
// Cages on a grid form a planar map, so four colours always do; they are found by a short
// backtracking search (the most constrained cage first), which for the 20 to 40 cages of a
// puzzle ends at once. Should it run past its step limit, cages are coloured greedily and
// one that finds all four colours taken by its neighbours stays plain.
void colourCages(std::vector<CageView>& cages, int side);

// The cages of a shape (none for a shape without), coloured as colourCages does: what every
// board of the shape draws (BoardWidget::setShape), the game's and the review's alike.
std::vector<CageView> cageViewsOf(const Shape& shape);

} // namespace nonet::ui
