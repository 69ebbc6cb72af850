#pragma once
// The position a technique reasons about: a value or a set of candidates per cell, with
// the cells of each digit's candidates kept alongside so that pattern searches are ANDs.

#include "core/cell_set.h"
#include "core/digit_set.h"
#include "core/grid.h"
#include "core/logic/step.h"

#include <array>
#include <cstdint>

namespace nonet {

class CandidateGrid {
public:
    CandidateGrid() = default;
    // Values from the grid; candidates of each empty cell are the digits its peers lack.
    static CandidateGrid fromGrid(const Grid& grid);

    int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    bool isSolved(int cell) const { return value(cell) != 0; }
    DigitSet candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
    bool hasCandidate(int cell, int digit) const { return candidates(cell).contains(digit); }
    // Unsolved cells that still have the digit as a candidate.
    CellSet cellsWith(int digit) const { return digitCells_[static_cast<std::size_t>(digit - 1)]; }
    CellSet cellsWith(int digit, int house) const { return cellsWith(digit) & houseSet(house); }
    CellSet unsolvedCells() const { return unsolved_; }
    int unsolvedCount() const { return unsolved_.count(); }
    bool isComplete() const { return unsolved_.empty(); }
    // Values placed in the house so far.
    DigitSet placedIn(int house) const;

    // Fills the cell and removes the digit from the candidates of its peers.
    void place(int cell, int digit);
    // Removes one candidate; returns whether it was there.
    bool eliminate(int cell, int digit);
    // Replaces the candidates of an unsolved cell (e.g. with a player's notes).
    void setCandidates(int cell, DigitSet candidates);
    // Applies the placements and eliminations of a step.
    void apply(const Step& step);

    // An unsolved cell without candidates, or a house missing a digit it still needs.
    bool hasContradiction() const;
    Grid toGrid() const;

    bool operator==(const CandidateGrid&) const = default;

private:
    std::array<std::uint8_t, kCellCount> values_{};
    std::array<DigitSet, kCellCount> candidates_{};
    std::array<CellSet, kSide> digitCells_{};
    CellSet unsolved_;
};

} // namespace nonet
