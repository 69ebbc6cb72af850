#pragma once
// A row, column or box of the candidate model (the English assignment's SudokuCellBlock):
// N cells that must hold the values 1..N between them.
//
// trySolve() reasons about this house alone, never about the rest of the puzzle, and
// repeats until nothing more follows:
//   1. a finalized cell's value is removed from every other cell of the house;
//   2. a value that only one cell of the house can still hold is placed there (hidden
//      single; only when the house has N cells, so that every value must appear);
//   3. when k unfinished cells (2 <= k < unfinished cells) can only hold k values between
//      them (a naked pair, triple, ...), those values are removed from the other
//      unfinished cells. Together with 2 this covers hidden subsets too: a hidden k-set
//      of a house leaves its other m - k unfinished cells a naked (m - k)-set.
// changed is true when any cell of the house differs afterwards (a single removed
// possibility counts), false otherwise; solved is true when every cell is finalized.

#include "core/model/cell_collection.h"

namespace nonet {

struct TrySolveResult {
    bool changed = false;
    bool solved = false;
    bool operator==(const TrySolveResult&) const = default;
};

class House : public CellCollection {
public:
    House() = default;
    explicit House(std::vector<CandidateCell*> cells);

    TrySolveResult trySolve() const;

private:
    bool removeFinalizedValues() const;
    bool placeHiddenSingles() const;
    bool removeNakedSubsets() const;
};

} // namespace nonet
