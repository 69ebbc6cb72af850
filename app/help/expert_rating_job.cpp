#include "app/help/expert_rating_job.h"

#include "app/session/game_session.h"

#include <QLocale>

namespace nonet::app {

ExpertRatingJob::ExpertRatingJob(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), job_([this](std::optional<ExpertRating> rating) { onDone(std::move(rating)); }, &pool_)
{
    pool_.setMaxThreadCount(1);
    connect(session_, &GameSession::reset, this, &ExpertRatingJob::onReset);
    onReset();
}

ExpertRatingJob::~ExpertRatingJob()
{
    job_.cancel();
    pool_.waitForDone();
}

QString ExpertRatingJob::text() const
{
    if (!rating_) return {};
    // In the reader's own number format ("7,2" in German), as the game writes its other numbers.
    const QString value = QLocale().toString(rating_->tenths / 10.0, 'f', 1);
    return rating_->exact ? tr("SE %1").arg(value) : tr("SE %1+").arg(value);
}

void ExpertRatingJob::onReset()
{
    const Grid& givens = session_->state().givens();
    // A restart or a reloaded game of the same puzzle keeps its estimate.
    if (givens == rated_ && (rating_ || job_.isPending())) return;
    job_.cancel(); // an estimate still on its way is for a puzzle that is gone
    rated_ = givens;
    const bool hadRating = rating_.has_value();
    rating_.reset();
    if (hadRating) emit ratingChanged();
    if (!session_->hasGame()) return;
    job_.start([givens](std::stop_token stop) { return rateExpert(givens, std::move(stop)); });
}

void ExpertRatingJob::onDone(std::optional<ExpertRating> rating)
{
    rating_ = std::move(rating);
    if (rating_) emit ratingChanged();
}

} // namespace nonet::app
