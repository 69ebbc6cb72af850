#pragma once
// Grids written as text: 81 cells on one line, 9 lines of 9, the boxed rendering and other
// framed layouts, pencil-mark grids and 729-character candidate strings.
//
// How a text is read (first match wins):
//  1. Its non-blank lines are 1 line of exactly 81, or 9 lines of exactly 9, cell
//     characters where a space is a blank (digits 1-9, blanks . 0 - _ * x X, space).
//  2. Otherwise whitespace and '|' separate, and in a text of several lines a "rule" line
//     is skipped: one with no digit, made of - = + | . : ' * _ and spaces, that contains
//     + = : or ', or whose count of non-'|' characters is not 9 (so "---------" and
//     "|...|...|...|" stay rows of nine blanks).
//  3. The remaining tokens hold 729 characters: a candidate string (9 per cell; position
//     p holds digit p or a blank; one candidate = a value, none = no marks).
//  4. They are 81 tokens and one has several characters: a pencil-mark grid (one digit =
//     a value, several = candidates, a single blank = an empty cell without marks).
//  5. Else every character of the tokens is one cell and there must be 81.
//  6. A one-line text that fails 5 is tried as a puzzle-file line (line_parser.h:
//     "id puzzle rating", "puzzle,solution"); if that fails too, the error of 5 stands.

#include "core/notation/parse_result.h"

#include <cstddef>
#include <string_view>

namespace nonet::notation {

ParseResult parseGridText(std::string_view text, std::size_t begin, std::size_t end);

} // namespace nonet::notation
