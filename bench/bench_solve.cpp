// nonet-bench solve: every solver over each puzzle set, one thread, limit 2 (a
// uniqueness proof, as published solver benchmarks do), best of several timed passes
// after a warm-up.

#include "bench/parse_number.h"
#include "bench/puzzle_sets.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/solver/backtracking_solver.h"
#include "core/solver/dancing_links_solver.h"
#include "core/solver/fast_solver.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench solve [options] [FILE...]

Runs every solver (fast = the default, dlx = dancing links, backtrack = the baseline)
over each FILE (one puzzle per line) in one process, on one thread, with limit 2 (each
puzzle is solved and proven unique), and prints per file and solver: puzzles,
puzzles/s, microseconds per puzzle and the time relative to the default solver.
Each solver first solves up to 500 puzzles of the set untimed (warm-up); the time is
the best of --runs passes over the whole set.

Without FILE it uses 17_clue.txt, top1465.txt, hardest_11plus_10k.txt and
hardest_1106.txt from the data directory: --data-dir, else the first of
<source>/../shared/data, <source>/../../shared/data, ./../shared/data and
./../../shared/data that has them. Without any, it generates a set of unique puzzles.

The baseline can take minutes per set: it gets --baseline-budget seconds (wall time)
per set for one pass and is reported as skipped (with how far it got) when that is not
enough.

Options:
  --json                 print a JSON array of {"file", "solver", "puzzles",
                         "us_per_puzzle", "puzzles_per_s"} instead of the table
                         (skipped runs are left out and named on stderr)
  --data-dir DIR         where the standard sets are
  --runs N               timed passes per solver and set, best one kept (default 3)
  --baseline-budget S    seconds the baseline may spend on one set (default 10)
  --generate N           size of the generated set (default 1000)
  --clock cpu|wall       what a pass is timed with: the thread's CPU time (default;
                         not inflated when other jobs share the cores) or wall time

Exit status: 0 when the solvers agreed on every puzzle, 1 when they did not, 2 on a
bad command line or an unreadable file.
)";

using Clock = std::chrono::steady_clock;

Stopwatch stopwatchFor(bool cpuClock) { return Stopwatch(cpuClock ? ClockKind::Cpu : ClockKind::Wall); }

struct Tally {
    int none = 0;
    int unique = 0;
    int multiple = 0;
    void add(int count) { (count == 0 ? none : count == 1 ? unique : multiple) += 1; }
    bool operator==(const Tally&) const = default;
};

struct Measurement {
    std::string file;
    std::string solver;
    int puzzles = 0;
    double usPerPuzzle = 0;
    bool skipped = false;
    std::string note; // why it was skipped
    Tally tally;
};

struct Options {
    bool json = false;
    std::optional<std::string> dataDir;
    int runs = 3;
    double baselineBudget = 10;
    int generate = 1000;
    bool cpuClock = true;
    std::vector<std::string> files;
};

Measurement measure(const Solver& solver, const PuzzleSet& set, int runs, bool cpuClock)
{
    Measurement m;
    m.file = set.name;
    m.solver = std::string(solver.name());
    m.puzzles = static_cast<int>(set.puzzles.size());
    const std::size_t warmUp = std::min<std::size_t>(500, set.puzzles.size());
    // solve() is a virtual call into another library: the untimed calls are not elided.
    for (std::size_t i = 0; i < warmUp; ++i) solver.solve(set.puzzles[i], 2);
    double best = 0;
    for (int run = 0; run < runs; ++run) {
        Tally tally;
        const Stopwatch stopwatch = stopwatchFor(cpuClock);
        for (const Grid& puzzle : set.puzzles) tally.add(solver.solve(puzzle, 2).count);
        const double us = stopwatch.microseconds();
        if (run == 0 || us < best) best = us;
        m.tally = tally;
    }
    m.usPerPuzzle = set.puzzles.empty() ? 0 : best / static_cast<double>(set.puzzles.size());
    return m;
}

// One pass of the baseline, given up when the budget runs out.
Measurement measureBaseline(const PuzzleSet& set, double budgetSeconds, bool cpuClock)
{
    const BacktrackingSolver solver;
    Measurement m;
    m.file = set.name;
    m.solver = std::string(solver.name());
    m.puzzles = static_cast<int>(set.puzzles.size());
    std::stop_source stop;
    const Stopwatch stopwatch = stopwatchFor(cpuClock);
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budgetSeconds));
    std::jthread watchdog([&stop, deadline](std::stop_token finished) {
        std::mutex mutex;
        std::condition_variable_any wake;
        std::unique_lock lock(mutex);
        if (!wake.wait_until(lock, finished, deadline, [] { return false; }) && !finished.stop_requested())
            stop.request_stop();
    });
    int done = 0;
    for (const Grid& puzzle : set.puzzles) {
        const auto result = solver.solve(puzzle, 2, stop.get_token());
        if (!result) break;
        m.tally.add(result->count);
        ++done;
    }
    const double us = stopwatch.microseconds();
    watchdog.request_stop();
    if (done < m.puzzles) {
        m.skipped = true;
        char text[200];
        if (done == 0) {
            std::snprintf(text, sizeof text, "skipped: no puzzle solved within the %.0f s budget", budgetSeconds);
        } else {
            const double minutes = us / done * m.puzzles / 60e6;
            std::snprintf(text, sizeof text, "skipped: %d of %d puzzles in %.0f s, the set would take ~%.0f min",
                          done, m.puzzles, budgetSeconds, minutes);
        }
        m.note = text;
        return m;
    }
    m.usPerPuzzle = m.puzzles == 0 ? 0 : us / m.puzzles;
    return m;
}

std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--json") {
            o.json = true;
        } else if (arg == "--data-dir" && hasValue) {
            o.dataDir = std::string(args[++i]);
        } else if (arg == "--runs" && hasValue) {
            if (!parsePositive(args[++i], o.runs)) return std::nullopt;
        } else if (arg == "--baseline-budget" && hasValue) {
            if (!parsePositive(args[++i], o.baselineBudget)) return std::nullopt;
        } else if (arg == "--clock" && hasValue && (args[i + 1] == "cpu" || args[i + 1] == "wall")) {
            o.cpuClock = args[++i] == "cpu";
        } else if (arg == "--generate" && hasValue) {
            if (!parsePositive(args[++i], o.generate)) return std::nullopt;
        } else if (arg.starts_with("--")) {
            return std::nullopt;
        } else {
            o.files.emplace_back(arg);
        }
    }
    return o;
}

void printTable(const std::vector<Measurement>& all)
{
    std::printf("%-24s %-10s %8s %12s %11s %8s\n", "file", "solver", "puzzles", "puzzles/s", "us/puzzle", "x fast");
    double fastUs = 0;
    for (const auto& m : all) {
        if (m.solver == "fast") fastUs = m.usPerPuzzle;
        if (m.skipped) {
            std::printf("%-24s %-10s %8d %s\n", m.file.c_str(), m.solver.c_str(), m.puzzles, m.note.c_str());
            continue;
        }
        std::printf("%-24s %-10s %8d %12.0f %11.2f %8.2f\n", m.file.c_str(), m.solver.c_str(), m.puzzles,
                    m.usPerPuzzle > 0 ? 1e6 / m.usPerPuzzle : 0.0, m.usPerPuzzle,
                    fastUs > 0 ? m.usPerPuzzle / fastUs : 0.0);
    }
}

void printJson(const std::vector<Measurement>& all)
{
    std::printf("[");
    bool first = true;
    for (const auto& m : all) {
        if (m.skipped) {
            std::fprintf(stderr, "nonet-bench: %s on %s %s\n", m.solver.c_str(), m.file.c_str(), m.note.c_str());
            continue;
        }
        std::string file;
        for (const char c : m.file) {
            if (c == '"' || c == '\\') file += '\\';
            file += c;
        }
        std::printf("%s\n  {\"file\": \"%s\", \"solver\": \"%s\", \"puzzles\": %d, \"us_per_puzzle\": %.3f, \"puzzles_per_s\": %.1f}",
                    first ? "" : ",", file.c_str(), m.solver.c_str(), m.puzzles, m.usPerPuzzle,
                    m.usPerPuzzle > 0 ? 1e6 / m.usPerPuzzle : 0.0);
        first = false;
    }
    std::printf("\n]\n");
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;

    std::vector<PuzzleSet> sets;
    if (!options->files.empty()) {
        for (const auto& file : options->files) {
            auto set = loadPuzzleFile(file);
            if (!set) {
                std::cerr << "nonet-bench solve: cannot read " << file << '\n';
                return kExitUsage;
            }
            sets.push_back(std::move(*set));
        }
    } else {
        const auto dir = options->dataDir ? std::optional(std::filesystem::path(*options->dataDir)) : findDataDirectory();
        if (dir) {
            for (const char* name : kStandardSets)
                if (auto set = loadPuzzleFile(*dir / name)) sets.push_back(std::move(*set));
        }
        if (sets.empty()) {
            std::cerr << "nonet-bench solve: no puzzle sets found" << (dir ? " in " + dir->string() : std::string())
                      << "; generating " << options->generate << " puzzles\n";
            sets.push_back(generatedSet(options->generate, 20261129u));
        } else {
            std::cerr << "nonet-bench solve: sets from " << dir->string() << '\n';
        }
    }

    const FastSolver fast;
    const DancingLinksSolver dlx;
    std::vector<Measurement> all;
    bool agreed = true;
    for (const auto& set : sets) {
        if (set.skippedLines > 0)
            std::cerr << "nonet-bench solve: " << set.name << ": " << set.skippedLines << " lines are not puzzles, left out\n";
        const Measurement reference = measure(fast, set, options->runs, options->cpuClock);
        all.push_back(reference);
        all.push_back(measure(dlx, set, options->runs, options->cpuClock));
        all.push_back(measureBaseline(set, options->baselineBudget, options->cpuClock));
        for (std::size_t i = all.size() - 2; i < all.size(); ++i) {
            if (all[i].skipped || all[i].tally == reference.tally) continue;
            std::cerr << "nonet-bench solve: " << all[i].solver << " and fast disagree on " << set.name << '\n';
            agreed = false;
        }
        if (!options->json) std::cerr << "nonet-bench solve: " << set.name << " done\n";
    }
    if (options->json)
        printJson(all);
    else
        printTable(all);
    return agreed ? kExitOk : kExitFailed;
}

} // namespace

Subcommand solveSubcommand() { return {"solve", "time every solver on puzzle sets", kHelp, &run}; }

} // namespace nonet::bench
