#include "app/help/expert_rating_job.h"

#include "app/session/game_session.h"
#include "app/session/level_names.h"

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

QString ExpertRatingJob::text() const { return rating_ ? expertRatingText(*rating_) : QString(); }

bool ExpertRatingJob::ratesShape(const Shape& shape)
{
    return shape.cellCount() == kCellCount && shape.hasRegularBoxes() && shape.boxRows() == 3 && shape.boxColumns() == 3 &&
           !shape.hasExtraHouses() && !shape.hasCages();
}

bool ExpertRatingJob::ratesCurrent() const { return session_->hasGame() && ratesShape(session_->state().shape()); }

void ExpertRatingJob::onReset()
{
    if (!ratesCurrent()) {
        // Nothing to rate: no estimate, and none on its way (a classic puzzle after this one
        // is rated afresh).
        job_.cancel();
        rated_ = Grid();
        const bool hadRating = rating_.has_value();
        rating_.reset();
        if (hadRating) emit ratingChanged();
        return;
    }
    const Grid givens = session_->state().givens().toClassic();
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
