#pragma once
// The daily puzzle of a date: the same on every machine, from the date alone (no server,
// no clock, no files). Takes a few milliseconds to a few tens of them; call it off the GUI
// thread. Reentrant; the stop token is checked between clue removals and inside grading.

#include "core/daily/civil_date.h"
#include "core/generator/generator.h"

#include <optional>
#include <stop_token>

namespace nonet {

struct DailyPuzzle {
    CivilDate date;
    int version = 0; // the schedule version that made it
    GeneratedPuzzle puzzle;
};

// Nothing when stopped, or when the date has no daily puzzle (see hasDailyPuzzle).
std::optional<DailyPuzzle> dailyPuzzle(CivilDate date, std::stop_token stop = {});

} // namespace nonet
