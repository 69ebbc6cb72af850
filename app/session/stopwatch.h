#pragma once
// Playing time: accumulates only while running. The clock is a parameter so tests can
// drive time by hand; the default is a monotonic QElapsedTimer.

#include <QtGlobal>

#include <functional>

namespace nonet::app {

class Stopwatch {
public:
    // Milliseconds since some fixed point; must never go backwards.
    using Clock = std::function<qint64()>;

    explicit Stopwatch(Clock clock = {});

    // Stopped, showing `elapsedMs` (0 for a new game, the saved time for a loaded one).
    void reset(qint64 elapsedMs = 0);
    void start();
    void stop();
    bool isRunning() const { return running_; }
    qint64 elapsed() const;

private:
    Clock clock_;
    qint64 accumulated_ = 0; // time of the finished running periods
    qint64 startedAt_ = 0;   // clock reading when the current period began
    bool running_ = false;
};

} // namespace nonet::app
