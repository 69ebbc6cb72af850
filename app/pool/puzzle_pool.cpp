#include "app/pool/puzzle_pool.h"

#include "app/pool/pool_files.h"
#include "app/pool/worker_priority.h"
#include "app/storage/json_file.h"
#include "app/storage/set_aside.h"
#include "core/grader/variant_levels.h"
#include "core/presets/preset.h"

#include <QFile>
#include <QRandomGenerator>

#include <algorithm>
#include <random>
#include <tuple>
#include <utility>

namespace nonet::app {

PuzzlePool::Stock PuzzlePool::defaultStock()
{
    Stock stock{};
    for (const Variant variant : kAllVariants) stock[static_cast<std::size_t>(variant)] = presetOf(variant).poolStock;
    return stock;
}

namespace {

// A variant and level whose jobs come back empty-handed this many times in a row is left
// alone until the player asks for it again (a generator that cannot make it must not spin
// forever).
constexpr int kGiveUpAfter = 5;
// Freshly generated puzzles are written in batches, at most this long after the first.
constexpr int kSaveDelayMs = 1000;

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
    for (int& n : options_.stock) n = std::max(1, n);
    threadCount_ = options_.threadCount > 0 ? options_.threadCount : std::max(1, QThread::idealThreadCount() - 1);
    threads_.setMaxThreadCount(threadCount_);
    threads_.setThreadPriority(options_.priority);
    threads_.setObjectName(QStringLiteral("PuzzlePool"));
    saveTimer_.setSingleShot(true);
    saveTimer_.setInterval(kSaveDelayMs);
    connect(&saveTimer_, &QTimer::timeout, this, &PuzzlePool::savePool);
    loadHistory();
    loadPool();
    loadOldVariantPool();
}

PuzzlePool::~PuzzlePool()
{
    stop();
}

PuzzlePool::Entry PuzzlePool::entryOf(GamePuzzle puzzle)
{
    Entry entry{std::move(puzzle), std::nullopt};
    if (entry.puzzle.isClassic()) entry.form = canonicalForm(entry.puzzle.givens.toClassic());
    return entry;
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

std::optional<GamePuzzle> PuzzlePool::takeReady(Variant variant, Level level)
{
    const Key key{variant, level};
    lastRequested_ = key;
    keepReady(variant, level);
    std::optional<GamePuzzle> puzzle = handOut(key);
    schedule();
    return puzzle;
}

void PuzzlePool::request(Variant variant, Level level)
{
    if (stopped_ || !offersLevel(variant, level)) {
        // Nothing is (or can be) generated; the answer still comes, and still later.
        QMetaObject::invokeMethod(this, [this, variant, level] { emit failed(variant, level); }, Qt::QueuedConnection);
        return;
    }
    const Key key{variant, level};
    pending_ = key;
    lastRequested_ = key;
    failures_.erase(key);
    keepReady(variant, level);
    // The answer never comes from inside this call (the PuzzleSource contract).
    if (readyCount(variant, level) > 0)
        QMetaObject::invokeMethod(this, &PuzzlePool::deliverPending, Qt::QueuedConnection);
    else
        schedule();
}

void PuzzlePool::cancel()
{
    // Jobs already running for it go on: their puzzles fill the pool.
    pending_.reset();
}

void PuzzlePool::keepReady(Variant variant, Level level)
{
    if (presetOf(variant).home || !offersLevel(variant, level)) return;
    const Key key{variant, level};
    if (kept_ == key) return;
    kept_ = key;
    failures_.erase(key); // a new choice gets new tries
    schedule();
}

int PuzzlePool::readyCount(Variant variant, Level level) const
{
    const auto it = ready_.find({variant, level});
    return it == ready_.end() ? 0 : static_cast<int>(it->second.size());
}

void PuzzlePool::markSeen(const ShapeGrid& givens)
{
    std::optional<CanonicalForm> form;
    if (givens.shape().isClassic()) {
        form = canonicalForm(givens.toClassic());
        if (history_.insert(*form)) saveHistory();
    }
    bool removed = false;
    for (auto& [key, queue] : ready_) {
        if (key.first != givens.variant()) continue;
        const auto before = queue.size();
        std::erase_if(queue, [&](const Entry& e) { return form ? e.form == form : e.puzzle.givens == givens; });
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
    const JsonFile file = seenFile(options_.directory);
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
    putAside(file, &historyWritable_, tr("The list of puzzles you have played could not be read (%1)."), problem);
}

void PuzzlePool::loadPool()
{
    const JsonFile file = poolFile(options_.directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Loaded) {
        const PoolContents::Parsed parsed = PoolContents::fromJson(loaded.object, loaded.version);
        if (parsed.contents) {
            seed_ = parsed.contents->seed;
            counter_ = parsed.contents->counter;
            for (const GamePuzzle& p : parsed.contents->puzzles) accept(entryOf(p), false);
            if (loaded.version < kPoolFileVersion) saveSoon(); // in today's version
            return;
        }
        putAside(file, &poolWritable_, tr("The saved puzzle pool could not be read (%1)."),
                 QStringLiteral("%1: %2").arg(file.path(), parsed.error));
    } else if (loaded.status != JsonFile::Status::Missing) {
        putAside(file, &poolWritable_, tr("The saved puzzle pool could not be read (%1)."), loaded.message);
    }
    // First launch, or a damaged file: a new seed, and the bundled puzzles to start with.
    seed_ = options_.seed ? *options_.seed : QRandomGenerator::system()->generate64();
    counter_ = 0;
    std::vector<GamePuzzle> bundled = options_.bundled;
    std::mt19937_64 rng(seed_);
    std::shuffle(bundled.begin(), bundled.end(), rng);
    for (const GamePuzzle& p : bundled)
        if (isConsistentPuzzle(p)) accept(entryOf(p), false);
    saveSoon();
}

void PuzzlePool::loadOldVariantPool()
{
    // Earlier builds kept the variant puzzles in a file of their own: they join the pool,
    // and the file goes once pool.json holds them.
    const JsonFile file = oldVariantPoolFile(options_.directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return;
    QString problem = loaded.message;
    if (loaded.status == JsonFile::Status::Loaded) {
        const PoolContents::Parsed parsed = PoolContents::fromVariantPoolJson(loaded.object);
        if (parsed.contents) {
            for (const GamePuzzle& p : parsed.contents->puzzles) accept(entryOf(p), false);
            oldVariantPool_ = file.path();
            saveSoon();
            return;
        }
        problem = QStringLiteral("%1: %2").arg(file.path(), parsed.error);
    }
    putAside(file, nullptr, tr("The saved variant puzzles could not be read (%1)."), problem);
}

void PuzzlePool::putAside(const JsonFile& file, bool* writable, const QString& what, const QString& detail)
{
    const std::optional<QString> aside = setAside(file.path(), AsideReason::Damaged);
    // Never overwrite a file that could not be moved out of the way.
    if (writable != nullptr) *writable = aside.has_value();
    const QString where = aside ? tr("It was kept as %1 and a new one is started.").arg(*aside)
                                : tr("It could not be renamed, so it is left untouched and not updated.");
    startupProblems_ << what.arg(detail) + QLatin1Char(' ') + where;
}

void PuzzlePool::schedule()
{
    if (!started_ || stopped_) return;
    if (pending_ && readyCount(pending_->first, pending_->second) == 0 && inFlight(*pending_) == 0 && activeJobs() >= threadCount_)
        preemptFor(*pending_);
    while (activeJobs() < threadCount_) {
        const std::optional<Key> key = nextKey();
        if (!key) break;
        launch(*key);
    }
}

std::optional<PuzzlePool::Key> PuzzlePool::nextKey() const
{
    // What is kept: every classic level, the kept variant's level, and what the player
    // waits for.
    std::vector<Key> candidates;
    for (const Level level : variantLevels(homeVariant())) candidates.emplace_back(homeVariant(), level);
    for (const std::optional<Key>& extra : {kept_, pending_})
        if (extra && std::find(candidates.begin(), candidates.end(), *extra) == candidates.end()) candidates.push_back(*extra);
    // Smaller tuples first: (rank, puzzles ready or coming, variant, level).
    std::optional<std::tuple<int, int, Key>> best;
    for (const Key& key : candidates) {
        const int have = filled(key);
        const auto failures = failures_.find(key);
        if (have >= stock(key.first) || (failures != failures_.end() && failures->second >= kGiveUpAfter)) continue;
        const bool favoured = lastRequested_ == key || kept_ == key;
        int rank = 4;
        if (pending_ == key)
            rank = 0;
        else if (have == 0)
            rank = favoured ? 1 : 2;
        else if (favoured)
            rank = 3;
        const std::tuple<int, int, Key> order{rank, have, key};
        if (!best || order < *best) best = order;
    }
    if (!best) return std::nullopt;
    return std::get<2>(*best);
}

void PuzzlePool::preemptFor(Key key)
{
    // The player waits for `key` and every thread works for others: the job of the
    // best-stocked other one stops (within its stop-token latency) to free a thread.
    Job* victim = nullptr;
    int most = -1;
    for (auto& [id, job] : jobs_) {
        if (job.stopping || job.key == key) continue;
        if (filled(job.key) > most) {
            most = filled(job.key);
            victim = &job;
        }
    }
    if (!victim) return;
    victim->stopping = true;
    victim->work->requestStop();
}

void PuzzlePool::launch(Key key)
{
    const quint64 id = nextJobId_++;
    const std::uint64_t seed = jobSeed(counter_++);
    Job& job = jobs_[id];
    job.key = key;
    job.work = new BackgroundJob<JobResult>([this, id](JobResult result) { jobFinished(id, std::move(result)); }, &threads_, this);
    // The job sees only copies: the generator, its variant and level, its seed and its stop token.
    job.work->start([generate = options_.generate, key, seed, priority = options_.priority](std::stop_token stop) {
        lowerThisThread(priority);
        JobResult result;
        std::optional<GamePuzzle> puzzle;
        if (!stop.stop_requested() && generate) {
            try {
                puzzle = generate(key.first, key.second, seed, stop);
            } catch (...) {
                // A failing generator costs one puzzle, not the program: counted as a miss.
                puzzle.reset();
            }
        }
        // Only a puzzle of the variant asked for, at a level it offers, is kept.
        if (puzzle && isConsistentPuzzle(*puzzle) && puzzle->variant() == key.first && offersLevel(key.first, puzzle->level))
            result.entry = entryOf(std::move(*puzzle));
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
    const Key key = it->second.key;
    // This runs inside the job's signal: delete it later.
    it->second.work->deleteLater();
    jobs_.erase(it);
    // A puzzle already seen or already in the pool is a miss like no puzzle at all: a
    // generator that keeps coming back with the same ones must not keep the pool busy.
    const bool miss = result.entry ? isKnown(*result.entry) : !result.stopped;
    if (result.entry && !miss) {
        failures_.erase(key);
        accept(std::move(*result.entry), true);
    } else if (miss && ++failures_[key] >= kGiveUpAfter && pending_ == key) {
        pending_.reset();
        emit failed(key.first, key.second);
    }
    schedule();
}

bool PuzzlePool::accept(Entry entry, bool announce)
{
    if (isKnown(entry)) return false;
    const Key key = keyOf(entry.puzzle);
    if (announce && pending_ == key) {
        pending_.reset();
        if (entry.form) {
            history_.insert(*entry.form);
            saveHistory();
        }
        emit puzzleReady(entry.puzzle);
        return true;
    }
    if (readyCount(key.first, key.second) >= stock(key.first)) return false;
    ready_[key].push_back(std::move(entry));
    if (announce) {
        emit countsChanged();
        saveSoon();
    }
    return true;
}

bool PuzzlePool::isKnown(const Entry& entry) const
{
    if (entry.form && history_.contains(*entry.form)) return true;
    for (const auto& [key, queue] : ready_) {
        if (key.first != entry.puzzle.variant()) continue;
        for (const Entry& e : queue)
            if (entry.form ? e.form == entry.form : e.puzzle.givens == entry.puzzle.givens) return true;
    }
    return false;
}

std::optional<GamePuzzle> PuzzlePool::handOut(Key key)
{
    const auto it = ready_.find(key);
    if (it == ready_.end() || it->second.empty()) return std::nullopt;
    Entry entry = std::move(it->second.front());
    it->second.pop_front();
    if (entry.form) {
        history_.insert(*entry.form);
        saveHistory();
    }
    // Handed out once: the file forgets it at once, so a crash cannot hand it out again.
    savePool();
    emit countsChanged();
    return std::move(entry.puzzle);
}

void PuzzlePool::deliverPending()
{
    if (!pending_ || !started_ || stopped_) return;
    const Key key = *pending_;
    std::optional<GamePuzzle> puzzle = handOut(key);
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

int PuzzlePool::inFlight(Key key) const
{
    return static_cast<int>(std::count_if(jobs_.begin(), jobs_.end(), [key](const auto& j) {
        return !j.second.stopping && j.second.key == key;
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
    for (const auto& [key, queue] : ready_)
        for (const Entry& e : queue) contents.puzzles.push_back(e.puzzle);
    const std::optional<QString> error = poolFile(options_.directory).save(contents.toJson());
    // The old variant file's puzzles are in pool.json now.
    if (!error && !oldVariantPool_.isEmpty() && QFile::remove(oldVariantPool_)) oldVariantPool_.clear();
    report(error);
}

void PuzzlePool::saveHistory()
{
    if (!historyWritable_) return;
    report(seenFile(options_.directory).save(history_.toJson()));
}

void PuzzlePool::report(const std::optional<QString>& saveError)
{
    // Once per run of failures, not at every save.
    if (saveError && !saveFailed_) emit storageProblem(tr("Could not save the puzzle pool (%1).").arg(*saveError));
    saveFailed_ = saveError.has_value();
}

} // namespace nonet::app
