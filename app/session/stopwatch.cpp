#include "app/session/stopwatch.h"

#include <QElapsedTimer>

#include <memory>
#include <utility>

namespace nonet::app {

Stopwatch::Stopwatch(Clock clock) : clock_(std::move(clock))
{
    if (!clock_) {
        // A shared_ptr keeps the lambda copyable (std::function needs that).
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        clock_ = [timer] { return timer->elapsed(); };
    }
}

void Stopwatch::reset(qint64 elapsedMs)
{
    accumulated_ = elapsedMs;
    running_ = false;
}

void Stopwatch::start()
{
    if (running_) return;
    startedAt_ = clock_();
    running_ = true;
}

void Stopwatch::stop()
{
    if (!running_) return;
    accumulated_ += clock_() - startedAt_;
    running_ = false;
}

qint64 Stopwatch::elapsed() const
{
    return running_ ? accumulated_ + (clock_() - startedAt_) : accumulated_;
}

} // namespace nonet::app
