#include "technique_testing.h"

#include <algorithm>
#include <cctype>

namespace nonet::testing {

CandidateGrid fromGivens(std::string_view givens)
{
    Grid grid;
    for (int i = 0; i < kCellCount && i < static_cast<int>(givens.size()); ++i) {
        const char c = givens[static_cast<std::size_t>(i)];
        grid.setAt(i, (c >= '1' && c <= '9') ? c - '0' : 0);
    }
    return CandidateGrid::fromGrid(grid);
}

std::optional<CandidateGrid> fromPencilMarks(std::string_view text)
{
    std::vector<std::string> tokens;
    std::string current;
    for (char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
            current.push_back(c);
        } else if (!current.empty()) {
            tokens.push_back(current);
            current.clear();
        }
    }
    if (!current.empty()) tokens.push_back(current);
    if (tokens.size() != static_cast<std::size_t>(kCellCount)) return std::nullopt;

    Grid values;
    for (int i = 0; i < kCellCount; ++i) {
        const auto& token = tokens[static_cast<std::size_t>(i)];
        if (token.size() == 1) values.setAt(i, token[0] - '0');
    }
    CandidateGrid grid = CandidateGrid::fromGrid(values);
    for (int i = 0; i < kCellCount; ++i) {
        const auto& token = tokens[static_cast<std::size_t>(i)];
        if (token.size() == 1) continue;
        DigitSet cands;
        for (char c : token) {
            if (c == '0') return std::nullopt;
            cands.insert(c - '0');
        }
        grid.setCandidates(i, cands);
    }
    return grid;
}

CandidateGrid allCandidates() { return CandidateGrid::fromGrid(Grid()); }

void setDigitLayout(CandidateGrid& grid, int digit, std::string_view layout)
{
    int cell = 0;
    for (char c : layout) {
        if (std::isspace(static_cast<unsigned char>(c)) != 0 || c == '|' || c == '-' || c == '+') continue;
        if (cell >= kCellCount) break;
        if (!grid.isSolved(cell)) {
            DigitSet cands = grid.candidates(cell);
            if (c == 'x' || c == '0' + digit) cands.insert(digit);
            else cands.erase(digit);
            grid.setCandidates(cell, cands);
        }
        ++cell;
    }
}

void setCell(CandidateGrid& grid, int cell, std::initializer_list<int> digits)
{
    DigitSet cands;
    for (int d : digits) cands.insert(d);
    grid.setCandidates(cell, cands);
}

namespace {

std::string name(int cell)
{
    std::string out = "r";
    out += static_cast<char>('1' + rowOf(cell));
    out += 'c';
    out += static_cast<char>('1' + columnOf(cell));
    return out;
}

std::string join(std::vector<CellDigit> items, const char* op)
{
    std::sort(items.begin(), items.end(), [](const CellDigit& a, const CellDigit& b) {
        return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ' ';
        out += name(item.cell) + op + std::to_string(item.digit);
    }
    return out;
}

} // namespace

std::string eliminations(const Step& step) { return join(step.eliminations, "<>"); }
std::string placements(const Step& step) { return join(step.placements, "="); }

std::string cellNames(const std::vector<int>& cells)
{
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    std::string out;
    for (int cell : sorted) {
        if (!out.empty()) out += ' ';
        out += name(cell);
    }
    return out;
}

} // namespace nonet::testing
