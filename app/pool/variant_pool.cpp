#include "app/pool/variant_pool.h"

#include "app/pool/variant_pool_contents.h"
#include "app/pool/worker_priority.h"
#include "app/storage/json_file.h"
#include "app/storage/set_aside.h"
#include "core/generator/shape_generator.h"
#include "core/grader/variant_levels.h"

#include <QDir>
#include <QRandomGenerator>

#include <algorithm>
#include <random>

namespace nonet::app {
namespace {

constexpr int kFormatVersion = 1;
// A wanted variant and level whose jobs come back empty-handed this many times in a row is
// left alone until it is asked for again (a generator that cannot make it must not spin).
constexpr int kGiveUpAfter = 5;

JsonFile poolFile(const QString& directory)
{
    return {QDir(directory).filePath(VariantPool::fileName()), QStringLiteral("nonet-variant-pool"), kFormatVersion};
}

// splitmix64, as the classic pool: job n's seed is the (n+1)-th output of the stream that
// starts at the install seed.
std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

VariantPool::VariantPool(Options options, QObject* parent) : QObject(parent), options_(std::move(options))
{
    options_.readyTarget = std::max(1, options_.readyTarget);
    if (!options_.generate) options_.generate = generator();
    // One thread: the classic pool has the other cores, and the GUI keeps one.
    threads_.setMaxThreadCount(1);
    threads_.setThreadPriority(options_.priority);
    threads_.setObjectName(QStringLiteral("VariantPool"));
    load();
}

VariantPool::~VariantPool() { stop(); }

VariantPool::Generate VariantPool::generator()
{
    return [](Variant variant, Level level, std::uint64_t seed, std::stop_token stop) -> std::optional<ShapeGamePuzzle> {
        std::mt19937_64 rng(seed);
        const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng, stop);
        if (!made) return std::nullopt;
        return ShapeGamePuzzle{made->givens, made->solution, made->level};
    };
}

QString VariantPool::fileName() { return QStringLiteral("variant-pool.json"); }

void VariantPool::load()
{
    const JsonFile file = poolFile(options_.directory);
    const JsonFile::Loaded loaded = file.load();
    QString problem = loaded.message;
    if (loaded.status == JsonFile::Status::Loaded) {
        const VariantPoolContents::Parsed parsed = VariantPoolContents::fromJson(loaded.object);
        if (parsed.contents) {
            seed_ = parsed.contents->seed;
            counter_ = parsed.contents->counter;
            for (const ShapeGamePuzzle& p : parsed.contents->puzzles) keep(p);
            return;
        }
        problem = QStringLiteral("%1: %2").arg(file.path(), parsed.error);
    }
    if (loaded.status != JsonFile::Status::Missing) {
        const std::optional<QString> aside = setAside(file.path(), AsideReason::Damaged);
        // Never overwrite a file that could not be moved out of the way.
        writable_ = aside.has_value();
        const QString where = aside ? tr("It was kept as %1 and a new one is started.").arg(*aside)
                                    : tr("It could not be renamed, so it is left untouched and not updated.");
        startupProblems_ << tr("The saved variant puzzles could not be read (%1).").arg(problem) + QLatin1Char(' ') + where;
    }
    // First launch, or a damaged file: a new seed, nothing ready.
    seed_ = options_.seed ? *options_.seed : QRandomGenerator::system()->generate64();
    counter_ = 0;
}

void VariantPool::start()
{
    if (started_ || stopped_) return;
    started_ = true;
    for (const QString& problem : std::exchange(startupProblems_, {})) emit storageProblem(problem);
    emit countsChanged();
    schedule();
}

void VariantPool::stop()
{
    if (stopped_) return;
    stopped_ = true;
    pending_.reset();
    for (auto& [id, job] : jobs_) job.work->requestStop();
    threads_.waitForDone();
    // A puzzle finished before the stop took effect is kept for the next launch.
    for (auto& [id, job] : jobs_) {
        std::optional<JobResult> result = job.work->takeFinished();
        delete job.work;
        if (result && result->puzzle) keep(std::move(*result->puzzle));
    }
    jobs_.clear();
    save();
}

void VariantPool::setWanted(Variant variant, Level level)
{
    if (variant == Variant::Classic || !offersLevel(variant, level)) {
        wanted_.reset();
        return;
    }
    const Key key{variant, level};
    if (wanted_ != key) failures_ = 0;
    wanted_ = key;
    schedule();
}

std::optional<ShapeGamePuzzle> VariantPool::takeReady(Variant variant, Level level)
{
    setWanted(variant, level);
    std::optional<ShapeGamePuzzle> puzzle = handOut({variant, level});
    schedule();
    return puzzle;
}

void VariantPool::request(Variant variant, Level level)
{
    const Key key{variant, level};
    if (stopped_ || variant == Variant::Classic || !offersLevel(variant, level)) {
        // The answer still comes, and still later.
        QMetaObject::invokeMethod(this, [this, key] { emit failed(key.first, key.second); }, Qt::QueuedConnection);
        return;
    }
    pending_ = key;
    failures_ = 0;
    wanted_ = key;
    if (readyCount(variant, level) > 0) {
        QMetaObject::invokeMethod(this, &VariantPool::deliverPending, Qt::QueuedConnection);
        return;
    }
    // The player waits: a job making another variant or level stops to free the thread.
    for (auto& [id, job] : jobs_) {
        if (job.stopping || job.key == key) continue;
        job.stopping = true;
        job.work->requestStop();
    }
    schedule();
}

void VariantPool::cancel() { pending_.reset(); }

int VariantPool::readyCount(Variant variant, Level level) const
{
    const auto it = ready_.find({variant, level});
    return it == ready_.end() ? 0 : static_cast<int>(it->second.size());
}

std::optional<VariantPool::Key> VariantPool::activeKey() const
{
    for (const auto& [id, job] : jobs_)
        if (!job.stopping) return job.key;
    return std::nullopt;
}

void VariantPool::schedule()
{
    if (!started_ || stopped_ || !wanted_ || activeKey()) return;
    if (readyCount(wanted_->first, wanted_->second) >= options_.readyTarget || failures_ >= kGiveUpAfter) return;
    launch(*wanted_);
}

void VariantPool::launch(Key key)
{
    const quint64 id = nextJobId_++;
    const std::uint64_t seed = jobSeed(counter_++);
    Job& job = jobs_[id];
    job.key = key;
    job.work = new BackgroundJob<JobResult>([this, id](JobResult result) { jobFinished(id, std::move(result)); }, &threads_, this);
    // The job sees only copies: the generator, the variant and level, its seed and its stop token.
    job.work->start([generate = options_.generate, key, seed, priority = options_.priority](std::stop_token stop) {
        lowerThisThread(priority);
        JobResult result;
        if (!stop.stop_requested()) {
            try {
                result.puzzle = generate(key.first, key.second, seed, stop);
            } catch (...) {
                // A failing generator costs one puzzle, not the program: counted as a miss.
                result.puzzle.reset();
            }
        }
        // Only what the pool was asked for is kept.
        if (result.puzzle && (!isConsistentPuzzle(*result.puzzle) || result.puzzle->givens.variant() != key.first ||
                              result.puzzle->level != key.second))
            result.puzzle.reset();
        result.stopped = !result.puzzle && stop.stop_requested();
        return result;
    });
}

void VariantPool::jobFinished(quint64 id, JobResult result)
{
    const auto it = jobs_.find(id);
    if (it == jobs_.end()) return;
    const Key key = it->second.key;
    // This runs inside the job's signal: delete it later.
    it->second.work->deleteLater();
    jobs_.erase(it);
    if (result.puzzle) {
        if (key == wanted_) failures_ = 0;
        if (pending_ == key) {
            pending_.reset();
            emit puzzleReady(*result.puzzle);
        } else {
            keep(std::move(*result.puzzle));
            emit countsChanged();
        }
    } else if (!result.stopped && key == wanted_ && ++failures_ >= kGiveUpAfter && pending_ == key) {
        pending_.reset();
        emit failed(key.first, key.second);
    }
    save(); // the job counter moved on
    schedule();
}

void VariantPool::keep(ShapeGamePuzzle puzzle)
{
    const Key key{puzzle.givens.variant(), puzzle.level};
    auto& queue = ready_[key];
    if (static_cast<int>(queue.size()) < options_.readyTarget) queue.push_back(std::move(puzzle));
}

std::optional<ShapeGamePuzzle> VariantPool::handOut(Key key)
{
    const auto it = ready_.find(key);
    if (it == ready_.end() || it->second.empty()) return std::nullopt;
    ShapeGamePuzzle puzzle = std::move(it->second.front());
    it->second.pop_front();
    // Handed out once: the file forgets it at once, so a crash cannot hand it out again.
    save();
    emit countsChanged();
    return puzzle;
}

void VariantPool::deliverPending()
{
    if (!pending_ || stopped_) return;
    std::optional<ShapeGamePuzzle> puzzle = handOut(*pending_);
    if (!puzzle) return schedule();
    pending_.reset();
    schedule();
    emit puzzleReady(*puzzle);
}

std::uint64_t VariantPool::jobSeed(std::uint64_t n) const { return mix(seed_ + (n + 1) * 0x9E3779B97F4A7C15ULL); }

void VariantPool::save()
{
    if (!writable_ || options_.directory.isEmpty()) return;
    VariantPoolContents contents{seed_, counter_, {}};
    for (const auto& [key, queue] : ready_)
        for (const ShapeGamePuzzle& p : queue) contents.puzzles.push_back(p);
    const std::optional<QString> error = poolFile(options_.directory).save(contents.toJson());
    // Once per run of failures, not at every save.
    if (error && !saveFailed_) emit storageProblem(tr("Could not save the variant puzzles (%1).").arg(*error));
    saveFailed_ = error.has_value();
}

} // namespace nonet::app
