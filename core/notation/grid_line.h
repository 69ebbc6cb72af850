#pragma once
// Nonet's own 81-character form of a grid, in its files and outputs (save files, the
// puzzle pool, the bundled list, the test driver, nonet-cli solve): row by row, a digit
// for a filled cell, '.' for an empty one.
//
//   formatGridLine(grid)   writes it (formatLine with its default blank)
//   parseGridLine(text)    reads exactly that back: 81 characters, each '1'-'9' or '.';
//                          anything else gives nothing
//
// Strict because these are our own files: text a person pastes, in any notation, goes
// through parsePuzzle (core/notation/parser.h), which says what is wrong and where.

#include "core/grid.h"
#include "core/notation/formatter.h"

#include <optional>
#include <string>
#include <string_view>

namespace nonet {

inline std::string formatGridLine(const Grid& grid) { return formatLine(grid, '.'); }
std::optional<Grid> parseGridLine(std::string_view text);

} // namespace nonet
