#include "app/stats/statistics_recorder.h"

#include "app/session/game_session.h"

#include <QLocale>
#include <QStringList>

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
        statistics_.recordAbandoned(variant_, level_);
        save();
    }
    // What this game is now: a fresh one has no moves; a restored one with moves was
    // counted when it was started.
    variant_ = session_->state().variant();
    level_ = session_->level();
    counted_ = session_->hasGame() && session_->undoStack()->count() > 0;
    finished_ = session_->isFinished();
    emptyAtStart_ = session_->state().cellCount() - session_->state().givens().filledCount();
}

void StatisticsRecorder::onChanged()
{
    if (counted_ || !session_->hasGame()) return;
    counted_ = true;
    statistics_.recordStarted(session_->state().variant(), session_->level());
    save();
}

GameStatistics::Solve StatisticsRecorder::recordCompletion()
{
    if (finished_ || !session_->hasGame()) return {};
    finished_ = true;
    if (!counted_) {
        counted_ = true;
        statistics_.recordStarted(session_->state().variant(), session_->level());
    }
    // Too few empty cells: like a check, no best time, still "without hints".
    const bool tooShort = emptyAtStart_ < minEmptyForBestTime(session_->state().cellCount());
    const auto solve = statistics_.recordSolved(session_->state().variant(), session_->level(), session_->elapsed(), usedHints(), usedChecks() || tooShort);
    save();
    return solve;
}

QString StatisticsRecorder::helpSentence(bool hints, bool checks, bool solutionMarks)
{
    QStringList used;
    if (hints) used << tr("hints");
    if (checks) used << tr("Check");
    if (solutionMarks) used << tr("mistakes marked against the solution");
    if (used.isEmpty()) return {};
    const QString list = QLocale().createSeparatedList(used);
    return hints ? tr("Solved with help (%1): no best time, and not counted as solved without hints.").arg(list)
                 : tr("Solved with help (%1): no best time, but still counted as solved without hints.").arg(list);
}

QString StatisticsRecorder::tooFewEmptyCellsSentence(int emptyAtStart, int needed)
{
    return tr("No best time: this puzzle started with only %n empty cell(s), and a best time needs at least %1.", nullptr,
              emptyAtStart)
        .arg(needed);
}

bool StatisticsRecorder::usedHints() const { return !session_->hints().empty(); }

bool StatisticsRecorder::usedChecks() const { return session_->hints().checked(); }

QString StatisticsRecorder::helpUsed() const
{
    const HintLog& help = session_->hints();
    return helpSentence(!help.empty(), help.checks > 0, help.solutionMarks);
}

int StatisticsRecorder::minEmptyForBestTime(int cellCount)
{
    return (cellCount * kMinEmptyForBestTime + kCellCount - 1) / kCellCount;
}

QString StatisticsRecorder::noBestTimeNote() const
{
    if (QString help = helpUsed(); !help.isEmpty()) return help;
    if (emptyAtStart_ < minEmptyForBestTime(session_->state().cellCount())) return tooFewEmptyCellsSentence(emptyAtStart_, minEmptyForBestTime(session_->state().cellCount()));
    return {};
}

void StatisticsRecorder::recordLoss()
{
    if (finished_ || !session_->hasGame()) return;
    finished_ = true;
    if (!counted_) {
        counted_ = true;
        statistics_.recordStarted(session_->state().variant(), session_->level());
    }
    statistics_.recordLost(session_->state().variant(), session_->level());
    save();
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
