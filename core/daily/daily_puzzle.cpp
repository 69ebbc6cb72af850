#include "core/daily/daily_puzzle.h"

#include "core/daily/daily_generator_v1.h"
#include "core/daily/daily_schedule.h"

namespace nonet {

std::optional<DailyPuzzle> dailyPuzzle(CivilDate date, std::stop_token stop)
{
    if (!hasDailyPuzzle(date)) return std::nullopt;
    const int version = scheduleVersion(date);
    std::optional<GeneratedPuzzle> puzzle;
    switch (version) {
    case 1: puzzle = daily_v1::generate(dailyLevel(date), dailySeed(date), stop); break;
    default: return std::nullopt; // no era names another version
    }
    if (!puzzle) return std::nullopt;
    return DailyPuzzle{date, version, *puzzle};
}

} // namespace nonet
