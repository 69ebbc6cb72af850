#pragma once
// Imports a puzzle of any shape without holding up the GUI: the text is parsed at once
// (bounded, cheap), then a worker checks the solutions and rates the puzzle; the answer
// comes back on the GUI thread by signal, never from inside start().
//
//   start(text, chosen) --parse--> problem? --------------------> failed(problem)
//                   |ok
//                   v  QtConcurrent on a private pool
//            check (no / several solutions) + rate (stop token)
//                   |
//   finished(game) <+  or failed(problem)     (a newer start() or cancel() drops it)

#include "app/files/puzzle_import.h"
#include "app/jobs/background_job.h"
#include "core/game/game_record.h"
#include "core/presets/preset.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <stop_token>
#include <variant>

namespace nonet::app {

struct ImportedGame {
    GameRecord record; // ready for GameSession::restore: level rated, progress played
    Notation notation = Notation::Line;
};

class ImportJob : public QObject {
    Q_OBJECT
public:
    // Runs on the worker: the level of a puzzle known to have exactly one solution.
    using Rate = std::function<Level(const ShapeGrid& givens, std::stop_token stop)>;

    explicit ImportJob(Rate rate, QObject* parent = nullptr);
    // The grader's level (core/grader): the hardest technique a person needs, as the
    // puzzle's variant means levels (core/grader/variant_levels.h).
    static Level gradeLevel(const ShapeGrid& givens, std::stop_token stop);
    // Cancels and waits: no worker outlives the job.
    ~ImportJob() override;

    // chosen: the player's choice for an 81-cell text (PuzzleImport::variantOf).
    void start(const QString& text, Variant chosen = homeVariant());
    void cancel();
    bool isBusy() const { return busy_; }
    // Blocks until the running check is done (tests, shutdown).
    void waitForFinished();

signals:
    void finished(const nonet::app::ImportedGame& game);
    void failed(const nonet::app::ImportProblem& problem);

private:
    using Result = std::variant<ImportedGame, ImportProblem>;
    void workerDone(const Result& result);

    Rate rate_;
    QThreadPool pool_;               // one worker; waited for at the end, superseded work too
    BackgroundJob<Result> check_;
    quint64 id_ = 0;                 // of the latest start(), for a refusal of the parser
    bool busy_ = false;
};

} // namespace nonet::app
