#include "app/files/import_job.h"

#include "core/grader/grader.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace nonet::app {

ImportJob::ImportJob(Rate rate, QObject* parent) : QObject(parent), rate_(std::move(rate))
{
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, &ImportJob::workerDone);
}

ImportJob::~ImportJob()
{
    stop_.request_stop();
    pool_.waitForDone();
}

Level ImportJob::gradeLevel(const Grid& givens, std::stop_token stop)
{
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique; // checked before rating
    options.keepSteps = false;
    return grade(givens, options, std::move(stop)).level;
}

void ImportJob::start(const QString& text)
{
    cancel();
    const quint64 id = ++id_;
    busy_ = true;
    auto parsed = PuzzleImport::parse(text);
    if (auto* problem = std::get_if<ImportProblem>(&parsed)) {
        QTimer::singleShot(0, this, [this, id, p = std::move(*problem)] {
            if (id != id_) return; // superseded or cancelled meanwhile
            busy_ = false;
            emit failed(p);
        });
        return;
    }
    stop_ = std::stop_source();
    watcher_.setFuture(QtConcurrent::run(&pool_, [id, rate = rate_, stop = stop_.get_token(),
                                                  puzzle = std::get<ParsedPuzzle>(std::move(parsed))]() -> Result {
        auto checked = PuzzleImport::check(puzzle);
        if (auto* problem = std::get_if<ImportProblem>(&checked)) return {id, std::move(*problem)};
        auto& imported = std::get<ImportedPuzzle>(checked);
        ImportedGame game;
        game.notation = imported.notation;
        game.record.puzzle = {imported.givens, imported.solution, rate(imported.givens, stop)};
        if (imported.progress) {
            game.record.moves.push_back(std::move(*imported.progress));
            game.record.undoIndex = 1;
        }
        return {id, std::move(game)};
    }));
}

void ImportJob::cancel()
{
    ++id_; // any answer still on its way is for an older request now
    stop_.request_stop();
    busy_ = false;
}

void ImportJob::waitForFinished() { pool_.waitForDone(); }

void ImportJob::workerDone()
{
    const Result result = watcher_.result();
    if (result.id != id_) return;
    busy_ = false;
    if (const auto* game = std::get_if<ImportedGame>(&result.value)) emit finished(*game);
    else emit failed(std::get<ImportProblem>(result.value));
}

} // namespace nonet::app
