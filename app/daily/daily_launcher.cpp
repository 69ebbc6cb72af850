#include "app/daily/daily_launcher.h"

#include "core/daily/daily_puzzle.h"

#include <QTimer>

namespace nonet::app {

namespace {

std::optional<GamePuzzle> make(CivilDate date, std::stop_token stop)
{
    const auto daily = dailyPuzzle(date, stop);
    if (!daily) return std::nullopt;
    return GamePuzzle{daily->puzzle.givens, daily->puzzle.solution, daily->puzzle.level};
}

} // namespace

DailyLauncher::DailyLauncher(QObject* parent)
    : QObject(parent), job_([this](std::optional<GamePuzzle> puzzle) { onFinished(std::move(puzzle)); })
{
}

DailyLauncher::~DailyLauncher() = default; // job_ stops and waits

void DailyLauncher::request(CivilDate date)
{
    pending_ = date;
    if (made_.contains(date)) {
        // Answer from the event loop, as for a made puzzle.
        QTimer::singleShot(0, this, [this, date] {
            if (pending_ != date) return;
            pending_.reset();
            emit ready(date, made_.at(date));
        });
        return;
    }
    if (!job_.isBusy()) start(date);
    else if (running_ != date || job_.stopRequested()) job_.requestStop(); // onFinished starts the pending date
}

void DailyLauncher::start(CivilDate date)
{
    running_ = date;
    job_.start([date](std::stop_token stop) { return make(date, std::move(stop)); });
}

void DailyLauncher::cancel()
{
    pending_.reset();
    job_.requestStop();
}

std::optional<GamePuzzle> DailyLauncher::made(CivilDate date) const
{
    const auto it = made_.find(date);
    if (it == made_.end()) return std::nullopt;
    return it->second;
}

void DailyLauncher::onFinished(std::optional<GamePuzzle> puzzle)
{
    const CivilDate date = *running_;
    const bool stopped = job_.stopRequested();
    running_.reset();
    if (puzzle) made_.emplace(date, *puzzle);
    if (!pending_) return;
    const CivilDate wanted = *pending_;
    if (made_.contains(wanted)) {
        pending_.reset();
        emit ready(wanted, made_.at(wanted));
    } else if (wanted != date || stopped) {
        start(wanted); // asked again (or for another date) while this one was being stopped
    } else {
        pending_.reset();
        emit failed(date);
    }
}

} // namespace nonet::app
