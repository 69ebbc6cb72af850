#include "app/pool/puzzle_pool.h"

#include "app/pool/worker_priority.h"
#include "app/storage/json_file.h"
#include "app/storage/set_aside.h"

#include <QDir>
#include <QRandomGenerator>

#include <algorithm>
#include <random>
#include <tuple>
#include <utility>

namespace nonet::app {
namespace {

constexpr int kFormatVersion = 1;
// A level whose jobs come back empty-handed this many times in a row is left alone until
// the player asks for it again (a generator that cannot make it must not spin forever).
constexpr int kGiveUpAfter = 5;
// Freshly generated puzzles are written in batches, at most this long after the first.
constexpr int kSaveDelayMs = 1000;

JsonFile poolFile(const QString& directory)
{
    return {QDir(directory).filePath(QStringLiteral("pool.json")), QStringLiteral("nonet-puzzle-pool"), kFormatVersion};
}

JsonFile historyFile(const QString& directory)
{
    return {QDir(directory).filePath(QStringLiteral("seen.json")), QStringLiteral("nonet-seen-history"), kFormatVersion};
}

// splitmix64: job n's seed is the (n+1)-th output of the stream that starts at the install seed.
std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

PuzzlePool::PuzzlePool(Options options, QObject* parent) : PuzzleSource(parent), options_(std::move(options))
{
    options_.targetPerLevel = std::max(1, options_.targetPerLevel);
    threadCount_ = options_.threadCount > 0 ? options_.threadCount : std::max(1, QThread::idealThreadCount() - 1);
    threads_.setMaxThreadCount(threadCount_);
    threads_.setThreadPriority(options_.priority);
    threads_.setObjectName(QStringLiteral("PuzzlePool"));
    saveTimer_.setSingleShot(true);
    saveTimer_.setInterval(kSaveDelayMs);
    connect(&saveTimer_, &QTimer::timeout, this, &PuzzlePool::savePool);
    loadHistory();
    loadPool();
}

PuzzlePool::~PuzzlePool()
{
    stop();
}

void PuzzlePool::start()
{
    if (started_ || stopped_) return;
    started_ = true;
    for (const QString& problem : std::exchange(startupProblems_, {})) emit storageProblem(problem);
    emit countsChanged();
    if (pending_) QMetaObject::invokeMethod(this, &PuzzlePool::deliverPending, Qt::QueuedConnection);
    schedule();
}

void PuzzlePool::stop()
{
    if (stopped_) return;
    stopped_ = true;
    pending_.reset();
    for (auto& [id, job] : jobs_) job.work->requestStop();
    threads_.waitForDone();
    // Puzzles finished before the stop took effect are kept for the next launch.
    for (auto& [id, job] : jobs_) {
        std::optional<JobResult> result = job.work->takeFinished();
        delete job.work;
        if (result && result->entry) accept(std::move(*result->entry), false);
    }
    jobs_.clear();
    savePool();
}

std::optional<GamePuzzle> PuzzlePool::takeReady(Level level)
{
    lastRequested_ = level;
    std::optional<GamePuzzle> puzzle = handOut(level);
    schedule();
    return puzzle;
}

void PuzzlePool::request(Level level)
{
    if (stopped_) {
        // Nothing is generated any more; the answer still comes, and still later.
        QMetaObject::invokeMethod(this, [this, level] { emit failed(level); }, Qt::QueuedConnection);
        return;
    }
    pending_ = level;
    lastRequested_ = level;
    failures_[static_cast<std::size_t>(level)] = 0;
    // The answer never comes from inside this call (the PuzzleSource contract).
    if (readyCount(level) > 0)
        QMetaObject::invokeMethod(this, &PuzzlePool::deliverPending, Qt::QueuedConnection);
    else
        schedule();
}

void PuzzlePool::cancel()
{
    // Jobs already running for the level go on: their puzzles fill the pool.
    pending_.reset();
}

int PuzzlePool::readyCount(Level level) const
{
    return static_cast<int>(ready_[static_cast<std::size_t>(level)].size());
}

void PuzzlePool::markSeen(const Grid& givens)
{
    const CanonicalForm form = canonicalForm(givens);
    if (history_.insert(form)) saveHistory();
    bool removed = false;
    for (auto& queue : ready_) {
        const auto before = queue.size();
        std::erase_if(queue, [&form](const Entry& e) { return e.form == form; });
        removed = removed || queue.size() != before;
    }
    if (removed) {
        emit countsChanged();
        savePool();
        schedule();
    }
}

void PuzzlePool::loadHistory()
{
    const JsonFile file = historyFile(options_.directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return;
    QString problem = loaded.message;
    if (loaded.status == JsonFile::Status::Loaded) {
        SeenHistory::Parsed parsed = SeenHistory::fromJson(loaded.object);
        if (parsed.history) {
            history_ = std::move(*parsed.history);
            return;
        }
        problem = QStringLiteral("%1: %2").arg(file.path(), parsed.error);
    }
    putAside(file, historyWritable_, tr("The list of puzzles you have played could not be read (%1)."), problem);
}

void PuzzlePool::loadPool()
{
    const JsonFile file = poolFile(options_.directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Loaded) {
        const PoolContents::Parsed parsed = PoolContents::fromJson(loaded.object);
        if (parsed.contents) {
            seed_ = parsed.contents->seed;
            counter_ = parsed.contents->counter;
            for (const GamePuzzle& p : parsed.contents->puzzles) accept(Entry{p, canonicalForm(p.givens)}, false);
            return;
        }
        putAside(file, poolWritable_, tr("The saved puzzle pool could not be read (%1)."),
                 QStringLiteral("%1: %2").arg(file.path(), parsed.error));
    } else if (loaded.status != JsonFile::Status::Missing) {
        putAside(file, poolWritable_, tr("The saved puzzle pool could not be read (%1)."), loaded.message);
    }
    // First launch, or a damaged file: a new seed, and the bundled puzzles to start with.
    seed_ = options_.seed ? *options_.seed : QRandomGenerator::system()->generate64();
    counter_ = 0;
    std::vector<GamePuzzle> bundled = options_.bundled;
    std::mt19937_64 rng(seed_);
    std::shuffle(bundled.begin(), bundled.end(), rng);
    for (const GamePuzzle& p : bundled)
        if (isConsistentPuzzle(p)) accept(Entry{p, canonicalForm(p.givens)}, false);
    saveSoon();
}

void PuzzlePool::putAside(const JsonFile& file, bool& writable, const QString& what, const QString& detail)
{
    const std::optional<QString> aside = setAside(file.path(), AsideReason::Damaged);
    // Never overwrite a file that could not be moved out of the way.
    writable = aside.has_value();
    const QString where = aside ? tr("It was kept as %1 and a new one is started.").arg(*aside)
                                : tr("It could not be renamed, so it is left untouched and not updated.");
    startupProblems_ << what.arg(detail) + QLatin1Char(' ') + where;
}

void PuzzlePool::schedule()
{
    if (!started_ || stopped_) return;
    if (pending_ && readyCount(*pending_) == 0 && inFlight(*pending_) == 0 && activeJobs() >= threadCount_)
        preemptFor(*pending_);
    while (activeJobs() < threadCount_) {
        const std::optional<Level> level = nextLevel();
        if (!level) break;
        launch(*level);
    }
}

std::optional<Level> PuzzlePool::nextLevel() const
{
    // Smaller tuples first: (rank, puzzles ready or coming, level).
    std::optional<std::tuple<int, int, int>> best;
    for (const Level level : kAllLevels) {
        const int have = filled(level);
        if (have >= options_.targetPerLevel || failures_[static_cast<std::size_t>(level)] >= kGiveUpAfter) continue;
        const bool last = lastRequested_ == level;
        int rank = 4;
        if (pending_ == level)
            rank = 0;
        else if (have == 0)
            rank = last ? 1 : 2;
        else if (last)
            rank = 3;
        const std::tuple<int, int, int> key{rank, have, static_cast<int>(level)};
        if (!best || key < *best) best = key;
    }
    if (!best) return std::nullopt;
    return static_cast<Level>(std::get<2>(*best));
}

void PuzzlePool::preemptFor(Level level)
{
    // The player waits for `level` and every thread works for others: the job of the
    // best-stocked other level stops (within its stop-token latency) to free a thread.
    Job* victim = nullptr;
    int most = -1;
    for (auto& [id, job] : jobs_) {
        if (job.stopping || job.level == level) continue;
        if (filled(job.level) > most) {
            most = filled(job.level);
            victim = &job;
        }
    }
    if (!victim) return;
    victim->stopping = true;
    victim->work->requestStop();
}

void PuzzlePool::launch(Level level)
{
    const quint64 id = nextJobId_++;
    const std::uint64_t seed = jobSeed(counter_++);
    Job& job = jobs_[id];
    job.level = level;
    job.work = new BackgroundJob<JobResult>([this, id](JobResult result) { jobFinished(id, std::move(result)); }, &threads_, this);
    // The job sees only copies: the generator, its level, its seed and its stop token.
    job.work->start([generate = options_.generate, level, seed, priority = options_.priority](std::stop_token stop) {
        lowerThisThread(priority);
        JobResult result;
        std::optional<GamePuzzle> puzzle;
        if (!stop.stop_requested() && generate) {
            try {
                puzzle = generate(level, seed, stop);
            } catch (...) {
                // A failing generator costs one puzzle, not the program: counted as a miss.
                puzzle.reset();
            }
        }
        if (puzzle && isConsistentPuzzle(*puzzle))
            result.entry = Entry{*puzzle, canonicalForm(puzzle->givens)};
        else
            result.stopped = stop.stop_requested();
        return result;
    });
    saveSoon(); // the counter moved on
}

void PuzzlePool::jobFinished(quint64 id, JobResult result)
{
    const auto it = jobs_.find(id);
    if (it == jobs_.end()) return;
    const Level level = it->second.level;
    // This runs inside the job's signal: delete it later.
    it->second.work->deleteLater();
    jobs_.erase(it);
    auto& failures = failures_[static_cast<std::size_t>(level)];
    // A puzzle already seen or already in the pool is a miss like no puzzle at all: a
    // generator that keeps coming back with the same ones must not keep the pool busy.
    const bool miss = result.entry ? isKnown(result.entry->form) : !result.stopped;
    if (result.entry && !miss) {
        failures = 0;
        accept(std::move(*result.entry), true);
    } else if (miss && ++failures >= kGiveUpAfter && pending_ == level) {
        pending_.reset();
        emit failed(level);
    }
    schedule();
}

bool PuzzlePool::accept(Entry entry, bool announce)
{
    if (isKnown(entry.form)) return false;
    const Level level = entry.puzzle.level;
    if (announce && pending_ == level) {
        pending_.reset();
        history_.insert(entry.form);
        saveHistory();
        emit puzzleReady(entry.puzzle);
        return true;
    }
    if (readyCount(level) >= options_.targetPerLevel) return false;
    ready_[static_cast<std::size_t>(level)].push_back(std::move(entry));
    if (announce) {
        emit countsChanged();
        saveSoon();
    }
    return true;
}

bool PuzzlePool::isKnown(const CanonicalForm& form) const
{
    if (history_.contains(form)) return true;
    for (const auto& queue : ready_)
        for (const Entry& e : queue)
            if (e.form == form) return true;
    return false;
}

std::optional<GamePuzzle> PuzzlePool::handOut(Level level)
{
    auto& queue = ready_[static_cast<std::size_t>(level)];
    if (queue.empty()) return std::nullopt;
    Entry entry = std::move(queue.front());
    queue.pop_front();
    history_.insert(entry.form);
    saveHistory();
    savePool();
    emit countsChanged();
    return entry.puzzle;
}

void PuzzlePool::deliverPending()
{
    if (!pending_ || !started_ || stopped_) return;
    const Level level = *pending_;
    std::optional<GamePuzzle> puzzle = handOut(level);
    if (!puzzle) {
        schedule();
        return;
    }
    pending_.reset();
    schedule();
    emit puzzleReady(*puzzle);
}

int PuzzlePool::activeJobs() const
{
    return static_cast<int>(std::count_if(jobs_.begin(), jobs_.end(), [](const auto& j) { return !j.second.stopping; }));
}

int PuzzlePool::inFlight(Level level) const
{
    return static_cast<int>(std::count_if(jobs_.begin(), jobs_.end(), [level](const auto& j) {
        return !j.second.stopping && j.second.level == level;
    }));
}

std::uint64_t PuzzlePool::jobSeed(std::uint64_t n) const
{
    return mix(seed_ + (n + 1) * 0x9E3779B97F4A7C15ULL);
}

void PuzzlePool::savePool()
{
    saveTimer_.stop();
    if (!poolWritable_) return;
    PoolContents contents{seed_, counter_, {}};
    for (const auto& queue : ready_)
        for (const Entry& e : queue) contents.puzzles.push_back(e.puzzle);
    report(poolFile(options_.directory).save(contents.toJson()));
}

void PuzzlePool::saveHistory()
{
    if (!historyWritable_) return;
    report(historyFile(options_.directory).save(history_.toJson()));
}

void PuzzlePool::report(const std::optional<QString>& saveError)
{
    // Once per run of failures, not at every save.
    if (saveError && !saveFailed_) emit storageProblem(tr("Could not save the puzzle pool (%1).").arg(*saveError));
    saveFailed_ = saveError.has_value();
}

} // namespace nonet::app
