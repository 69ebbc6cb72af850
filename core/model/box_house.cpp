#include "core/model/box_house.h"

namespace nonet {

BoxHouse::BoxHouse(std::vector<CandidateCell*> cells) : House(std::move(cells)) {}

CellCollection BoxHouse::rowCells(int row) const
{
    return CellCollection({&cell(3 * row), &cell(3 * row + 1), &cell(3 * row + 2)});
}

CellCollection BoxHouse::columnCells(int column) const
{
    return CellCollection({&cell(column), &cell(column + 3), &cell(column + 6)});
}

std::vector<int> BoxHouse::confinedTo(const CellCollection& part) const
{
    DigitSet elsewhere;
    removeCells(part).forEach([&elsewhere](const CandidateCell& c) { elsewhere |= c.possibilitySet(); });
    std::vector<int> out;
    for (int value : part.possibilities())
        if (!elsewhere.contains(value)) out.push_back(value);
    return out;
}

std::vector<int> BoxHouse::possibilitiesOnlyInRow(int row) const { return confinedTo(rowCells(row)); }
std::vector<int> BoxHouse::possibilitiesOnlyInColumn(int column) const { return confinedTo(columnCells(column)); }

bool BoxHouse::isRowFinalized(int row) const
{
    const CellCollection part = rowCells(row);
    return part.count([](const CandidateCell& c) { return c.isFinalized(); }) == part.length();
}

bool BoxHouse::isColumnFinalized(int column) const
{
    const CellCollection part = columnCells(column);
    return part.count([](const CandidateCell& c) { return c.isFinalized(); }) == part.length();
}

std::string BoxHouse::toString() const
{
    std::string out;
    for (int row = 0; row < 3; ++row) {
        if (row > 0) out += ' ';
        out += '[';
        for (int column = 0; column < 3; ++column) {
            if (column > 0) out += ", ";
            const auto value = cell(3 * row + column).finalizedValue();
            out += value ? std::to_string(*value) : std::string(".");
        }
        out += ']';
    }
    return out;
}

} // namespace nonet
