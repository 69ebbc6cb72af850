#pragma once
// What goes on paper of one board of any variant (core/shape/variant.h): the givens, and
// optionally the player's entries and notes. Plain values, so printing never reaches into
// the live game.

#include "core/digit_set.h"
#include "core/shape/shape_grid.h"

#include <vector>

namespace nonet::app {

struct ShapePaperBoard {
    ShapeGrid givens;
    ShapeGrid entries;          // the player's values (0 elsewhere, always 0 on givens)
    std::vector<DigitSet> notes; // per cell, of the cells without a value; may be empty

    // The puzzle alone, as it was handed out.
    static ShapePaperBoard blank(const ShapeGrid& givens) { return {givens, ShapeGrid(givens.shapePtr()), {}}; }
};

} // namespace nonet::app
