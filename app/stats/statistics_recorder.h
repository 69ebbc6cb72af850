#pragma once
// Feeds GameStatistics from the game as it is played, and keeps the file up to date.
//
//   first move of a game          -> started
//   completion (once per game)    -> solved, with time, hints and checks; new best?
//   another game replaces an unsolved, started one -> the level's streak ends
//
// Hints (any press that shows something), Check, and playing with "against the solution"
// mistake marks make a game ineligible for the best time; only hints count against
// "solved without hints". So does a puzzle with fewer than kMinEmptyForBestTime empty
// cells at the start. What help was used is the game's own (GameSession::hints(), kept in
// its record), so a game that went to the Continue list, a file or the autosave and came
// back is still a helped game. helpUsed() names the help for the completion message, so
// the message and the statistics say the same thing. A restored game (autosave, opened
// file) that already has moves was counted when it started, so it is not counted again.

#include "app/storage/game_statistics.h"
#include "core/geometry.h"
#include "core/presets/preset.h"

#include <QObject>
#include <QString>

#include <functional>

namespace nonet::app {

class GameSession;

class StatisticsRecorder : public QObject {
    Q_OBJECT
public:
    // Statistics are read from and written to `directory` (the app data dir in the app).
    StatisticsRecorder(GameSession* session, QString directory, QObject* parent = nullptr);

    const GameStatistics& statistics() const { return statistics_; }
    QString loadError() const { return loadError_; }

    // The game just started is not counted at all (a practice position): not started, not
    // solved, and leaving it unsolved ends no streak.
    void leaveOutGame()
    {
        counted_ = true;
        finished_ = true;
    }
    // The game's help (its record's): hints; Check or the solution's marks (no best time,
    // but still "without hints").
    bool usedHints() const;
    bool usedChecks() const;
    // The sentence for the completion message of a game solved with help ("" without help):
    // what counted, and what it means for the statistics.
    QString helpUsed() const;
    // Best times compare real puzzles: a puzzle that starts with fewer empty cells than this
    // (an almost solved grid pasted into Import) is counted as solved but sets no best time.
    // Generated puzzles start with far more (the bundled ones with 43 or more).
    static constexpr int kMinEmptyForBestTime = 36;
    // Why the game just solved sets no best time, for the completion message ("" when it
    // could): the help used, else too few empty cells at the start.
    QString noBestTimeNote() const;
    // kMinEmptyForBestTime for a shape of `cellCount` cells (in proportion, rounded up).
    static int minEmptyForBestTime(int cellCount);

    // The sentence helpUsed() says for the help named.
    static QString helpSentence(bool hints, bool checks, bool solutionMarks);
    // The sentence noBestTimeNote() says for a puzzle that started with too few empty cells.
    static QString tooFewEmptyCellsSentence(int emptyAtStart, int needed);

    // The game was solved: records it (once) and says whether it set a new best time.
    GameStatistics::Solve recordCompletion();
    // The game was lost to the mistake limit: records it (once).
    void recordLoss();
    void reset();

signals:
    void statisticsChanged();

private:
    void onReset();
    void onChanged();
    void save();

    GameSession* session_;
    QString directory_;
    GameStatistics statistics_;
    QString loadError_;
    Variant variant_ = homeVariant(); // of the game being played
    Level level_ = Level::VeryEasy;
    bool counted_ = false;  // "started" recorded for this game
    bool finished_ = false; // "solved" recorded for this game
    int emptyAtStart_ = kCellCount; // empty cells of the puzzle (givens only)
};

} // namespace nonet::app
