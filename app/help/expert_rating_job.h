#pragma once
// The expert-scale estimate (core/expert: the puzzle's rating on Sukaku Explainer's scale)
// of the game being played, worked out off the GUI thread whenever a new puzzle starts:
// a few milliseconds for most puzzles, a second or more for the very hardest, so never on
// the GUI thread.
//
//   GameSession::reset --new givens--> QtConcurrent: rateExpert(givens, stop)
//                                            |
//   ratingChanged() <-- rating() set --------+   (a newer puzzle stops and drops it)
//
// The scale rates puzzles of the classic rules alone (rows, columns and 3x3 boxes): run on
// the classic grid of a variant, it would rate another puzzle (an X-Sudoku without its
// diagonals, a Killer without its cages). So it runs only for a shape of those rules
// (asked of the shape: ratesShape), and the window says that a variant has no SE figure.

#include "app/jobs/background_job.h"
#include "core/expert/expert_rating.h"
#include "core/grid.h"
#include "core/shape/shape.h"

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <optional>

namespace nonet::app {

class GameSession;

class ExpertRatingJob : public QObject {
    Q_OBJECT
public:
    explicit ExpertRatingJob(GameSession* session, QObject* parent = nullptr);
    // Stops and waits: no worker outlives the job.
    ~ExpertRatingJob() override;

    // Whether the scale rates puzzles of this shape: 81 cells, 3x3 boxes, no other houses
    // and no cages.
    static bool ratesShape(const Shape& shape);
    // Whether it rates the current puzzle.
    bool ratesCurrent() const;

    // The estimate for the current puzzle; nothing while it is being worked out, or for a
    // puzzle the scale does not rate.
    const std::optional<ExpertRating>& rating() const { return rating_; }
    bool isBusy() const { return job_.isRunning(); }
    // Blocks until the running estimate is done (tests).
    void waitForFinished() { pool_.waitForDone(); }

    // "SE 7.2" in the locale's number format ("SE 9.5+" when the walk ran past its ladder and estimated the rest), or
    // empty while there is no estimate.
    QString text() const;

signals:
    void ratingChanged();

private:
    void onReset();
    void onDone(std::optional<ExpertRating> rating);

    GameSession* session_;
    QThreadPool pool_; // one worker; an estimate that was stopped may still be winding down
    BackgroundJob<std::optional<ExpertRating>> job_; // after pool_: stops before the pool is waited for
    Grid rated_; // the givens of rating_ (or of the estimate being made)
    std::optional<ExpertRating> rating_;
};

} // namespace nonet::app
