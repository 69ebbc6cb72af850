#pragma once
// Reading puzzles from what people paste, type, drop or pass on the command line.
//
//   parsePuzzle(text)      every accepted notation, recognised by its shape:
//                          links (link_parser.h), 81 cells on a line, 9 lines of 9, the
//                          boxed grid and other framed layouts, pencil-mark grids and
//                          729-character candidate strings (grid_text_parser.h), and a
//                          single puzzle-file line with id/rating fields (line_parser.h)
//   parsePuzzleLine(line)  one line of a puzzle file, for the CLI: cheap, no heap
//                          allocation on success
//
// Both return the puzzle or a precise error (what, and where); neither guesses. Givens
// that repeat a digit in a row, column or box are an error in every notation.

#include "core/notation/parse_result.h"

#include <cstddef>
#include <string_view>

namespace nonet {

// Longer input is rejected unread (a pencil-mark grid is about 1 KB; a paste of
// megabytes is not a puzzle and must not hold the caller up).
inline constexpr std::size_t kMaxNotationInput = 64 * 1024;

ParseResult parsePuzzle(std::string_view text);
ParseResult parsePuzzleLine(std::string_view line);

} // namespace nonet
