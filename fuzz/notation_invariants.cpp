#include "fuzz/notation_invariants.h"

#include "fuzz/fuzz_check.h"

#include <string>

namespace nonet::fuzz {

namespace {

bool digitsOnly(const Grid& grid)
{
    for (int cell = 0; cell < kCellCount; ++cell)
        if (grid.at(cell) < 0 || grid.at(cell) > 9) return false;
    return true;
}

// Pencil-mark forms cannot tell a value from a single candidate (formatter.h), so they
// round-trip only when no empty cell has exactly one mark.
// A text whose cells are all single digits or blanks reads as a plain grid, so they must
// also have a cell with two or more marks to come back as pencil marks.
bool marksRoundTrip(const Grid& values, const CandidateMarks& marks)
{
    bool someSeveral = false;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto& set = marks[static_cast<std::size_t>(cell)];
        if (values.at(cell) == 0 && set.count() == 1) return false;
        someSeveral = someSeveral || set.count() >= 2;
    }
    return someSeveral;
}

} // namespace

void checkError(const ParseError& error)
{
    const auto code = static_cast<int>(error.code);
    NONET_FUZZ_CHECK(code >= static_cast<int>(ParseError::Code::EmptyInput));
    // The classic notations' codes, a Solo game ID's (BadGameId), and a text that names
    // another variant ("x: ..." read as classic: WrongVariant).
    NONET_FUZZ_CHECK(code <= static_cast<int>(ParseError::Code::BrokenLink) || error.code == ParseError::Code::BadGameId ||
                     error.code == ParseError::Code::WrongVariant);
    NONET_FUZZ_CHECK(!error.message.empty());
    NONET_FUZZ_CHECK(error.line >= 0 && error.column >= 0);
    // A column only within a line (a line alone is fine: "row 1, on line 1, has 6").
    NONET_FUZZ_CHECK(error.column == 0 || error.line > 0);
    for (std::size_t i = 0; i < error.cells.size(); ++i) {
        NONET_FUZZ_CHECK(error.cells[i] >= 0 && error.cells[i] < kCellCount);
        NONET_FUZZ_CHECK(i == 0 || error.cells[i - 1] < error.cells[i]);
    }
    if (error.code == ParseError::Code::ConflictingGivens) NONET_FUZZ_CHECK(error.cells.size() >= 2);
}

void checkPuzzle(const ParsedPuzzle& puzzle)
{
    NONET_FUZZ_CHECK(digitsOnly(puzzle.givens));
    NONET_FUZZ_CHECK(puzzle.givens.isConsistent());
    if (puzzle.entries) {
        NONET_FUZZ_CHECK(puzzle.notation == Notation::NonetLink);
        NONET_FUZZ_CHECK(digitsOnly(*puzzle.entries));
        for (int cell = 0; cell < kCellCount; ++cell)
            NONET_FUZZ_CHECK(puzzle.givens.at(cell) == 0 || puzzle.entries->at(cell) == 0);
    }
    if (puzzle.pencilMarks) {
        for (int cell = 0; cell < kCellCount; ++cell) {
            const auto& set = (*puzzle.pencilMarks)[static_cast<std::size_t>(cell)];
            NONET_FUZZ_CHECK(puzzle.givens.at(cell) == 0 || set.empty());
        }
    }
}

void checkRoundTrips(const ParsedPuzzle& puzzle)
{
    const Grid& g = puzzle.givens;
    for (const std::string& written : {formatLine(g), formatLine(g, '0'), formatRows(g), formatBoxed(g), formatNonetLink(g)}) {
        const ParseResult again = parsePuzzle(written);
        NONET_FUZZ_CHECK(again.ok());
        NONET_FUZZ_CHECK(again.puzzle().givens == g);
        NONET_FUZZ_CHECK(!again.puzzle().entries && !again.puzzle().pencilMarks);
    }
    const ParseResult line = parsePuzzleLine(formatLine(g));
    NONET_FUZZ_CHECK(line.ok() && line.puzzle().givens == g);

    if (puzzle.entries) {
        const ParseResult again = puzzle.pencilMarks ? parsePuzzle(formatNonetLink(g, *puzzle.entries, *puzzle.pencilMarks))
                                                     : parsePuzzle(formatNonetLink(g, *puzzle.entries));
        NONET_FUZZ_CHECK(again.ok());
        NONET_FUZZ_CHECK(again.puzzle() == puzzle);
    }
    if (puzzle.pencilMarks && !puzzle.entries && marksRoundTrip(g, *puzzle.pencilMarks)) {
        for (const std::string& written : {formatPencilMarks(g, *puzzle.pencilMarks), formatCandidates729(g, *puzzle.pencilMarks)}) {
            const ParseResult again = parsePuzzle(written);
            NONET_FUZZ_CHECK(again.ok());
            NONET_FUZZ_CHECK(again.puzzle().givens == g);
            NONET_FUZZ_CHECK(again.puzzle().pencilMarks == puzzle.pencilMarks);
        }
    }
}

void checkResult(const ParseResult& result)
{
    if (!result.ok()) {
        checkError(result.error());
        return;
    }
    checkPuzzle(result.puzzle());
    checkRoundTrips(result.puzzle());
}

} // namespace nonet::fuzz
