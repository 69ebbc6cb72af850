#pragma once
// Simon Tatham's Solo (sgt-puzzles) game IDs: what Solo shows under Game ▸ Specific... and
// puts after '#' in the links to its web version. Parameters, ':', then the description:
//
//   3x3:b6a1_8_4c1_5f8d5...                 classic 9x9
//   2x2:..., 2x3:..., 4x4:...                4x4, 6x6 (boxes 2 rows x 3 columns), 16x16
//   3x3x:...                                 X-Sudoku
//   9j:<grid>,<blocks>      (or 3x3j:...)   Jigsaw
//   3x3k:<grid>,<cages>,<sums>              Killer
//
//   grid     the cells in reading order: a number for a given (1..side; a '_' between two
//            numbers), a letter for a run of blanks ('a' one .. 'z' 26)
//   blocks,  which neighbouring cells share a region (a cage): the side*(side-1) walls
//   cages    between horizontal neighbours in reading order, then the walls between
//            vertical neighbours column by column, as runs: a letter for that many open
//            walls then a closed one ('_' none, 'a' one .. 'y' 25), 'z' for 26 open walls
//            and no closed one; cells joined by open walls are one region (cage)
//   sums     laid out as the grid: each cage's sum in one of its cells
//
// Parameters may also carry Solo's symmetry and difficulty (3x3kdu), which are ignored.
// A random-seed ID (3x3#12345) names a puzzle only Solo can make; X-Sudoku with Jigsaw or
// Killer, Killer Jigsaw and sizes Nonet has no shape for are not read: each is a clear
// error, as is any broken description (ParseError::Code::BadGameId).

#include "core/notation/parse_error.h"
#include "core/shape/shape_grid.h"

#include <optional>
#include <string_view>
#include <variant>

namespace nonet {

// Whether the text (whitespace around it aside) has the form of a Solo game ID or random
// seed, alone or after the '#' of a link: a number, optional "x<number>", letters, then ':'
// or '#'. Cheap: the form only.
bool isSoloGameId(std::string_view text);
// The variant the ID's parameters name, when Nonet plays it; nothing otherwise.
std::optional<Variant> soloGameIdVariant(std::string_view text);
std::variant<ShapeGrid, ParseError> parseSoloGameId(std::string_view text);

} // namespace nonet
