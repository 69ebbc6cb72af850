#pragma once
// The daily puzzles a player has played: per date the puzzle, and whether, how fast, with or
// without hints and when it was solved. The calendar, the streaks and the shared result
// line come from here. Kept beside the statistics in the data folder, written atomically:
//
//   daily.json  { "format": "nonet-daily", "version": 1,
//                 "days": { "2026-12-01": { "puzzle": "<81 cells>", "solved": true,
//                                           "seconds": 462, "hints": false,
//                                           "solvedAt": "2026-12-01T20:14:03Z" },
//                          "2026-12-02": { "puzzle": "...", "solved": false, "hints": true } } }
//
// A day's first solve is its result: playing it again later changes nothing. A damaged file
// is set aside (never overwritten) and the results start afresh.

#include "core/daily/civil_date.h"
#include "core/daily/streaks.h"
#include "core/grid.h"

#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace nonet::app {

struct DailyRecord {
    Grid givens;
    bool solved = false;
    int seconds = 0;          // solving time, whole seconds
    bool usedHints = false;   // while playing: so far; once solved: in the solve
    qint64 solvedAtUtc = 0;   // seconds since 1970-01-01 00:00 UTC
    bool operator==(const DailyRecord&) const = default;
};

class DailyResults {
public:
    const std::map<CivilDate, DailyRecord>& days() const { return days_; }
    const DailyRecord* find(CivilDate date) const;

    // The day's puzzle was started (kept so that a saved and reopened game still counts).
    void noteStarted(CivilDate date, const Grid& givens);
    // A hint was shown while playing the (unsolved) day; false when nothing changed. Kept in
    // the file, so that quitting and coming back does not hide it.
    bool noteHint(CivilDate date);
    // The date whose recorded puzzle has these givens, if any.
    std::optional<CivilDate> dateOf(const Grid& givens) const;
    // The first solve of the day; false when it was solved before (nothing changes).
    bool recordSolved(CivilDate date, const Grid& givens, int seconds, bool usedHints, qint64 solvedAtUtc);

    std::vector<DailySolve> solves() const;
    Streaks streaks(CivilDate today) const { return computeStreaks(solves(), today); }

    QJsonObject toJson() const;
    // Nothing when a field is missing or out of range, or a date or puzzle does not read.
    static std::optional<DailyResults> fromJson(const QJsonObject& days);

    // daily.json in `directory`; a damaged file is moved aside and `error` says so.
    static DailyResults load(const QString& directory, QString* error = nullptr);
    std::optional<QString> save(const QString& directory) const;

    bool operator==(const DailyResults&) const = default;

private:
    std::map<CivilDate, DailyRecord> days_;
};

} // namespace nonet::app
