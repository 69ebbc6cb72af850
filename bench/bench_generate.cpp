// nonet-bench generate: accepted puzzles per second per level, one thread.

#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/generator/generator.h"
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

Targets: at least 20 puzzles/s for very-easy through tough and at least 2/s
for very-tough and extreme, with rot180 symmetry.

Options:
  --count N         puzzles per level and pass (default 100)
  --runs R          passes per level, the fastest kept (default 3)
  --seed S          generator seed (default 20261129)
  --symmetry SYM    rot180 (default), none, horizontal, vertical, diagonal, rot90
  --clock cpu|wall  the thread's CPU time (default) or wall time

Exit status: 0 when every level met its target, 1 otherwise, 2 on a bad command line.
)";

struct Options {
    int count = 100;
    int runs = 3;
    std::uint64_t seed = 20261129;
    Symmetry symmetry = Symmetry::Rotate180;
    ClockKind clock = ClockKind::Cpu;
};

std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--count" && hasValue) {
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
    return o;
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
        if (generateOnce(level, options.symmetry, rng)) ++accepted;
    }
    pass.seconds = stopwatch.microseconds() / 1e6;
    return pass;
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;
    std::printf("%-12s %9s %11s %12s %10s %8s\n", "level", "accepted", "tries/acc.", "puzzles/s", "target/s", "met");
    bool allMet = true;
    for (const Level level : kAllLevels) {
        Pass best;
        for (int r = 0; r < options->runs; ++r) {
            const Pass pass = generatePass(level, *options);
            if (r == 0 || pass.seconds < best.seconds) best = pass;
        }
        const double rate = options->count / best.seconds;
        const double target = level >= Level::VeryTough ? 2.0 : 20.0;
        const bool met = rate >= target;
        allMet = allMet && met;
        std::printf("%-12s %9d %11.1f %12.1f %10.0f %8s\n", std::string(levelKey(level)).c_str(), options->count,
                    static_cast<double>(best.tries) / options->count, rate, target, met ? "yes" : "NO");
        std::fflush(stdout);
    }
    return allMet ? kExitOk : kExitFailed;
}

} // namespace

Subcommand generateSubcommand() { return {"generate", "accepted puzzles per second per level", kHelp, &run}; }

} // namespace nonet::bench
