#pragma once
// One line of a puzzle file, read cheaply (the CLI streams 100,000 lines): the 81 cells,
// optionally with other fields around them (separated by whitespace, ',' or ';'), as in
// the common layouts
//   <puzzle> [rating ...]    <id> <puzzle> [rating ...]    <puzzle>,<solution>
// The puzzle is the whole line when it is exactly 81 cell characters (then a space is a
// blank), else the first field of exactly 81 characters. No heap allocation unless the
// line is an error.

#include "core/notation/parse_result.h"

#include <cstddef>
#include <string_view>

namespace nonet::notation {

// The fields of text[begin, end); positions in errors are relative to the whole text.
ParseResult parsePuzzleFields(std::string_view text, std::size_t begin, std::size_t end);

} // namespace nonet::notation
