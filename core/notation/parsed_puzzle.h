#pragma once
// A puzzle as read from some notation: the givens, and what else that notation carried.

#include "core/digit_set.h"
#include "core/geometry.h"
#include "core/grid.h"

#include <array>
#include <optional>
#include <string_view>

namespace nonet {

using CandidateMarks = std::array<DigitSet, kCellCount>;

// Which notation a text was recognised as.
enum class Notation {
    Line,          // 81 cells on one line ("53..7....6..195...")
    PuzzleFileLine,// a line of a puzzle file: the 81 cells plus an id and/or rating field
    Rows,          // 9 lines of 9 cells (or any other line split without frame characters)
    Boxed,         // lines with '|' and '+---' frames, e.g. Grid::toBoxedString()
    PencilMarks,   // 81 whitespace-separated tokens: one digit = value, more = candidates
    Candidates729, // 81 groups of 9 characters: digit d at position d, or a blank
    NonetLink,     // nonet://play?p=...[&s=...]
    WebLink,       // http(s) link with ?bd= / ?puzzle= / ?p= / ?s= or a #fragment
    SoloGameId,    // Simon Tatham's Solo: 3x3:<description> (core/notation/solo_game_id.h)
};

std::string_view notationName(Notation notation);

struct ParsedPuzzle {
    Grid givens;
    // The player's entries (0 elsewhere, always 0 on givens): only a Nonet link with s=.
    std::optional<Grid> entries;
    // Candidates of the cells without a value (empty for valued cells and for cells the
    // notation left without marks): pencil-mark grids, 729-character strings, and the
    // notes part of a Nonet link's s=.
    std::optional<CandidateMarks> pencilMarks;
    // Centre notes of the cells without a value: only the third part of a Nonet link's s=.
    std::optional<CandidateMarks> centreMarks;
    Notation notation = Notation::Line;

    bool operator==(const ParsedPuzzle&) const = default;
};

} // namespace nonet
