#include "app/daily/daily_launcher.h"

#include "core/daily/daily_puzzle.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace nonet::app {

namespace {

std::optional<GamePuzzle> make(CivilDate date, std::stop_token stop)
{
    const auto daily = dailyPuzzle(date, stop);
    if (!daily) return std::nullopt;
    return GamePuzzle{daily->puzzle.givens, daily->puzzle.solution, daily->puzzle.level};
}

} // namespace

DailyLauncher::DailyLauncher(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<std::optional<GamePuzzle>>::finished, this, &DailyLauncher::onFinished);
}

DailyLauncher::~DailyLauncher()
{
    stop_.request_stop();
    watcher_.waitForFinished();
}

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
    if (!watcher_.isRunning()) start(date);
    else if (running_ != date || stop_.stop_requested()) stop_.request_stop(); // onFinished starts the pending date
}

void DailyLauncher::start(CivilDate date)
{
    stop_ = std::stop_source();
    running_ = date;
    watcher_.setFuture(QtConcurrent::run(make, date, stop_.get_token()));
}

void DailyLauncher::cancel()
{
    pending_.reset();
    stop_.request_stop();
}

std::optional<GamePuzzle> DailyLauncher::made(CivilDate date) const
{
    const auto it = made_.find(date);
    if (it == made_.end()) return std::nullopt;
    return it->second;
}

void DailyLauncher::onFinished()
{
    const CivilDate date = *running_;
    const bool stopped = stop_.stop_requested();
    running_.reset();
    const std::optional<GamePuzzle> puzzle = watcher_.future().result();
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
