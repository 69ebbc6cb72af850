// nonet-bench killer: Killer Sudoku side by side with Simon Tatham's Solo in one run:
// generating a graded puzzle per level (median per puzzle), and solving the puzzles made.

#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/generator/killer_generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/notation/solo_game_id.h"
#include "core/grader/level.h"
#include "core/solver/killer_solver.h"
#include "core/solver/shape_dancing_links_solver.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

extern char** environ;

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench killer [options]

Killer Sudoku, side by side with Simon Tatham's Solo (sgt-solo from Debian's
sgt-puzzles) in one run, on one thread:

  generate  per level, --count puzzles with nonet::generateKillerOnce (a try the grader
            rates at another level is thrown away; its time counts): the median and
            the mean CPU time per accepted puzzle
  solo      --count Solo killers of its hardest grade, one process each
            (sgt-solo --generate 1 3x3kdu#<seed>), timed by the child's CPU time less
            the median of as many trivial runs (3x3kdt, which takes Solo about a
            millisecond): what starting the program costs
  grades    --count Solo killers of each of its grades (sgt-solo --generate N 3x3kd<g>#S
            for trivial, basic, intermediate, advanced, extreme, unreasonable), read
            from their game IDs and rated by Nonet's grader: the levels they get and
            their mean score
  solve     the puzzles made, counted to 2 by KillerSolver (with --dlx also by the
            dancing-links solver, one row per way to fill a cage, which takes seconds
            on a puzzle without givens): microseconds per puzzle

Target: each level's median at most Solo's median for its hardest grade.

Options:
  --count N         puzzles per level, and Solo runs (default 20)
  --seed S          generator seed (default 20261129; Solo's seeds are S+1 .. S+N)
  --solo PATH       Solo's program (default /usr/games/sgt-solo; without it the Solo
                    column and the target are left out)
  --dlx             count with the dancing-links solver too
  --clock cpu|wall  the thread's CPU time (default) or wall time

Exit status: 0 when every level met the target (or Solo is missing), 1 otherwise, 2 on a
bad command line.
)";

struct Options {
    int count = 20;
    std::uint64_t seed = 20261129;
    std::string solo = "/usr/games/sgt-solo";
    bool dlx = false;
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
        } else if (arg == "--seed" && hasValue) {
            if (!parseNumber(args[++i], o.seed)) return std::nullopt;
        } else if (arg == "--solo" && hasValue) {
            o.solo = std::string(args[++i]);
        } else if (arg == "--dlx") {
            o.dlx = true;
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

double median(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double mean(const std::vector<double>& values)
{
    double sum = 0;
    for (const double v : values) sum += v;
    return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

// The CPU time (user + system, ms) of one run of Solo, or nothing when it did not run.
std::optional<double> soloRun(const std::string& program, const std::string& params)
{
    std::string path = program;
    std::string generate = "--generate";
    std::string one = "1";
    std::string spec = params;
    std::vector<char*> argv{path.data(), generate.data(), one.data(), spec.data(), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) return std::nullopt;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
    const auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

// Solo's game IDs of one grade, one a line of its output.
std::vector<std::string> soloIds(const std::string& program, char grade, int count, std::uint64_t seed)
{
    const std::string command = "'" + program + "' --generate " + std::to_string(count) + " 3x3kd" + grade + "#" +
                                std::to_string(seed) + " 2>/dev/null";
    std::vector<std::string> ids;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return ids;
    std::string line;
    for (int c = std::fgetc(pipe); c != EOF; c = std::fgetc(pipe)) {
        if (c != '\n') {
            line += static_cast<char>(c);
            continue;
        }
        if (!line.empty()) ids.push_back(line);
        line.clear();
    }
    pclose(pipe);
    return ids;
}

// Nonet's levels for Solo's killers of each grade, and how long KillerSolver takes to count
// them to 2.
void rateSoloGrades(const Options& options)
{
    std::vector<double> counting;
    std::printf("\n%-14s %8s %6s %6s %6s %6s %6s %6s %12s\n", "Solo grade", "puzzles", "v.easy", "easy", "medium", "tough", "v.tough",
                "extr.", "mean score");
    const std::array<std::pair<char, const char*>, 6> grades{
        {{'t', "trivial"}, {'b', "basic"}, {'i', "intermediate"}, {'a', "advanced"}, {'e', "extreme"}, {'u', "unreasonable"}}};
    GradeOptions grading;
    grading.uniqueness = UniquenessPolicy::AssumeUnique;
    grading.keepSteps = false;
    for (const auto& [letter, name] : grades) {
        std::array<int, kLevelCount> levels{};
        double score = 0;
        int rated = 0;
        for (const std::string& id : soloIds(options.solo, letter, options.count, options.seed)) {
            const auto read = parseSoloGameId(id);
            const auto* grid = std::get_if<ShapeGrid>(&read);
            if (grid == nullptr) continue;
            const Stopwatch stopwatch(options.clock);
            const int solutions = KillerSolver::count(*grid, 2, 0);
            counting.push_back(stopwatch.microseconds());
            if (solutions != 1) continue;
            const GradeResult result = grade(*grid, grading);
            ++levels[static_cast<std::size_t>(variantLevel(Variant::Killer, result))];
            score += result.score;
            ++rated;
        }
        std::printf("%-14s %8d %6d %6d %6d %6d %6d %6d %12.0f\n", name, rated, levels[0], levels[1], levels[2], levels[3], levels[4],
                    levels[5], rated > 0 ? score / rated : 0.0);
        std::fflush(stdout);
    }
    std::printf("KillerSolver counting these to 2: median %.0f µs, mean %.0f µs per puzzle\n", median(counting), mean(counting));
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;

    // Solo first: its median is the target.
    std::optional<double> soloMedian;
    if (access(options->solo.c_str(), X_OK) == 0) {
        std::vector<double> hard;
        std::vector<double> trivial;
        for (int i = 1; i <= options->count; ++i) {
            const std::string seed = std::to_string(options->seed + static_cast<std::uint64_t>(i));
            const auto h = soloRun(options->solo, "3x3kdu#" + seed);
            const auto t = soloRun(options->solo, "3x3kdt#" + seed);
            if (!h || !t) break;
            hard.push_back(*h);
            trivial.push_back(*t);
        }
        if (static_cast<int>(hard.size()) == options->count) {
            const double start = median(trivial);
            for (double& h : hard) h = std::max(0.0, h - start);
            soloMedian = median(hard);
            std::printf("Solo 3x3kdu: median %.1f ms, mean %.1f ms per puzzle (%d puzzles; start-up %.1f ms taken off)\n",
                        *soloMedian, mean(hard), options->count, start);
        } else {
            std::printf("Solo did not run (%s): no side by side, no target\n", options->solo.c_str());
        }
    } else {
        std::printf("Solo not found at %s: no side by side, no target\n", options->solo.c_str());
    }

    std::printf("\n%-12s %8s %12s %12s %10s %8s\n", "level", "tries", "median ms", "mean ms", "vs Solo", "met");
    std::vector<ShapeGrid> made;
    bool allMet = true;
    for (const Level level : kAllLevels) {
        std::mt19937_64 rng(options->seed + static_cast<std::uint64_t>(level));
        std::vector<double> perPuzzle;
        long tries = 0;
        for (int accepted = 0; accepted < options->count;) {
            const Stopwatch stopwatch(options->clock);
            std::optional<GeneratedShapePuzzle> puzzle;
            while (!puzzle) {
                ++tries;
                puzzle = generateKillerOnce(level, rng);
            }
            perPuzzle.push_back(stopwatch.microseconds() / 1e3);
            made.push_back(puzzle->givens);
            ++accepted;
        }
        const double m = median(perPuzzle);
        const bool met = !soloMedian || m <= *soloMedian;
        allMet = allMet && met;
        std::printf("%-12s %8.1f %12.1f %12.1f %10s %8s\n", std::string(levelKey(level)).c_str(),
                    static_cast<double>(tries) / options->count, m, mean(perPuzzle),
                    soloMedian ? (std::to_string(static_cast<int>(m / *soloMedian * 100 + 0.5)) + "%").c_str() : "-",
                    soloMedian ? (met ? "yes" : "NO") : "-");
        std::fflush(stdout);
    }

    if (soloMedian) rateSoloGrades(*options);

    // Counting to 2 what was made: every level together, then the puzzles without givens.
    const ShapeDancingLinksSolver links;
    std::printf("\n%-24s %8s %12s %12s %12s %12s\n", "solve (count to 2)", "puzzles", "median µs", "mean µs", "dlx median", "dlx mean");
    for (const bool withoutGivens : {false, true}) {
        std::vector<double> fast;
        std::vector<double> slow;
        for (const ShapeGrid& puzzle : made) {
            if (withoutGivens && puzzle.filledCount() != 0) continue;
            const Stopwatch a(options->clock);
            const int x = KillerSolver::count(puzzle, 2, 0);
            fast.push_back(a.microseconds());
            int y = 1;
            if (options->dlx) {
                const Stopwatch b(options->clock);
                y = links.solve(puzzle, 2).count;
                slow.push_back(b.microseconds());
            }
            if (x != 1 || y != 1) {
                std::printf("the solvers disagree: %d and %d solutions\n", x, y);
                return kExitFailed;
            }
        }
        const auto column = [&](double value) { return options->dlx ? std::to_string(static_cast<long long>(value + 0.5)) : std::string("-"); };
        std::printf("%-24s %8zu %12.0f %12.0f %12s %12s\n", withoutGivens ? "no givens (Tough up)" : "all levels", fast.size(),
                    median(fast), mean(fast), column(median(slow)).c_str(), column(mean(slow)).c_str());
    }
    return allMet ? kExitOk : kExitFailed;
}

} // namespace

Subcommand killerSubcommand() { return {"killer", "Killer: generating per level and solving, beside Solo", kHelp, &run}; }

} // namespace nonet::bench
