#include "app/print/booklet_job.h"

#include "app/pool/puzzle_source.h"
#include "core/generator/generator.h"

#include <QTimer>

#include <algorithm>
#include <random>

namespace nonet::app {

BookletJob::BookletJob(PuzzleSource* source, QObject* parent)
    : QObject(parent), source_(source), batch_([this](const Made& made) { onMade(made); }, &pool_)
{
    // The GUI thread stays first in line for the cores.
    pool_.setThreadPriority(QThread::LowPriority);
}

BookletJob::~BookletJob()
{
    cancel();
    pool_.waitForDone();
}

std::vector<Level> BookletJob::slotLevels(int count, std::vector<Level> levels)
{
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    std::vector<Level> result;
    if (levels.empty() || count <= 0) return result;
    const int each = count / static_cast<int>(levels.size());
    const int extra = count % static_cast<int>(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i)
        result.insert(result.end(), static_cast<std::size_t>(each + (static_cast<int>(i) < extra ? 1 : 0)), levels[i]);
    return result;
}

int BookletJob::readyCount() const
{
    return static_cast<int>(std::count_if(puzzles_.begin(), puzzles_.end(), [](const auto& p) { return p.has_value(); }));
}

void BookletJob::start(int count, const std::vector<Level>& levels, Symmetry symmetry, std::uint64_t seed)
{
    cancel();
    slots_ = slotLevels(count, levels);
    puzzles_.assign(slots_.size(), std::nullopt);
    busy_ = true;
    std::vector<Slot> missing;
    std::mt19937_64 seeds(seed);
    for (std::size_t i = 0; i < slots_.size(); ++i) {
        if (source_ != nullptr)
            if (auto ready = source_->takeReady(slots_[i]); ready && ready->level == slots_[i] && isConsistentPuzzle(*ready)) {
                puzzles_[i] = std::move(ready);
                continue;
            }
        missing.push_back({static_cast<int>(i), slots_[i], seeds()});
    }
    // Answers always come later, never from inside start().
    QTimer::singleShot(0, this, [this, total = total()] {
        if (busy_) emit progress(readyCount(), total);
    });
    if (missing.empty()) {
        QTimer::singleShot(0, this, &BookletJob::finishIfComplete);
        return;
    }
    batch_.start(std::move(missing), [symmetry](const Slot& slot, std::stop_token stop) {
        std::mt19937_64 rng(slot.seed);
        Made made{slot.index, std::nullopt};
        if (const auto generated = generate(slot.level, symmetry, rng, stop))
            made.puzzle = GamePuzzle{generated->givens, generated->solution, generated->level};
        return made;
    });
}

void BookletJob::onMade(const Made& made)
{
    if (!busy_) return;
    if (!made.puzzle) return; // stopped
    puzzles_[static_cast<std::size_t>(made.index)] = made.puzzle;
    emit progress(readyCount(), total());
    finishIfComplete();
}

void BookletJob::finishIfComplete()
{
    if (!busy_ || readyCount() != total()) return;
    busy_ = false;
    std::vector<GamePuzzle> puzzles;
    puzzles.reserve(puzzles_.size());
    for (auto& puzzle : puzzles_) puzzles.push_back(*puzzle);
    emit finished(puzzles);
}

void BookletJob::cancel()
{
    busy_ = false;
    batch_.cancel();
}

} // namespace nonet::app
