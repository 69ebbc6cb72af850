#pragma once
// The cages of a Killer in its one-line notation (core/notation/shape_notation.h):
//
//   001122334...  12,9,17,...  .........
//   ^ 81 labels   ^ sums        ^ 81 cells
//
//   labels  one character per cell, 0-9, A-Z or a-z; the cells with the same label form
//           one cage
//   sums    whole numbers with ',' between, one per cage, in the order in which each label
//           first appears in reading order
//
// Errors name the cage by its label: a label without a sum, a sum without cells, a cage
// not connected, a sum that its number of different values cannot make, sums that do not
// add up to the grid's 405 (core/shape/killer_cages.h). Written back with the labels
// 0-9, A-Z, a-z given to the cages in reading order of their first cells.

#include "core/notation/parse_error.h"
#include "core/shape/shape.h"

#include <string>
#include <string_view>
#include <variant>

namespace nonet {

// The labels text[labelsBegin, labelsEnd) and the sums text[sumsBegin, sumsEnd) as a
// Killer shape; positions in errors are of the whole text.
std::variant<ShapePtr, ParseError> readKillerCages(std::string_view text, std::size_t labelsBegin, std::size_t labelsEnd,
                                                   std::size_t sumsBegin, std::size_t sumsEnd);
// "<81 labels> <sums>" alone (whitespace between and around).
std::variant<ShapePtr, ParseError> parseKillerCages(std::string_view text);

std::string formatKillerLabels(const Shape& shape);
std::string formatKillerSums(const Shape& shape);
// "<labels> <sums>": what parseKillerCages reads.
std::string formatKillerCages(const Shape& shape);

// The label of cage `index` when written: '0'..'9', 'A'..'Z', 'a'..'z'.
char killerLabel(int index);

} // namespace nonet
