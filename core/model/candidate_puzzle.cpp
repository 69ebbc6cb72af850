#include "core/model/candidate_puzzle.h"

#include <cmath>

namespace nonet {

std::optional<int> looseGiven(const LooseValue& value)
{
    if (const int* i = std::get_if<int>(&value)) {
        if (*i >= 1 && *i <= 9) return *i;
    } else if (const double* d = std::get_if<double>(&value)) {
        if (*d >= 1.0 && *d <= 9.0 && std::floor(*d) == *d) return static_cast<int>(*d);
    } else if (const std::string* s = std::get_if<std::string>(&value)) {
        if (s->size() == 1 && (*s)[0] >= '1' && (*s)[0] <= '9') return (*s)[0] - '0';
    }
    return std::nullopt;
}

CandidatePuzzle::CandidatePuzzle(const std::array<LooseValue, kCellCount>& values)
{
    for (std::size_t i = 0; i < values.size(); ++i)
        if (auto given = looseGiven(values[i])) cells_[i].setFinalizedValue(*given);
}

CandidatePuzzle::CandidatePuzzle(const Grid& givens)
{
    for (int cell = 0; cell < kCellCount; ++cell)
        if (givens.at(cell) != 0) cells_[static_cast<std::size_t>(cell)].setFinalizedValue(givens.at(cell));
}

BoxHouse CandidatePuzzle::box(int boxRow, int boxColumn)
{
    std::vector<CandidateCell*> cells;
    const int box = 3 * boxRow + boxColumn;
    for (int i = 0; i < kSide; ++i) cells.push_back(&cells_[static_cast<std::size_t>(boxCell(box, i))]);
    return BoxHouse(std::move(cells));
}

House CandidatePuzzle::row(int row)
{
    std::vector<CandidateCell*> cells;
    for (int column = 0; column < kSide; ++column) cells.push_back(&cell(row, column));
    return House(std::move(cells));
}

House CandidatePuzzle::column(int column)
{
    std::vector<CandidateCell*> cells;
    for (int row = 0; row < kSide; ++row) cells.push_back(&cell(row, column));
    return House(std::move(cells));
}

Grid CandidatePuzzle::toGrid() const
{
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell)
        grid.setAt(cell, cells_[static_cast<std::size_t>(cell)].finalizedValue().value_or(0));
    return grid;
}

} // namespace nonet
