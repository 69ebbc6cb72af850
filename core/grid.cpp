#include "core/grid.h"

namespace nonet {

Grid::Values Grid::row(int row) const
{
    Values out{};
    for (int c = 0; c < kSide; ++c) out[static_cast<std::size_t>(c)] = get(row, c);
    return out;
}

Grid::Values Grid::column(int column) const
{
    Values out{};
    for (int r = 0; r < kSide; ++r) out[static_cast<std::size_t>(r)] = get(r, column);
    return out;
}

Grid::Values Grid::box(int box) const
{
    Values out{};
    for (int i = 0; i < kSide; ++i) out[static_cast<std::size_t>(i)] = at(boxCell(box, i));
    return out;
}

DigitSet Grid::allowedValues(int row, int column) const
{
    DigitSet taken;
    for (int peer : peersOf(cellAt(row, column)))
        if (at(peer) != 0) taken.insert(at(peer));
    return DigitSet::all() - taken;
}

bool Grid::isAllowed(int row, int column, int value) const
{
    return value >= 1 && value <= kSide && allowedValues(row, column).contains(value);
}

bool Grid::isComplete() const
{
    for (auto v : values_)
        if (v == 0) return false;
    return true;
}

bool Grid::isSolved() const
{
    if (!isComplete()) return false;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!isAllowed(rowOf(cell), columnOf(cell), at(cell))) return false;
    return true;
}

bool Grid::isConsistent() const
{
    for (int house = 0; house < kHouseCount; ++house) {
        DigitSet seen;
        for (int cell : houseCells(house)) {
            const int v = at(cell);
            if (v == 0) continue;
            if (seen.contains(v)) return false;
            seen.insert(v);
        }
    }
    return true;
}

std::optional<CellPosition> Grid::firstEmpty() const
{
    for (int cell = 0; cell < kCellCount; ++cell)
        if (at(cell) == 0) return CellPosition{rowOf(cell), columnOf(cell)};
    return std::nullopt;
}

int Grid::filledCount() const
{
    int n = 0;
    for (auto v : values_) n += v != 0;
    return n;
}

std::string Grid::toBoxedString() const
{
    static constexpr const char* kRule = "+-------+-------+-------+\n";
    std::string out;
    out.reserve(13 * 25);
    for (int r = 0; r < kSide; ++r) {
        if (r % 3 == 0) out += kRule;
        for (int c = 0; c < kSide; ++c) {
            if (c % 3 == 0) out += "| ";
            const int v = get(r, c);
            out += v == 0 ? '.' : static_cast<char>('0' + v);
            out += ' ';
        }
        out += "|\n";
    }
    out += kRule;
    return out;
}

} // namespace nonet
