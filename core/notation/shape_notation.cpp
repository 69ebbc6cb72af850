#include "core/notation/shape_notation.h"

#include "core/notation/killer_notation.h"
#include "core/notation/notation_text.h"
#include "core/notation/parser.h"
#include "core/notation/variant_prefix.h"
#include "core/shape/jigsaw_layout.h"

#include <array>
#include <span>
#include <vector>

namespace nonet {

namespace {

using notation::makeError;
using notation::unexpectedCharacter;

std::string sizeName(const Shape& shape)
{
    const std::string side = std::to_string(shape.side());
    return side + "\u00d7" + side;
}

// The range of values of the shape, for messages: "1-4", "1-9", "1-9 and A-G".
std::string valueRange(const Shape& shape)
{
    if (shape.side() <= 9) return std::string("1\u2013") + valueSymbol(shape.side());
    return std::string("1\u20139 and A\u2013") + valueSymbol(shape.side());
}

struct Field {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t size() const { return end - begin; }
};

// Whitespace-separated fields of the text (all of them: the cells may come in rows).
std::vector<Field> fieldsOf(std::string_view text)
{
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && notation::isWhitespace(text[i])) ++i;
        if (i == text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && !notation::isWhitespace(text[i])) ++i;
        fields.push_back({start, i});
    }
    return fields;
}

// The cells into grid, from one field or from several that add up to the shape's cells
// (rows on lines of their own, as a printed 16x16's code is): characters, count, range, in
// that order of errors. A field beyond the cells is an error of its own.
std::optional<ParseError> readCells(std::string_view text, std::span<const Field> fields, ShapeGrid& grid, std::string_view what)
{
    const Shape& shape = grid.shape();
    const auto wanted = static_cast<std::size_t>(shape.cellCount());
    std::size_t used = 0;
    std::size_t found = 0;
    while (used < fields.size() && found < wanted) found += fields[used++].size();
    if (used < fields.size() && found == wanted) return unexpectedCharacter(text, fields[used].begin, "after the puzzle");
    const std::span<const Field> cells = fields.first(used);
    for (const Field& field : cells)
        for (std::size_t i = field.begin; i < field.end; ++i) {
            const char c = text[i];
            if (!notation::isBlankCell(c) && symbolValue(c) == 0) return unexpectedCharacter(text, i, what);
        }
    if (found != wanted) {
        for (const Field& field : fields.subspan(used)) found += field.size();
        const notation::TextPosition pos = notation::positionOf(text, fields.front().begin);
        ParseError error = makeError(ParseError::Code::WrongCellCount,
            "found " + std::to_string(found) + " cells; a " + sizeName(shape) + " puzzle has " + std::to_string(shape.cellCount()));
        error.line = pos.line;
        error.column = pos.column;
        return error;
    }
    int cell = 0;
    for (const Field& field : cells)
        for (std::size_t i = field.begin; i < field.end; ++i, ++cell) {
            const char c = text[i];
            const int value = notation::isBlankCell(c) ? 0 : symbolValue(c);
            if (value > shape.side()) {
                ParseError error = unexpectedCharacter(text, i, what);
                // Appended piece by piece: GCC 12 warns (falsely) on "literal" + std::string here.
                std::string message(1, '\'');
                message += c;
                message += "' at line " + std::to_string(error.line) + ", column " + std::to_string(error.column);
                message += " is not a value of a " + sizeName(shape) + " puzzle (" + valueRange(shape) + ", '.' or '0' for a blank)";
                error.message = std::move(message);
                error.cells = {cell};
                return error;
            }
            grid.setAt(cell, value);
        }
    return std::nullopt;
}

std::variant<ShapePtr, ParseError> readLayout(std::string_view text, Field field)
{
    for (std::size_t i = field.begin; i < field.end; ++i)
        if (text[i] < '1' || text[i] > '9') return unexpectedCharacter(text, i, "in the Jigsaw layout: region digits 1\u20139");
    JigsawRegions regions{};
    if (field.size() != regions.size()) {
        ParseError error = makeError(ParseError::Code::BadLayout,
            "the Jigsaw layout has " + std::to_string(field.size()) + " cells; it has 81 region digits 1\u20139");
        const notation::TextPosition pos = notation::positionOf(text, field.begin);
        error.line = pos.line;
        error.column = pos.column;
        return error;
    }
    for (std::size_t i = 0; i < regions.size(); ++i) regions[i] = static_cast<std::uint8_t>(text[field.begin + i] - '1');
    if (auto problem = checkJigsawLayout(regions)) {
        ParseError error = makeError(ParseError::Code::BadLayout, "the Jigsaw layout is broken: " + problem->message);
        error.cells = std::move(problem->cells);
        return error;
    }
    return Shape::jigsaw(regions);
}

// Size limit, characters outside printable ASCII, blank input: the checks every variant shares.
std::optional<ParseError> checkText(std::string_view text)
{
    if (text.size() > kMaxNotationInput)
        return makeError(ParseError::Code::InputTooLarge, "the input is " + std::to_string(text.size()) +
                                                              " bytes; a puzzle is at most " + std::to_string(kMaxNotationInput));
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        if ((b < 0x20 && !notation::isWhitespace(text[i])) || b >= 0x7F) return unexpectedCharacter(text, i);
    }
    return std::nullopt;
}

// The text of a variant other than classic, without a name in front (parseShapePuzzle).
ShapeParseResult parseShapeText(Variant variant, std::string_view text);

ShapeParseResult parseClassic(std::string_view text)
{
    ParseResult parsed = parsePuzzle(text);
    if (!parsed) return ShapeParseResult(parsed.error());
    return ShapeParseResult(ShapeGrid::fromClassic(parsed.puzzle().givens));
}

} // namespace

std::optional<ParseError> findShapeConflicts(const ShapeGrid& givens)
{
    const Shape& shape = givens.shape();
    std::optional<ParseError> error;
    std::array<bool, Shape::kMaxCells> involved{};
    int pairs = 0;
    for (int house = 0; house < shape.houseCount(); ++house) {
        std::array<int, Shape::kMaxSide + 1> firstCell{};
        firstCell.fill(-1);
        for (const int cell : shape.houseCells(house)) {
            const int v = givens.at(cell);
            if (v == 0) continue;
            const int earlier = firstCell[static_cast<std::size_t>(v)];
            if (earlier < 0) {
                firstCell[static_cast<std::size_t>(v)] = cell;
                continue;
            }
            // A pair in another house that a row or column already reported is the same conflict.
            if (!shape.isLine(house) &&
                (shape.rowOf(earlier) == shape.rowOf(cell) || shape.columnOf(earlier) == shape.columnOf(cell)))
                continue;
            ++pairs;
            involved[static_cast<std::size_t>(earlier)] = true;
            involved[static_cast<std::size_t>(cell)] = true;
            if (!error) {
                error = makeError(ParseError::Code::ConflictingGivens,
                    shapeCellName(shape, earlier) + " and " + shapeCellName(shape, cell) + " both hold " + valueText(v) +
                        " (same " + houseKindName(shape.houseKind(house)) + ")");
            }
        }
    }
    for (int index = 0; index < shape.cageCount(); ++index) {
        const Cage& cage = shape.cage(index);
        std::array<int, Shape::kMaxSide + 1> firstCell{};
        firstCell.fill(-1);
        int sum = 0;
        int filled = 0;
        for (const int cell : cage.cells) {
            const int v = givens.at(cell);
            if (v == 0) continue;
            sum += v;
            ++filled;
            const int earlier = firstCell[static_cast<std::size_t>(v)];
            if (earlier < 0) {
                firstCell[static_cast<std::size_t>(v)] = cell;
                continue;
            }
            ++pairs;
            involved[static_cast<std::size_t>(earlier)] = true;
            involved[static_cast<std::size_t>(cell)] = true;
            if (!error)
                error = makeError(ParseError::Code::ConflictingGivens, shapeCellName(shape, earlier) + " and " +
                                                                          shapeCellName(shape, cell) + " both hold " + valueText(v) +
                                                                          " (same cage)");
        }
        const bool full = filled == static_cast<int>(cage.cells.size());
        if (sum > cage.sum || (full && sum != cage.sum)) {
            ++pairs;
            for (const int cell : cage.cells) involved[static_cast<std::size_t>(cell)] = givens.at(cell) != 0 || involved[static_cast<std::size_t>(cell)];
            if (!error)
                error = makeError(ParseError::Code::ConflictingGivens,
                                  "the givens in the cage of " + shapeCellName(shape, cage.cells.front()) + " add up to " +
                                      std::to_string(sum) + (full ? ", not its sum " : ", more than its sum ") +
                                      std::to_string(cage.sum));
        }
    }
    if (!error) return std::nullopt;
    if (pairs > 1) error->message += " and " + std::to_string(pairs - 1) + " more conflicting pair" + (pairs > 2 ? "s" : "");
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        if (involved[static_cast<std::size_t>(cell)]) error->cells.push_back(cell);
    return error;
}

ShapeParseResult parseShapePuzzle(Variant variant, std::string_view text)
{
    if (variant == Variant::Classic) return parseClassic(text);
    if (auto error = checkText(text)) return ShapeParseResult(std::move(*error));
    // A text that names its variant ("x: ...") is read as that one only; the cells follow.
    if (const std::optional<NamedVariant> named = readVariantPrefix(text)) {
        if (named->variant != variant) return ShapeParseResult(wrongVariantError(*named, variantName(variant)));
        ShapeParseResult body = parseShapeText(variant, text.substr(named->bodyStart));
        return body ? std::move(body) : ShapeParseResult(placedInWhole(body.error(), text, *named));
    }
    return parseShapeText(variant, text);
}

namespace {

ShapeParseResult parseShapeText(Variant variant, std::string_view text)
{
    const std::vector<Field> fields = fieldsOf(text);
    if (fields.empty()) return ShapeParseResult(makeError(ParseError::Code::EmptyInput, "the input is empty"));

    ShapePtr shape = Shape::of(variant);
    std::span<const Field> cells(fields);
    if (variant == Variant::Jigsaw) {
        if (fields.size() == 1) {
            ParseError error = makeError(ParseError::Code::BadLayout,
                "a Jigsaw puzzle is its layout (81 region digits 1\u20139), a space, then its 81 cells; found one field");
            return ShapeParseResult(std::move(error));
        }
        auto layout = readLayout(text, fields[0]);
        if (auto* error = std::get_if<ParseError>(&layout)) return ShapeParseResult(std::move(*error));
        shape = std::get<ShapePtr>(layout);
        cells = cells.subspan(1);
    } else if (variant == Variant::Killer) {
        if (fields.size() < 3) {
            return ShapeParseResult(makeError(ParseError::Code::BadCages,
                "a Killer puzzle is its 81 cage labels, its sums (',' between), then its 81 cells; found " +
                    std::string(fields.size() == 1 ? "one field" : "two fields")));
        }
        // The sums may go on over lines, each broken after a comma (as a printed Killer's are).
        std::size_t sumsEnd = 1;
        while (sumsEnd + 1 < fields.size() && text[fields[sumsEnd].end - 1] == ',') ++sumsEnd;
        if (sumsEnd + 1 == fields.size())
            return ShapeParseResult(makeError(ParseError::Code::BadCages,
                                              "a Killer puzzle is its 81 cage labels, its sums (',' between), then its 81 cells; the cells are missing"));
        auto cages = readKillerCages(text, fields[0].begin, fields[0].end, fields[1].begin, fields[sumsEnd].end);
        if (auto* error = std::get_if<ParseError>(&cages)) return ShapeParseResult(std::move(*error));
        shape = std::get<ShapePtr>(cages);
        cells = cells.subspan(sumsEnd + 1);
    }
    ShapeGrid grid(shape);
    if (auto error = readCells(text, cells, grid, "in the puzzle")) return ShapeParseResult(std::move(*error));
    if (auto conflict = findShapeConflicts(grid)) return ShapeParseResult(std::move(*conflict));
    return ShapeParseResult(std::move(grid));
}

} // namespace

std::variant<ShapePtr, ParseError> parseJigsawLayout(std::string_view text)
{
    if (auto error = checkText(text)) return std::move(*error);
    const std::vector<Field> fields = fieldsOf(text);
    if (fields.empty()) return makeError(ParseError::Code::EmptyInput, "the layout is empty");
    if (fields.size() > 1) return unexpectedCharacter(text, fields[0].end, "inside the Jigsaw layout");
    return readLayout(text, fields[0]);
}

std::string formatShapeCells(const ShapeGrid& grid, char blank)
{
    std::string out(static_cast<std::size_t>(grid.cellCount()), blank);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.at(cell) != 0) out[static_cast<std::size_t>(cell)] = valueSymbol(grid.at(cell));
    return out;
}

std::string formatJigsawLayout(const Shape& shape)
{
    std::string out;
    for (const std::uint8_t region : shape.regions()) out += static_cast<char>('1' + region);
    return out;
}

std::string formatShapePuzzle(const ShapeGrid& grid, char blank)
{
    if (grid.variant() == Variant::Killer) return formatKillerCages(grid.shape()) + ' ' + formatShapeCells(grid, blank);
    if (grid.variant() == Variant::Jigsaw) return formatJigsawLayout(grid.shape()) + ' ' + formatShapeCells(grid, blank);
    return variantPrefix(grid.variant()) + formatShapeCells(grid, blank);
}

} // namespace nonet
