#include "core/notation/killer_notation.h"

#include "core/notation/notation_text.h"
#include "core/notation/parser.h"
#include "core/shape/killer_cages.h"
#include "core/shape/shape_names.h"

#include <array>
#include <vector>

namespace nonet {

namespace {

using notation::makeError;

constexpr std::string_view kLabels = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static_assert(kLabels.size() == static_cast<std::size_t>(kMaxCages));

constexpr bool isLabel(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// A sum longer than this is no cage's (the largest is 45): refused before it could overflow.
constexpr std::size_t kMaxSumDigits = 4;

ParseError cageError(std::string message, std::vector<int> cells = {})
{
    ParseError error = makeError(ParseError::Code::BadCages, std::move(message));
    error.cells = std::move(cells);
    return error;
}

ParseError cageErrorAt(std::string_view text, std::size_t offset, std::string message)
{
    ParseError error = cageError(std::move(message));
    const notation::TextPosition pos = notation::positionOf(text, offset);
    error.line = pos.line;
    error.column = pos.column;
    return error;
}

std::string ordinal(std::size_t n)
{
    const std::size_t lastTwo = n % 100;
    const char* suffix = (lastTwo >= 11 && lastTwo <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

} // namespace

char killerLabel(int index) { return index >= 0 && index < kMaxCages ? kLabels[static_cast<std::size_t>(index)] : '?'; }

std::variant<ShapePtr, ParseError> readKillerCages(std::string_view text, std::size_t labelsBegin, std::size_t labelsEnd,
                                                   std::size_t sumsBegin, std::size_t sumsEnd)
{
    constexpr int kCells = 81;
    for (std::size_t i = labelsBegin; i < labelsEnd; ++i)
        if (!isLabel(text[i])) return notation::unexpectedCharacter(text, i, "in the cage labels: 0-9, A-Z, a-z");
    if (labelsEnd - labelsBegin != static_cast<std::size_t>(kCells))
        return cageErrorAt(text, labelsBegin,
                           "the cage labels cover " + notation::cellCount(labelsEnd - labelsBegin) +
                               "; a Killer has one label for each of its 81 cells");

    // Cages numbered in order of first appearance: the order of the sums.
    std::array<int, 128> cageOfLabel{};
    cageOfLabel.fill(-1);
    std::vector<char> labelOfCage;
    std::vector<int> firstCell;
    std::array<std::uint8_t, kCells> cageOf{};
    for (int cell = 0; cell < kCells; ++cell) {
        const char label = text[labelsBegin + static_cast<std::size_t>(cell)];
        int& cage = cageOfLabel[static_cast<std::size_t>(label)];
        if (cage < 0) {
            cage = static_cast<int>(labelOfCage.size());
            labelOfCage.push_back(label);
            firstCell.push_back(cell);
        }
        cageOf[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(cage);
    }

    std::vector<int> sums;
    std::size_t start = sumsBegin;
    for (std::size_t i = sumsBegin; i <= sumsEnd; ++i) {
        // A line may end after a comma: the sums go on after the whitespace.
        if (i < sumsEnd && i == start && i > sumsBegin && notation::isWhitespace(text[i])) {
            ++start;
            continue;
        }
        if (i < sumsEnd && text[i] != ',') {
            if (text[i] < '0' || text[i] > '9') return notation::unexpectedCharacter(text, i, "in the cage sums: whole numbers with ',' between");
            continue;
        }
        if (i == start)
            return cageErrorAt(text, i, "the cage sums have an empty place (two commas together, or one at an end)");
        if (i - start > kMaxSumDigits)
            return cageErrorAt(text, start, "the sum '" + std::string(text.substr(start, kMaxSumDigits)) + "\u2026' is no cage's sum");
        int value = 0;
        for (std::size_t k = start; k < i; ++k) value = value * 10 + (text[k] - '0');
        sums.push_back(value);
        start = i + 1;
    }

    const std::size_t cages = labelOfCage.size();
    if (sums.size() < cages) {
        const std::size_t missing = sums.size();
        return cageError("cage '" + std::string(1, labelOfCage[missing]) + "' (from " + gridCellName(9, firstCell[missing]) +
                             ") has no sum: the labels make " + std::to_string(cages) + " cages and there are " +
                             std::to_string(sums.size()) + " sums",
                         [&] {
                             std::vector<int> cells;
                             for (int cell = 0; cell < kCells; ++cell)
                                 if (cageOf[static_cast<std::size_t>(cell)] == missing) cells.push_back(cell);
                             return cells;
                         }());
    }
    if (sums.size() > cages)
        return cageError("there are " + std::to_string(sums.size()) + " sums for " + std::to_string(cages) + " cages: the " +
                         ordinal(cages + 1) + " sum (" + std::to_string(sums[cages]) + ") has no cells");

    const auto name = [&labelOfCage](int cage) { return "cage '" + std::string(1, labelOfCage[static_cast<std::size_t>(cage)]) + "'"; };
    if (auto problem = checkKillerCages(9, cageOf, sums, name)) return cageError(std::move(problem->message), std::move(problem->cells));
    return Shape::killer(cageOf, sums);
}

std::variant<ShapePtr, ParseError> parseKillerCages(std::string_view text)
{
    if (text.size() > kMaxNotationInput)
        return makeError(ParseError::Code::InputTooLarge, "the cages are " + std::to_string(text.size()) + " bytes long");
    std::vector<std::pair<std::size_t, std::size_t>> fields;
    std::size_t i = 0;
    while (i < text.size() && fields.size() < 3) {
        while (i < text.size() && notation::isWhitespace(text[i])) ++i;
        if (i == text.size()) break;
        const std::size_t begin = i;
        while (i < text.size() && !notation::isWhitespace(text[i])) ++i;
        fields.emplace_back(begin, i);
    }
    if (fields.empty()) return makeError(ParseError::Code::EmptyInput, "the cages are empty");
    if (fields.size() == 1) return cageError("the cages are 81 labels, a space, then the sums; found no sums");
    if (fields.size() > 2) return notation::unexpectedCharacter(text, fields[2].first, "after the cage sums");
    return readKillerCages(text, fields[0].first, fields[0].second, fields[1].first, fields[1].second);
}

std::string formatKillerLabels(const Shape& shape)
{
    std::string out(static_cast<std::size_t>(shape.cellCount()), '?');
    for (int cell = 0; cell < shape.cellCount(); ++cell) out[static_cast<std::size_t>(cell)] = killerLabel(shape.cageOf(cell));
    return out;
}

std::string formatKillerSums(const Shape& shape)
{
    std::string out;
    for (const Cage& cage : shape.cages()) {
        if (!out.empty()) out += ',';
        out += std::to_string(cage.sum);
    }
    return out;
}

std::string formatKillerCages(const Shape& shape) { return formatKillerLabels(shape) + ' ' + formatKillerSums(shape); }

} // namespace nonet
