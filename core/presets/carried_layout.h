#pragma once
// The part of a preset's geometry that each of its games carries (Preset::layout): a
// Jigsaw's regions ("81 region digits 1-9"), a Killer's cages ("<labels> <sums>"). Files
// and links write it beside the cells; a preset of fixed shape has none.

#include "core/notation/parse_error.h"
#include "core/shape/shape.h"

#include <string>
#include <string_view>
#include <variant>

namespace nonet {

// What the shape's game carries; empty for a fixed shape.
std::string formatCarriedLayout(const Shape& shape);
// The shape of a game of the variant from what it carries. For a fixed shape only the
// empty text is a layout (the variant's own shape).
std::variant<ShapePtr, ParseError> parseCarriedLayout(Variant variant, std::string_view text);

} // namespace nonet
