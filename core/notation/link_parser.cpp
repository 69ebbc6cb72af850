#include "core/notation/link_parser.h"

#include "core/notation/notation_text.h"
#include "core/notation/progress_code.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace nonet::notation {

namespace {

bool isSchemeChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '.' || c == '-';
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c = lower(c);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// A %-decoded value and, per decoded character, its offset in the text (for positions).
struct Decoded {
    std::string value;
    std::vector<std::size_t> offsets;
};

struct Parameter {
    std::string_view key; // raw; keys of interest contain no escapes
    std::size_t valueBegin = 0;
    std::size_t valueEnd = 0;
};

ParseError linkError(std::string message, std::string_view text, std::size_t offset)
{
    const TextPosition pos = positionOf(text, offset);
    ParseError error = makeError(ParseError::Code::BrokenLink, std::move(message) + " (line " + std::to_string(pos.line)
            + ", column " + std::to_string(pos.column) + ")");
    error.line = pos.line;
    error.column = pos.column;
    return error;
}

std::variant<Decoded, ParseError> percentDecode(std::string_view text, std::size_t begin, std::size_t end, std::string_view what)
{
    Decoded out;
    for (std::size_t i = begin; i < end; ++i) {
        out.offsets.push_back(i);
        if (text[i] != '%') {
            out.value += text[i];
            continue;
        }
        const int high = i + 1 < end ? hexValue(text[i + 1]) : -1;
        const int low = i + 2 < end ? hexValue(text[i + 2]) : -1;
        if (high < 0 || low < 0) return linkError(std::string(what) + ": a '%' not followed by two hex digits", text, i);
        out.value += static_cast<char>(high * 16 + low);
        i += 2;
    }
    out.offsets.push_back(end);
    return out;
}

// The 81 cells of a decoded link value.
std::variant<Grid, ParseError> readCells(std::string_view text, const Decoded& decoded, std::string_view what)
{
    if (auto bad = firstNonCell(decoded.value, false))
        return linkError(std::string(what) + ": unexpected character " + describeCharacter(decoded.value, *bad), text,
            decoded.offsets[*bad]);
    if (decoded.value.size() != static_cast<std::size_t>(kCellCount))
        return linkError(std::string(what) + ": found " + cellCount(decoded.value.size()) + "; a puzzle has 81", text,
            decoded.offsets.front());
    return gridFromCells(decoded.value);
}

ParseResult finish(ParsedPuzzle puzzle)
{
    if (auto conflict = findConflictingGivens(puzzle.givens)) return ParseResult(std::move(*conflict));
    return ParseResult(std::move(puzzle));
}

} // namespace

bool looksLikeLink(std::string_view text)
{
    if (text.size() >= 6 && equalsIgnoringCase(text.substr(0, 6), "nonet:")) return true;
    if (text.size() >= 4 && equalsIgnoringCase(text.substr(0, 4), "www.")) return true;
    std::size_t i = 0;
    if (text.empty() || !((text[0] >= 'a' && text[0] <= 'z') || (text[0] >= 'A' && text[0] <= 'Z'))) return false;
    while (i < text.size() && isSchemeChar(text[i])) ++i;
    return text.substr(i, 3) == "://";
}

ParseResult parseLink(std::string_view text, std::size_t begin, std::size_t end)
{
    // Split: [scheme ':'] rest ['?' query] ['#' fragment]; "www.host/..." has no scheme.
    const bool hasScheme = !equalsIgnoringCase(text.substr(begin, 4), "www.");
    const std::size_t colon = hasScheme ? text.find(':', begin) : begin;
    const std::string_view scheme = hasScheme ? text.substr(begin, colon - begin) : std::string_view();
    for (std::size_t i = begin; i < end; ++i)
        if (isWhitespace(text[i])) return ParseResult(unexpectedCharacter(text, i, "inside a link"));
    std::size_t fragment = text.find('#', colon);
    if (fragment == std::string_view::npos || fragment > end) fragment = end;
    std::size_t query = text.find('?', colon);
    if (query == std::string_view::npos || query > fragment) query = fragment;

    std::vector<Parameter> parameters;
    for (std::size_t i = query + 1; i < fragment;) {
        std::size_t stop = text.find('&', i);
        if (stop == std::string_view::npos || stop > fragment) stop = fragment;
        const std::size_t eq = text.find('=', i);
        if (eq != std::string_view::npos && eq < stop) parameters.push_back({text.substr(i, eq - i), eq + 1, stop});
        else parameters.push_back({text.substr(i, stop - i), stop, stop});
        i = stop + 1;
    }
    // The parameter of that name; an error when it is there twice.
    auto find = [&](std::string_view name) -> std::variant<std::optional<Parameter>, ParseError> {
        std::optional<Parameter> found;
        for (const Parameter& p : parameters) {
            if (!equalsIgnoringCase(p.key, name)) continue;
            if (found)
                return linkError("the link gives parameter " + std::string(name) + " twice", text,
                    static_cast<std::size_t>(p.key.data() - text.data()));
            found = p;
        }
        return found;
    };

    const bool nonet = equalsIgnoringCase(scheme, "nonet");
    if (nonet) {
        std::size_t action = colon + 1;
        while (action < query && text[action] == '/') ++action;
        std::size_t actionEnd = query;
        while (actionEnd > action && text[actionEnd - 1] == '/') --actionEnd;
        if (!equalsIgnoringCase(text.substr(action, actionEnd - action), "play"))
            return ParseResult(linkError("a nonet link must start with nonet://play, not nonet://"
                    + std::string(text.substr(action, actionEnd - action)), text, action));
    }

    ParsedPuzzle puzzle;
    puzzle.notation = nonet ? Notation::NonetLink : Notation::WebLink;
    // In a nonet link s= is the progress, never the puzzle.
    static constexpr std::array<std::string_view, 4> kWebKeys = {"bd", "puzzle", "p", "s"};
    static constexpr std::array<std::string_view, 1> kNonetKeys = {"p"};
    const std::span<const std::string_view> keys = nonet ? std::span<const std::string_view>(kNonetKeys)
                                                         : std::span<const std::string_view>(kWebKeys);
    std::optional<Parameter> puzzleParameter;
    for (std::size_t k = 0; k < keys.size() && !puzzleParameter; ++k) {
        auto found = find(keys[k]);
        if (auto* error = std::get_if<ParseError>(&found)) return ParseResult(std::move(*error));
        puzzleParameter = std::get<std::optional<Parameter>>(found);
    }

    std::size_t valueBegin = 0;
    std::size_t valueEnd = 0;
    std::string what;
    if (puzzleParameter) {
        valueBegin = puzzleParameter->valueBegin;
        valueEnd = puzzleParameter->valueEnd;
        what = "parameter " + std::string(puzzleParameter->key);
    } else if (!nonet && fragment + 1 < end) {
        valueBegin = fragment + 1;
        valueEnd = end;
        what = "the #fragment";
    } else {
        ParseError error = makeError(ParseError::Code::LinkWithoutPuzzle,
            nonet ? "the link has no puzzle: nonet://play needs p=<81 cells>"
                  : "the link has no puzzle: none of the parameters bd=, puzzle=, p=, s= and no #fragment");
        error.line = positionOf(text, begin).line;
        error.column = positionOf(text, begin).column;
        return ParseResult(std::move(error));
    }

    auto decoded = percentDecode(text, valueBegin, valueEnd, what);
    if (auto* error = std::get_if<ParseError>(&decoded)) return ParseResult(std::move(*error));
    auto cells = readCells(text, std::get<Decoded>(decoded), what);
    if (auto* error = std::get_if<ParseError>(&cells)) return ParseResult(std::move(*error));
    puzzle.givens = std::get<Grid>(cells);

    if (nonet) {
        auto progressParameter = find("s");
        if (auto* error = std::get_if<ParseError>(&progressParameter)) return ParseResult(std::move(*error));
        if (const auto& s = std::get<std::optional<Parameter>>(progressParameter)) {
            auto decodedProgress = percentDecode(text, s->valueBegin, s->valueEnd, "parameter s");
            if (auto* error = std::get_if<ParseError>(&decodedProgress)) return ParseResult(std::move(*error));
            const Decoded& value = std::get<Decoded>(decodedProgress);
            auto progress = decodeProgress(value.value, puzzle.givens);
            if (auto* error = std::get_if<ProgressError>(&progress))
                return ParseResult(linkError("parameter s: " + error->message, text, value.offsets[error->index]));
            puzzle.entries = std::get<Progress>(progress).entries;
            if (std::get<Progress>(progress).notes) puzzle.pencilMarks = std::get<Progress>(progress).notes;
            if (std::get<Progress>(progress).centreNotes) puzzle.centreMarks = std::get<Progress>(progress).centreNotes;
        }
    }
    return finish(std::move(puzzle));
}

} // namespace nonet::notation
