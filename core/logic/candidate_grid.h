#pragma once
// The position a technique reasons about: a value or a set of candidates per cell, with
// the cells of each digit's candidates kept alongside so that pattern searches are ANDs.
//
// One implementation for every shape: BasicCandidateGrid over a geometry
// (core/logic/grid_geometry.h). CandidateGrid is the classic 9x9 on constexpr tables;
// ShapeCandidateGrid holds any Shape (4x4 .. 16x16, X, Windoku, Jigsaw). The grid derives
// from its geometry, so houseSet(), peerSet(), housesOf() ... are members of the grid.

#include "core/logic/grid_geometry.h"
#include "core/logic/step.h"

#include <array>
#include <cstdint>

namespace nonet {

template <class Geometry>
class BasicCandidateGrid : public Geometry {
public:
    using Cells = typename Geometry::Cells;
    using GridType = typename Geometry::GridType;

    BasicCandidateGrid() = default;
    explicit BasicCandidateGrid(Geometry geometry) : Geometry(std::move(geometry)) {}
    // Values from the grid; candidates of each empty cell are the digits its peers lack.
    static BasicCandidateGrid fromGrid(const GridType& grid);

    int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    bool isSolved(int cell) const { return value(cell) != 0; }
    DigitSet candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
    bool hasCandidate(int cell, int digit) const { return candidates(cell).contains(digit); }
    // Unsolved cells that still have the digit as a candidate.
    Cells cellsWith(int digit) const { return digitCells_[static_cast<std::size_t>(digit - 1)]; }
    Cells cellsWith(int digit, int house) const { return cellsWith(digit) & this->houseSet(house); }
    Cells unsolvedCells() const { return unsolved_; }
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
    GridType toGrid() const;

    bool operator==(const BasicCandidateGrid&) const = default;

private:
    std::array<std::uint8_t, Geometry::kMaxCells> values_{};
    std::array<DigitSet, Geometry::kMaxCells> candidates_{};
    std::array<Cells, Geometry::kMaxSide> digitCells_{};
    Cells unsolved_;
};

using CandidateGrid = BasicCandidateGrid<ClassicGeometry>;
using ShapeCandidateGrid = BasicCandidateGrid<ShapeGeometry>;

extern template class BasicCandidateGrid<ClassicGeometry>;
extern template class BasicCandidateGrid<ShapeGeometry>;

// The same position on the other geometry: a classic grid as a grid of the classic shape
// (for what takes positions of any shape), and a 9x9 shape's grid on the classic tables
// (whose finders are the fast ones).
ShapeCandidateGrid toShapeCandidateGrid(const CandidateGrid& grid);
CandidateGrid toClassicCandidateGrid(const ShapeCandidateGrid& grid);

} // namespace nonet
