#include "core/notation/line_parser.h"

#include "core/notation/notation_text.h"

namespace nonet::notation {

namespace {

constexpr bool isFieldSeparator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';'; }

ParseResult accept(std::string_view cells, Notation notation)
{
    ParsedPuzzle puzzle;
    puzzle.givens = gridFromCells(cells);
    puzzle.notation = notation;
    if (auto conflict = findConflictingGivens(puzzle.givens)) return ParseResult(std::move(*conflict));
    return ParseResult(std::move(puzzle));
}

} // namespace

ParseResult parsePuzzleFields(std::string_view text, std::size_t begin, std::size_t end)
{
    while (end > begin && (text[end - 1] == '\n' || text[end - 1] == '\r')) --end;
    const std::string_view line = text.substr(begin, end - begin);
    if (line.size() == static_cast<std::size_t>(kCellCount) && !firstNonCell(line, true)) return accept(line, Notation::Line);

    std::size_t fieldCount = 0;
    std::size_t firstStart = 0;
    std::size_t firstEnd = 0;
    std::size_t cellLikeStart = std::string_view::npos; // first field made of cell characters only
    std::size_t cellLikeEnd = 0;
    std::size_t chosen = std::string_view::npos;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isFieldSeparator(line[i])) ++i;
        if (i == line.size()) break;
        const std::size_t start = i;
        while (i < line.size() && !isFieldSeparator(line[i])) ++i;
        if (fieldCount++ == 0) {
            firstStart = start;
            firstEnd = i;
        }
        if (chosen == std::string_view::npos && i - start == static_cast<std::size_t>(kCellCount)) chosen = start;
        if (cellLikeStart == std::string_view::npos && !firstNonCell(line.substr(start, i - start), false)) {
            cellLikeStart = start;
            cellLikeEnd = i;
        }
    }
    if (fieldCount == 0) return ParseResult(makeError(ParseError::Code::EmptyInput, "the line is empty"));

    if (chosen != std::string_view::npos) {
        const std::string_view cells = line.substr(chosen, static_cast<std::size_t>(kCellCount));
        if (auto bad = firstNonCell(cells, false)) return ParseResult(unexpectedCharacter(text, begin + chosen + *bad, "in the puzzle field"));
        return accept(cells, fieldCount == 1 ? Notation::Line : Notation::PuzzleFileLine);
    }
    if (cellLikeStart == std::string_view::npos) {
        const std::size_t bad = *firstNonCell(line.substr(firstStart, firstEnd - firstStart), false);
        return ParseResult(unexpectedCharacter(text, begin + firstStart + bad, "no field of the line is a puzzle"));
    }
    const TextPosition pos = positionOf(text, begin + cellLikeStart);
    ParseError error = makeError(ParseError::Code::WrongCellCount,
        "found " + cellCount(cellLikeEnd - cellLikeStart)
            + (fieldCount > 1 ? " in the field at column " + std::to_string(pos.column) : std::string())
            + "; a puzzle has 81");
    error.line = pos.line;
    error.column = pos.column;
    return ParseResult(std::move(error));
}

} // namespace nonet::notation
