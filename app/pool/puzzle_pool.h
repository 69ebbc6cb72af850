#pragma once
// Graded puzzles of every variant kept ready for New, keyed by (variant, level): made in
// the background, handed out at once, never the same puzzle (or, classic, a disguised
// copy) twice.
//
//   GUI thread                                 dedicated QThreadPool (low priority)
//   ----------                                 -----------------------------------
//   request(V, L) / takeReady(V, L)            job(variant, level, seed, stop_token)
//     | pops ready_[V, L], marks it seen         = generate(...) (+ canonicalForm, classic)
//     v                                                 |
//   schedule() --BackgroundJob::start------------------> |
//     ^                                                 v
//   jobFinished(id) <----done(result), on the GUI thread (app/jobs/background_job.h)
//     | drops seen / duplicate puzzles, answers a waiting request, files the rest
//     v
//   countsChanged(), puzzleReady(p), saves pool.json / seen.json (QSaveFile)
//
// What is kept: every level of Classic, the game most played, up to its stock (15 by
// default); of the other variants the one level New Game would start now (keepReady, or
// the last one asked for), up to its stock (2 by default: those games are started less
// often, and a 4×4 … Jigsaw is made in milliseconds, a hard 16×16 in under a second, so a
// short stock covers a few quick New in a row). Puzzles made for an earlier choice stay, up
// to their stock, for when it comes back.
//
// Only the GUI thread touches the pool's state; a job sees nothing but its arguments and
// hands its result back through its future. Which one is refilled next: the variant and
// level the player is waiting for, then the last asked-for or kept one when it is empty,
// other empty ones, the last asked-for or kept one, then the emptiest. Job n's seed is
// derived from a per-install seed (kept in pool.json) and n, so a run is reproducible from
// its seed. Files: app/pool/pool_files.h.

#include "app/pool/pool_contents.h"
#include "app/pool/puzzle_source.h"
#include "app/jobs/background_job.h"
#include "app/pool/seen_history.h"
#include "core/canonical_form.h"
#include "core/shape/variant.h"

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
#include <utility>
#include <vector>

namespace nonet::app {

class JsonFile;

class PuzzlePool : public PuzzleSource {
    Q_OBJECT
public:
    // Runs on a worker thread, possibly on several at once (so it must be reentrant): one
    // puzzle of the variant and level made from the seed, or nothing when it gave up or
    // `stop` was requested. It must return within a few tens of milliseconds of a stop request.
    using Generate = std::function<std::optional<GamePuzzle>(Variant variant, Level level, std::uint64_t seed, std::stop_token stop)>;
    // Puzzles kept per level of each variant (index: the variant).
    using Stock = std::array<int, kVariantCount>;
    // The puzzles kept per level of each variant by default: the presets' pool stock
    // (core/presets/preset.cpp).
    static Stock defaultStock();

    struct Options {
        QString directory;               // holds the files (app/pool/pool_files.h)
        Generate generate;
        std::vector<GamePuzzle> bundled; // the pool's contents when it has no (usable) file
        Stock stock = defaultStock();
        int threadCount = 0;             // 0: the machine's cores minus one for the GUI, at least 1
        std::optional<std::uint64_t> seed; // for a new pool file; a random one when absent
        QThread::Priority priority = QThread::LowPriority;
    };

    explicit PuzzlePool(Options options, QObject* parent = nullptr);
    // stop(): no job outlives the pool.
    ~PuzzlePool() override;

    // Reads nothing more (the files were read by the constructor): reports what was wrong
    // with them (storageProblem; a bad file was set aside) and starts filling. Connect to
    // storageProblem before calling it.
    void start();
    // Asks every job to stop, waits for them (keeping any puzzle they finished), saves.
    // Nothing is generated afterwards. Safe to call more than once.
    void stop();

    // PuzzleSource. takeReady and a delivered request mark the puzzle seen: it has been
    // handed to the player. Asking for a variant other than classic keeps it ready too.
    std::optional<GamePuzzle> takeReady(Variant variant, Level level) override;
    void request(Variant variant, Level level) override;
    void cancel() override;
    bool isBusy() const override { return pending_.has_value(); }
    // Classic keeps every level anyway; a level the variant does not offer is ignored.
    void keepReady(Variant variant, Level level) override;
    std::optional<int> knownReadyCount(Variant variant, Level level) const override { return readyCount(variant, level); }

    int readyCount(Variant variant, Level level) const;
    int stock(Variant variant) const { return options_.stock[static_cast<std::size_t>(variant)]; }
    int threadCount() const { return threadCount_; }
    // The variant other than classic whose level is kept ready, if any.
    std::optional<std::pair<Variant, Level>> kept() const { return kept_; }
    // Some job is running (false once everything kept is full: the pool is quiet).
    bool isGenerating() const { return activeJobs() > 0; }
    const QString& directory() const { return options_.directory; }

    // Every game started in the window (imported, shared, loaded ones too) counts as seen:
    // never handed out afterwards. Classic puzzles by canonical form (disguised copies
    // too, across launches: seen.json); the others by their givens, among those ready.
    void markSeen(const ShapeGrid& givens) override;
    bool isSeen(const Grid& givens) const { return history_.contains(canonicalForm(givens)); }

signals:
    // A file could not be read (it was renamed and kept) or written; for people.
    void storageProblem(const QString& message);

private:
    using Key = std::pair<Variant, Level>;
    struct Entry {
        GamePuzzle puzzle;
        std::optional<CanonicalForm> form; // classic: what the seen list compares
    };
    struct JobResult {
        std::optional<Entry> entry;
        bool stopped = false;
    };
    struct Job {
        Key key;
        BackgroundJob<JobResult>* work = nullptr; // child of the pool
        bool stopping = false;
    };

    static Entry entryOf(GamePuzzle puzzle);
    static Key keyOf(const GamePuzzle& puzzle) { return {puzzle.variant(), puzzle.level}; }
    void loadHistory();
    void loadPool();
    void loadOldVariantPool();
    // Renames an unusable file, notes the problem for start(); `writable` (when given) says
    // whether the file may be written later (not when it could not be moved out of the way).
    void putAside(const JsonFile& file, bool* writable, const QString& what, const QString& detail);
    void schedule();
    std::optional<Key> nextKey() const;
    void preemptFor(Key key);
    void launch(Key key);
    void jobFinished(quint64 id, JobResult result);
    // Files a finished puzzle; false when it was seen, a duplicate or its key is full.
    bool accept(Entry entry, bool announce);
    bool isKnown(const Entry& entry) const;
    std::optional<GamePuzzle> handOut(Key key);
    void deliverPending();
    int activeJobs() const;
    int inFlight(Key key) const;
    int filled(Key key) const { return readyCount(key.first, key.second) + inFlight(key); }
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
    std::map<Key, std::deque<Entry>> ready_;
    SeenHistory history_;
    std::map<quint64, Job> jobs_;
    quint64 nextJobId_ = 1;
    std::uint64_t seed_ = 0;
    std::uint64_t counter_ = 0;
    std::map<Key, int> failures_;   // consecutive empty-handed jobs per variant and level
    std::optional<Key> pending_;    // a request waiting for a puzzle
    std::optional<Key> lastRequested_;
    std::optional<Key> kept_;       // the variant (not classic) and level kept ready
    QStringList startupProblems_;   // found while loading, reported by start()
    QString oldVariantPool_;        // read into the pool; removed once pool.json is written
    bool poolWritable_ = true;
    bool historyWritable_ = true;
    bool started_ = false;
    bool stopped_ = false;
    bool saveFailed_ = false;
};

} // namespace nonet::app
