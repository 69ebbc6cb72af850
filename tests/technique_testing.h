#pragma once
// Helpers shared by the technique tests: building exact positions (givens, pencil marks,
// one digit's layout) and printing steps in a stable, readable form for QCOMPARE.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::testing {

// Cell index from 1-based row and column, as players name them (r1c1 .. r9c9).
constexpr int rc(int row, int column) { return (row - 1) * 9 + (column - 1); }

// An 81-character grid ('.' or '0' blank); candidates follow from the values.
CandidateGrid fromGivens(std::string_view givens);

// 81 whitespace-separated tokens, '|', '-', '+' and ':' ignored as decoration: a token of
// one digit is a placed value, a token of several digits the candidates of an empty cell.
std::optional<CandidateGrid> fromPencilMarks(std::string_view text);

// Every empty cell holds every digit: a blank canvas for hand-made patterns.
CandidateGrid allCandidates();

// Sets where one digit is a candidate: 81 non-space characters, 'x' (or the digit itself)
// keeps the digit in that cell, '.' removes it. Solved cells are left alone.
void setDigitLayout(CandidateGrid& grid, int digit, std::string_view layout);

// Replaces the candidates of one cell, given as digits (e.g. 37 -> {3, 7}).
void setCell(CandidateGrid& grid, int cell, std::initializer_list<int> digits);

// "r1c2<>5 r4c4<>5" sorted by cell then digit; "r3c3=7" for placements.
std::string eliminations(const Step& step);
std::string placements(const Step& step);
std::string cellNames(const std::vector<int>& cells);

} // namespace nonet::testing
