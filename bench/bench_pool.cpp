// nonet-bench pool: the puzzle pool with the real generator. How long from an empty pool
// until every level is full, when each level gets its first puzzle, puzzles per second of
// job time per level, the longest the GUI thread's event loop went without serving a
// timer while the pool filled, how long a player who asks for a level of an empty pool
// waits, how long stopping takes while jobs run, and the resident size of the process.

#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "bench/parse_number.h"
#include "bench/subcommand.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench pool [options]

Runs the puzzle pool's classic levels with the real generator in a temporary folder
(nothing bundled, no other variant kept, nothing saved between runs), as the game does: a QThreadPool of --threads threads at
low priority, the GUI thread handling the results.

 1. Fill: from an empty pool until every level holds --target puzzles. Prints per level
    when its first puzzle arrived and when it was full, the jobs run, the puzzles made per
    second of job time (one thread), the total, the resident size (VmRSS, and the peak
    VmHWM) of this process, and the GUI thread's responsiveness meanwhile: a 5 ms timer
    runs on it, and the largest gap between two of its ticks is what an input or paint
    event could have waited at most.
 2. On demand: --runs times per level, a fresh empty pool, the level requested before
    anything runs: the time until the puzzle arrives. Then, 20 ms later, stop() while the
    pool goes on filling the other levels: the longest time stop() took (jobs must honour
    their stop token) and how many stops found jobs running (only those are timed).

Options:
  --target N     puzzles per level (default 15, as in the game)
  --threads N    worker threads (default: the pool's own, cores - 1, at least 1)
  --runs N       on-demand runs per level (default 3)
  --seed N       first seed (default 1); run r of the on-demand phase uses seed + r
  --budget S     give up the fill after S seconds (default 600)
  --skip-fill    only the on-demand phase
)";

struct Options {
    int target = 15;
    int threads = 0;
    int runs = 3;
    std::uint64_t seed = 1;
    double budget = 600;
    bool skipFill = false;
};

std::optional<Options> parse(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (a == "--skip-fill")
            o.skipFill = true;
        else if (a == "--target" && hasValue)
            ok = parseNumber(args[++i], o.target) && o.target > 0;
        else if (a == "--threads" && hasValue)
            ok = parseNumber(args[++i], o.threads) && o.threads >= 0;
        else if (a == "--runs" && hasValue)
            ok = parseNumber(args[++i], o.runs) && o.runs > 0;
        else if (a == "--seed" && hasValue)
            ok = parseNumber(args[++i], o.seed);
        else if (a == "--budget" && hasValue)
            ok = parseNumber(args[++i], o.budget) && o.budget > 0;
        else
            ok = false;
        if (!ok) {
            std::cerr << "nonet-bench pool: bad argument '" << a << "'\n";
            return std::nullopt;
        }
    }
    return o;
}

// A field of /proc/self/status in MiB (Linux): "VmRSS" now, "VmHWM" the peak.
double statusMiB(const QByteArray& field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text)) return -1;
    const QByteArray prefix = field + ':';
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(prefix)) return line.mid(prefix.size()).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

// Per level: jobs run, puzzles made and seconds spent, summed over the worker threads.
struct JobTimes {
    std::mutex mutex;
    std::array<int, kLevelCount> jobs{};
    std::array<int, kLevelCount> made{};
    std::array<double, kLevelCount> seconds{};
};

std::string key(Level level) { return std::string(levelKey(level)); }

app::PuzzlePool::Options poolOptions(const QString& dir, const Options& o, std::uint64_t seed,
                                     std::shared_ptr<JobTimes> times = {})
{
    app::PuzzlePool::Options p;
    p.directory = dir;
    // The game's generator with its default symmetry (the bench reads no settings).
    p.generate = [generate = app::poolGenerator([] { return Symmetry::Rotate180; }), times](
                     Variant variant, Level level, std::uint64_t jobSeed, std::stop_token stop) {
        const auto start = std::chrono::steady_clock::now();
        std::optional<GamePuzzle> made = generate(variant, level, jobSeed, stop);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        if (times) {
            const std::lock_guard lock(times->mutex);
            const auto l = static_cast<std::size_t>(level);
            ++times->jobs[l];
            times->made[l] += made ? 1 : 0;
            times->seconds[l] += took.count();
        }
        return made;
    };
    p.stock[static_cast<std::size_t>(Variant::Classic)] = o.target;
    p.threadCount = o.threads;
    p.seed = seed;
    return p;
}

bool fill(const Options& o)
{
    QTemporaryDir dir;
    const auto times = std::make_shared<JobTimes>();
    app::PuzzlePool pool(poolOptions(dir.path(), o, o.seed, times));
    std::array<double, kLevelCount> first{}, full{};
    first.fill(-1);
    full.fill(-1);
    QElapsedTimer clock;
    QEventLoop loop;
    const auto check = [&] {
        const double s = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        bool all = true;
        for (const Level level : kAllLevels) {
            const auto l = static_cast<std::size_t>(level);
            if (first[l] < 0 && pool.readyCount(Variant::Classic, level) > 0) first[l] = s;
            if (full[l] < 0 && pool.readyCount(Variant::Classic, level) >= o.target) full[l] = s;
            all = all && full[l] >= 0;
        }
        if (all) loop.quit();
    };
    QObject::connect(&pool, &app::PuzzlePool::countsChanged, &loop, check);
    QTimer::singleShot(static_cast<int>(o.budget * 1000), &loop, &QEventLoop::quit);
    // The GUI thread's heartbeat: everything the pool does there (taking in results,
    // saving the file) happens between two ticks.
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(5);
    QElapsedTimer sinceTick;
    qint64 maxGapNs = 0;
    std::vector<qint64> gaps;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        const qint64 gap = sinceTick.nsecsElapsed();
        sinceTick.restart();
        maxGapNs = std::max(maxGapNs, gap);
        gaps.push_back(gap);
    });
    clock.start();
    sinceTick.start();
    tick.start();
    pool.start();
    loop.exec();
    tick.stop();
    const double total = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    std::printf("Fill from empty: %d per level, %d thread(s), seed %llu\n", o.target, pool.threadCount(),
                static_cast<unsigned long long>(o.seed));
    std::printf("  %-11s %10s %10s %6s %6s %12s\n", "level", "first (s)", "full (s)", "jobs", "made", "puzzles/s");
    bool complete = true;
    const std::lock_guard lock(times->mutex); // every job has finished: only for form
    for (const Level level : kAllLevels) {
        const auto l = static_cast<std::size_t>(level);
        complete = complete && full[l] >= 0;
        const double rate = times->seconds[l] > 0 ? times->made[l] / times->seconds[l] : 0;
        if (full[l] >= 0)
            std::printf("  %-11s %10.2f %10.2f %6d %6d %12.2f\n", key(level).c_str(), first[l], full[l], times->jobs[l], times->made[l], rate);
        else
            std::printf("  %-11s %10.2f %10s %6d %6d %12.2f\n", key(level).c_str(), first[l], "not full", times->jobs[l], times->made[l], rate);
    }
    std::printf("  all %d: %.1f s%s (puzzles/s: per second of job time on one thread)\n", o.target * kLevelCount, total,
                complete ? "" : " (budget exhausted)");
    std::sort(gaps.begin(), gaps.end());
    const double p99 = gaps.empty() ? 0 : static_cast<double>(gaps[gaps.size() * 99 / 100]) / 1e6;
    std::printf("  GUI thread, 5 ms timer while filling: largest gap %.1f ms, 99th percentile %.1f ms (%zu ticks)\n",
                static_cast<double>(maxGapNs) / 1e6, p99, gaps.size());
    std::printf("  VmRSS with the full pool: %.1f MiB, peak (VmHWM) %.1f MiB (this process: QtCore, no GUI)\n", statusMiB("VmRSS"),
                statusMiB("VmHWM"));
    return complete;
}

void onDemand(const Options& o)
{
    std::printf("On demand: empty pool, the level requested before anything runs; %d run(s) per level\n", o.runs);
    std::printf("  %-11s %10s %10s %10s %14s %8s\n", "level", "min (ms)", "median", "max", "stop max (ms)", "stops");
    for (const Level level : kAllLevels) {
        std::vector<double> waits;
        double slowestStop = 0;
        int stopsMidJob = 0;
        for (int run = 0; run < o.runs; ++run) {
            QTemporaryDir dir;
            app::PuzzlePool pool(poolOptions(dir.path(), o, o.seed + static_cast<std::uint64_t>(run)));
            QEventLoop loop;
            QElapsedTimer clock;
            bool got = false;
            QObject::connect(&pool, &app::PuzzlePool::puzzleReady, &loop, [&] {
                got = true;
                waits.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
                loop.quit();
            });
            QTimer::singleShot(static_cast<int>(o.budget * 1000), &loop, &QEventLoop::quit);
            clock.start();
            pool.request(Variant::Classic, level);
            pool.start();
            loop.exec();
            if (!got) waits.push_back(o.budget * 1000);
            // Let the pool get busy with the other levels, then stop it mid-job (a whole
            // fill takes a fraction of a second, so the wait is short; a stop that found
            // nothing running is not counted).
            QEventLoop busy;
            QTimer::singleShot(20, &busy, &QEventLoop::quit);
            busy.exec();
            if (!pool.isGenerating()) continue;
            ++stopsMidJob;
            QElapsedTimer stopClock;
            stopClock.start();
            pool.stop();
            slowestStop = std::max(slowestStop, static_cast<double>(stopClock.nsecsElapsed()) / 1e6);
        }
        std::sort(waits.begin(), waits.end());
        std::printf("  %-11s %10.0f %10.0f %10.0f %14.1f %8d\n", key(level).c_str(), waits.front(), waits[waits.size() / 2], waits.back(),
                    slowestStop, stopsMidJob);
    }
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const std::optional<Options> options = parse(args);
    if (!options) return std::nullopt;
    int argc = 1;
    std::array<char, 12> name{"nonet-bench"};
    std::array<char*, 2> argv{name.data(), nullptr};
    const QCoreApplication app(argc, argv.data());
    const bool complete = options->skipFill || fill(*options);
    onDemand(*options);
    return complete ? kExitOk : kExitFailed;
}

} // namespace

Subcommand poolSubcommand()
{
    return {"pool", "the puzzle pool with the real generator: fill time, first puzzles, stop time, memory", kHelp, &run};
}

} // namespace nonet::bench
