#pragma once
// The name a puzzle text carries when its cells alone would read as another variant.
//
//   x: .......2..2.47.8.9...152..3.........87.....61...    X-Sudoku
//   windoku: ..3..9.2.....14...9...5....4..6...5...7...6...   Windoku
//   ..3..9.2.....14...9...5....4..6...5...7...6...8...     classic: 81 cells and nothing else
//
// X-Sudoku and Windoku are the classic grid with extra houses: their givens look like a
// classic puzzle's in every form, and the same 81 cells are often a unique puzzle of two of
// them with different solutions. So every text Nonet writes of them (Export, the code under
// a printed board, nonet-cli) starts with the variant's key and a colon; a bare 81-cell text
// stays classic. Every other variant says what it is by its form (16, 36 or 256 cells, a
// Jigsaw layout, Killer cages, a link's v=) and has no prefix. The key is read in any case
// ("X:", "Windoku:"), with whitespace before it and after the colon; after the prefix comes
// any classic grid form of the givens (one line, nine rows, a boxed grid).
//
// Which variants carry it is asked of the shape (the classic 9x9 with extra houses), not of
// a list of names.

#include "core/notation/parse_error.h"
#include "core/shape/variant.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace nonet {

// Whether a text of the variant starts with its prefix (X-Sudoku and Windoku).
bool hasVariantPrefix(Variant variant);
// "x: ", "windoku: " (with the space that separates it from the cells); empty for the others.
std::string variantPrefix(Variant variant);

struct NamedVariant {
    Variant variant = Variant::Classic;
    std::size_t bodyStart = 0; // where the text after the prefix (and its whitespace) starts
};
// The prefix at the start of the text, if it has one.
std::optional<NamedVariant> readVariantPrefix(std::string_view text);
// An error found in the text after the prefix, its line and column made those of the
// whole text.
ParseError placedInWhole(ParseError error, std::string_view whole, const NamedVariant& named);
// The error of a text that names `named` read as `wanted`.
ParseError wrongVariantError(const NamedVariant& named, std::string_view wanted);

} // namespace nonet
