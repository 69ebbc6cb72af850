#include "core/notation/variant_text.h"

#include "core/notation/notation_text.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/notation/solo_game_id.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_prefix.h"

#include <span>
#include <string>
#include <vector>

namespace nonet {

namespace {

// The whitespace-separated fields.
std::vector<std::string_view> fieldsOf(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && notation::isWhitespace(text[i])) ++i;
        if (i == text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && !notation::isWhitespace(text[i])) ++i;
        fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

bool isCageLabels(std::string_view field)
{
    if (field.size() != 81) return false;
    for (const char c : field)
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return false;
    return true;
}

bool isSumsField(std::string_view field)
{
    if (field.empty()) return false;
    for (const char c : field)
        if (!((c >= '0' && c <= '9') || c == ',')) return false;
    return true;
}

bool isCellsField(std::string_view field)
{
    for (const char c : field)
        if (!notation::isBlankCell(c) && symbolValue(c) == 0) return false;
    return !field.empty();
}

// The shape of 16, 36 or 256 cells: on one line, or in whole rows of equal lines (the code
// printed under a 16x16 is four lines of four rows).
std::optional<Variant> smallOrGiantOf(std::span<const std::string_view> fields)
{
    std::size_t total = 0;
    for (const std::string_view field : fields) {
        if (!isCellsField(field) || field.size() != fields.front().size()) return std::nullopt;
        total += field.size();
    }
    for (const Variant variant : {Variant::Mini4, Variant::Mini6, Variant::Giant16}) {
        const auto side = static_cast<std::size_t>(variantSide(variant));
        if (total == side * side && fields.front().size() % side == 0) return variant;
    }
    return std::nullopt;
}

bool isLayoutField(std::string_view field)
{
    if (field.size() != 81) return false;
    for (const char c : field)
        if (c < '1' || c > '9') return false;
    return true;
}

// X-Sudoku and Windoku are 9x9 like the classic game: their givens in the classic grid
// forms (the 81-character line, nine rows, the boxed grid) are read by the classic parser,
// with its messages, then checked against the variant's extra houses. Forms that carry more than givens (pencil marks, links) are
// refused rather than read in part.
std::variant<VariantText, ParseError> readClassicForm(Variant variant, std::string_view text)
{
    ParseResult parsed = parsePuzzle(text);
    if (!parsed) return parsed.error();
    const ParsedPuzzle& puzzle = parsed.puzzle();
    switch (puzzle.notation) {
    case Notation::Line:
    case Notation::PuzzleFileLine:
    case Notation::Rows:
    case Notation::Boxed:
        break;
    default:
        return notation::makeError(ParseError::Code::UnexpectedCharacter,
            std::string(variantName(variant)) + " is read from 81 cells on a line, 9 lines of 9 or a boxed grid, not from a " +
                std::string(notationName(puzzle.notation)));
    }
    ShapeGrid givens(Shape::of(variant));
    for (int cell = 0; cell < givens.cellCount(); ++cell) givens.setAt(cell, puzzle.givens.at(cell));
    if (auto conflict = findShapeConflicts(givens)) return std::move(*conflict);
    return VariantText{std::move(givens), std::nullopt, std::nullopt, std::nullopt, puzzle.notation};
}

} // namespace

bool readsClassicForms(Variant variant)
{
    // A Killer is 9x9 with boxes too, but its cages are part of its notation.
    const ShapePtr shape = Shape::of(variant);
    return shape->cellCount() == kCellCount && shape->hasRegularBoxes() && variant != Variant::Killer;
}

Variant variantOfText(std::string_view text, Variant chosen)
{
    if (text.size() > kMaxNotationInput) return chosen; // the reader refuses it
    // A Solo game ID says its variant; one Nonet does not play goes to the classic parser,
    // which says why.
    if (isSoloGameId(text)) return soloGameIdVariant(text).value_or(Variant::Classic);
    // A text that names its variant ("x: ...") is that variant's, whatever was chosen.
    if (const std::optional<NamedVariant> named = readVariantPrefix(text)) return named->variant;
    if (isVariantLink(text)) {
        // isVariantLink has seen a pair v=<a variant other than classic> after the '?'.
        const std::size_t query = text.find('?') + 1;
        std::size_t at = query;
        while (at < text.size()) {
            std::size_t end = text.find('&', at);
            if (end == std::string_view::npos) end = text.size();
            std::string_view pair = text.substr(at, end - at);
            while (!pair.empty() && notation::isWhitespace(pair.back())) pair.remove_suffix(1);
            if (pair.starts_with("v=")) {
                if (const std::optional<Variant> linked = parseVariant(pair.substr(2))) return *linked;
                break;
            }
            at = end + 1;
        }
        return chosen;
    }
    if (chosen != Variant::Classic) return chosen;
    const std::vector<std::string_view> fields = fieldsOf(text);
    if (fields.empty()) return Variant::Classic;
    // One field of 16, 36 or 256 characters, whatever they are, is read as that shape (and
    // its errors said there); several must be whole rows of cells.
    if (fields.size() == 1) {
        switch (fields[0].size()) {
        case 16: return Variant::Mini4;
        case 36: return Variant::Mini6;
        case 256: return Variant::Giant16;
        default: break;
        }
    } else if (const std::optional<Variant> variant = smallOrGiantOf(fields)) {
        return *variant;
    }
    if (fields.size() == 2 && isLayoutField(fields[0]) && fields[1].size() == 81) return Variant::Jigsaw;
    if (fields.size() >= 3 && isCageLabels(fields[0]) && isSumsField(fields[1])) return Variant::Killer;
    return Variant::Classic;
}

std::variant<VariantText, ParseError> readVariantText(Variant variant, std::string_view text)
{
    if (text.size() <= kMaxNotationInput && isVariantLink(text)) {
        auto linked = parseVariantLink(text);
        if (auto* error = std::get_if<ParseError>(&linked)) return std::move(*error);
        VariantLink& link = std::get<VariantLink>(linked);
        if (link.givens.variant() != variant)
            return notation::makeError(ParseError::Code::BrokenLink, "the link is of a " +
                                                                         std::string(variantName(link.givens.variant())) +
                                                                         " puzzle, not " + std::string(variantName(variant)));
        return VariantText{std::move(link.givens), std::move(link.entries), std::move(link.notes), std::move(link.centreNotes),
                           Notation::NonetLink};
    }
    if (isSoloGameId(text)) {
        auto read = parseSoloGameId(text);
        if (auto* error = std::get_if<ParseError>(&read)) return std::move(*error);
        ShapeGrid& grid = std::get<ShapeGrid>(read);
        if (grid.variant() != variant)
            return notation::makeError(ParseError::Code::BadGameId, "the Solo game ID is of a " + std::string(variantName(grid.variant())) +
                                                                        " puzzle, not " + std::string(variantName(variant)));
        return VariantText{std::move(grid), std::nullopt, std::nullopt, std::nullopt, Notation::SoloGameId};
    }
    if (const std::optional<NamedVariant> named = readVariantPrefix(text)) {
        if (named->variant != variant) return wrongVariantError(*named, variantName(variant));
        // The givens after the name, in any classic grid form.
        auto read = readClassicForm(variant, text.substr(named->bodyStart));
        if (auto* error = std::get_if<ParseError>(&read)) return placedInWhole(std::move(*error), text, *named);
        return read;
    }
    if (readsClassicForms(variant)) return readClassicForm(variant, text);
    ShapeParseResult parsed = parseShapePuzzle(variant, text);
    if (!parsed) return parsed.error();
    return VariantText{parsed.grid(), std::nullopt, std::nullopt, std::nullopt, Notation::Line};
}

} // namespace nonet
