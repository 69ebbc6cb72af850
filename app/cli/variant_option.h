#pragma once
// The --variant option of every verb: which kind of puzzle the lines hold (classic when
// the option is absent), and reading one line of that variant's notation.

#include "app/cli/arguments.h"
#include "app/cli/puzzle_production.h"
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

// The variant asked for (readVariant, puzzle_production.h), or the usage error to report.
std::variant<Variant, UsageError> variantOf(const Arguments& arguments);

// forEachPuzzle (puzzle_lines.h) for the lines of a variant: each line read by
// parseVariantLine, answered "error: <what>" when it is no puzzle. The same exit statuses.
int forEachVariantPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files, Variant variant,
                         const std::function<bool(const ShapeGrid& givens)>& perPuzzle);

// The lines of a verb that takes puzzles of any variant: with --variant V, V's lines; without
// it, classic lines (perClassic). A line that is a Solo game ID (core/notation/solo_game_id.h)
// or a nonet:// link (its v=, core/notation/variant_link.h; none: classic) is of its own
// variant: classic ones go to perClassic, the others to perShape; with --variant naming
// another variant, or a v= that names none, it is an error line. The exit statuses of
// forEachVariantPuzzle.
int forEachAnyPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files,
                     const std::function<bool(const Grid& givens)>& perClassic,
                     const std::function<bool(const ShapeGrid& givens)>& perShape);

// One puzzle's text as the variant asked for (classic without --variant) or, for a Solo
// game ID or a nonet:// link, as its own variant (an error when --variant names another).
ShapeParseResult parseAnyPuzzle(const Arguments& arguments, Variant variant, std::string_view text);

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
                 killer                81 cage labels (0-9, A-Z, a-z), a space, the
                                       cage sums (',' between, in the order each
                                       label first appears), a space, the 81 cells
               ('.' or '0' for a blank)
               A line may also be a game ID of Simon Tatham's Solo (3x3:..., 3x3x:...,
               9j:..., 3x3k:..., 2x2:..., 2x3:..., 4x4:...) or a Nonet link
               (nonet://play?p=... for classic, nonet://play?v=jigsaw&l=...&p=...), with
               or without --variant: it is read as its own variant.
)";

} // namespace nonet::cli
