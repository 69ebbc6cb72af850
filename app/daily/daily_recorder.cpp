#include "app/daily/daily_recorder.h"

#include "app/session/game_session.h"
#include "core/daily/daily_schedule.h"

namespace nonet::app {

CivilDate civilDate(const QDate& date) { return CivilDate::fromYmd(date.year(), date.month(), date.day()).value_or(CivilDate{}); }

QDate qDate(CivilDate date) { return QDate(date.year(), date.month(), date.day()); }

DailyRecorder::DailyRecorder(GameSession* session, QString directory, Clock now, QObject* parent)
    : QObject(parent), session_(session), directory_(std::move(directory)), now_(std::move(now))
{
    if (!now_) now_ = [] { return QDateTime::currentDateTime(); };
    results_ = DailyResults::load(directory_, &loadError_);
    connect(session_, &GameSession::reset, this, &DailyRecorder::onReset);
    connect(session_, &GameSession::completed, this, &DailyRecorder::onCompleted);
    onReset();
}

CivilDate DailyRecorder::today() const { return civilDate(now_().date()); }

void DailyRecorder::noteStarted(CivilDate date, const Grid& givens)
{
    results_.noteStarted(date, givens);
    save();
}

void DailyRecorder::noteHint()
{
    if (current_ && results_.noteHint(*current_)) save();
}

void DailyRecorder::onReset()
{
    current_.reset();
    if (session_->hasGame() && session_->state().puzzle().isClassic())
        current_ = results_.dateOf(session_->state().givens().toClassic());
}

void DailyRecorder::onCompleted()
{
    if (!current_) return;
    const int seconds = static_cast<int>(session_->elapsed() / 1000);
    if (!results_.recordSolved(*current_, session_->state().givens().toClassic(), seconds, false, now_().toSecsSinceEpoch())) return;
    save();
    emit daySolved(*current_);
}

std::optional<DailyResult> DailyRecorder::resultOf(CivilDate date) const
{
    const DailyRecord* record = results_.find(date);
    if (record == nullptr || !record->solved) return std::nullopt;
    return DailyResult{date, dailyLevel(date), record->seconds, record->usedHints};
}

std::optional<QString> DailyRecorder::resultLine(CivilDate date) const
{
    const auto result = resultOf(date);
    if (!result) return std::nullopt;
    return QString::fromStdString(formatResultLine(*result, results_.find(date)->givens));
}

void DailyRecorder::save()
{
    results_.save(directory_);
    emit resultsChanged();
}

} // namespace nonet::app
