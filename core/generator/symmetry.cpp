#include "core/generator/symmetry.h"

#include <algorithm>

namespace nonet {

namespace {

struct SymmetryNames {
    std::string_view name;
    std::string_view key;
};

constexpr std::array<SymmetryNames, 6> kNames{{
    {"180\u00b0 rotation", "rot180"},
    {"None", "none"},
    {"Horizontal mirror", "horizontal"},
    {"Vertical mirror", "vertical"},
    {"Diagonal mirror", "diagonal"},
    {"90\u00b0 rotation", "rot90"},
}};

// The image of a cell of a side x side grid under one application of the symmetry.
int image(int cell, Symmetry symmetry, int side)
{
    const int r = cell / side;
    const int c = cell % side;
    const int last = side - 1;
    switch (symmetry) {
    case Symmetry::Rotate180: return (last - r) * side + last - c;
    case Symmetry::None: return cell;
    case Symmetry::Horizontal: return (last - r) * side + c;
    case Symmetry::Vertical: return r * side + last - c;
    case Symmetry::Diagonal: return c * side + r;
    case Symmetry::Rotate90: return c * side + last - r;
    }
    return cell;
}

} // namespace

std::string_view symmetryName(Symmetry symmetry) { return kNames[static_cast<std::size_t>(symmetry)].name; }

std::string_view symmetryKey(Symmetry symmetry) { return kNames[static_cast<std::size_t>(symmetry)].key; }

std::optional<Symmetry> parseSymmetry(std::string_view key)
{
    for (Symmetry s : kAllSymmetries)
        if (symmetryKey(s) == key) return s;
    if (key == "rotate180" || key == "180") return Symmetry::Rotate180;
    if (key == "rotate90" || key == "90") return Symmetry::Rotate90;
    return std::nullopt;
}

std::vector<int> orbitOf(int cell, Symmetry symmetry, int side)
{
    std::vector<int> out{cell};
    for (int next = image(cell, symmetry, side); next != cell; next = image(next, symmetry, side)) out.push_back(next);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::vector<int>> orbits(Symmetry symmetry, int side)
{
    std::vector<std::vector<int>> out;
    std::vector<bool> seen(static_cast<std::size_t>(side * side));
    for (int cell = 0; cell < side * side; ++cell) {
        if (seen[static_cast<std::size_t>(cell)]) continue;
        std::vector<int> orbit = orbitOf(cell, symmetry, side);
        for (int c : orbit) seen[static_cast<std::size_t>(c)] = true;
        out.push_back(std::move(orbit));
    }
    return out;
}

bool hasSymmetry(const Grid& grid, Symmetry symmetry)
{
    for (int cell = 0; cell < kCellCount; ++cell)
        if ((grid.at(cell) == 0) != (grid.at(image(cell, symmetry, kSide)) == 0)) return false;
    return true;
}

bool hasSymmetry(const ShapeGrid& grid, Symmetry symmetry)
{
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if ((grid.at(cell) == 0) != (grid.at(image(cell, symmetry, grid.side())) == 0)) return false;
    return true;
}

} // namespace nonet
