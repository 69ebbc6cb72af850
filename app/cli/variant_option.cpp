#include "app/cli/variant_option.h"

#include "app/cli/puzzle_lines.h"
#include "core/notation/parser.h"
#include "core/notation/solo_game_id.h"

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

} // namespace

ShapeParseResult parseAnyPuzzle(const Arguments& arguments, Variant variant, std::string_view text)
{
    if (isSoloGameId(text)) return readSoloGameId(arguments, variant, text);
    return parseShapePuzzle(variant, text);
}

int forEachAnyPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files,
                     const std::function<bool(const Grid& givens)>& perClassic,
                     const std::function<bool(const ShapeGrid& givens)>& perShape)
{
    std::string problem;
    const Variant variant = readVariant(invocation.arguments, problem).value_or(Variant::Classic);
    bool allAnswered = true;
    const int status = forEachLine(invocation, files, [&](std::string_view line) {
        const ShapeParseResult parsed = isSoloGameId(line) ? readSoloGameId(invocation.arguments, variant, line) : parseVariantLine(variant, line);
        if (!parsed) {
            invocation.out << "error: " << parsed.error().message << '\n';
            allAnswered = false;
            return;
        }
        const ShapeGrid& givens = parsed.grid();
        if (!(givens.variant() == Variant::Classic ? perClassic(givens.toClassic()) : perShape(givens))) allAnswered = false;
    });
    if (status != kExitOk) return status;
    return allAnswered ? kExitOk : kExitNotAll;
}

ShapeParseResult parseVariantLine(Variant variant, std::string_view line)
{
    if (variant != Variant::Classic) return parseShapePuzzle(variant, line);
    const ParseResult parsed = parsePuzzleLine(line);
    if (!parsed) return ShapeParseResult(parsed.error());
    return ShapeParseResult(ShapeGrid::fromClassic(parsed.puzzle().givens));
}

} // namespace nonet::cli
