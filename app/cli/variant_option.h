#pragma once
// The --variant option of every verb: which kind of puzzle the lines hold (classic when
// the option is absent), and reading one line of that variant's notation.

#include "app/cli/arguments.h"
#include "app/cli/verb.h"
#include "core/notation/shape_notation.h"
#include "core/shape/variant.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace nonet::cli {

inline constexpr std::string_view kVariantOption = "--variant";

// The variant asked for (classic without the option); nothing, with the message in
// error, for an unknown name.
std::optional<Variant> readVariant(const Arguments& arguments, std::string& error);
// The variant asked for, or the usage error to report.
std::variant<Variant, UsageError> variantOf(const Arguments& arguments);

// forEachPuzzle (puzzle_lines.h) for the lines of a variant: each line read by
// parseVariantLine, answered "error: <what>" when it is no puzzle. The same exit statuses.
int forEachVariantPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files, Variant variant,
                         const std::function<bool(const ShapeGrid& givens)>& perPuzzle);

// "classic, 4x4, 6x6, 16x16, x, windoku, jigsaw"
std::string variantKeyList();
// One puzzle line of the variant: the classic line rules (parsePuzzleLine) for classic,
// the variant's one-line notation (core/notation/shape_notation.h) for the others.
ShapeParseResult parseVariantLine(Variant variant, std::string_view line);

// The help text's description of --variant, shared by the verbs.
inline constexpr std::string_view kVariantHelp =
    R"(  --variant V  the kind of puzzle on every line (default classic):
                 classic, x, windoku   81 cells
                 4x4, 6x6              16 or 36 cells, values 1-4 or 1-6
                 16x16                 256 cells, values 1-9 then A-G
                 jigsaw                81 region digits 1-9, a space, the 81 cells
               ('.' or '0' for a blank)
)";

} // namespace nonet::cli
