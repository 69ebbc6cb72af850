#include "app/cli/variant_option.h"

#include "app/cli/puzzle_lines.h"
#include "core/notation/parser.h"
#include "core/notation/solo_game_id.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_prefix.h"
#include "core/presets/preset.h"

#include <ostream>

namespace nonet::cli {

std::variant<Variant, UsageError> variantOf(const Arguments& arguments)
{
    std::string error;
    if (const std::optional<Variant> variant = readVariant(arguments, error)) return *variant;
    return UsageError{error};
}

int forEachVariantPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files, Variant variant,
                         const std::function<bool(const ShapeGrid& givens)>& perPuzzle)
{
    bool allAnswered = true;
    const int status = forEachLine(invocation, files, [&](std::string_view line) {
        const ShapeParseResult parsed = parseVariantLine(variant, line);
        if (!parsed) {
            invocation.out << "error: " << parsed.error().message << '\n';
            allAnswered = false;
            return;
        }
        if (!perPuzzle(parsed.grid())) allAnswered = false;
    });
    if (status != kExitOk) return status;
    return allAnswered ? kExitOk : kExitNotAll;
}

namespace {

// A Solo game ID as a grid, checked against an explicit --variant.
ShapeParseResult readSoloGameId(const Arguments& arguments, Variant variant, std::string_view text)
{
    auto read = parseSoloGameId(text);
    if (auto* error = std::get_if<ParseError>(&read)) return ShapeParseResult(std::move(*error));
    ShapeGrid& grid = std::get<ShapeGrid>(read);
    if (arguments.value(kVariantOption) && grid.variant() != variant) {
        ParseError error;
        error.code = ParseError::Code::BadGameId;
        error.message = "the Solo game ID is of a " + std::string(variantKey(grid.variant())) + " puzzle, not " +
                        std::string(variantKey(variant)) + " (--variant)";
        return ShapeParseResult(std::move(error));
    }
    return ShapeParseResult(std::move(grid));
}

bool isNonetLink(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    if (text.size() < 6) return false;
    std::string scheme(text.substr(0, 6));
    for (char& c : scheme) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return scheme == "nonet:";
}

// A nonet:// link as the variant its v= names (none: classic; one Nonet does not know is
// an error), checked against an explicit --variant. Only the puzzle counts: a link's
// progress (entries, notes) is no part of what a verb answers.
ShapeParseResult readNonetLink(const Arguments& arguments, Variant variant, std::string_view text)
{
    std::optional<ShapeGrid> grid;
    if (isVariantLink(text)) {
        auto linked = parseVariantLink(text);
        if (auto* error = std::get_if<ParseError>(&linked)) return ShapeParseResult(std::move(*error));
        grid = std::move(std::get<VariantLink>(linked).givens);
    } else {
        const ParseResult parsed = parsePuzzle(text);
        if (!parsed) return ShapeParseResult(parsed.error());
        grid = ShapeGrid::fromClassic(parsed.puzzle().givens);
    }
    if (arguments.value(kVariantOption) && grid->variant() != variant) {
        ParseError error;
        error.code = ParseError::Code::BrokenLink;
        error.message = "the link is of a " + std::string(variantKey(grid->variant())) + " puzzle, not " +
                        std::string(variantKey(variant)) + " (--variant)";
        return ShapeParseResult(std::move(error));
    }
    return ShapeParseResult(std::move(*grid));
}

// A line that names its variant ("x: ...", as nonet-cli writes X-Sudoku and Windoku) is read
// as that one without --variant; with --variant naming another, the reader says so.
Variant variantFor(const Arguments& arguments, Variant variant, std::string_view line)
{
    if (!arguments.value(kVariantOption))
        if (const std::optional<NamedVariant> named = readVariantPrefix(line)) return named->variant;
    return variant;
}

// One line or text of a verb: a Solo game ID, a nonet:// link or a text that names its
// variant as its own variant, anything else as the variant asked for.
ShapeParseResult readAny(const Arguments& arguments, Variant variant, std::string_view text, bool line)
{
    if (isSoloGameId(text)) return readSoloGameId(arguments, variant, text);
    if (isNonetLink(text)) return readNonetLink(arguments, variant, text);
    const Variant read = variantFor(arguments, variant, text);
    return line ? parseVariantLine(read, text) : parseShapePuzzle(read, text);
}

} // namespace

ShapeParseResult parseAnyPuzzle(const Arguments& arguments, Variant variant, std::string_view text)
{
    return readAny(arguments, variant, text, false);
}

int forEachAnyPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files,
                     const std::function<bool(const Grid& givens)>& perClassic,
                     const std::function<bool(const ShapeGrid& givens)>& perShape)
{
    std::string problem;
    const Variant variant = readVariant(invocation.arguments, problem).value_or(homeVariant());
    bool allAnswered = true;
    const int status = forEachLine(invocation, files, [&](std::string_view line) {
        const ShapeParseResult parsed = readAny(invocation.arguments, variant, line, true);
        if (!parsed) {
            invocation.out << "error: " << parsed.error().message << '\n';
            allAnswered = false;
            return;
        }
        const ShapeGrid& givens = parsed.grid();
        if (!(givens.shape().isClassic() ? perClassic(givens.toClassic()) : perShape(givens))) allAnswered = false;
    });
    if (status != kExitOk) return status;
    return allAnswered ? kExitOk : kExitNotAll;
}

ShapeParseResult parseVariantLine(Variant variant, std::string_view line)
{
    if (!isPlainClassic(variant)) return parseShapePuzzle(variant, line);
    const ParseResult parsed = parsePuzzleLine(line);
    if (!parsed) return ShapeParseResult(parsed.error());
    return ShapeParseResult(ShapeGrid::fromClassic(parsed.puzzle().givens));
}

} // namespace nonet::cli
