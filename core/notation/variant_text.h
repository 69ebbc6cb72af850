#pragma once
// A puzzle text from outside (Import) when it may be of any variant: which variant it is
// read as, and the reading.
//
//   the player chose            the text                          read as
//   any                         x: / windoku: and the givens      X-Sudoku / Windoku
//                               (core/notation/variant_prefix.h)
//   classic (the default)       a variant link (v=...)            the link's variant
//                               one field of 16 / 36 / 256 cells  4x4 / 6x6 / 16x16
//                               81 region digits, space, cells    Jigsaw
//                               81 cage labels, sums, cells       Killer
//   any                         a Solo game ID (3x3k:...)         the ID's variant
//                               anything else                     classic (parsePuzzle)
//   another variant             a variant link (v=...)            the link's variant
//                               anything else                     the chosen variant
//
// So only a bare 81-cell text needs the player's choice (classic, X, Windoku look alike);
// every other form says what it is, and Nonet writes X-Sudoku and Windoku with their name
// in front, so its own texts never need the choice. A text read as a variant other than classic goes through
// that variant's one-line notation (core/notation/shape_notation.h) and its errors (the
// number of cells, a value out of range, a broken Jigsaw layout, two equal givens in any
// house); X-Sudoku and Windoku are read by the classic parser (the 81-character line, nine
// rows, the boxed grid), then checked against their extra houses.

#include "core/notation/parse_error.h"
#include "core/notation/parsed_puzzle.h"
#include "core/notation/variant_link.h"
#include "core/shape/shape_grid.h"
#include "core/shape/variant.h"

#include <optional>
#include <string_view>
#include <variant>

namespace nonet {

struct VariantText {
    ShapeGrid givens;
    std::optional<ShapeGrid> entries; // a link's progress: the player's values, no givens
    std::optional<ShapeNotes> notes;  // and the player's notes (core/notation/variant_link.h)
    std::optional<ShapeNotes> centreNotes;
    // Line for the one-line notation, NonetLink for a variant link, SoloGameId, the classic
    // parser's name for the grid forms of X-Sudoku and Windoku.
    Notation notation = Notation::Line;
};

// The 9x9 variants with boxes and no cages (classic, X-Sudoku, Windoku): their puzzles
// look alike in every form, are read from the classic grid forms (the 81-character line,
// nine rows, the boxed grid) and need the player's choice.
bool readsClassicForms(Variant variant);

// The variant the text is read as (the table above). Cheap: looks at the form only.
Variant variantOfText(std::string_view text, Variant chosen);

// The text as a puzzle of the variant (not classic: parsePuzzle reads that). A variant
// link of another variant is an error.
std::variant<VariantText, ParseError> readVariantText(Variant variant, std::string_view text);

} // namespace nonet
