#pragma once
// What a person "pencils through" when testing an assumption: naked and hidden singles
// applied until nothing changes or the position breaks. Used by the forcing techniques,
// which record why each placement followed so that the step can show the implications.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <array>
#include <vector>

namespace nonet {

// One implementation for the classic and the runtime-shape candidate grid.
template <class G>
class SinglesPropagation {
public:
    // Starts from the grid with the assumption placed.
    SinglesPropagation(const G& grid, CellDigit assumption);

    bool contradiction() const { return contradiction_; }
    const G& grid() const { return grid_; }
    // Value the propagation put in a cell (0: none; the assumption counts).
    int placedValue(int cell) const { return placedBy_[static_cast<std::size_t>(cell)] >= 0 ? grid_.value(cell) : 0; }
    // The implications from the assumption to the placement in the cell (or, for a
    // contradiction, to the placement that broke the position): one link per step,
    // "from placed => to placed".
    std::vector<ChainLink> pathTo(int cell) const;
    // Cell whose placement completed the contradiction (-1 without one).
    int contradictionCause() const { return contradictionCause_; }

private:
    void place(int cell, int digit, int cause);
    void run();
    bool findContradiction();

    G grid_;
    std::vector<CellDigit> placements_;                  // in order; [0] is the assumption
    std::array<int, G::kMaxCells> placedBy_{};           // index into placements_, -1: none
    std::array<int, G::kMaxCells> parent_{};             // cell -> placement that caused it
    std::array<int, G::kMaxCells> lastCellCause_{};      // last placement that thinned a cell
    std::array<std::array<int, G::kMaxSide>, G::kMaxHouses> lastHouseCause_{}; // ... a digit in a house
    bool contradiction_ = false;
    int contradictionCause_ = -1;
};

extern template class SinglesPropagation<CandidateGrid>;
extern template class SinglesPropagation<ShapeCandidateGrid>;

// Whether SinglesPropagation from the assumption ends in a contradiction, found without
// keeping why each placement followed. Singles only add what the assumption forces, so
// they reach the same end in any order: a trial asks this of candidate after candidate and
// builds the propagation with its reasons only for the one that breaks.
template <class G>
bool singlesBreak(const G& grid, CellDigit assumption);

extern template bool singlesBreak(const CandidateGrid&, CellDigit);
extern template bool singlesBreak(const ShapeCandidateGrid&, CellDigit);

} // namespace nonet
