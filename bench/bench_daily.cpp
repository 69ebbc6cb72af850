// nonet-bench daily: how long the daily puzzle of a date takes to make, per weekday level.

#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/daily/daily_puzzle.h"
#include "core/daily/daily_schedule.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench daily [options]

Makes the daily puzzles of --days consecutive dates from --from (nonet::dailyPuzzle, one
thread) and prints per level (the weekday decides it) the dates made, and the median, 90th
percentile and slowest time per puzzle in milliseconds.

Target: the slowest under 1 s (the game makes today's puzzle while the player waits, on a
worker thread with a notice).

Options:
  --from YYYY-MM-DD  first date (default 2026-01-01)
  --days N           how many dates (default 364: 52 of each weekday)
  --clock cpu|wall   the thread's CPU time (default) or wall time

Exit status: 0 when the target is met, 1 otherwise, 2 on a bad command line.
)";

std::optional<int> run(std::span<const std::string_view> args)
{
    CivilDate from = firstDailyDate();
    int days = 364;
    ClockKind clock = ClockKind::Cpu;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = hasValue;
        if (ok && arg == "--from") {
            const DateParse parsed = parseDailyDate(args[++i]);
            ok = parsed.date.has_value();
            if (ok) from = *parsed.date;
        } else if (ok && arg == "--days") {
            ok = parsePositive(args[++i], days);
        } else if (ok && arg == "--clock") {
            const auto kind = parseClockKind(args[++i]);
            ok = kind.has_value();
            if (ok) clock = *kind;
        } else {
            ok = false;
        }
        if (!ok) return std::nullopt;
    }
    std::array<std::vector<double>, kLevelCount> millis;
    for (int d = 0; d < days; ++d) {
        const CivilDate date = from.addDays(d);
        if (!hasDailyPuzzle(date)) break;
        const Stopwatch stopwatch(clock);
        const auto daily = dailyPuzzle(date);
        millis[static_cast<std::size_t>(dailyLevel(date))].push_back(stopwatch.microseconds() / 1000);
        if (!daily) return kExitFailed;
    }
    std::printf("%-12s %6s %10s %10s %10s\n", "level", "dates", "median ms", "p90 ms", "max ms");
    double slowest = 0;
    for (const Level level : kAllLevels) {
        auto& times = millis[static_cast<std::size_t>(level)];
        if (times.empty()) continue;
        std::sort(times.begin(), times.end());
        const auto at = [&times](double q) { return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))]; };
        slowest = std::max(slowest, times.back());
        std::printf("%-12s %6zu %10.2f %10.2f %10.2f\n", std::string(levelKey(level)).c_str(), times.size(), at(0.5), at(0.9),
                    times.back());
    }
    return slowest < 1000 ? kExitOk : kExitFailed;
}

} // namespace

Subcommand dailySubcommand() { return {"daily", "time to make the daily puzzle, per weekday level", kHelp, &run}; }

} // namespace nonet::bench
