#pragma once
// The kinds of puzzle Nonet plays. Each names a Shape (core/shape/shape.h): the grid's
// side and its houses, the sets of cells that hold every value once.
//
//   key       grid    houses
//   classic   9x9     rows, columns, 3x3 boxes
//   4x4       4x4     rows, columns, 2x2 boxes
//   6x6       6x6     rows, columns, boxes of 2 rows x 3 columns
//   16x16     16x16   rows, columns, 4x4 boxes
//   x         9x9     classic + both main diagonals
//   windoku   9x9     classic + four 3x3 windows at r2c2, r2c6, r6c2, r6c6
//   jigsaw    9x9     rows, columns, nine irregular connected regions of nine cells
//   killer    9x9     classic + cages of connected cells with sums (core/shape/killer_cages.h)

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace nonet {

enum class Variant : std::uint8_t { Classic, Mini4, Mini6, Giant16, X, Windoku, Jigsaw, Killer };

inline constexpr int kVariantCount = static_cast<int>(Variant::Killer) + 1;

inline constexpr std::array<Variant, kVariantCount> kAllVariants{
    Variant::Classic, Variant::Mini4, Variant::Mini6, Variant::Giant16, Variant::X, Variant::Windoku, Variant::Jigsaw, Variant::Killer};

// For command lines, files and links: "classic", "4x4", "6x6", "16x16", "x", "windoku", "jigsaw", "killer".
std::string_view variantKey(Variant variant);
// English, for logs and the CLI: "Classic", "4×4", "X-Sudoku", ... (the UI translates its own).
std::string_view variantName(Variant variant);
// The key, case-insensitively ("X", "Windoku"); nothing for anything else.
std::optional<Variant> parseVariant(std::string_view key);
// The grid's side: 4, 6, 9 or 16.
int variantSide(Variant variant);

} // namespace nonet
