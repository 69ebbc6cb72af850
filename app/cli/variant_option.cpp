#include "app/cli/variant_option.h"

#include "app/cli/puzzle_lines.h"
#include "core/notation/parser.h"

#include <ostream>

namespace nonet::cli {

std::optional<Variant> readVariant(const Arguments& arguments, std::string& error)
{
    const auto text = arguments.value(kVariantOption);
    if (!text) return Variant::Classic;
    if (const auto variant = parseVariant(*text)) return variant;
    error = "unknown variant '" + std::string(*text) + "' (" + variantKeyList() + ")";
    return std::nullopt;
}

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

std::string variantKeyList()
{
    std::string out;
    for (const Variant variant : kAllVariants) {
        if (!out.empty()) out += ", ";
        out += variantKey(variant);
    }
    return out;
}

ShapeParseResult parseVariantLine(Variant variant, std::string_view line)
{
    if (variant != Variant::Classic) return parseShapePuzzle(variant, line);
    const ParseResult parsed = parsePuzzleLine(line);
    if (!parsed) return ShapeParseResult(parsed.error());
    return ShapeParseResult(ShapeGrid::fromClassic(parsed.puzzle().givens));
}

} // namespace nonet::cli
