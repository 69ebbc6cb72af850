#pragma once
// The one-line notation of every variant (core/shape/variant.h), read and written:
//
//   classic               81 cells in reading order
//   x, windoku            the variant's key, a colon, then the 81 cells: "x: ....2..",
//                         "windoku: ..3.." (core/notation/variant_prefix.h; read without
//                         the prefix too, the variant being known here)
//   4x4 / 6x6             16 / 36 cells, values 1-4 / 1-6
//   16x16                 256 cells, values 1-9 then A-G for 10-16 (a-g read too)
//   jigsaw                81 region digits 1-9 (the layout, core/shape/jigsaw_layout.h),
//                         whitespace, then the 81 cells
//   killer                81 cage labels, whitespace, the cage sums with ',' between,
//                         whitespace, then the 81 cells (core/notation/killer_notation.h)
//
// A blank is '.' or '0' (also '-', '_', '*', 'x' and 'X', as in the classic notation);
// whitespace around the line is ignored. Errors say what and where: a character no
// notation allows, a value above the side ("'5' is not a value of a 4×4 puzzle"), the
// number of cells found, a broken Jigsaw layout (a region not of nine cells or not
// connected), broken Killer cages (a label without a sum, a sum without cells, a cage not
// connected or with a sum its cells cannot make), two equal givens in one house or cage,
// extra houses included ("same diagonal"), givens adding up to more than their cage's sum.
// Formatting writes '.' blanks and reads back to the same grid. The classic variant is
// read by parsePuzzle (core/notation/parser.h), so every classic notation is accepted.

#include "core/notation/parse_error.h"
#include "core/shape/shape_grid.h"
#include "core/shape/shape_names.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace nonet {

class ShapeParseResult {
public:
    explicit ShapeParseResult(ShapeGrid grid) : value_(std::move(grid)) {}
    explicit ShapeParseResult(ParseError error) : value_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<ShapeGrid>(value_); }
    explicit operator bool() const { return ok(); }
    // Only when ok(): the givens, with the shape (for Jigsaw, the layout read).
    const ShapeGrid& grid() const { return std::get<ShapeGrid>(value_); }
    // Only when !ok().
    const ParseError& error() const { return std::get<ParseError>(value_); }

private:
    std::variant<ShapeGrid, ParseError> value_;
};

ShapeParseResult parseShapePuzzle(Variant variant, std::string_view text);
// A Jigsaw layout alone: 81 region digits 1-9.
std::variant<ShapePtr, ParseError> parseJigsawLayout(std::string_view text);

// The whole line, saying what it is: the cells; for X-Sudoku and Windoku the prefix, then
// the cells; for Jigsaw the layout, a space, then the cells; for Killer the labels, the
// sums, then the cells. What a player is given (Export, print, nonet-cli).
std::string formatShapePuzzle(const ShapeGrid& grid, char blank = '.');
// The cells only (files and links that say their variant elsewhere).
std::string formatShapeCells(const ShapeGrid& grid, char blank = '.');
// 81 region digits 1-9.
std::string formatJigsawLayout(const Shape& shape);

// Two equal givens in a house or cage, or the givens of a cage adding up to more than its
// sum (or, filling it, to another sum): the first problem in the message, every
// conflicting cell in cells. Nothing when the givens are consistent.
std::optional<ParseError> findShapeConflicts(const ShapeGrid& givens);

} // namespace nonet
