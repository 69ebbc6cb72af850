#include "bench/stopwatch.h"

#include <time.h>

namespace nonet::bench {

std::optional<ClockKind> parseClockKind(std::string_view text)
{
    if (text == "cpu") return ClockKind::Cpu;
    if (text == "wall") return ClockKind::Wall;
    return std::nullopt;
}

double threadCpuMicroseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) / 1e3;
}

Stopwatch::Stopwatch(ClockKind kind)
    : kind_(kind), wallStart_(std::chrono::steady_clock::now()), cpuStart_(threadCpuMicroseconds())
{
}

double Stopwatch::microseconds() const
{
    if (kind_ == ClockKind::Cpu) return threadCpuMicroseconds() - cpuStart_;
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - wallStart_).count();
}

} // namespace nonet::bench
