#pragma once
// Writing puzzles back out. Every form here reads back through parsePuzzle() to the same
// values (tests/test_notation.cpp checks each round trip).
//
//   formatLine         53..7....6..195...  (81 characters, blank '.' or '0')
//   formatRows         9 lines of 9, each ending in '\n'
//   formatBoxed        Grid::toBoxedString(): +-------+ frames, '.' for empty
//   formatPencilMarks  +-----------+---
//                      | 5 3   124 | ...   a value as its digit, candidates as their
//                      ...                 digits, a cell with neither as '.'; columns
//                                          padded to their widest token
//   formatCandidates729  9 characters per cell: digit d at position d, '.' elsewhere
//   formatNonetLink    nonet://play?p=<81, '0' blanks>[&s=<progress_code.h>]
//
// Pencil-mark grids and 729-character strings cannot tell a value from a cell with a
// single candidate: such a cell is written as its digit and reads back as a value.

#include "core/grid.h"
#include "core/notation/parsed_puzzle.h"

#include <string>

namespace nonet {

std::string formatLine(const Grid& grid, char blank = '.');
std::string formatRows(const Grid& grid, char blank = '.');
std::string formatBoxed(const Grid& grid);
// values: givens and entries; marks: candidates of the cells without a value (marks of
// valued cells are not written).
std::string formatPencilMarks(const Grid& values, const CandidateMarks& marks);
std::string formatCandidates729(const Grid& values, const CandidateMarks& marks);
std::string formatNonetLink(const Grid& givens);
std::string formatNonetLink(const Grid& givens, const Grid& entries);
std::string formatNonetLink(const Grid& givens, const Grid& entries, const CandidateMarks& notes);
std::string formatNonetLink(const Grid& givens, const Grid& entries, const CandidateMarks& notes,
                            const CandidateMarks& centreNotes);

} // namespace nonet
