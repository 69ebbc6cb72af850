#pragma once
// Which puzzle is the daily puzzle of a date: the level by weekday, the seed by day number,
// the algorithm by schedule version. Everything here is part of the published schedule;
// docs/formats.md ("The daily puzzle") documents it.
//
//   weekday   Mon   Tue   Wed     Thu     Fri    Sat         Sun
//   level     Easy  Easy  Medium  Medium  Tough  Very tough  Extreme
//
//   seed(date) = splitMix64(salt(version) + dayNumber(date) * 0x9E3779B97F4A7C15)
//   dayNumber  = days since 1970-01-01 (1970-01-01 is 0)
//
// A version is an algorithm that stays exactly as it is once published. A later, different
// algorithm gets the next version and starts at a date after its release (kScheduleEras),
// so every earlier date keeps its puzzle.

#include "core/daily/civil_date.h"
#include "core/grader/level.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace nonet {

// The first date with a daily puzzle, and the last the calendar can name.
inline constexpr std::int64_t kFirstDailyDayNumber = 20454; // 2026-01-01
inline constexpr std::int64_t kLastDailyDayNumber = 2932896; // 9999-12-31

struct ScheduleEra {
    std::int64_t firstDayNumber; // the era runs until the next era's first day
    int version;
};

// Oldest first. Adding a version means adding a row whose first day is after the release.
inline constexpr std::array<ScheduleEra, 1> kScheduleEras{{{kFirstDailyDayNumber, 1}}};

CivilDate firstDailyDate();
bool hasDailyPuzzle(CivilDate date);
int scheduleVersion(CivilDate date);
Level dailyLevel(CivilDate date);
std::uint64_t dailySeed(CivilDate date);

// parseCivilDate, and the date must have a daily puzzle (OutOfRange otherwise).
DateParse parseDailyDate(std::string_view text);

} // namespace nonet
