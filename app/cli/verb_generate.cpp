// nonet-cli generate: new puzzles of one level, one per line, reproducible from a seed.

#include "app/cli/arguments.h"
#include "app/cli/puzzle_production.h"
#include "app/cli/variant_option.h"
#include "app/cli/verb.h"
#include "core/generator/generator.h"
#include "core/generator/shape_generator.h"
#include "core/generator/technique_generator.h"
#include "core/grader/variant_levels.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/formatter.h"
#include "core/notation/shape_notation.h"
#include "core/presets/preset.h"

#include <unistd.h>

#include <array>
#include <limits>
#include <ostream>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelpHead = R"(Usage: nonet-cli generate (--level L | --technique T) [--variant V] [--count N] [--seed S] [--symmetry SYM] [--jobs J]

Writes N new puzzles (default 1), one per line (81 cells, '.' for a blank; other
variants in their notation, a Jigsaw puzzle with its own new layout), each with a
unique solution and its clues following SYM, and either graded at exactly level L, or
with technique T as its hardest step, by the same grader as nonet-cli rate (its level
and hardest fields). Lines are written as soon as they are ready, in order.

Options:
  --level L      very-easy, easy, medium, tough, very-tough or extreme (4x4 offers
                 very-easy and easy, 16x16 very-easy to very-tough)
  --technique T  a technique as nonet-cli rate names it (pointing, x-wing, x-chain, ...;
                 an unknown name lists them all). Common ones take milliseconds, rare
                 ones seconds to minutes each (docs/grading.md, "Puzzles for one technique").
  --count N      how many puzzles (N >= 1, default 1)
  --seed S       a whole number 0 .. 18446744073709551615; the same seed, level or
                 technique, symmetry and count give the same lines, whatever J is.
                 Without it a random seed is taken and named on standard error.
  --symmetry SYM rot180 (default: every empty cell has its 180-degree mirror empty;
                 for jigsaw the default is none), none, horizontal, vertical,
                 diagonal or rot90
  --jobs J       puzzles made in parallel (1 .. 64, default 1)
)";

constexpr std::string_view kHelpTail = R"(
A progress line goes to standard error when it is a terminal. Interrupting (Ctrl+C,
SIGINT or SIGTERM) stops the work within moments; the lines written so far are complete.

Exit status: 0 when all N puzzles were written, 2 on a bad command line, 130 when
interrupted.
)";

const std::string kHelp = std::string(kHelpHead) + std::string(kVariantHelp) + std::string(kHelpTail);

// The names --technique accepts, in the grader's catalog order, several to a line.
std::string targetableKeys()
{
    std::string list;
    std::size_t lineLength = 0;
    for (const TechniqueInfo& info : techniqueCatalog()) {
        if (!isTargetable(info.technique)) continue;
        if (lineLength > 0 && lineLength + info.key.size() > 76) {
            list += '\n';
            lineLength = 0;
        }
        list += lineLength == 0 ? "  " : " ";
        list += info.key;
        lineLength += info.key.size() + (lineLength == 0 ? 2 : 1);
    }
    return list;
}

// Reads the options; an error message when they are wrong.
std::string readOptions(const Arguments& arguments, ProductionChoice& choice)
{
    ProductionOptions& options = choice.production;
    if (!arguments.files.empty()) return "unexpected argument '" + std::string(arguments.files.front()) + "'";
    const auto level = arguments.value("--level");
    const auto technique = arguments.value("--technique");
    if (level && technique) return "--level and --technique do not go together: choose one";
    if (!level && !technique)
        return "--level (very-easy, easy, medium, tough, very-tough, extreme) or --technique is required";
    if (level) {
        if (std::string error = readLevel(arguments, options); !error.empty()) return error;
    } else {
        const auto parsedTechnique = parseTechnique(*technique);
        if (!parsedTechnique || !isTargetable(*parsedTechnique))
            return (parsedTechnique ? "no puzzles are made for '" : "unknown technique '") + std::string(*technique) +
                   "'; the techniques are:\n" + targetableKeys();
        options.technique = *parsedTechnique;
    }
    std::string error;
    const auto variant = readVariant(arguments, error);
    if (!variant) return error;
    options.variant = *variant;
    if (options.technique && !isPlainClassic(options.variant))
        return "--technique makes classic puzzles only; leave out --variant or use --level";
    if (!options.technique)
        if (std::string problem = levelNotOffered(options.variant, options.level); !problem.empty()) return problem;
    options.symmetry = defaultSymmetry(options.variant); // --symmetry, read next, may change it
    return readProductionOptions(arguments, std::numeric_limits<int>::max(), choice);
}

constexpr std::array<std::string_view, 7> kOptions{"--level", "--technique", "--count", "--seed", "--symmetry", "--jobs",
                                                   kVariantOption};

Outcome run(const Invocation& invocation)
{
    ProductionChoice options;
    if (std::string error = readOptions(invocation.arguments, options); !error.empty()) return UsageError{std::move(error)};
    chooseSeed(options, "generate", invocation.err);
    const bool progress = isatty(STDERR_FILENO) != 0;
    const int count = options.production.count;
    bool complete = false;
    {
        const InterruptGuard guard;
        const auto write = [&](int index, const std::string& line) {
            invocation.out << line << '\n';
            invocation.out.flush();
            if (progress) invocation.err << "\rgenerated " << index + 1 << '/' << count << std::flush;
        };
        if (isPlainClassic(options.production.variant))
            complete = producePuzzles(options.production,
                                      [&](int index, const GeneratedPuzzle& puzzle) { write(index, formatLine(puzzle.givens)); });
        else
            complete = produceShapedPuzzles(options.production, [&](int index, const GeneratedShapePuzzle& puzzle) {
                write(index, formatShapePuzzle(puzzle.givens));
            });
    }
    if (progress) invocation.err << '\n';
    if (!complete) {
        invocation.err << "nonet-cli generate: interrupted\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

} // namespace

Verb generateVerb() { return {"generate", "new puzzles of a level or a technique, reproducible from a seed", kHelp, kOptions, &run}; }

} // namespace nonet::cli
