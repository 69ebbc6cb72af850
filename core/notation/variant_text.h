#pragma once
// A puzzle text from outside (Import) when it may be of any variant: which variant it is
// read as, and the reading.
//
//   the player chose            the text                          read as
//   classic (the default)       a variant link (v=...)            the link's variant
//                               one field of 16 / 36 / 256 cells  4x4 / 6x6 / 16x16
//                               81 region digits, space, cells    Jigsaw
//                               anything else                     classic (parsePuzzle)
//   another variant             a variant link (v=...)            the link's variant
//                               anything else                     the chosen variant
//
// So only the 81-character variants (classic, X, Windoku) need the player's choice; every
// other form says what it is. A text read as a variant other than classic goes through
// that variant's one-line notation (core/notation/shape_notation.h) and its errors (the
// number of cells, a value out of range, a broken Jigsaw layout, two equal givens in any
// house); X-Sudoku and Windoku are read by the classic parser (the 81-character line, nine
// rows, the boxed grid), then checked against their extra houses.

#include "core/notation/parse_error.h"
#include "core/shape/shape_grid.h"
#include "core/shape/variant.h"

#include <optional>
#include <string_view>
#include <variant>

namespace nonet {

struct VariantText {
    ShapeGrid givens;
    std::optional<ShapeGrid> entries; // a link's progress: the player's values, no givens
};

// The variant the text is read as (the table above). Cheap: looks at the form only.
Variant variantOfText(std::string_view text, Variant chosen);

// The text as a puzzle of the variant (not classic: parsePuzzle reads that). A variant
// link of another variant is an error.
std::variant<VariantText, ParseError> readVariantText(Variant variant, std::string_view text);

} // namespace nonet
