// nonet-bench rate: how long the grader takes per puzzle (generated Very easy .. Medium
// puzzles and the SE-rated sets), how closely its score orders puzzles like Sukaku
// Explainer (SE) does, next to HoDoKu, and how close the expert-scale estimate comes to
// SE's own figures on both parts of a fixed split.

#include "bench/calibration_split.h"
#include "bench/parse_number.h"
#include "bench/puzzle_sets.h"
#include "bench/rank_correlation.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/expert/expert_rating.h"
#include "core/generator/generator.h"
#include "core/grader/grader.h"
#include "core/notation/parser.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench rate [options]

Grades puzzles one by one on one thread with nonet::grade (default options: the
uniqueness check, the step list kept) and prints per set: puzzles, median, 90th
percentile and largest time per puzzle in microseconds. Each puzzle's time is the best
of --runs gradings, after an untimed warm-up on the set's first 50 puzzles.

Sets:
  generated very-easy, easy, medium   --count puzzles each, made by nonet::generate
                                      (180-degree symmetry) from --seed
  se_hodoku_rated_by_value_half.tsv   every puzzle (SE 2.5-9.3, with HoDoKu's score)
  se_rated_diabolical_half.txt        every --stride-th puzzle (SE 5.0-9.x)
The two rated sets are read from the data directory: --data-dir, else the first of
<source>/../shared/data, <source>/../../shared/data, ./../shared/data and
./../../shared/data that has the benchmark sets; they are left out when absent.

Then, for each rated set, Spearman's rank correlation with the SE rating of Nonet's
score, of Nonet's hardest-step rating, of the expert-scale estimate (nonet::rateExpert,
SE's scale) and (where the file has it) of HoDoKu's score.

Last, the expert-scale estimate per part of a fixed split of each rated set (fit: the
64-bit FNV-1a hash of the puzzle's 81 digits, '0' for a blank, has its highest bit 0;
held back: 1):
puzzles, Spearman's rank correlation with SE, mean absolute error against SE, the share
within 0.1 of SE, and the estimate's time per puzzle (one pass; median and largest).

Options:
  --count N        generated puzzles per level (default 300)
  --seed S         seed of the generated sets (default 20261129)
  --stride K       take every K-th puzzle of the diabolical set (default 20; 1 = all 19,860)
  --runs R         gradings per puzzle, the fastest kept (default 3)
  --data-dir DIR   where the rated sets are
  --clock cpu|wall what a grading is timed with: the thread's CPU time (default) or wall time

Targets: a median of at most 50 us on each generated set and of at most 2 ms on the
diabolical set, and no puzzle taking 1 s or longer; for the expert-scale estimate a
Spearman correlation of at least 0.80 with SE inside the diabolical band on both parts,
and a mean absolute error of at most 0.5 on every part of both sets.

Exit status: 0 when every puzzle was solved and the targets were met, 1 otherwise, 2 on
a bad command line.
)";

// The median time per puzzle the grader is held to, in microseconds.
constexpr double kGeneratedTargetMedian = 50;
constexpr double kDiabolicalTargetMedian = 2000;
// Targets of the expert-scale estimate.
constexpr double kExpertTargetSpearman = 0.80; // inside the diabolical band
constexpr double kExpertTargetError = 0.5;     // mean absolute error, every part
constexpr const char* kDiabolicalFile = "se_rated_diabolical_half.txt";

struct Options {
    int count = 300;
    std::uint64_t seed = 20261129;
    int stride = 20;
    int runs = 3;
    std::optional<std::filesystem::path> dataDir;
    ClockKind clock = ClockKind::Cpu;
};

struct RatedPuzzle {
    Grid givens;
    double se = 0;
    std::optional<double> hodoku;
};

struct RatedSet {
    std::string name;
    std::vector<RatedPuzzle> puzzles;
};

struct Timing {
    std::size_t puzzles = 0;
    double median = 0;
    double p90 = 0;
    double max = 0;
    int unsolved = 0;
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
        } else if (arg == "--stride" && hasValue) {
            if (!parsePositive(args[++i], o.stride)) return std::nullopt;
        } else if (arg == "--runs" && hasValue) {
            if (!parsePositive(args[++i], o.runs)) return std::nullopt;
        } else if (arg == "--data-dir" && hasValue) {
            o.dataDir = std::filesystem::path(args[++i]);
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

std::optional<Grid> gridFrom(std::string_view text)
{
    const ParseResult parsed = parsePuzzleLine(text);
    if (!parsed) return std::nullopt;
    return parsed.puzzle().givens;
}

// "id puzzle rating" lines; every stride-th one.
RatedSet readDiabolical(const std::filesystem::path& file, int stride)
{
    RatedSet set{file.filename().string() + (stride > 1 ? " (every " + std::to_string(stride) + "th)" : ""), {}};
    std::ifstream in(file);
    std::string line;
    for (long long n = 0; std::getline(in, line); ++n) {
        if (n % stride != 0) continue;
        std::istringstream fields(line);
        std::string id;
        std::string puzzle;
        double se = 0;
        if (!(fields >> id >> puzzle >> se)) continue;
        if (const auto grid = gridFrom(puzzle)) set.puzzles.push_back({*grid, se, std::nullopt});
    }
    return set;
}

// "puzzle se_rating hodoku_level hodoku_score" after a header line.
RatedSet readSeHodoku(const std::filesystem::path& file)
{
    RatedSet set{file.filename().string(), {}};
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string puzzle;
        std::string level;
        double se = 0;
        double hodoku = 0;
        if (!(fields >> puzzle >> se >> level >> hodoku)) continue;
        if (const auto grid = gridFrom(puzzle)) set.puzzles.push_back({*grid, se, hodoku});
    }
    return set;
}

double percentile(const std::vector<double>& sorted, double fraction)
{
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(sorted.size() - 1) + 0.5);
    return sorted[std::min(index, sorted.size() - 1)];
}

// Grades every puzzle `runs` times (the fastest counts); fills the results of the last run.
Timing timeGrading(const std::vector<Grid>& puzzles, const Options& options, std::vector<GradeResult>& results)
{
    // Warm-up, untimed: caches, branch predictors and the allocator settle first.
    for (std::size_t i = 0; i < std::min<std::size_t>(50, puzzles.size()); ++i) results.push_back(grade(puzzles[i]));
    std::vector<double> best(puzzles.size(), 0);
    results.assign(puzzles.size(), {});
    for (int run = 0; run < options.runs; ++run) {
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            const Stopwatch stopwatch(options.clock);
            GradeResult result = grade(puzzles[i]);
            const double us = stopwatch.microseconds();
            if (run == 0 || us < best[i]) best[i] = us;
            results[i] = std::move(result);
        }
    }
    Timing t;
    t.puzzles = puzzles.size();
    for (const auto& r : results) t.unsolved += r.solved ? 0 : 1;
    if (puzzles.empty()) return t;
    std::sort(best.begin(), best.end());
    t.median = percentile(best, 0.5);
    t.p90 = percentile(best, 0.9);
    t.max = best.back();
    return t;
}

void printTimingHeader()
{
    std::printf("%-44s %8s %11s %11s %11s %14s %4s\n", "set", "puzzles", "median us", "p90 us", "max us", "target median",
                "met");
}

// targetMedian: microseconds, or 0 when the set has no median target.
void printTiming(const std::string& name, const Timing& t, double targetMedian)
{
    std::printf("%-44s %8zu %11.1f %11.1f %11.1f", name.c_str(), t.puzzles, t.median, t.p90, t.max);
    if (targetMedian > 0)
        std::printf(" %14.0f %4s", targetMedian, t.median <= targetMedian ? "yes" : "NO");
    else
        std::printf(" %14s %4s", "-", "-");
    std::printf("%s\n", t.unsolved > 0 ? "  (some unsolved)" : "");
    std::fflush(stdout);
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;
    bool fine = true;
    auto check = [&fine](const std::string& name, const Timing& t, double targetMedian) {
        printTiming(name, t, targetMedian);
        if (t.unsolved > 0) std::cerr << "nonet-bench rate: " << name << ": " << t.unsolved << " puzzles not solved\n";
        if (t.max >= 1e6) std::cerr << "nonet-bench rate: " << name << ": a puzzle took 1 s or longer\n";
        const bool medianMet = targetMedian <= 0 || t.median <= targetMedian;
        fine = fine && t.unsolved == 0 && t.max < 1e6 && medianMet;
    };

    std::cerr << "nonet-bench rate: generating " << options->count << " puzzles per level\n";
    printTimingHeader();
    std::vector<GradeResult> results;
    for (const Level level : {Level::VeryEasy, Level::Easy, Level::Medium}) {
        std::mt19937_64 rng(options->seed + static_cast<std::uint64_t>(level));
        std::vector<Grid> puzzles;
        for (int i = 0; i < options->count; ++i) puzzles.push_back(generate(level, Symmetry::Rotate180, rng)->givens);
        const std::string name = "generated " + std::string(levelKey(level));
        check(name, timeGrading(puzzles, *options, results), kGeneratedTargetMedian);
    }

    const auto dir = options->dataDir ? options->dataDir : findDataDirectory();
    std::vector<RatedSet> rated;
    if (dir) {
        rated.push_back(readSeHodoku(*dir / "se_hodoku_rated_by_value_half.tsv"));
        rated.push_back(readDiabolical(*dir / kDiabolicalFile, options->stride));
        std::erase_if(rated, [](const RatedSet& set) { return set.puzzles.size() < 2; });
    }
    if (rated.empty()) {
        std::cerr << "nonet-bench rate: no SE-rated sets found" << (dir ? " in " + dir->string() : std::string())
                  << "; timing and agreement with SE left out\n";
        return fine ? kExitOk : kExitFailed;
    }
    std::cerr << "nonet-bench rate: rated sets from " << dir->string() << '\n';
    struct Agreement {
        std::string name;
        std::size_t puzzles;
        double score;
        double hardest;
        double expert;
        std::optional<double> hodoku;
    };
    struct ExpertPart {
        std::string name;
        const char* part;
        std::size_t puzzles = 0;
        double spearman = 0;
        double error = 0;
        double within = 0;
        double medianUs = 0;
        double maxUs = 0;
        bool band = false; // the diabolical set: its Spearman has a target
    };
    std::vector<Agreement> agreements;
    std::vector<ExpertPart> parts;
    for (const RatedSet& set : rated) {
        std::vector<Grid> puzzles;
        for (const auto& p : set.puzzles) puzzles.push_back(p.givens);
        const bool diabolical = set.name.starts_with(kDiabolicalFile);
        check(set.name, timeGrading(puzzles, *options, results), diabolical ? kDiabolicalTargetMedian : 0);
        std::vector<double> se, score, hardest, expert, hodoku;
        std::array<std::vector<double>, 2> partSe, partExpert, partUs;
        for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
            const RatedPuzzle& puzzle = set.puzzles[i];
            se.push_back(puzzle.se);
            score.push_back(results[i].score);
            hardest.push_back(results[i].hardestRating);
            if (puzzle.hodoku) hodoku.push_back(*puzzle.hodoku);
            const Stopwatch stopwatch(options->clock);
            const auto estimate = rateExpert(puzzle.givens);
            const double us = stopwatch.microseconds();
            const double value = estimate ? estimate->tenths / 10.0 : 0.0;
            expert.push_back(value);
            const auto part = static_cast<std::size_t>(calibrationPart(puzzle.givens));
            partSe[part].push_back(puzzle.se);
            partExpert[part].push_back(value);
            partUs[part].push_back(us);
        }
        agreements.push_back({set.name, set.puzzles.size(), spearman(score, se), spearman(hardest, se), spearman(expert, se),
                              hodoku.size() == se.size() ? std::optional(spearman(hodoku, se)) : std::nullopt});
        for (std::size_t part = 0; part < 2; ++part) {
            ExpertPart p{set.name, part == 0 ? "fit" : "held back"};
            p.puzzles = partSe[part].size();
            p.band = diabolical;
            if (p.puzzles >= 2) {
                p.spearman = spearman(partExpert[part], partSe[part]);
                int within = 0;
                for (std::size_t i = 0; i < p.puzzles; ++i) {
                    const double error = std::fabs(partExpert[part][i] - partSe[part][i]);
                    p.error += error;
                    within += error < 0.15 ? 1 : 0;
                }
                p.error /= static_cast<double>(p.puzzles);
                p.within = static_cast<double>(within) / static_cast<double>(p.puzzles);
                std::sort(partUs[part].begin(), partUs[part].end());
                p.medianUs = percentile(partUs[part], 0.5);
                p.maxUs = partUs[part].back();
            }
            parts.push_back(p);
        }
    }
    std::printf("\nSpearman rank correlation with the SE rating\n");
    std::printf("%-44s %8s %12s %14s %14s %14s\n", "set", "puzzles", "Nonet score", "Nonet hardest", "SE-scale est.",
                "HoDoKu score");
    for (const auto& a : agreements) {
        std::printf("%-44s %8zu %12.3f %14.3f %14.3f ", a.name.c_str(), a.puzzles, a.score, a.hardest, a.expert);
        if (a.hodoku)
            std::printf("%14.3f\n", *a.hodoku);
        else
            std::printf("%14s\n", "-");
    }
    std::printf("\nSE-scale estimate against SE, per part of the split (fit: FNV-1a hash of the digits, top bit 0)\n");
    std::printf("%-44s %-10s %8s %9s %7s %7s %10s %10s %5s\n", "set", "part", "puzzles", "Spearman", "MAE", "<=0.1",
                "median us", "max us", "met");
    for (const auto& p : parts) {
        const bool met = p.puzzles >= 2 && p.error <= kExpertTargetError && (!p.band || p.spearman >= kExpertTargetSpearman);
        fine = fine && met;
        std::printf("%-44s %-10s %8zu %9.3f %7.3f %6.1f%% %10.0f %10.0f %5s\n", p.name.c_str(), p.part, p.puzzles, p.spearman,
                    p.error, 100.0 * p.within, p.medianUs, p.maxUs, met ? "yes" : "NO");
    }
    std::printf("targets: Spearman >= %.2f inside the diabolical band, mean absolute error <= %.1f\n", kExpertTargetSpearman,
                kExpertTargetError);
    return fine ? kExitOk : kExitFailed;
}

} // namespace

Subcommand rateSubcommand() { return {"rate", "grader time per puzzle and rank correlation with SE", kHelp, &run}; }

} // namespace nonet::bench
