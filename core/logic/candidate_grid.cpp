#include "core/logic/candidate_grid.h"

namespace nonet {

CandidateGrid CandidateGrid::fromGrid(const Grid& grid)
{
    CandidateGrid out;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int v = grid.at(cell);
        out.values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(v);
        if (v != 0) continue;
        const DigitSet allowed = grid.allowedValues(rowOf(cell), columnOf(cell));
        out.candidates_[static_cast<std::size_t>(cell)] = allowed;
        out.unsolved_.insert(cell);
        for (int d : allowed) out.digitCells_[static_cast<std::size_t>(d - 1)].insert(cell);
    }
    return out;
}

DigitSet CandidateGrid::placedIn(int house) const
{
    DigitSet placed;
    for (int cell : houseCells(house))
        if (value(cell) != 0) placed.insert(value(cell));
    return placed;
}

void CandidateGrid::place(int cell, int digit)
{
    const auto index = static_cast<std::size_t>(cell);
    for (int d : candidates_[index]) digitCells_[static_cast<std::size_t>(d - 1)].erase(cell);
    candidates_[index] = DigitSet();
    values_[index] = static_cast<std::uint8_t>(digit);
    unsolved_.erase(cell);
    for (int peer : peersOf(cell)) eliminate(peer, digit);
}

bool CandidateGrid::eliminate(int cell, int digit)
{
    auto& cands = candidates_[static_cast<std::size_t>(cell)];
    if (!cands.contains(digit)) return false;
    cands.erase(digit);
    digitCells_[static_cast<std::size_t>(digit - 1)].erase(cell);
    return true;
}

void CandidateGrid::setCandidates(int cell, DigitSet candidates)
{
    const auto index = static_cast<std::size_t>(cell);
    if (values_[index] != 0) return;
    for (int d = 1; d <= kSide; ++d) {
        if (candidates.contains(d)) digitCells_[static_cast<std::size_t>(d - 1)].insert(cell);
        else digitCells_[static_cast<std::size_t>(d - 1)].erase(cell);
    }
    candidates_[index] = candidates;
}

void CandidateGrid::apply(const Step& step)
{
    for (const auto& p : step.placements)
        if (value(p.cell) == 0) place(p.cell, p.digit);
    for (const auto& e : step.eliminations) eliminate(e.cell, e.digit);
}

bool CandidateGrid::hasContradiction() const
{
    for (int cell : unsolved_)
        if (candidates(cell).empty()) return true;
    for (int house = 0; house < kHouseCount; ++house) {
        const DigitSet placed = placedIn(house);
        for (int d = 1; d <= kSide; ++d)
            if (!placed.contains(d) && cellsWith(d, house).empty()) return true;
    }
    return false;
}

Grid CandidateGrid::toGrid() const
{
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, value(cell));
    return grid;
}

} // namespace nonet
