#pragma once
// What a cell widget shows: plain values computed by the game (app/) and handed to the
// widgets, so that no game rule lives in ui/.

#include "core/digit_set.h"

namespace nonet::ui {

struct CellView {
    int value = 0;          // 0 = empty
    bool given = false;     // part of the puzzle, not editable
    DigitSet notes;         // pencil marks of an empty cell
    bool conflict = false;  // the value repeats in its row, column or box
    bool wrong = false;     // an entry that differs from the solution (mistake checking)
    bool operator==(const CellView&) const = default;
};

} // namespace nonet::ui
