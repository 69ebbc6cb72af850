// nonet-cli explain: the grader's solution path of one puzzle, step by step, in words.

#include "app/cli/arguments.h"
#include "app/cli/variant_option.h"
#include "app/cli/verb.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/logic/step_description.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/parser.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <array>
#include <istream>
#include <iterator>
#include <ostream>
#include <string>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelpHead = R"(Usage: nonet-cli explain [--variant V] [PUZZLE...]

Solves one puzzle the way a person would and writes the steps in words: first
  Level: <level>, score <score>, hardest: <technique>
then one numbered line per step, e.g.
  1. Hidden single (box): 7 in box 3 → r2c8
  2. Locked candidates (pointing): 4 in box 5 confined to row 6 → eliminates 4 from
     r6c1, r6c2
Cells are r<row>c<column>, rows, columns and boxes counted from 1 (output is UTF-8);
other variants name their extra houses too (diagonal 1, window 3, region 7).

PUZZLE is the puzzle in any notation Nonet reads (81 cells on a line, 9 lines of 9, a
boxed grid, a pencil-mark grid, a link); several arguments are joined with line breaks
(9 arguments of 9 cells are 9 rows). Without PUZZLE, or with "-", the puzzle is read
from standard input. With --variant other than classic, PUZZLE is in the variant's
one-line notation.

Options:
)";

constexpr std::string_view kHelpTail = R"(
Exit status: 0 when the puzzle was explained, 1 when it is not a puzzle or has no
single solution (the reason on standard error), 2 on a bad command line.
)";

const std::string kHelp = std::string(kHelpHead) + std::string(kVariantHelp) + std::string(kHelpTail);

constexpr std::array<std::string_view, 1> kOptions{kVariantOption};

Outcome run(const Invocation& invocation)
{
    const Arguments& arguments = invocation.arguments;
    const auto chosen = variantOf(arguments);
    if (const auto* error = std::get_if<UsageError>(&chosen)) return *error;
    const std::optional<Variant> variant = std::get<Variant>(chosen);
    std::string text;
    if (arguments.files.empty() || (arguments.files.size() == 1 && arguments.files.front() == "-")) {
        text.assign(std::istreambuf_iterator<char>(invocation.in), std::istreambuf_iterator<char>());
    } else {
        for (const std::string_view part : arguments.files) {
            if (!text.empty()) text += '\n';
            text += part;
        }
    }
    const ShapeParseResult parsed = parseAnyPuzzle(arguments, *variant, text);
    if (!parsed) {
        invocation.err << "nonet-cli explain: " << parsed.error().message << '\n';
        return kExitNotAll;
    }
    const ShapeGrid& givens = parsed.grid();
    const int solutions = countShapeSolutions(givens, 2);
    if (solutions != 1) {
        invocation.err << "nonet-cli explain: the puzzle has " << (solutions == 0 ? "no solution" : "more than one solution")
                       << '\n';
        return kExitNotAll;
    }
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique; // just checked
    const GradeResult result = grade(givens, options);
    invocation.out << "Level: " << levelName(variantLevel(givens.variant(), result)) << ", score " << result.score
                   << ", hardest: " << techniqueName(result.hardest) << '\n';
    int number = 1;
    for (const Step& step : result.steps) invocation.out << number++ << ". " << describeStep(step, givens.shape()) << '\n';
    return result.solved ? kExitOk : kExitNotAll;
}

} // namespace

Verb explainVerb() { return {"explain", "the steps of one puzzle's solution, in words", kHelp, kOptions, &run}; }

} // namespace nonet::cli
