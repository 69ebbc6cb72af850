#pragma once
// What goes on paper or into a picture of one board of any shape (core/shape/shape.h): the
// givens, and optionally the player's entries and notes. Plain values, so printing never
// reaches into a live game. A classic Grid converts to a ShapeGrid of the classic shape, so
// a classic board is written as before.

#include "core/digit_set.h"
#include "core/shape/shape_grid.h"

#include <vector>

namespace nonet::app {

struct PaperBoard {
    ShapeGrid givens;
    ShapeGrid entries;                 // the player's values (0 elsewhere, always 0 on givens)
    std::vector<DigitSet> notes;       // per cell: corner notes of the cells without a value
    std::vector<DigitSet> centreNotes; // per cell: centre notes, in a row across the middle

    // The puzzle alone, as it was handed out (no entries, no notes).
    static PaperBoard blank(const ShapeGrid& givens)
    {
        const auto cells = static_cast<std::size_t>(givens.cellCount());
        return {givens, ShapeGrid(givens.shapePtr()), std::vector<DigitSet>(cells), std::vector<DigitSet>(cells)};
    }
    bool operator==(const PaperBoard&) const = default;
};

} // namespace nonet::app
