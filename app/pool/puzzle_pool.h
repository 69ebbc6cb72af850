#pragma once
// Graded puzzles kept ready for New: up to `targetPerLevel` per level, made in the
// background, handed out at once, never the same puzzle (or a disguised copy) twice.
//
//   GUI thread                                 dedicated QThreadPool (low priority)
//   ----------                                 -----------------------------------
//   request(L) / takeReady(L)                  job(level, seed, stop_token)
//     | pops ready_[L], marks it seen            = generate(...) + canonicalForm(...)
//     v                                                 |
//   schedule() --BackgroundJob::start------------------> |
//     ^                                                 v
//   jobFinished(id) <----done(result), on the GUI thread (app/jobs/background_job.h)
//     | drops seen / duplicate puzzles, answers a waiting request, files the rest
//     v
//   countsChanged(), puzzleReady(p), saves pool.json / seen.json (QSaveFile)
//
// Only the GUI thread touches the pool's state; a job sees nothing but its arguments and
// hands its result back through its future. Which level is refilled next: a level the
// player is waiting for, then the last asked-for level if it is empty, other empty levels,
// the last asked-for level, then the emptiest. Job n's seed is derived from a per-install
// seed (kept in pool.json) and n, so a run is reproducible from its seed.

#include "app/pool/pool_contents.h"
#include "app/pool/puzzle_source.h"
#include "app/jobs/background_job.h"
#include "app/pool/seen_history.h"
#include "core/canonical_form.h"

#include <QString>
#include <QStringList>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <stop_token>
#include <vector>

namespace nonet::app {

class JsonFile;

class PuzzlePool : public PuzzleSource {
    Q_OBJECT
public:
    // Runs on a worker thread, possibly on several at once (so it must be reentrant): one
    // puzzle of the level made from the seed, or nothing when it gave up or `stop` was
    // requested. It must return within a few tens of milliseconds of a stop request.
    using Generate = std::function<std::optional<GamePuzzle>(Level level, std::uint64_t seed, std::stop_token stop)>;

    struct Options {
        QString directory;               // holds pool.json and seen.json
        Generate generate;
        std::vector<GamePuzzle> bundled; // the pool's contents when it has no (usable) file
        int targetPerLevel = 15;
        int threadCount = 0;             // 0: the machine's cores minus one for the GUI, at least 1
        std::optional<std::uint64_t> seed; // for a new pool file; a random one when absent
        QThread::Priority priority = QThread::LowPriority;
    };

    explicit PuzzlePool(Options options, QObject* parent = nullptr);
    // stop(): no job outlives the pool.
    ~PuzzlePool() override;

    // Reads the files (a problem is reported by storageProblem, the file set aside) and
    // starts filling the levels. Connect to storageProblem before calling it.
    void start();
    // Asks every job to stop, waits for them (keeping any puzzle they finished), saves.
    // Nothing is generated afterwards. Safe to call more than once.
    void stop();

    // PuzzleSource. takeReady and a delivered request mark the puzzle seen: it has been
    // handed to the player.
    std::optional<GamePuzzle> takeReady(Level level) override;
    void request(Level level) override;
    void cancel() override;
    bool isBusy() const override { return pending_.has_value(); }

    int readyCount(Level level) const;
    int targetPerLevel() const { return options_.targetPerLevel; }
    int threadCount() const { return threadCount_; }
    // Some job is running (false once every level is full: the pool is quiet).
    bool isGenerating() const { return activeJobs() > 0; }
    const QString& directory() const { return options_.directory; }

    // Every game started in the window (imported, shared, loaded ones too) counts as seen:
    // never handed out afterwards.
    void markSeen(const Grid& givens) override;
    bool isSeen(const Grid& givens) const { return history_.contains(canonicalForm(givens)); }

    std::optional<int> knownReadyCount(Level level) const override { return readyCount(level); }

signals:
    // A file could not be read (it was renamed and kept) or written; for people.
    void storageProblem(const QString& message);

private:
    struct Entry {
        GamePuzzle puzzle;
        CanonicalForm form;
    };
    struct JobResult {
        std::optional<Entry> entry;
        bool stopped = false;
    };
    struct Job {
        Level level = Level::VeryEasy;
        BackgroundJob<JobResult>* work = nullptr; // child of the pool
        bool stopping = false;
    };

    void loadHistory();
    void loadPool();
    // Renames an unusable file, notes the problem for start(); `writable` says whether
    // the file may be written later (not when it could not be moved out of the way).
    void putAside(const JsonFile& file, bool& writable, const QString& what, const QString& detail);
    void schedule();
    std::optional<Level> nextLevel() const;
    void preemptFor(Level level);
    void launch(Level level);
    void jobFinished(quint64 id, JobResult result);
    // Files a finished puzzle; false when it was seen, a duplicate or its level is full.
    bool accept(Entry entry, bool announce);
    bool isKnown(const CanonicalForm& form) const;
    std::optional<GamePuzzle> handOut(Level level);
    void deliverPending();
    int activeJobs() const;
    int inFlight(Level level) const;
    int filled(Level level) const { return readyCount(level) + inFlight(level); }
    std::uint64_t jobSeed(std::uint64_t n) const;
    void savePool();
    void saveHistory();
    // Batches the writes of freshly generated puzzles.
    void saveSoon()
    {
        if (!saveTimer_.isActive()) saveTimer_.start();
    }
    void report(const std::optional<QString>& saveError);

    Options options_;
    int threadCount_ = 1;
    QThreadPool threads_;
    QTimer saveTimer_;
    std::array<std::deque<Entry>, kLevelCount> ready_;
    SeenHistory history_;
    std::map<quint64, Job> jobs_;
    quint64 nextJobId_ = 1;
    std::uint64_t seed_ = 0;
    std::uint64_t counter_ = 0;
    std::array<int, kLevelCount> failures_{}; // consecutive empty-handed jobs per level
    std::optional<Level> pending_;            // a request waiting for a puzzle
    std::optional<Level> lastRequested_;
    QStringList startupProblems_; // found while loading, reported by start()
    bool poolWritable_ = true;
    bool historyWritable_ = true;
    bool started_ = false;
    bool stopped_ = false;
    bool saveFailed_ = false;
};

} // namespace nonet::app
