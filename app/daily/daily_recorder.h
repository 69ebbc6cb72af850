#pragma once
// Keeps the daily results up to date while games are played:
//
//   a daily puzzle starts (Today's Puzzle, a day of the calendar) -> noteStarted: the date
//   any game starts (New, a saved game, the resumed autosave)      -> is it a recorded day's
//                                                                     puzzle? then it counts
//   a hint is shown while it is played                             -> the day used hints
//   it is solved                                                    -> the day's first solve:
//                                                                     time, hints, the moment
//
// The results live in daily.json beside the statistics (app/storage/daily_results.h).

#include "app/storage/daily_results.h"
#include "core/daily/result_line.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace nonet::app {

class GameSession;

class DailyRecorder : public QObject {
    Q_OBJECT
public:
    using Clock = std::function<QDateTime()>;

    // Results are read from and written to `directory` (the app data folder in the app).
    // `now` is the current moment (tests give their own; default: the system clock).
    DailyRecorder(GameSession* session, QString directory, Clock now = {}, QObject* parent = nullptr);

    const DailyResults& results() const { return results_; }
    QString loadError() const { return loadError_; }
    // The player's local date now.
    CivilDate today() const;
    // The day of the game being played, if it is a daily puzzle.
    std::optional<CivilDate> currentDay() const { return current_; }

    // The day's puzzle is about to be played (call before the game starts).
    void noteStarted(CivilDate date, const Grid& givens);
    void noteHint();
    // The shared line of a solved day; nothing for a day not solved.
    std::optional<DailyResult> resultOf(CivilDate date) const;
    std::optional<QString> resultLine(CivilDate date) const;

signals:
    void resultsChanged();
    // A day was solved for the first time.
    void daySolved(nonet::CivilDate date);

private:
    void onReset();
    void onCompleted();
    void save();

    GameSession* session_;
    QString directory_;
    Clock now_;
    DailyResults results_;
    QString loadError_;
    std::optional<CivilDate> current_;
};

// The civil date of a local calendar date.
CivilDate civilDate(const QDate& date);
QDate qDate(CivilDate date);

} // namespace nonet::app
