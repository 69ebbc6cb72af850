#pragma once
// What goes on paper or into a picture of one board: the givens, and optionally the
// player's entries and notes. Plain values, so printing never reaches into a live game.

#include "core/grid.h"
#include "core/notation/parsed_puzzle.h"

namespace nonet::app {

struct PaperBoard {
    Grid givens;
    Grid entries;         // the player's digits (0 elsewhere, always 0 on givens)
    CandidateMarks notes{}; // corner notes of the cells without a value, in a 3x3 pattern
    CandidateMarks centreNotes{}; // centre notes, in a row across the middle

    // The puzzle alone, as it was handed out.
    static PaperBoard blank(const Grid& givens) { return {givens, {}, {}, {}}; }
    bool operator==(const PaperBoard&) const = default;
};

} // namespace nonet::app
