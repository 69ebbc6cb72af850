#include "core/notation/grid_text_parser.h"

#include "core/notation/line_parser.h"
#include "core/notation/notation_text.h"

#include <vector>

namespace nonet::notation {

namespace {

struct Span {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t size() const { return end - begin; }
};

struct Token {
    Span span;
    std::size_t line = 0; // index into the content lines
};

bool isBlankLine(std::string_view line)
{
    for (char c : line)
        if (!isWhitespace(c)) return false;
    return true;
}

// The lines of text[begin, end) from the first to the last non-blank one, without their
// line break (LF, CRLF or a lone CR, as positionOf counts them).
std::vector<Span> nonBlankLineRange(std::string_view text, std::size_t begin, std::size_t end)
{
    std::vector<Span> lines;
    std::size_t start = begin;
    while (start <= end) {
        std::size_t stop = text.find_first_of("\r\n", start);
        if (stop == std::string_view::npos || stop > end) stop = end;
        lines.push_back({start, stop});
        start = stop + (stop + 1 < end && text[stop] == '\r' && text[stop + 1] == '\n' ? 2 : 1);
    }
    std::size_t first = 0;
    while (first < lines.size() && isBlankLine(text.substr(lines[first].begin, lines[first].size()))) ++first;
    std::size_t last = lines.size();
    while (last > first && isBlankLine(text.substr(lines[last - 1].begin, lines[last - 1].size()))) --last;
    return {lines.begin() + static_cast<std::ptrdiff_t>(first), lines.begin() + static_cast<std::ptrdiff_t>(last)};
}

bool isRuleLine(std::string_view line)
{
    bool strong = false;
    int cellLike = 0;
    for (char c : line) {
        switch (c) {
        case '+': case '=': case ':': case '\'': strong = true; ++cellLike; break;
        case '-': case '.': case '*': case '_': ++cellLike; break;
        case '|': case ' ': case '\t': break;
        default: return false;
        }
    }
    return strong || cellLike != kSide;
}

bool exactCellLines(std::string_view text, const std::vector<Span>& lines, std::size_t count, std::size_t length)
{
    if (lines.size() != count) return false;
    for (const Span& line : lines)
        if (line.size() != length || firstNonCell(text.substr(line.begin, line.size()), true)) return false;
    return true;
}

ParseResult finish(ParsedPuzzle puzzle)
{
    if (auto conflict = findConflictingGivens(puzzle.givens)) return ParseResult(std::move(*conflict));
    return ParseResult(std::move(puzzle));
}

ParseError errorAt(ParseError::Code code, std::string message, std::string_view text, std::size_t offset)
{
    const TextPosition pos = positionOf(text, offset);
    ParseError error = makeError(code, std::move(message) + " at line " + std::to_string(pos.line) + ", column " + std::to_string(pos.column));
    error.line = pos.line;
    error.column = pos.column;
    return error;
}

ParseResult readCandidates729(std::string_view text, const std::vector<Token>& tokens)
{
    ParsedPuzzle puzzle;
    puzzle.notation = Notation::Candidates729;
    CandidateMarks marks{};
    int k = 0;
    for (const Token& token : tokens) {
        for (std::size_t i = token.span.begin; i < token.span.end; ++i, ++k) {
            const char c = text[i];
            const int cell = k / kSide;
            const int digit = k % kSide + 1;
            if (c == '0' + digit) {
                marks[static_cast<std::size_t>(cell)].insert(digit);
            } else if (isGivenDigit(c)) {
                ParseError error = errorAt(ParseError::Code::BadCandidates,
                    std::string("digit ") + c + " in the place of digit " + std::to_string(digit) + " of " + cellName(cell), text, i);
                error.cells = {cell};
                return ParseResult(std::move(error));
            } else if (!isBlankCell(c)) {
                return ParseResult(unexpectedCharacter(text, i, "in a 729-character candidate string"));
            }
        }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        DigitSet& set = marks[static_cast<std::size_t>(cell)];
        if (set.isSingle()) {
            puzzle.givens.setAt(cell, set.first());
            set = DigitSet{};
        }
    }
    puzzle.pencilMarks = marks;
    return finish(std::move(puzzle));
}

ParseResult readPencilMarks(std::string_view text, const std::vector<Token>& tokens)
{
    ParsedPuzzle puzzle;
    puzzle.notation = Notation::PencilMarks;
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount; ++cell) {
        const Span span = tokens[static_cast<std::size_t>(cell)].span;
        if (span.size() == 1) {
            const char c = text[span.begin];
            if (isGivenDigit(c)) puzzle.givens.setAt(cell, c - '0');
            else if (!isBlankCell(c)) return ParseResult(unexpectedCharacter(text, span.begin, "in a pencil-mark grid"));
            continue;
        }
        DigitSet& set = marks[static_cast<std::size_t>(cell)];
        for (std::size_t i = span.begin; i < span.end; ++i) {
            const char c = text[i];
            if (!isGivenDigit(c)) return ParseResult(unexpectedCharacter(text, i, "in the candidates of " + cellName(cell)));
            if (set.contains(c - '0')) {
                ParseError error = errorAt(ParseError::Code::BadCandidates,
                    cellName(cell) + " lists candidate " + std::string(1, c) + " twice", text, i);
                error.cells = {cell};
                return ParseResult(std::move(error));
            }
            set.insert(c - '0');
        }
    }
    puzzle.pencilMarks = marks;
    return finish(std::move(puzzle));
}

} // namespace

ParseResult parseGridText(std::string_view text, std::size_t begin, std::size_t end)
{
    const std::vector<Span> lines = nonBlankLineRange(text, begin, end);
    if (lines.empty()) return ParseResult(makeError(ParseError::Code::EmptyInput, "the input is empty"));

    // 1. Fixed-width lines, where a space is a blank.
    if (exactCellLines(text, lines, 1, kCellCount) || exactCellLines(text, lines, kSide, kSide)) {
        std::string cells;
        cells.reserve(kCellCount);
        for (const Span& line : lines) cells += text.substr(line.begin, line.size());
        ParsedPuzzle puzzle;
        puzzle.givens = gridFromCells(cells);
        puzzle.notation = lines.size() == 1 ? Notation::Line : Notation::Rows;
        return finish(std::move(puzzle));
    }

    // 2. Tokens of the content lines.
    const bool multiLine = lines.size() > 1;
    bool framed = false;
    std::vector<Token> tokens;
    std::vector<Span> contentLines;
    std::size_t cellChars = 0;
    bool multiCharToken = false;
    for (const Span& line : lines) {
        const std::string_view view = text.substr(line.begin, line.size());
        if (isBlankLine(view)) continue;
        if (multiLine && isRuleLine(view)) {
            framed = true;
            continue;
        }
        const std::size_t lineIndex = contentLines.size();
        contentLines.push_back(line);
        std::size_t i = line.begin;
        while (i < line.end) {
            if (text[i] == '|') framed = true;
            if (isWhitespace(text[i]) || text[i] == '|') {
                ++i;
                continue;
            }
            const std::size_t start = i;
            while (i < line.end && !isWhitespace(text[i]) && text[i] != '|') ++i;
            tokens.push_back({{start, i}, lineIndex});
            cellChars += i - start;
            multiCharToken = multiCharToken || i - start > 1;
        }
    }

    // 3. and 4.
    if (cellChars == static_cast<std::size_t>(kCellCount * kSide)) return readCandidates729(text, tokens);
    if (tokens.size() == static_cast<std::size_t>(kCellCount) && multiCharToken) return readPencilMarks(text, tokens);

    // 5. One character per cell.
    std::optional<ParseError> error;
    for (const Token& token : tokens) {
        if (auto bad = firstNonCell(text.substr(token.span.begin, token.span.size()), false)) {
            error = unexpectedCharacter(text, token.span.begin + *bad);
            break;
        }
    }
    if (!error && cellChars == static_cast<std::size_t>(kCellCount)) {
        std::string cells;
        cells.reserve(kCellCount);
        for (const Token& token : tokens) cells += text.substr(token.span.begin, token.span.size());
        ParsedPuzzle puzzle;
        puzzle.givens = gridFromCells(cells);
        puzzle.notation = contentLines.size() == 1 ? Notation::Line : framed ? Notation::Boxed : Notation::Rows;
        return finish(std::move(puzzle));
    }
    if (!error) {
        error = makeError(ParseError::Code::WrongCellCount, "found " + cellCount(cellChars) + "; a puzzle has 81");
        // More than 27 tokens (9 rows of 3 groups) with some of several characters: the
        // text was most likely meant as a pencil-mark grid, so count its tokens too.
        const bool pencilLike = multiCharToken && tokens.size() > 27;
        if (pencilLike) error->message += "; as a pencil-mark grid: " + cellCount(tokens.size()) + " separated by spaces";
        else if (lines.size() == 1 && text.substr(contentLines.front().begin, contentLines.front().size()).find(' ') != std::string_view::npos)
            error->message += " (a space is a blank only in a line of exactly 81 characters)";
        if (contentLines.size() == static_cast<std::size_t>(kSide)) {
            // Nine rows: name the first row that is not nine cells (or tokens) long.
            std::vector<std::size_t> perLine(contentLines.size(), 0);
            for (const Token& token : tokens) perLine[token.line] += pencilLike ? 1 : token.span.size();
            for (std::size_t row = 0; row < perLine.size(); ++row) {
                if (perLine[row] == static_cast<std::size_t>(kSide)) continue;
                const TextPosition pos = positionOf(text, contentLines[row].begin);
                error->message += " (row " + std::to_string(row + 1) + ", on line " + std::to_string(pos.line) + ", has "
                    + std::to_string(perLine[row]) + ")";
                error->line = pos.line;
                break;
            }
        }
    }
    // A single line that is not all cells may be a puzzle-file line: "id puzzle rating".
    if (lines.size() == 1) {
        ParseResult asFileLine = parsePuzzleFields(text, contentLines.front().begin, contentLines.front().end);
        if (asFileLine.ok()) return asFileLine;
    }
    return ParseResult(std::move(*error));
}

} // namespace nonet::notation
