// Engine invariants under load: generation, grading and solving on every core at once,
// for a bounded time (NONET_STRESS_SECONDS, default 4), every result checked:
//   - the generated puzzle is legal, keeps its symmetry and its givens agree with the
//     solution, which is a solved grid;
//   - every solver (fast, dancing links, backtracking; one shared object each, called from
//     all threads at once) finds exactly one solution, and it is the generator's;
//   - the grader, run independently with default options, solves it and rates it exactly
//     the level asked for, with the generator's score and hardest technique.
// Then a fixed set of jobs (fixed seeds, every level and symmetry) runs to the end on 1, 2
// and 4 threads: the results must be identical whatever the thread count, and identical to
// the load run's for the same jobs. Nothing may depend on how many threads there are or on
// which thread ran a job.
//
// The sanitizer builds run this test too (packaging/dev.sh sanitize; label tsan), where
// the same time bound simply covers fewer jobs of the load run.

#include "core/generator/generator.h"
#include "core/generator/symmetry.h"
#include "core/grader/grader.h"
#include "core/grader/level.h"
#include "core/notation/formatter.h"
#include "core/solver/backtracking_solver.h"
#include "core/solver/dancing_links_solver.h"
#include "core/solver/fast_solver.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

using namespace nonet;
using Clock = std::chrono::steady_clock;

namespace {

struct Job {
    Level level = Level::VeryEasy;
    Symmetry symmetry = Symmetry::Rotate180;
    std::uint64_t seed = 0;
};

// What one job produced; `problems` lists every invariant that failed (empty: all held).
struct Outcome {
    Grid givens;
    Grid solution;
    Level level = Level::VeryEasy;
    int score = 0;
    Technique hardest = Technique::FullHouse;
    std::string problems;
    bool operator==(const Outcome&) const = default;
};

// Jobs cycle through every level and, shifted by one each round, every symmetry (36 jobs
// cover every pair); seeds are fixed, so a run is reproducible.
std::vector<Job> makeJobs(std::size_t count)
{
    std::vector<Job> jobs;
    for (std::size_t i = 0; i < count; ++i)
        jobs.push_back(Job{kAllLevels[i % kAllLevels.size()], kAllSymmetries[(i + i / kAllLevels.size()) % kAllSymmetries.size()],
            0x5EED0000u + i});
    return jobs;
}

int secondsUnderLoad()
{
    if (const char* value = std::getenv("NONET_STRESS_SECONDS")) {
        const int seconds = std::atoi(value);
        if (seconds > 0) return seconds;
    }
    return 4;
}

// The jobs every thread count must finish: the first ones of the load run's list, every
// pair of level and symmetry twice.
constexpr std::size_t kFixedJobs = 72;

// One object of each solver, shared by all threads (Solver::solve is const and reentrant).
struct Solvers {
    FastSolver fast;
    DancingLinksSolver dlx;
    BacktrackingSolver backtracking;
};

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

// The checks of one generated puzzle, with every solver and the grader.
std::string check(const Job& job, const GeneratedPuzzle& puzzle, const Solvers& solvers, std::stop_token stop)
{
    std::string problems;
    const auto fail = [&problems](const std::string& what) { problems += what + "; "; };

    if (!puzzle.givens.isConsistent()) fail("givens break a rule");
    if (!puzzle.solution.isSolved()) fail("solution is not a solved grid");
    for (int cell = 0; cell < kCellCount; ++cell)
        if (puzzle.givens.at(cell) != 0 && puzzle.givens.at(cell) != puzzle.solution.at(cell))
            fail("given at cell " + std::to_string(cell) + " differs from the solution");
    if (!hasSymmetry(puzzle.givens, job.symmetry)) fail("clues lost their symmetry");
    if (puzzle.level != job.level) fail("generated for another level");

    for (const Solver* solver : std::array<const Solver*, 3>{&solvers.fast, &solvers.dlx, &solvers.backtracking}) {
        const SolveResult result = solver->solve(puzzle.givens, 2);
        if (result.count != 1) fail(std::string(solver->name()) + " found " + std::to_string(result.count) + " solutions");
        else if (!result.solution || *result.solution != puzzle.solution) fail(std::string(solver->name()) + " found another solution");
    }

    GradeOptions options;
    options.keepSteps = false;
    const GradeResult grade = nonet::grade(puzzle.givens, options, stop);
    if (grade.cancelled) return problems;
    if (!grade.solved) fail("the grader does not solve it");
    if (grade.level != job.level) fail("the grader rates it " + std::string(levelName(grade.level)));
    if (grade.score != puzzle.score) fail("score " + std::to_string(grade.score) + " instead of " + std::to_string(puzzle.score));
    if (grade.hardest != puzzle.hardest) fail("another hardest technique");
    return problems;
}

std::optional<Outcome> runJob(const Job& job, const Solvers& solvers, std::stop_token stop)
{
    std::mt19937_64 rng(job.seed);
    const std::optional<GeneratedPuzzle> puzzle = generate(job.level, job.symmetry, rng, stop);
    if (!puzzle || stop.stop_requested()) return std::nullopt; // cut off by the time bound
    Outcome outcome{puzzle->givens, puzzle->solution, puzzle->level, puzzle->score, puzzle->hardest, check(job, *puzzle, solvers, stop)};
    if (stop.stop_requested()) return std::nullopt;
    return outcome;
}

// Runs jobs[0..] on `threads` threads, each taking the next job, until all are done or the
// time is up (then the running jobs are cancelled and left out). Result i is job i's.
std::vector<std::optional<Outcome>> runAll(const std::vector<Job>& jobs, unsigned threads, std::chrono::seconds budget)
{
    std::vector<std::optional<Outcome>> results(jobs.size());
    std::atomic<std::size_t> next{0};
    std::atomic<unsigned> running{threads};
    std::mutex mutex;
    std::condition_variable allDone;
    std::stop_source stop;
    const Solvers solvers;
    {
        std::vector<std::jthread> workers;
        for (unsigned t = 0; t < threads; ++t) {
            workers.emplace_back([&] {
                for (std::size_t i = next++; i < jobs.size() && !stop.stop_requested(); i = next++)
                    results[i] = runJob(jobs[i], solvers, stop.get_token());
                if (--running == 0) {
                    const std::lock_guard lock(mutex);
                    allDone.notify_all();
                }
            });
        }
        std::unique_lock lock(mutex);
        if (!allDone.wait_for(lock, budget, [&] { return running == 0; })) stop.request_stop();
    } // the workers join here
    return results;
}

std::size_t completed(const std::vector<std::optional<Outcome>>& results)
{
    return static_cast<std::size_t>(std::count_if(results.begin(), results.end(), [](const auto& r) { return r.has_value(); }));
}

} // namespace

class TestStress : public QObject {
    Q_OBJECT

    const std::vector<Job> jobs_ = makeJobs(4096);
    std::vector<std::optional<Outcome>> underLoad_;
    std::vector<std::optional<Outcome>> reference_; // the fixed set on one thread

    static QString describe(const Job& job, std::size_t index, const Outcome& outcome)
    {
        return QString("job %1 (%2, seed %3, puzzle %4)")
            .arg(index)
            .arg(qs(levelKey(job.level)))
            .arg(job.seed)
            .arg(QString::fromStdString(formatLine(outcome.givens)));
    }

private slots:
    void everyCoreAtOnce()
    {
        const unsigned threads = std::max(2u, std::thread::hardware_concurrency());
        const auto budget = std::chrono::seconds(secondsUnderLoad());
        const auto start = Clock::now();
        underLoad_ = runAll(jobs_, threads, budget);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();

        std::map<Level, int> perLevel;
        for (std::size_t i = 0; i < underLoad_.size(); ++i) {
            if (!underLoad_[i]) continue;
            ++perLevel[jobs_[i].level];
            if (!underLoad_[i]->problems.empty())
                QFAIL(qPrintable(describe(jobs_[i], i, *underLoad_[i]) + ": " + QString::fromStdString(underLoad_[i]->problems)));
        }
        QString counts;
        for (const auto& [level, count] : perLevel) counts += QString(" %1=%2").arg(qs(levelKey(level))).arg(count);
        qInfo("%u threads, %.1f s: %zu puzzles generated, each solved by 3 solvers and graded;%s", threads, seconds,
            completed(underLoad_), qPrintable(counts));
        // Every thread finishes at least its first job unless the machine is starved; one
        // finished job per thread is the least that shows they ran at once.
        QVERIFY2(completed(underLoad_) >= threads, "too few jobs finished to call this a load test");
    }

    void sameSeedsSameResults_data()
    {
        QTest::addColumn<unsigned>("threads");
        for (unsigned threads : {1u, 2u, 4u}) QTest::addRow("%u thread(s)", threads) << threads;
    }

    void sameSeedsSameResults()
    {
        QFETCH(unsigned, threads);
        const std::vector<Job> fixed(jobs_.begin(), jobs_.begin() + kFixedJobs);
        // No time bound that could cut a job off: the set is small and must finish whole.
        const std::vector<std::optional<Outcome>> results = runAll(fixed, threads, std::chrono::hours(1));
        QCOMPARE(completed(results), kFixedJobs);
        for (std::size_t i = 0; i < kFixedJobs; ++i)
            if (!results[i]->problems.empty())
                QFAIL(qPrintable(describe(fixed[i], i, *results[i]) + ": " + QString::fromStdString(results[i]->problems)));
        if (threads == 1) reference_ = results;
        QCOMPARE(reference_.size(), kFixedJobs); // the one-thread row runs first
        std::size_t alsoUnderLoad = 0;
        for (std::size_t i = 0; i < kFixedJobs; ++i) {
            if (!(*results[i] == *reference_[i]))
                QFAIL(qPrintable(describe(fixed[i], i, *results[i]) + " differs from the one-thread run: "
                                 + QString::fromStdString(formatLine(reference_[i]->givens))));
            if (i < underLoad_.size() && underLoad_[i]) {
                ++alsoUnderLoad;
                if (!(*results[i] == *underLoad_[i]))
                    QFAIL(qPrintable(describe(fixed[i], i, *results[i]) + " differs from the load run: "
                                     + QString::fromStdString(formatLine(underLoad_[i]->givens))));
            }
        }
        qInfo("%zu fixed jobs on %u thread(s): identical to one thread, %zu also identical to the load run", kFixedJobs,
            threads, alsoUnderLoad);
    }
};

QTEST_APPLESS_MAIN(TestStress)
#include "test_stress.moc"
