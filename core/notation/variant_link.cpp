#include "core/notation/variant_link.h"

#include "core/notation/killer_notation.h"
#include "core/notation/notation_text.h"
#include "core/notation/note_code.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"

#include <array>
#include <tuple>

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
    Parameter v, l, s, p, e, n, c;
};

ParseError brokenLink(std::string message) { return notation::makeError(ParseError::Code::BrokenLink, std::move(message)); }

// Splits the query into the known parameters; a repeated or unknown one is an error.
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
        Parameter* slot = key == "v"   ? &out.v
                          : key == "l" ? &out.l
                          : key == "s" ? &out.s
                          : key == "p" ? &out.p
                          : key == "e" ? &out.e
                          : key == "n" ? &out.n
                          : key == "c" ? &out.c
                                       : nullptr;
        if (slot == nullptr || eq == std::string_view::npos)
            return brokenLink("the link has an unknown part '" + std::string(pair.substr(0, 20)) +
                              "' (a variant link has v=, p=, for Jigsaw l=, for Killer l= and s=, optionally e=, n= and c=)");
        if (slot->present) return brokenLink("the link repeats its " + std::string(key) + "= part");
        *slot = {pair.substr(eq + 1), at + eq + 1, true};
        at = end + 1;
    }
    return out;
}

// A link's notes (n= or c=): of the puzzle's size, only in cells without a given or an entry.
std::variant<ShapeNotes, ParseError> readNotes(std::string_view text, const Parameter& parameter, const VariantLink& link,
                                               const std::string& what)
{
    const ShapeGrid& givens = link.givens;
    const std::size_t length = noteCodeLength(givens.cellCount(), givens.side());
    if (parameter.value.size() != length)
        return brokenLink("the link's " + what + " have " + std::to_string(parameter.value.size()) + " characters; a " +
                          std::string(variantName(givens.variant())) + " puzzle's have " + std::to_string(length));
    auto decoded = decodeNotes(parameter.value, givens.cellCount(), givens.side(), "link's " + what);
    if (const auto* error = std::get_if<NoteCodeError>(&decoded)) {
        ParseError parseError = brokenLink(error->message);
        const notation::TextPosition at = notation::positionOf(text, parameter.offset + error->index);
        parseError.line = at.line;
        parseError.column = at.column;
        return parseError;
    }
    ShapeNotes notes = std::get<ShapeNotes>(std::move(decoded));
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        if (notes[static_cast<std::size_t>(cell)].empty()) continue;
        if (givens.at(cell) != 0)
            return brokenLink("the link's " + what + " are in " + shapeCellName(givens.shape(), cell) + ", which is a given");
        if (link.entries && link.entries->at(cell) != 0)
            return brokenLink("the link's " + what + " are in " + shapeCellName(givens.shape(), cell) + ", which holds an entry");
    }
    return notes;
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
                          "' is not one of 4x4, 6x6, 16x16, x, windoku, jigsaw, killer");
    if (!params.p.present) return notation::makeError(ParseError::Code::LinkWithoutPuzzle, "the link has no puzzle (p=)");
    const bool jigsaw = *variant == Variant::Jigsaw;
    const bool killer = *variant == Variant::Killer;
    if (jigsaw && !params.l.present)
        return notation::makeError(ParseError::Code::BadLayout, "the Jigsaw link has no layout (l=)");
    if (killer && !params.l.present) return notation::makeError(ParseError::Code::BadCages, "the Killer link has no cage labels (l=)");
    if (killer && !params.s.present) return notation::makeError(ParseError::Code::BadCages, "the Killer link has no cage sums (s=)");
    if (!jigsaw && !killer && params.l.present) return brokenLink("only a Jigsaw or Killer link has a layout (l=)");
    if (!killer && params.s.present) return brokenLink("only a Killer link has cage sums (s=)");
    // An empty l= or s= would let the fields of the line built here shift: refused first.
    if ((jigsaw || killer) && params.l.value.empty())
        return notation::makeError(jigsaw ? ParseError::Code::BadLayout : ParseError::Code::BadCages, "the link's layout (l=) is empty");
    if (killer && params.s.value.empty()) return notation::makeError(ParseError::Code::BadCages, "the link's cage sums (s=) are empty");

    std::string line(params.p.value);
    if (jigsaw) line = std::string(params.l.value) + ' ' + line;
    if (killer) line = std::string(params.l.value) + ' ' + std::string(params.s.value) + ' ' + line;
    ShapeParseResult parsed = parseShapePuzzle(*variant, line);
    if (!parsed) {
        ParseError error = parsed.error();
        // Positions are of the line built here, not of the link: drop them rather than mislead.
        error.line = 0;
        error.column = 0;
        return error;
    }
    VariantLink link{parsed.grid(), std::nullopt, std::nullopt, std::nullopt};
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
    for (auto [parameter, notes, what] : {std::tuple{&params.n, &link.notes, "notes (n=)"}, std::tuple{&params.c, &link.centreNotes, "centre notes (c=)"}}) {
        if (!parameter->present) continue;
        auto read = readNotes(text, *parameter, link, what);
        if (auto* error = std::get_if<ParseError>(&read)) return std::move(*error);
        *notes = std::get<ShapeNotes>(std::move(read));
    }
    return link;
}

std::string formatVariantLink(const ShapeGrid& givens, const ShapeGrid* entries, const ShapeNotes* notes, const ShapeNotes* centreNotes)
{
    std::string link(kPrefix);
    link += "v=";
    link += variantKey(givens.variant());
    if (givens.variant() == Variant::Jigsaw) link += "&l=" + formatJigsawLayout(givens.shape());
    if (givens.variant() == Variant::Killer) link += "&l=" + formatKillerLabels(givens.shape()) + "&s=" + formatKillerSums(givens.shape());
    link += "&p=" + formatShapeCells(givens);
    if (entries != nullptr) {
        std::string e(static_cast<std::size_t>(givens.cellCount()), '.');
        for (int cell = 0; cell < givens.cellCount(); ++cell)
            if (givens.at(cell) == 0 && entries->at(cell) != 0) e[static_cast<std::size_t>(cell)] = valueSymbol(entries->at(cell));
        link += "&e=" + e;
    }
    if (notes != nullptr) link += "&n=" + encodeNotes(*notes, givens.side());
    if (centreNotes != nullptr) link += "&c=" + encodeNotes(*centreNotes, givens.side());
    return link;
}

} // namespace nonet
