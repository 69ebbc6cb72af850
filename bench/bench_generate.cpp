// nonet-bench generate: accepted puzzles per second per level, one thread.

#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/generator/generator.h"
#include "core/generator/shape_generator.h"
#include "core/grader/variant_levels.h"
#include "core/grader/grader.h"

#include <cstdio>
#include <iostream>
#include <random>
#include <string>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench generate [options]

Makes --count puzzles of each level with nonet::generateOnce on one thread (a try is one
random full grid, its clue removal and grading; a try the grader rates at another level
is thrown away) and prints per level: accepted puzzles, tries per accepted puzzle and
accepted puzzles per second. The same puzzles are made in every pass (the generator is
seeded with --seed and the level); the fastest of --runs passes is kept.

With --variant, the same for every level the variant offers (nonet::generateShapedOnce;
a Jigsaw try includes its new random layout).

Targets: classic at least 20 puzzles/s for very-easy through tough and at least 2/s
for very-tough and extreme, with rot180 symmetry; 4x4 and 6x6 at least 100/s (under
10 ms a puzzle); x, windoku and jigsaw at least 1/s (under a second); 16x16 at least
one per 30 s.

Options:
  --variant V       classic (default), 4x4, 6x6, 16x16, x, windoku or jigsaw
  --count N         puzzles per level and pass (default 100; 16x16: 10)
  --runs R          passes per level, the fastest kept (default 3; 16x16: 1)
  --seed S          generator seed (default 20261129)
  --symmetry SYM    rot180 (default; jigsaw: none), none, horizontal, vertical,
                    diagonal, rot90
  --clock cpu|wall  the thread's CPU time (default) or wall time

Exit status: 0 when every level met its target, 1 otherwise, 2 on a bad command line.
)";

struct Options {
    Variant variant = Variant::Classic;
    int count = 0; // 0: the variant's default
    int runs = 0;
    std::uint64_t seed = 20261129;
    std::optional<Symmetry> symmetry;
    ClockKind clock = ClockKind::Cpu;
};

std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--variant" && hasValue) {
            const auto variant = parseVariant(args[++i]);
            if (!variant) return std::nullopt;
            o.variant = *variant;
        } else if (arg == "--count" && hasValue) {
            if (!parseNumber(args[++i], o.count) || o.count < 1) return std::nullopt;
        } else if (arg == "--runs" && hasValue) {
            if (!parseNumber(args[++i], o.runs) || o.runs < 1) return std::nullopt;
        } else if (arg == "--seed" && hasValue) {
            if (!parseNumber(args[++i], o.seed)) return std::nullopt;
        } else if (arg == "--symmetry" && hasValue) {
            const auto symmetry = parseSymmetry(args[++i]);
            if (!symmetry) return std::nullopt;
            o.symmetry = *symmetry;
        } else if (arg == "--clock" && hasValue) {
            const auto kind = parseClockKind(args[++i]);
            if (!kind) return std::nullopt;
            o.clock = *kind;
        } else {
            return std::nullopt;
        }
    }
    const bool giant = o.variant == Variant::Giant16;
    if (o.count == 0) o.count = giant ? 10 : 100;
    if (o.runs == 0) o.runs = giant ? 1 : 3;
    if (!o.symmetry) o.symmetry = defaultSymmetry(o.variant);
    return o;
}

// Accepted puzzles per second the variant's level should reach.
double targetRate(Variant variant, Level level)
{
    switch (variant) {
    case Variant::Classic: return level >= Level::VeryTough ? 2.0 : 20.0;
    case Variant::Mini4:
    case Variant::Mini6: return 100.0;
    case Variant::Giant16: return 1.0 / 30.0;
    case Variant::X:
    case Variant::Windoku:
    case Variant::Jigsaw:
    case Variant::Killer: return 1.0;
    }
    return 1.0;
}

struct Pass {
    long long tries = 0;
    double seconds = 0;
};

Pass generatePass(Level level, const Options& options)
{
    std::mt19937_64 rng(options.seed + static_cast<std::uint64_t>(level));
    Pass pass;
    const Stopwatch stopwatch(options.clock);
    for (int accepted = 0; accepted < options.count;) {
        ++pass.tries;
        const bool ok = options.variant == Variant::Classic ? generateOnce(level, *options.symmetry, rng).has_value()
                                                            : generateShapedOnce(options.variant, level, *options.symmetry, rng).has_value();
        if (ok) ++accepted;
    }
    pass.seconds = stopwatch.microseconds() / 1e6;
    return pass;
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;
    std::printf("%s\n%-12s %9s %11s %12s %10s %8s\n", std::string(variantName(options->variant)).c_str(), "level", "accepted",
                "tries/acc.", "puzzles/s", "target/s", "met");
    bool allMet = true;
    for (const Level level : variantLevels(options->variant)) {
        Pass best;
        for (int r = 0; r < options->runs; ++r) {
            const Pass pass = generatePass(level, *options);
            if (r == 0 || pass.seconds < best.seconds) best = pass;
        }
        const double rate = options->count / best.seconds;
        const double target = targetRate(options->variant, level);
        const bool met = rate >= target;
        allMet = allMet && met;
        std::printf("%-12s %9d %11.1f %12.1f %10.2f %8s\n", std::string(levelKey(level)).c_str(), options->count,
                    static_cast<double>(best.tries) / options->count, rate, target, met ? "yes" : "NO");
        std::fflush(stdout);
    }
    return allMet ? kExitOk : kExitFailed;
}

} // namespace

Subcommand generateSubcommand() { return {"generate", "accepted puzzles per second per level", kHelp, &run}; }

} // namespace nonet::bench
