#include "app/stats/statistics_recorder.h"

#include "app/session/game_session.h"

namespace nonet::app {

StatisticsRecorder::StatisticsRecorder(GameSession* session, QString directory, QObject* parent)
    : QObject(parent), session_(session), directory_(std::move(directory))
{
    statistics_ = GameStatistics::load(directory_, &loadError_);
    connect(session_, &GameSession::reset, this, &StatisticsRecorder::onReset);
    connect(session_, &GameSession::changed, this, &StatisticsRecorder::onChanged);
    onReset();
}

void StatisticsRecorder::onReset()
{
    if (counted_ && !finished_) {
        statistics_.recordAbandoned(level_);
        save();
    }
    // What this game is now: a fresh one has no moves; a restored one with moves was
    // counted when it was started.
    level_ = session_->level();
    counted_ = session_->hasGame() && session_->undoStack()->count() > 0;
    finished_ = session_->isFinished();
    usedHints_ = false;
    usedChecks_ = false;
}

void StatisticsRecorder::onChanged()
{
    if (counted_ || !session_->hasGame()) return;
    counted_ = true;
    statistics_.recordStarted(session_->level());
    save();
}

GameStatistics::Solve StatisticsRecorder::recordCompletion()
{
    if (finished_ || !session_->hasGame()) return {};
    finished_ = true;
    if (!counted_) {
        counted_ = true;
        statistics_.recordStarted(session_->level());
    }
    const auto solve = statistics_.recordSolved(session_->level(), session_->elapsed(), usedHints_, usedChecks_);
    save();
    return solve;
}

void StatisticsRecorder::reset()
{
    statistics_.reset();
    save();
}

void StatisticsRecorder::save()
{
    statistics_.save(directory_);
    emit statisticsChanged();
}

} // namespace nonet::app
