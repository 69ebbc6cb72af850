#include "core/notation/formatter.h"

#include "core/notation/progress_code.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

std::string pencilToken(const Grid& values, const CandidateMarks& marks, int cell)
{
    if (values.at(cell) != 0) return std::string(1, static_cast<char>('0' + values.at(cell)));
    const DigitSet set = marks[static_cast<std::size_t>(cell)];
    if (set.empty()) return ".";
    std::string out;
    for (int d : set) out += static_cast<char>('0' + d);
    return out;
}

constexpr std::string_view kLinkPrefix = "nonet://play?p=";

} // namespace

std::string formatLine(const Grid& grid, char blank)
{
    std::string out(static_cast<std::size_t>(kCellCount), blank);
    for (int cell = 0; cell < kCellCount; ++cell)
        if (grid.at(cell) != 0) out[static_cast<std::size_t>(cell)] = static_cast<char>('0' + grid.at(cell));
    return out;
}

std::string formatRows(const Grid& grid, char blank)
{
    const std::string line = formatLine(grid, blank);
    std::string out;
    out.reserve(static_cast<std::size_t>(kCellCount + kSide));
    for (int row = 0; row < kSide; ++row) {
        out += line.substr(static_cast<std::size_t>(row * kSide), static_cast<std::size_t>(kSide));
        out += '\n';
    }
    return out;
}

std::string formatBoxed(const Grid& grid) { return grid.toBoxedString(); }

std::string formatPencilMarks(const Grid& values, const CandidateMarks& marks)
{
    std::array<std::string, kCellCount> tokens;
    std::array<std::size_t, kSide> width{};
    for (int cell = 0; cell < kCellCount; ++cell) {
        tokens[static_cast<std::size_t>(cell)] = pencilToken(values, marks, cell);
        auto& w = width[static_cast<std::size_t>(columnOf(cell))];
        w = std::max(w, tokens[static_cast<std::size_t>(cell)].size());
    }
    // "+" then per box a run of '-' as wide as "| a b c " minus the bar, then "+".
    std::string rule = "+";
    for (int box = 0; box < 3; ++box) {
        std::size_t span = 1;
        for (int c = 3 * box; c < 3 * box + 3; ++c) span += width[static_cast<std::size_t>(c)] + 1;
        rule += std::string(span, '-') + "+";
    }
    rule += '\n';

    std::string out;
    for (int row = 0; row < kSide; ++row) {
        if (row % 3 == 0) out += rule;
        for (int column = 0; column < kSide; ++column) {
            if (column % 3 == 0) out += "| ";
            const std::string& token = tokens[static_cast<std::size_t>(cellAt(row, column))];
            out += token;
            out += std::string(width[static_cast<std::size_t>(column)] - token.size() + 1, ' ');
        }
        out += "|\n";
    }
    out += rule;
    return out;
}

std::string formatCandidates729(const Grid& values, const CandidateMarks& marks)
{
    std::string out(static_cast<std::size_t>(kCellCount * kSide), '.');
    for (int cell = 0; cell < kCellCount; ++cell) {
        const DigitSet set = values.at(cell) != 0 ? DigitSet::single(values.at(cell)) : marks[static_cast<std::size_t>(cell)];
        for (int d : set) out[static_cast<std::size_t>(cell * kSide + d - 1)] = static_cast<char>('0' + d);
    }
    return out;
}

std::string formatNonetLink(const Grid& givens) { return std::string(kLinkPrefix) + formatLine(givens, '0'); }

std::string formatNonetLink(const Grid& givens, const Grid& entries)
{
    return formatNonetLink(givens) + "&s=" + encodeProgress(entries);
}

std::string formatNonetLink(const Grid& givens, const Grid& entries, const CandidateMarks& notes)
{
    return formatNonetLink(givens) + "&s=" + encodeProgress(entries, notes);
}

std::string formatNonetLink(const Grid& givens, const Grid& entries, const CandidateMarks& notes,
                            const CandidateMarks& centreNotes)
{
    return formatNonetLink(givens) + "&s=" + encodeProgress(entries, notes, centreNotes);
}

} // namespace nonet
