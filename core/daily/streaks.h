#pragma once
// Daily streaks: days in a row whose puzzle was solved in time.
//
// In time means: while that date was still the date somewhere on Earth, i.e. before
// 12:00 UTC of the next day (the end of the day at UTC-12, the last time zone). The rule
// needs no time zone: a player who travels, or whose clock changes zone, keeps every day
// they solved on its own day wherever they were; a past day solved later is recorded but
// does not join a streak.
//
// The current streak is the run of in-time days that ends today, or yesterday while today
// is still unsolved (the streak is not broken before today is over). "Today" is the
// player's local date, given by the caller.

#include "core/daily/civil_date.h"

#include <cstdint>
#include <span>

namespace nonet {

struct DailySolve {
    CivilDate date;                // whose puzzle
    std::int64_t solvedAtUtc = 0;  // when, seconds since 1970-01-01 00:00 UTC
};

// Whether a solve of that date's puzzle at that moment counts for streaks.
bool solvedInTime(CivilDate date, std::int64_t solvedAtUtc);

struct Streaks {
    int current = 0;
    int longest = 0;
    bool operator==(const Streaks&) const = default;
};

// The solves in any order, repeats allowed.
Streaks computeStreaks(std::span<const DailySolve> solves, CivilDate today);

} // namespace nonet
