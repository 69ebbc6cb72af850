#include "core/daily/daily_schedule.h"

#include "core/daily/daily_random.h"

namespace nonet {

namespace {

// "nonetv01" as ASCII, plus the version: different versions never share seeds.
constexpr std::uint64_t kSalt = 0x6E6F6E6574763031ull;

// Monday first (ISO weekday 1).
constexpr std::array<Level, 7> kLevelByWeekday{Level::Easy,  Level::Easy,      Level::Medium, Level::Medium,
                                               Level::Tough, Level::VeryTough, Level::Extreme};

} // namespace

CivilDate firstDailyDate() { return CivilDate::fromDayNumber(kFirstDailyDayNumber); }

bool hasDailyPuzzle(CivilDate date)
{
    const std::int64_t day = date.dayNumber();
    return day >= kFirstDailyDayNumber && day <= kLastDailyDayNumber;
}

int scheduleVersion(CivilDate date)
{
    int version = kScheduleEras.front().version;
    for (const ScheduleEra& era : kScheduleEras)
        if (date.dayNumber() >= era.firstDayNumber) version = era.version;
    return version;
}

Level dailyLevel(CivilDate date) { return kLevelByWeekday[static_cast<std::size_t>(date.isoWeekday() - 1)]; }

std::uint64_t dailySeed(CivilDate date)
{
    const auto day = static_cast<std::uint64_t>(date.dayNumber());
    return splitMix64(kSalt + static_cast<std::uint64_t>(scheduleVersion(date) - 1) + day * 0x9E3779B97F4A7C15ull);
}

DateParse parseDailyDate(std::string_view text)
{
    DateParse parsed = parseCivilDate(text);
    if (parsed.date && !hasDailyPuzzle(*parsed.date)) {
        parsed.error = {DateError::Code::OutOfRange, std::string(text) + " is before the first daily puzzle (" +
                                                         firstDailyDate().toString() + ")"};
        parsed.date.reset();
    }
    return parsed;
}

} // namespace nonet
