#pragma once
// Character classes, positions and shared error builders for the notation parsers.

#include "core/grid.h"
#include "core/notation/parse_error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace nonet::notation {

// The blanks people use for an empty cell. '0' is among them; a space is one only in a
// line of exactly 81 (or 9) characters, elsewhere whitespace separates.
constexpr bool isBlankCell(char c)
{
    return c == '.' || c == '0' || c == '-' || c == '_' || c == '*' || c == 'x' || c == 'X';
}
constexpr bool isGivenDigit(char c) { return c >= '1' && c <= '9'; }
constexpr bool isCellChar(char c) { return isGivenDigit(c) || isBlankCell(c); }
constexpr bool isWhitespace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

struct TextPosition {
    int line = 0;
    int column = 0;
};
// 1-based line and column of a byte offset; columns count UTF-8 characters, lines end
// at LF, CRLF or a lone CR.
TextPosition positionOf(std::string_view text, std::size_t offset);
// "'k'", "a tab", "byte 0x00", "U+00E9" - what to call the character at offset.
std::string describeCharacter(std::string_view text, std::size_t offset);
// "r1c2" for cell 1.
std::string cellName(int cell);
// "1 cell", "15 cells".
std::string cellCount(std::size_t count);

ParseError makeError(ParseError::Code code, std::string message);
// An UnexpectedCharacter error at offset; context (may be empty) says in what.
ParseError unexpectedCharacter(std::string_view text, std::size_t offset, std::string_view context = {});
// Two equal givens in a house: the first pair in the message, every conflicting cell in
// cells. Nothing when the givens are consistent. (findShapeConflicts on the classic shape:
// one rule for every variant, core/notation/shape_notation.h.)
std::optional<ParseError> findConflictingGivens(const Grid& givens);

// Index of the first character of cells that is not a digit or blank (a space counts as
// a blank when spacesAreBlank); nothing when all are.
std::optional<std::size_t> firstNonCell(std::string_view cells, bool spacesAreBlank);
// The 81 validated cell characters as a grid.
Grid gridFromCells(std::string_view cells);

} // namespace nonet::notation
