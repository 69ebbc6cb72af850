#include "core/notation/grid_line.h"

namespace nonet {

std::optional<Grid> parseGridLine(std::string_view text)
{
    if (text.size() != static_cast<std::size_t>(kCellCount)) return std::nullopt;
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const char c = text[static_cast<std::size_t>(cell)];
        if (c >= '1' && c <= '9') grid.setAt(cell, c - '0');
        else if (c != '.') return std::nullopt;
    }
    return grid;
}

} // namespace nonet
