#include "app/print/booklet_job.h"

#include "app/paper/booklet.h"

#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_source.h"

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

int BookletJob::readyCount() const
{
    return static_cast<int>(std::count_if(puzzles_.begin(), puzzles_.end(), [](const auto& p) { return p.has_value(); }));
}

void BookletJob::start(Variant variant, int count, const std::vector<Level>& levels, Symmetry symmetry, std::uint64_t seed)
{
    cancel();
    slots_ = Booklet::slotLevels(count, levels);
    puzzles_.assign(slots_.size(), std::nullopt);
    busy_ = true;
    std::vector<Slot> missing;
    std::mt19937_64 seeds(seed);
    for (std::size_t i = 0; i < slots_.size(); ++i) {
        if (source_ != nullptr)
            if (auto ready = source_->takeReady(variant, slots_[i]); ready && ready->level == slots_[i] && isConsistentPuzzle(*ready)) {
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
    // The pool's own generator, so a booklet's puzzles are made as a new game's are.
    const PuzzlePool::Generate make = poolGenerator([symmetry] { return symmetry; });
    batch_.start(std::move(missing), [variant, make](const Slot& slot, std::stop_token stop) {
        return Made{slot.index, make(variant, slot.level, slot.seed, stop)};
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
