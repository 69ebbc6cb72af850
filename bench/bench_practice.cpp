// nonet-bench practice: how fast puzzles are made for each technique the trainer offers
// (nonet::generateForTechniqueOnce, one thread), and so which ones are too rare to make
// while a player waits.

#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/generator/technique_generator.h"
#include "core/logic/technique_catalog.h"
#include "core/trainer/practice_catalog.h"

#include <cstdio>
#include <iostream>
#include <random>
#include <string>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench practice [options]

For each technique of the trainer (every technique but the singles and Guess, in the
grader's order), makes puzzles whose hardest step is that technique with
nonet::generateForTechniqueOnce on one thread, until --count are made or --seconds have
passed, and prints: tries, puzzles made, tries per puzzle, puzzles per second, the time
--count puzzles take at that rate, and whether the trainer makes it on demand or serves it
from the bundled set ("rare"). The generator is seeded with --seed and the technique.

Target: every technique from Pointing through X-Chain within 60 s for 3 puzzles
(--count 3) on one core; the bench exits with 1 when a technique the trainer makes on
demand misses it.

Options:
  --count N         puzzles per technique (default 3)
  --seconds S       time budget per technique (default 60)
  --seed S          generator seed (default 20261201)
  --technique T     only this technique (a key as nonet-cli rate prints it)
  --clock cpu|wall  the thread's CPU time (default) or wall time
)";

struct Options {
    int count = 3;
    double seconds = 60;
    std::uint64_t seed = 20261201;
    std::optional<Technique> only;
    ClockKind clock = ClockKind::Cpu;
};

std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--count" && hasValue) {
            if (!parsePositive(args[++i], o.count)) return std::nullopt;
        } else if (arg == "--seconds" && hasValue) {
            if (!parsePositive(args[++i], o.seconds)) return std::nullopt;
        } else if (arg == "--seed" && hasValue) {
            if (!parseNumber(args[++i], o.seed)) return std::nullopt;
        } else if (arg == "--technique" && hasValue) {
            o.only = parseTechnique(args[++i]);
            if (!o.only || !isTargetable(*o.only)) return std::nullopt;
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

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;
    std::printf("%-20s %8s %6s %12s %10s %10s %6s %s\n", "technique", "tries", "made", "tries/made", "made/s",
                ("s for " + std::to_string(options->count)).c_str(), "source", "met");
    bool allMet = true;
    for (const Technique technique : practiceTechniques()) {
        if (options->only && technique != *options->only) continue;
        std::mt19937_64 rng(options->seed + static_cast<std::uint64_t>(technique));
        long long tries = 0;
        int made = 0;
        const Stopwatch stopwatch(options->clock);
        double seconds = 0;
        while (made < options->count && (seconds = stopwatch.microseconds() / 1e6) < options->seconds) {
            ++tries;
            if (generateForTechniqueOnce(technique, Symmetry::Rotate180, rng)) ++made;
        }
        seconds = stopwatch.microseconds() / 1e6;
        const double rate = made / seconds;
        const double forCount = made == 0 ? -1 : options->count / rate;
        const bool rare = isTooRareToGenerate(technique);
        const bool met = made == options->count && seconds <= 60;
        if (!rare && !met) allMet = false;
        std::printf("%-20s %8lld %6d %12s %10.3f %10s %6s %s\n", std::string(techniqueInfo(technique).key).c_str(), tries, made,
                    made == 0 ? "-" : std::to_string(tries / made).c_str(), rate,
                    forCount < 0 ? ">budget" : std::to_string(static_cast<int>(forCount + 0.5)).c_str(), rare ? "rare" : "made",
                    met ? "yes" : "NO");
        std::fflush(stdout);
    }
    return allMet ? kExitOk : kExitFailed;
}

} // namespace

Subcommand practiceSubcommand() { return {"practice", "puzzles per second for each technique the trainer offers", kHelp, &run}; }

} // namespace nonet::bench
