#include "core/logic/candidate_grid.h"

namespace nonet {

namespace {

// The grid to start from: the classic one needs nothing, a shaped one its shape.
CandidateGrid emptyFor(const Grid&) { return CandidateGrid(); }
ShapeCandidateGrid emptyFor(const ShapeGrid& grid) { return ShapeCandidateGrid(ShapeGeometry(grid.shapePtr())); }

DigitSet allowedIn(const Grid& grid, int cell) { return grid.allowedValues(rowOf(cell), columnOf(cell)); }
DigitSet allowedIn(const ShapeGrid& grid, int cell) { return grid.allowedValues(cell); }

Grid emptyGrid(const ClassicGeometry&) { return Grid(); }
ShapeGrid emptyGrid(const ShapeGeometry& geometry) { return ShapeGrid(geometry.shapePtr()); }

} // namespace

template <class G>
BasicCandidateGrid<G> BasicCandidateGrid<G>::fromGrid(const GridType& grid)
{
    BasicCandidateGrid out = emptyFor(grid);
    for (int cell = 0; cell < out.cellCount(); ++cell) {
        const int v = grid.at(cell);
        out.values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(v);
        if (v != 0) continue;
        const DigitSet allowed = allowedIn(grid, cell);
        out.candidates_[static_cast<std::size_t>(cell)] = allowed;
        out.unsolved_.insert(cell);
        for (int d : allowed) out.digitCells_[static_cast<std::size_t>(d - 1)].insert(cell);
    }
    return out;
}

template <class G>
DigitSet BasicCandidateGrid<G>::placedIn(int house) const
{
    DigitSet placed;
    for (int cell : this->houseCells(house))
        if (value(cell) != 0) placed.insert(value(cell));
    return placed;
}

template <class G>
void BasicCandidateGrid<G>::place(int cell, int digit)
{
    const auto index = static_cast<std::size_t>(cell);
    for (int d : candidates_[index]) digitCells_[static_cast<std::size_t>(d - 1)].erase(cell);
    candidates_[index] = DigitSet();
    values_[index] = static_cast<std::uint8_t>(digit);
    unsolved_.erase(cell);
    for (int peer : this->peerCells(cell)) eliminate(peer, digit);
}

template <class G>
bool BasicCandidateGrid<G>::eliminate(int cell, int digit)
{
    auto& cands = candidates_[static_cast<std::size_t>(cell)];
    if (!cands.contains(digit)) return false;
    cands.erase(digit);
    digitCells_[static_cast<std::size_t>(digit - 1)].erase(cell);
    return true;
}

template <class G>
void BasicCandidateGrid<G>::setCandidates(int cell, DigitSet candidates)
{
    const auto index = static_cast<std::size_t>(cell);
    if (values_[index] != 0) return;
    for (int d = 1; d <= this->side(); ++d) {
        if (candidates.contains(d)) digitCells_[static_cast<std::size_t>(d - 1)].insert(cell);
        else digitCells_[static_cast<std::size_t>(d - 1)].erase(cell);
    }
    candidates_[index] = candidates;
}

template <class G>
void BasicCandidateGrid<G>::apply(const Step& step)
{
    for (const auto& p : step.placements)
        if (value(p.cell) == 0) place(p.cell, p.digit);
    for (const auto& e : step.eliminations) eliminate(e.cell, e.digit);
}

template <class G>
bool BasicCandidateGrid<G>::hasContradiction() const
{
    for (int cell : unsolved_)
        if (candidates(cell).empty()) return true;
    for (int house = 0; house < this->houseCount(); ++house) {
        const DigitSet placed = placedIn(house);
        for (int d = 1; d <= this->side(); ++d)
            if (!placed.contains(d) && cellsWith(d, house).empty()) return true;
    }
    return false;
}

template <class G>
typename BasicCandidateGrid<G>::GridType BasicCandidateGrid<G>::toGrid() const
{
    GridType grid = emptyGrid(*this);
    for (int cell = 0; cell < this->cellCount(); ++cell) grid.setAt(cell, value(cell));
    return grid;
}

template class BasicCandidateGrid<ClassicGeometry>;
template class BasicCandidateGrid<ShapeGeometry>;

ShapeCandidateGrid toShapeCandidateGrid(const CandidateGrid& grid)
{
    ShapeCandidateGrid out = ShapeCandidateGrid::fromGrid(ShapeGrid(grid.toGrid()));
    for (int cell : grid.unsolvedCells()) out.setCandidates(cell, grid.candidates(cell));
    return out;
}

CandidateGrid toClassicCandidateGrid(const ShapeCandidateGrid& grid)
{
    CandidateGrid out = CandidateGrid::fromGrid(grid.toGrid().toClassic());
    for (int cell : grid.unsolvedCells()) out.setCandidates(cell, grid.candidates(cell));
    return out;
}

} // namespace nonet
