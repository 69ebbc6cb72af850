#pragma once
// The symmetries a generated puzzle's clues can follow. Clues are removed orbit by orbit,
// so every empty cell has its images empty too.
//
//   Rotate180   (r,c) <-> (8-r,8-c)        Horizontal  (r,c) <-> (8-r,c)   (mirror top/bottom)
//   Rotate90    (r,c) -> (c,8-r) -> ...    Vertical    (r,c) <-> (r,8-c)   (mirror left/right)
//   Diagonal    (r,c) <-> (c,r)            None        every cell alone
//
// (8 is the last row and column of the classic grid; other sides use theirs.) Symmetry is
// of the clue pattern only, so it suits every shape's grid, Jigsaw layouts included.

#include "core/grid.h"
#include "core/shape/shape_grid.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace nonet {

enum class Symmetry : std::uint8_t { Rotate180, None, Horizontal, Vertical, Diagonal, Rotate90 };

inline constexpr std::array<Symmetry, 6> kAllSymmetries{Symmetry::Rotate180, Symmetry::None, Symmetry::Horizontal,
                                                       Symmetry::Vertical, Symmetry::Diagonal, Symmetry::Rotate90};

std::string_view symmetryName(Symmetry symmetry); // English, "180° rotation"
std::string_view symmetryKey(Symmetry symmetry);  // "rot180", "none", "horizontal", ...
std::optional<Symmetry> parseSymmetry(std::string_view key);

// The cells a cell of a side x side grid maps to (itself included), in ascending order.
std::vector<int> orbitOf(int cell, Symmetry symmetry, int side = kSide);
// Every orbit once, ordered by its lowest cell.
std::vector<std::vector<int>> orbits(Symmetry symmetry, int side = kSide);
// Whether the clue pattern (filled or empty per cell) of the grid has the symmetry.
bool hasSymmetry(const Grid& grid, Symmetry symmetry);
bool hasSymmetry(const ShapeGrid& grid, Symmetry symmetry);

} // namespace nonet
