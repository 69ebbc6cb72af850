#pragma once
// Feeds the statistics from the variant window (app/variants/variant_window.h), into the
// same record and file as the classic game (StatisticsRecorder::change), by variant and
// level. The rules are the classic game's:
//
//   a game shown in the window     -> remembered; one it replaces that was started and
//                                     is unsolved ends the level's streak
//   the first move of the game     -> started (a game brought back with progress was
//                                     counted when it was started, so it is not again)
//   solved (once per game)         -> solved, with time, hints and Check; new best?
//   lost to the mistake limit      -> lost (once per game), the streak ends
//
// Hints, Check and moves made with the mistakes marked against the solution make a game
// ineligible for the best time; only hints count against
// "solved without hints". So does a puzzle that starts with fewer empty cells than the
// classic game's share of them (kMinEmptyForBestTime of 81), rounded up: 8 of a 4×4's 16,
// 16 of a 6×6's 36, 114 of a 16×16's 256. A game the window lets go without replacing it
// (closed and kept in the Continue list) ends nothing: it comes back as it was.

#include "app/storage/game_statistics.h"
#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <QObject>
#include <QString>

namespace nonet {
class ShapeGame;
}

namespace nonet::app {

class StatisticsRecorder;

class VariantStatisticsRecorder : public QObject {
    Q_OBJECT
public:
    explicit VariantStatisticsRecorder(StatisticsRecorder* record, QObject* parent = nullptr);

    // The game now in the window (new, or brought back with its progress; lost: ended by
    // the mistake limit before).
    void gameShown(const ShapeGame& game, bool lost);
    // The window let its game go without another replacing it.
    void gameLetGo() { hasGame_ = false; }
    // A move of the player's, made with the mistakes marked against the solution or not.
    void noteMove(bool marksAgainstSolution);
    void noteHint() { usedHints_ = true; }
    void noteCheck() { usedChecks_ = true; }

    // The game was solved in `elapsedMs`: records it (once) and returns the sentence for
    // the solved message: a new best time, or why the time sets none ("" otherwise).
    QString recordCompletion(qint64 elapsedMs);
    // The game was lost to the mistake limit: records it (once).
    void recordLoss();

    // Empty cells a puzzle of `cellCount` cells needs at the start to set a best time.
    static int minEmptyForBestTime(int cellCount);

private:
    StatisticsRecorder* record_;
    bool hasGame_ = false;
    Variant variant_ = Variant::Classic;
    Level level_ = Level::VeryEasy;
    bool counted_ = false;
    bool finished_ = false;
    bool usedHints_ = false;
    bool usedChecks_ = false;
    bool usedSolutionMarks_ = false;
    int emptyAtStart_ = 0;
    int cellCount_ = 0;
};

} // namespace nonet::app
