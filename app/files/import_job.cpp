#include "app/files/import_job.h"

#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"

#include <QTimer>

#include <utility>

namespace nonet::app {

ImportJob::ImportJob(Rate rate, QObject* parent)
    : QObject(parent), rate_(std::move(rate)), check_([this](const Result& result) { workerDone(result); }, &pool_)
{
    pool_.setMaxThreadCount(1);
}

ImportJob::~ImportJob()
{
    check_.cancel();
    pool_.waitForDone();
}

Level ImportJob::gradeLevel(const ShapeGrid& givens, std::stop_token stop)
{
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique; // checked before rating
    options.keepSteps = false;
    return variantLevel(givens.variant(), grade(givens, options, std::move(stop)));
}

void ImportJob::start(const QString& text, Variant chosen)
{
    cancel();
    const quint64 id = ++id_;
    busy_ = true;
    auto parsed = PuzzleImport::parse(text, chosen);
    if (auto* problem = std::get_if<ImportProblem>(&parsed)) {
        QTimer::singleShot(0, this, [this, id, p = std::move(*problem)] {
            if (id != id_) return; // superseded or cancelled meanwhile
            busy_ = false;
            emit failed(p);
        });
        return;
    }
    check_.start([rate = rate_, puzzle = std::get<ParsedImport>(std::move(parsed))](std::stop_token stop) -> Result {
        auto checked = PuzzleImport::check(puzzle);
        if (auto* problem = std::get_if<ImportProblem>(&checked)) return std::move(*problem);
        auto& imported = std::get<ImportedPuzzle>(checked);
        ImportedGame game;
        game.notation = imported.notation;
        game.record.puzzle = std::move(imported.puzzle);
        game.record.puzzle.level = rate(game.record.puzzle.givens, stop);
        if (imported.progress) {
            game.record.moves.push_back(std::move(*imported.progress));
            game.record.undoIndex = 1;
        }
        return game;
    });
}

void ImportJob::cancel()
{
    ++id_; // a refusal still on its way is for an older request now
    check_.cancel();
    busy_ = false;
}

void ImportJob::waitForFinished() { pool_.waitForDone(); }

void ImportJob::workerDone(const Result& result)
{
    busy_ = false;
    if (const auto* game = std::get_if<ImportedGame>(&result)) emit finished(*game);
    else emit failed(std::get<ImportProblem>(result));
}

} // namespace nonet::app
