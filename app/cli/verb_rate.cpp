// nonet-cli rate: the grader's verdict on each puzzle line (level, score, hardest
// technique, steps per technique) and the expert-scale estimate (Sukaku Explainer's scale).

#include "app/cli/arguments.h"
#include "app/cli/puzzle_lines.h"
#include "app/cli/variant_option.h"
#include "app/cli/verb.h"
#include "core/expert/expert_rating.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/formatter.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <array>
#include <ostream>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelpHead = R"(Usage: nonet-cli rate [--variant V] [FILE...]

Reads one puzzle per line from each FILE (standard input when there is none; "-" is
standard input; lines are read as by nonet-cli solve) and grades it the way a person
solves it: the simplest applicable technique, step by step. Per input line it writes
six tab-separated fields

  puzzle  level  score  hardest  counts  se

  puzzle   the 81 cells, '.' for a blank (other variants: their notation)
  level    very-easy, easy, medium, tough, very-tough or extreme (as the variant
           means it: for 4x4 very-easy is full houses alone, easy a hidden single)
  score    the sum of the costs of all steps
  hardest  the key of the hardest technique used (e.g. x-wing)
  counts   technique=steps for every technique used, easiest first, ',' between
           (e.g. full-house=9,hidden-single-box=38,pointing=2)
  se       an estimate of the puzzle's Sukaku Explainer rating, one decimal,
           1.0 .. 11.9 (e.g. 7.2): the expert's scale, from a walk of its own
           along Sukaku Explainer's ladder of techniques

or, when the line has no single solution, "puzzle<TAB>unsolvable" or
"puzzle<TAB>multiple", and "error: <message>" when the line is not a puzzle.
The levels and costs are the table of docs/grading.md ("Levels"); the techniques work
over every house of the variant (diagonals, windows, Jigsaw regions). docs/grading.md
("Expert scale") says how the estimate is made and how close it comes (classic only: other
variants have "-" there).

Options:
)";

constexpr std::string_view kHelpTail = R"(
Exit status: 0 when every line was rated, 1 otherwise, 2 on a bad command line or an
unreadable file.
)";

const std::string kHelp = std::string(kHelpHead) + std::string(kVariantHelp) + std::string(kHelpTail);

void writeRating(std::ostream& out, const std::string& puzzle, const GradeResult& result, Level level,
                 const std::optional<ExpertRating>& expert)
{
    out << puzzle << '\t' << levelKey(level) << '\t' << result.score << '\t' << techniqueInfo(result.hardest).key
        << '\t';
    bool first = true;
    for (const Technique technique : techniquesInGradingOrder()) {
        const int steps = result.counts[static_cast<std::size_t>(technique)];
        if (steps == 0) continue;
        out << (first ? "" : ",") << techniqueInfo(technique).key << '=' << steps;
        first = false;
    }
    // The walk finishes on every puzzle with one solution, which is all that gets here.
    out << '\t' << (expert ? formatExpertRating(expert->tenths) : std::string("-")) << '\n';
}

constexpr std::array<std::string_view, 1> kOptions{kVariantOption};

Outcome run(const Invocation& invocation)
{
    const auto variant = variantOf(invocation.arguments);
    if (const auto* error = std::get_if<UsageError>(&variant)) return *error;
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique; // checked below, once per line
    options.keepSteps = false;
    return forEachAnyPuzzle(
        invocation, invocation.arguments.files,
        [&](const Grid& givens) {
            const std::string puzzle = formatLine(givens);
            const int solutions = countSolutions(givens, 2);
            if (solutions != 1) {
                invocation.out << puzzle << (solutions == 0 ? "\tunsolvable\n" : "\tmultiple\n");
                return false;
            }
            // With a unique solution the last resort (guess) always applies: grading finishes,
            // and so does the expert-scale walk (it estimates what lies beyond its ladder).
            const GradeResult result = grade(givens, options);
            writeRating(invocation.out, puzzle, result, result.level, rateExpert(givens));
            return true;
        },
        [&](const ShapeGrid& givens) {
            const std::string puzzle = formatShapePuzzle(givens);
            const int solutions = countShapeSolutions(givens, 2);
            if (solutions != 1) {
                invocation.out << puzzle << (solutions == 0 ? "\tunsolvable\n" : "\tmultiple\n");
                return false;
            }
            const GradeResult result = grade(givens, options);
            writeRating(invocation.out, puzzle, result, variantLevel(givens.variant(), result), std::nullopt);
            return true;
        });
}

} // namespace

Verb rateVerb() { return {"rate", "grade each puzzle line: level, score, hardest technique, SE-scale estimate", kHelp, kOptions, &run}; }

} // namespace nonet::cli
