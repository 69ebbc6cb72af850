#include "app/help/expert_rating_job.h"

#include "app/session/game_session.h"

#include <QtConcurrent/QtConcurrentRun>

namespace nonet::app {

ExpertRatingJob::ExpertRatingJob(GameSession* session, QObject* parent) : QObject(parent), session_(session)
{
    pool_.setMaxThreadCount(1);
    connect(session_, &GameSession::reset, this, &ExpertRatingJob::onReset);
    connect(&watcher_, &QFutureWatcher<std::optional<ExpertRating>>::finished, this, &ExpertRatingJob::onDone);
    onReset();
}

ExpertRatingJob::~ExpertRatingJob()
{
    stop_.request_stop();
    pool_.waitForDone();
}

QString ExpertRatingJob::text() const
{
    if (!rating_) return {};
    const QString value = QString::fromStdString(formatExpertRating(rating_->tenths));
    return rating_->exact ? tr("SE %1").arg(value) : tr("SE %1+").arg(value);
}

void ExpertRatingJob::onReset()
{
    const Grid& givens = session_->state().givens();
    // A restart or a reloaded game of the same puzzle keeps its estimate.
    if (givens == rated_ && (rating_ || watcher_.isRunning())) return;
    stop_.request_stop();
    rated_ = givens;
    const bool hadRating = rating_.has_value();
    rating_.reset();
    if (hadRating) emit ratingChanged();
    if (!session_->hasGame()) return;
    stop_ = std::stop_source();
    // The watcher reports only its newest future.
    watcher_.setFuture(QtConcurrent::run(&pool_, [givens, token = stop_.get_token()] { return rateExpert(givens, token); }));
}

void ExpertRatingJob::onDone()
{
    if (watcher_.isCanceled() || stop_.stop_requested()) return; // for a puzzle that is gone
    rating_ = watcher_.result();
    if (rating_) emit ratingChanged();
}

} // namespace nonet::app
