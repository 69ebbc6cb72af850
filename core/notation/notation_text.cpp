#include "core/notation/notation_text.h"

#include "core/digit_set.h"
#include "core/notation/shape_notation.h"

#include <algorithm>
#include <array>

namespace nonet::notation {

namespace {

bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u; }

std::string hexByte(unsigned char b)
{
    static constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out = "0x";
    out += kHex[b >> 4];
    out += kHex[b & 0x0Fu];
    return out;
}

} // namespace

TextPosition positionOf(std::string_view text, std::size_t offset)
{
    TextPosition pos{1, 1};
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        const bool lineBreak = text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'));
        if (lineBreak) {
            ++pos.line;
            pos.column = 1;
        } else if (!isContinuationByte(text[i])) {
            ++pos.column;
        }
    }
    return pos;
}

std::string describeCharacter(std::string_view text, std::size_t offset)
{
    if (offset >= text.size()) return "the end of the input";
    const auto b = static_cast<unsigned char>(text[offset]);
    if (b == ' ') return "a space";
    if (b == '\t') return "a tab";
    if (b >= 0x21 && b < 0x7F) return std::string("'") + static_cast<char>(b) + "'";
    if (b < 0x80) return "control byte " + hexByte(b);
    // A well-formed UTF-8 sequence is named by its code point, anything else by its byte.
    int length = (b & 0xE0u) == 0xC0u ? 2 : (b & 0xF0u) == 0xE0u ? 3 : (b & 0xF8u) == 0xF0u ? 4 : 0;
    if (length == 0 || offset + static_cast<std::size_t>(length) > text.size()) return "byte " + hexByte(b);
    unsigned codePoint = b & (0x7Fu >> length);
    for (int i = 1; i < length; ++i) {
        const char c = text[offset + static_cast<std::size_t>(i)];
        if (!isContinuationByte(c)) return "byte " + hexByte(b);
        codePoint = (codePoint << 6) | (static_cast<unsigned char>(c) & 0x3Fu);
    }
    static constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out = "U+";
    std::string digits;
    for (unsigned v = codePoint; v != 0 || digits.size() < 4; v >>= 4) digits.insert(digits.begin(), kHex[v & 0xFu]);
    out += digits;
    out += " '";
    out += text.substr(offset, static_cast<std::size_t>(length));
    out += "'";
    return out;
}

std::string cellCount(std::size_t count) { return std::to_string(count) + (count == 1 ? " cell" : " cells"); }

std::string cellName(int cell)
{
    std::string out = "r";
    out += static_cast<char>('1' + rowOf(cell));
    out += 'c';
    out += static_cast<char>('1' + columnOf(cell));
    return out;
}

ParseError makeError(ParseError::Code code, std::string message)
{
    ParseError error;
    error.code = code;
    error.message = std::move(message);
    return error;
}

ParseError unexpectedCharacter(std::string_view text, std::size_t offset, std::string_view context)
{
    const TextPosition pos = positionOf(text, offset);
    ParseError error = makeError(ParseError::Code::UnexpectedCharacter,
        "unexpected character " + describeCharacter(text, offset) + " at line " + std::to_string(pos.line)
            + ", column " + std::to_string(pos.column));
    if (!context.empty()) error.message += std::string(" (") + std::string(context) + ")";
    error.line = pos.line;
    error.column = pos.column;
    return error;
}

std::optional<ParseError> findConflictingGivens(const Grid& givens) { return findShapeConflicts(ShapeGrid::fromClassic(givens)); }

std::optional<std::size_t> firstNonCell(std::string_view cells, bool spacesAreBlank)
{
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (!isCellChar(cells[i]) && !(spacesAreBlank && cells[i] == ' ')) return i;
    return std::nullopt;
}

Grid gridFromCells(std::string_view cells)
{
    Grid grid;
    for (int i = 0; i < kCellCount; ++i) {
        const char c = cells[static_cast<std::size_t>(i)];
        grid.setAt(i, isGivenDigit(c) ? c - '0' : 0);
    }
    return grid;
}

} // namespace nonet::notation
