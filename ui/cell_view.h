#pragma once
// What a cell widget shows: plain values computed by the game (app/) and handed to the
// widgets, so that no game rule lives in ui/.

#include "core/digit_set.h"
#include "core/game/cell_marks.h"

namespace nonet::ui {

struct CellView {
    int value = 0;          // 0 = empty
    bool given = false;     // part of the puzzle, not editable
    DigitSet notes;         // corner notes (pencil marks) of an empty cell
    bool conflict = false;  // the value repeats in one of its houses
    bool wrong = false;     // an entry that differs from the solution (mistake checking)
    DigitSet centreNotes;   // centre notes of an empty cell
    int colour = 0;         // 0 = none, 1..kColourCount
    CandidateColours candidateColours; // colours of single notes
    // The values no peer holds (the cell's own aside), as the game's rules say: what
    // "candidates from the grid" highlight reads and what the popup dims the rest of.
    DigitSet candidates;
    bool operator==(const CellView&) const = default;
};

} // namespace nonet::ui
