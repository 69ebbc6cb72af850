#pragma once
// Times a benchmark pass with the thread's CPU time (POSIX CLOCK_THREAD_CPUTIME_ID) or with
// wall time. On a machine shared with other jobs CPU time leaves out the time the thread
// waited for a core, which wall time does not; on a quiet machine the two agree.

#include <chrono>
#include <optional>
#include <string_view>

namespace nonet::bench {

enum class ClockKind { Cpu, Wall };

// "cpu" or "wall"; nothing for anything else.
std::optional<ClockKind> parseClockKind(std::string_view text);

double threadCpuMicroseconds();

class Stopwatch {
public:
    explicit Stopwatch(ClockKind kind);
    double microseconds() const;

private:
    ClockKind kind_;
    std::chrono::steady_clock::time_point wallStart_;
    double cpuStart_;
};

} // namespace nonet::bench
