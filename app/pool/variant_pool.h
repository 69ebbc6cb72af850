#pragma once
// Variant puzzles kept ready for New Game, so that a new 4×4 … Jigsaw starts at once, even a
// 16×16 at its hardest level (about a second of generation):
//
//   GUI thread                                   its own QThreadPool: one thread, low priority
//   ----------                                   ------------------------------------------
//   setWanted(V, L)   what to keep `readyTarget` of (New Game's choice)
//   takeReady(V, L)   a ready puzzle or nothing; refills
//   request(V, L)     the same, or the next one made for it, by puzzleReady (never from
//     |               inside the call)
//     v
//   schedule() --BackgroundJob::start--------------> job(variant, level, seed, stop token)
//     ^                                                = generateShaped(...)
//   jobFinished() <--done(result), on the GUI thread ------+
//     | answers a waiting request, files the rest, saves variant-pool.json (QSaveFile)
//
// Only the wanted variant and level are refilled, one job at a time: the classic pool keeps
// the other cores busy, and a variant game is started less often. Puzzles made for an earlier
// choice stay ready (up to readyTarget of each) for when it comes back. The file keeps them
// across launches, so the first game after a launch is instant too. A job sees nothing but
// its arguments; job n's seed is derived from a per-install seed (kept in the file) and n.

#include "app/jobs/background_job.h"
#include "core/game/shape_game.h"
#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <QThreadPool>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <stop_token>
#include <utility>

namespace nonet::app {

class JsonFile;

class VariantPool : public QObject {
    Q_OBJECT
public:
    // Runs on a worker thread: one puzzle of the variant and level made from the seed, or
    // nothing when it gave up or `stop` was requested (within a few tens of milliseconds).
    using Generate = std::function<std::optional<ShapeGamePuzzle>(Variant variant, Level level, std::uint64_t seed, std::stop_token stop)>;

    struct Options {
        QString directory;           // holds variant-pool.json
        Generate generate;           // the real generator (generator()) when empty
        int readyTarget = 2;         // per variant and level
        std::optional<std::uint64_t> seed; // for a new pool file; a random one when absent
        QThread::Priority priority = QThread::LowPriority;
    };

    explicit VariantPool(Options options, QObject* parent = nullptr);
    // stop(): no job outlives the pool.
    ~VariantPool() override;

    // core's generateShaped with the variant's default symmetry, its own mt19937_64 from the seed.
    static Generate generator();
    // The file name in the data folder.
    static QString fileName();

    // Reads nothing more (the file was read by the constructor): reports what was wrong with
    // it (storageProblem; the file was set aside) and starts filling. Connect first.
    void start();
    // Asks the job to stop, waits for it (keeping a puzzle it finished), saves. Nothing is
    // made afterwards. Safe to call more than once.
    void stop();

    // What to keep ready; Classic (the classic pool's business) keeps nothing here.
    void setWanted(Variant variant, Level level);
    std::optional<std::pair<Variant, Level>> wanted() const { return wanted_; }
    std::optional<ShapeGamePuzzle> takeReady(Variant variant, Level level);
    // A puzzle of the variant and level by puzzleReady (or failed), the ready one if there is
    // one; it becomes the wanted one. A later request replaces this one.
    void request(Variant variant, Level level);
    void cancel(); // the request is no longer waited for
    bool isWaiting() const { return pending_.has_value(); }

    int readyCount(Variant variant, Level level) const;
    int readyTarget() const { return options_.readyTarget; }
    bool isGenerating() const { return activeKey().has_value(); }

signals:
    void countsChanged();
    void puzzleReady(const nonet::ShapeGamePuzzle& puzzle);
    // The generator gave up on the requested variant and level several times in a row.
    void failed(nonet::Variant variant, nonet::Level level);
    // The file could not be read (it was renamed and kept) or written; for people.
    void storageProblem(const QString& message);

private:
    using Key = std::pair<Variant, Level>;
    struct JobResult {
        std::optional<ShapeGamePuzzle> puzzle;
        bool stopped = false;
    };
    struct Job {
        Key key;
        BackgroundJob<JobResult>* work = nullptr; // child of the pool
        bool stopping = false; // made for a key nobody waits for while another is requested
    };

    void load();
    void schedule();
    void launch(Key key);
    void jobFinished(quint64 id, JobResult result);
    std::optional<Key> activeKey() const;
    void keep(ShapeGamePuzzle puzzle); // up to readyTarget of its variant and level
    void deliverPending();
    std::optional<ShapeGamePuzzle> handOut(Key key);
    std::uint64_t jobSeed(std::uint64_t n) const;
    void save();

    Options options_;
    QThreadPool threads_;
    std::map<Key, std::deque<ShapeGamePuzzle>> ready_;
    std::map<quint64, Job> jobs_;
    quint64 nextJobId_ = 1;
    std::optional<Key> wanted_;
    std::optional<Key> pending_;
    std::uint64_t seed_ = 0;
    std::uint64_t counter_ = 0;
    int failures_ = 0; // consecutive empty-handed jobs for the wanted key
    QStringList startupProblems_;
    bool writable_ = true;
    bool started_ = false;
    bool stopped_ = false;
    bool saveFailed_ = false;
};

} // namespace nonet::app
