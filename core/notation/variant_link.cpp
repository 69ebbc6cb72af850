#include "core/notation/variant_link.h"

#include "core/notation/notation_text.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"

#include <array>

namespace nonet {

namespace {

constexpr std::string_view kPrefix = "nonet://play?";

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && notation::isWhitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && notation::isWhitespace(text.back())) text.remove_suffix(1);
    return text;
}

struct Parameter {
    std::string_view value;
    std::size_t offset = 0; // of the value in the whole text
    bool present = false;
};

struct Parameters {
    Parameter v, l, p, e;
};

ParseError brokenLink(std::string message) { return notation::makeError(ParseError::Code::BrokenLink, std::move(message)); }

// Splits the query into the four known parameters; a repeated or unknown one is an error.
std::variant<Parameters, ParseError> split(std::string_view text, std::size_t queryStart)
{
    Parameters out;
    std::size_t at = queryStart;
    while (at <= text.size()) {
        std::size_t end = text.find('&', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view pair = text.substr(at, end - at);
        const std::size_t eq = pair.find('=');
        const std::string_view key = pair.substr(0, eq);
        Parameter* slot = key == "v" ? &out.v : key == "l" ? &out.l : key == "p" ? &out.p : key == "e" ? &out.e : nullptr;
        if (slot == nullptr || eq == std::string_view::npos)
            return brokenLink("the link has an unknown part '" + std::string(pair.substr(0, 20)) + "' (a variant link has v=, p=, and for Jigsaw l=, optionally e=)");
        if (slot->present) return brokenLink("the link repeats its " + std::string(key) + "= part");
        *slot = {pair.substr(eq + 1), at + eq + 1, true};
        at = end + 1;
    }
    return out;
}

} // namespace

bool isVariantLink(std::string_view text)
{
    text = trimmed(text);
    if (!text.starts_with(kPrefix)) return false;
    const std::string_view query = text.substr(kPrefix.size());
    // v= as the first parameter or after an '&'.
    std::size_t at = 0;
    while (at < query.size()) {
        std::size_t end = query.find('&', at);
        if (end == std::string_view::npos) end = query.size();
        const std::string_view pair = query.substr(at, end - at);
        if (pair.starts_with("v=")) {
            const std::optional<Variant> variant = parseVariant(pair.substr(2));
            return variant != Variant::Classic; // an unknown variant is this parser's error to give
        }
        at = end + 1;
    }
    return false;
}

std::variant<VariantLink, ParseError> parseVariantLink(std::string_view whole)
{
    if (whole.size() > kMaxNotationInput)
        return notation::makeError(ParseError::Code::InputTooLarge, "the link is too long");
    const std::string_view text = trimmed(whole);
    if (!text.starts_with(kPrefix)) return brokenLink("a variant link starts with nonet://play?");
    auto split_ = split(text, kPrefix.size());
    if (const auto* error = std::get_if<ParseError>(&split_)) return *error;
    const Parameters& params = std::get<Parameters>(split_);
    if (!params.v.present) return brokenLink("the link does not say its variant (v=)");
    const std::optional<Variant> variant = parseVariant(params.v.value);
    if (!variant || *variant == Variant::Classic)
        return brokenLink("the link's variant '" + std::string(params.v.value.substr(0, 20)) +
                          "' is not one of 4x4, 6x6, 16x16, x, windoku, jigsaw");
    if (!params.p.present) return notation::makeError(ParseError::Code::LinkWithoutPuzzle, "the link has no puzzle (p=)");
    const bool jigsaw = *variant == Variant::Jigsaw;
    if (jigsaw && !params.l.present)
        return notation::makeError(ParseError::Code::BadLayout, "the Jigsaw link has no layout (l=)");
    if (!jigsaw && params.l.present) return brokenLink("only a Jigsaw link has a layout (l=)");

    const std::string line = jigsaw ? std::string(params.l.value) + ' ' + std::string(params.p.value) : std::string(params.p.value);
    ShapeParseResult parsed = parseShapePuzzle(*variant, line);
    if (!parsed) {
        ParseError error = parsed.error();
        // Positions are of the line built here, not of the link: drop them rather than mislead.
        error.line = 0;
        error.column = 0;
        return error;
    }
    VariantLink link{parsed.grid(), std::nullopt};
    if (params.e.present) {
        const ShapeGrid& givens = link.givens;
        if (params.e.value.size() != static_cast<std::size_t>(givens.cellCount()))
            return brokenLink("the link's progress (e=) has " + notation::cellCount(params.e.value.size()) + "; the puzzle has " +
                              std::to_string(givens.cellCount()));
        ShapeGrid entries(givens.shapePtr());
        for (int cell = 0; cell < givens.cellCount(); ++cell) {
            const char c = params.e.value[static_cast<std::size_t>(cell)];
            if (c == '.' || c == '0') continue;
            const int value = symbolValue(c);
            if (value < 1 || value > givens.side())
                return notation::unexpectedCharacter(text, params.e.offset + static_cast<std::size_t>(cell), "the link's progress");
            if (givens.at(cell) != 0)
                return brokenLink("the link's progress (e=) writes in " + shapeCellName(givens.shape(), cell) + ", which is a given");
            entries.setAt(cell, value);
        }
        link.entries = entries;
    }
    return link;
}

std::string formatVariantLink(const ShapeGrid& givens, const ShapeGrid* entries)
{
    std::string link(kPrefix);
    link += "v=";
    link += variantKey(givens.variant());
    if (givens.variant() == Variant::Jigsaw) link += "&l=" + formatJigsawLayout(givens.shape());
    link += "&p=" + formatShapeCells(givens);
    if (entries != nullptr) {
        std::string e(static_cast<std::size_t>(givens.cellCount()), '.');
        for (int cell = 0; cell < givens.cellCount(); ++cell)
            if (givens.at(cell) == 0 && entries->at(cell) != 0) e[static_cast<std::size_t>(cell)] = valueSymbol(entries->at(cell));
        link += "&e=" + e;
    }
    return link;
}

} // namespace nonet
