#include "core/daily/streaks.h"

#include <algorithm>
#include <vector>

namespace nonet {

namespace {
constexpr std::int64_t kSecondsPerDay = 24 * 60 * 60;
constexpr std::int64_t kLatestOffset = 12 * 60 * 60; // UTC-12
} // namespace

bool solvedInTime(CivilDate date, std::int64_t solvedAtUtc)
{
    return solvedAtUtc < (date.dayNumber() + 1) * kSecondsPerDay + kLatestOffset;
}

Streaks computeStreaks(std::span<const DailySolve> solves, CivilDate today)
{
    std::vector<std::int64_t> days;
    for (const DailySolve& solve : solves)
        if (solvedInTime(solve.date, solve.solvedAtUtc)) days.push_back(solve.date.dayNumber());
    std::sort(days.begin(), days.end());
    days.erase(std::unique(days.begin(), days.end()), days.end());

    Streaks streaks;
    int run = 0;
    for (std::size_t i = 0; i < days.size(); ++i) {
        run = i > 0 && days[i] == days[i - 1] + 1 ? run + 1 : 1;
        streaks.longest = std::max(streaks.longest, run);
    }
    // `run` is now the run ending at the latest in-time day (after today only for a player
    // who solved a day in a zone ahead and then moved back behind it).
    if (!days.empty() && days.back() >= today.dayNumber() - 1) streaks.current = run;
    return streaks;
}

} // namespace nonet
