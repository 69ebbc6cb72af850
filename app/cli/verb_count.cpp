// nonet-cli count: how many solutions each puzzle line has, up to a limit.

#include "app/cli/arguments.h"
#include "app/cli/puzzle_lines.h"
#include "app/cli/variant_option.h"
#include "app/cli/verb.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <array>
#include <ostream>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelpHead = R"(Usage: nonet-cli count [--limit N] [--variant V] [FILE...]

Reads one puzzle per line from each FILE (standard input when there is none; "-" is
standard input) and writes, per input line, the number of solutions the puzzle has,
counting no further than N (default 2: 0 = none, 1 = unique, 2 = more than one), or
"error: <message>" when the line is not a puzzle. Lines are read as by nonet-cli solve.

Options:
  --limit N    stop counting at N solutions (N >= 1; large N on puzzles with few
               givens can take a long time)
)";

constexpr std::string_view kHelpTail = R"(
Exit status: 0 when every line was a puzzle, 1 when some line was not, 2 on a bad
command line or an unreadable file.
)";

const std::string kHelp = std::string(kHelpHead) + std::string(kVariantHelp) + std::string(kHelpTail);


constexpr std::array<std::string_view, 2> kOptions{"--limit", kVariantOption};

Outcome run(const Invocation& invocation)
{
    const Arguments& arguments = invocation.arguments;
    int limit = 2;
    if (const auto text = arguments.value("--limit")) {
        const auto value = parseCount(*text);
        if (!value || *value < 1) return UsageError{"--limit wants a whole number of at least 1, not '" + std::string(*text) + "'"};
        limit = *value;
    }
    const auto variant = variantOf(arguments);
    if (const auto* error = std::get_if<UsageError>(&variant)) return *error;
    // Every line is answered; a count of 0 or 2 is an answer too.
    return forEachAnyPuzzle(
        invocation, arguments.files,
        [&](const Grid& givens) {
            invocation.out << countSolutions(givens, limit) << '\n';
            return true;
        },
        [&](const ShapeGrid& givens) {
            invocation.out << countShapeSolutions(givens, limit) << '\n';
            return true;
        });
}

} // namespace

Verb countVerb() { return {"count", "count the solutions of each puzzle line, up to a limit", kHelp, kOptions, &run}; }

} // namespace nonet::cli
