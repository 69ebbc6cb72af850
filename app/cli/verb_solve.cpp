// nonet-cli solve: the unique solution of each puzzle line, or why there is none.

#include "app/cli/arguments.h"
#include "app/cli/puzzle_lines.h"
#include "app/cli/variant_option.h"
#include "app/cli/verb.h"
#include "core/notation/grid_line.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <array>
#include <ostream>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelpHead = R"(Usage: nonet-cli solve [--variant V] [FILE...]

Reads one puzzle per line from each FILE (standard input when there is none; "-" is
standard input) and writes one line per input line:
  the solution                    when the puzzle has exactly one solution (the 81
                                  digits; other variants in their notation, Jigsaw
                                  with its layout first)
  unsolvable                      when it has none
  multiple                        when it has more than one
  error: <message>                when the line is not a puzzle (what, and where)
A classic line holds 81 cells ('.', '0', '-', '_', '*' or 'x' for a blank), alone or as
one field among others (an id, a rating) separated by spaces, tabs, ',' or ';'.

Options:
)";

constexpr std::string_view kHelpTail = R"(
Exit status: 0 when every line had a unique solution, 1 otherwise, 2 on a bad command
line or an unreadable file.
)";

const std::string kHelp = std::string(kHelpHead) + std::string(kVariantHelp) + std::string(kHelpTail);

constexpr std::array<std::string_view, 1> kOptions{kVariantOption};

Outcome run(const Invocation& invocation)
{
    const auto variant = variantOf(invocation.arguments);
    if (const auto* error = std::get_if<UsageError>(&variant)) return *error;
    return forEachAnyPuzzle(
        invocation, invocation.arguments.files,
        [&](const Grid& givens) {
            const SolveResult result = solve(givens, 2);
            if (result.count == 1) {
                invocation.out << formatGridLine(*result.solution) << '\n';
                return true;
            }
            invocation.out << (result.count == 0 ? "unsolvable\n" : "multiple\n");
            return false;
        },
        [&](const ShapeGrid& givens) {
            const ShapeSolveResult result = solveShape(givens, 2);
            if (result.count == 1) {
                invocation.out << formatShapePuzzle(*result.solution) << '\n';
                return true;
            }
            invocation.out << (result.count == 0 ? "unsolvable\n" : "multiple\n");
            return false;
        });
}

} // namespace

Verb solveVerb() { return {"solve", "print the unique solution of each puzzle line", kHelp, kOptions, &run}; }

} // namespace nonet::cli
