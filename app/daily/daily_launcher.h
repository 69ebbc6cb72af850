#pragma once
// Makes the daily puzzle of a date off the GUI thread (a few milliseconds, at most tens) and
// hands it over on the GUI thread. A puzzle made once is kept for the rest of the run, so
// replaying a day from the calendar is instant.
//
//   request(date) --BackgroundJob: nonet::dailyPuzzle(date, stop)--> ready(date, puzzle)

#include "app/jobs/background_job.h"
#include "core/daily/civil_date.h"
#include "core/game/game_puzzle.h"

#include <QObject>

#include <map>
#include <optional>

namespace nonet::app {

class DailyLauncher : public QObject {
    Q_OBJECT
public:
    explicit DailyLauncher(QObject* parent = nullptr);
    ~DailyLauncher() override; // stops and waits for a running job

    // Starts making the date's puzzle (replacing a running request); answers with ready or
    // failed, never from inside this call.
    void request(CivilDate date);
    void cancel();
    bool isBusy() const { return pending_.has_value(); }
    // The puzzle if it was made in this run.
    std::optional<GamePuzzle> made(CivilDate date) const;

signals:
    void ready(nonet::CivilDate date, const nonet::GamePuzzle& puzzle);
    void failed(nonet::CivilDate date); // the date has no daily puzzle

private:
    void start(CivilDate date);
    void onFinished(std::optional<GamePuzzle> puzzle);

    std::optional<CivilDate> pending_;
    std::optional<CivilDate> running_;
    std::map<CivilDate, GamePuzzle> made_;
    // One date at a time: another date waits in pending_ until this one has answered.
    BackgroundJob<std::optional<GamePuzzle>> job_; // last: stops and waits before the rest goes
};

} // namespace nonet::app
