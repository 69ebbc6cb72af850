#include "core/notation/parser.h"

#include "core/notation/grid_text_parser.h"
#include "core/notation/line_parser.h"
#include "core/notation/link_parser.h"
#include "core/notation/notation_text.h"
#include "core/notation/solo_game_id.h"
#include "core/notation/variant_prefix.h"

#include <string>

namespace nonet {

std::string_view notationName(Notation notation)
{
    switch (notation) {
    case Notation::Line: return "81-character line";
    case Notation::PuzzleFileLine: return "puzzle-file line";
    case Notation::Rows: return "9 lines of 9";
    case Notation::Boxed: return "boxed grid";
    case Notation::PencilMarks: return "pencil-mark grid";
    case Notation::Candidates729: return "729-character candidate string";
    case Notation::NonetLink: return "Nonet link";
    case Notation::WebLink: return "web link";
    case Notation::SoloGameId: return "Solo game ID";
    }
    return "unknown notation";
}

namespace {

// A text that names a variant ("x: ...") is that variant's, never read as a classic puzzle.
ParseError namedVariantError(const NamedVariant& named) { return wrongVariantError(named, "a classic puzzle"); }

} // namespace

ParseResult parsePuzzle(std::string_view text)
{
    using notation::makeError;
    if (text.size() > kMaxNotationInput)
        return ParseResult(makeError(ParseError::Code::InputTooLarge,
            "the input is " + std::to_string(text.size()) + " bytes; a puzzle is at most " + std::to_string(kMaxNotationInput)));

    // A byte-order mark from an editor is not part of the puzzle.
    std::size_t begin = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    // Control bytes and non-ASCII characters belong to no notation (binary junk, curly
    // quotes, full-width digits): name the first one and where it is.
    for (std::size_t i = begin; i < text.size(); ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        if ((b < 0x20 && !notation::isWhitespace(text[i])) || b >= 0x7F) return ParseResult(notation::unexpectedCharacter(text, i));
    }

    std::size_t first = begin;
    while (first < text.size() && notation::isWhitespace(text[first])) ++first;
    std::size_t last = text.size();
    while (last > first && notation::isWhitespace(text[last - 1])) --last;
    if (first == last) return ParseResult(makeError(ParseError::Code::EmptyInput, "the input is empty"));

    if (const std::optional<NamedVariant> named = readVariantPrefix(text.substr(first, last - first)))
        return ParseResult(namedVariantError(*named));
    if (isSoloGameId(text.substr(first, last - first))) {
        // Only Solo's classic puzzles are read here (the variant readers take the others).
        const std::optional<Variant> variant = soloGameIdVariant(text.substr(first, last - first));
        if (variant && *variant != Variant::Classic)
            return ParseResult(makeError(ParseError::Code::BadGameId,
                                         "the Solo game ID is of a " + std::string(variantName(*variant)) + " puzzle, not a classic one"));
        auto read = parseSoloGameId(text.substr(first, last - first));
        if (auto* error = std::get_if<ParseError>(&read)) return ParseResult(std::move(*error));
        const ShapeGrid& grid = std::get<ShapeGrid>(read);
        ParsedPuzzle puzzle;
        puzzle.givens = grid.toClassic();
        puzzle.notation = Notation::SoloGameId;
        return ParseResult(std::move(puzzle));
    }
    if (notation::looksLikeLink(text.substr(first, last - first))) return notation::parseLink(text, first, last);
    return notation::parseGridText(text, begin, text.size());
}

ParseResult parsePuzzleLine(std::string_view line)
{
    // "x: <cells>" would read as a puzzle-file line with the id "x:": named first.
    if (const std::optional<NamedVariant> named = readVariantPrefix(line)) return ParseResult(namedVariantError(*named));
    return notation::parsePuzzleFields(line, 0, line.size());
}

} // namespace nonet
