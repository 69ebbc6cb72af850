#include "app/review/review_controller.h"

#include "app/help/hint_controller.h"
#include "app/session/game_session.h"
#include "core/game/rewind.h"
#include "ui/timer_label.h"

#include <chrono>

namespace nonet::app {

ReviewController::ReviewController(GameSession* session, HintController* hints, QObject* parent)
    : QObject(parent), session_(session), hints_(hints)
{
    for (auto signal : {&GameSession::changed, &GameSession::reset, &GameSession::checkpointsChanged})
        connect(session_, signal, this, &ReviewController::availabilityChanged);
    connect(session_, &GameSession::playableChanged, this, &ReviewController::availabilityChanged);
    connect(session_, &GameSession::reset, this, [this] {
        rewoundTo_.reset();
        missedCell_ = -1;
    });
}

QString ReviewController::checkpointName(const GamePuzzle& puzzle, const Checkpoint& checkpoint, int number)
{
    return tr("Checkpoint %1 \u00b7 %2 \u00b7 %3 of %4 filled")
        .arg(number)
        .arg(ui::TimerLabel::format(std::chrono::milliseconds(checkpoint.elapsedMs)))
        .arg(filledCount(puzzle, checkpoint))
        .arg(puzzle.shape().cellCount());
}

QStringList ReviewController::checkpointNames() const
{
    QStringList names;
    const auto& checkpoints = session_->checkpoints();
    for (std::size_t i = 0; i < checkpoints.size(); ++i)
        names << checkpointName(session_->state().puzzle(), checkpoints[i], static_cast<int>(i) + 1);
    return names;
}

bool ReviewController::canSetCheckpoint() const { return session_->isPlayable(); }

bool ReviewController::canGoBackToCheckpoint() const { return session_->isPlayable() && !session_->checkpoints().empty(); }

bool ReviewController::canRewind() const { return session_->isPlayable(); }

bool ReviewController::canRemoveWrongDigits() const { return session_->isPlayable() && !session_->state().wrongEntries().empty(); }

bool ReviewController::canReviewGame() const { return session_->hasGame() && session_->isFinished(); }

GameRecord ReviewController::gameRecord() const { return session_->record(); }

bool ReviewController::canShowMissed() const
{
    return session_->isPlayable() && ((rewoundTo_ && *rewoundTo_ == session_->state()) || !isOnTrack(session_->state()));
}

bool ReviewController::setCheckpoint()
{
    if (!canSetCheckpoint()) return false;
    if (!session_->addCheckpoint()) {
        emit message(tr("This position is your latest checkpoint already."));
        return false;
    }
    const auto& checkpoints = session_->checkpoints();
    emit message(tr("Set %1.").arg(checkpointName(session_->state().puzzle(), checkpoints.back(), static_cast<int>(checkpoints.size()))));
    return true;
}

bool ReviewController::backToCheckpoint(int index)
{
    const auto& checkpoints = session_->checkpoints();
    if (!canGoBackToCheckpoint()) return false;
    if (index < 0) index = static_cast<int>(checkpoints.size()) - 1;
    if (index >= static_cast<int>(checkpoints.size())) return false;
    const Checkpoint& checkpoint = checkpoints[static_cast<std::size_t>(index)];
    const auto position = checkpointPosition(session_->state().puzzle(), checkpoint);
    if (!position) return false; // the session only holds checkpoints of its own puzzle
    const QString name = checkpointName(session_->state().puzzle(), checkpoint, index + 1);
    if (*position == session_->state()) {
        emit message(tr("You are at %1 already.").arg(name));
        return false;
    }
    if (!session_->play(moveBetween(session_->state(), *position), tr("Back to checkpoint %1").arg(index + 1))) return false;
    emit message(tr("Back at %1.").arg(name));
    return true;
}

bool ReviewController::rewind()
{
    if (!canRewind()) return false;
    const auto way = rewindToLastCorrect(session_->record());
    if (!way) {
        emit message(tr("Nothing to rewind: every digit agrees with the solution and no note rules out a right digit."));
        return false;
    }
    if (!session_->play(way->move, tr("Rewind to last correct"))) return false;
    rewoundTo_ = session_->state();
    missedCell_ = way->wrongCell;
    emit availabilityChanged();
    emit message(tr("Rewound %n move(s) to the last position without a mistake.", nullptr, way->movesBack));
    return true;
}

bool ReviewController::removeWrongDigits()
{
    if (!session_->isPlayable()) return false;
    const WideCellSet wrong = session_->state().wrongEntries();
    if (wrong.empty()) {
        emit message(tr("No digit on the board is wrong."));
        return false;
    }
    if (!session_->play(session_->state().eraseMove(wrong), tr("Remove wrong digits"))) return false;
    emit message(tr("Removed %n wrong digit(s); every other move stays.", nullptr, wrong.count()));
    return true;
}

bool ReviewController::showMissed()
{
    if (!canShowMissed()) return false;
    if (!isOnTrack(session_->state()) && !rewind()) return false;
    // The cell where the game went wrong, while the board is still the rewound position
    // (and that cell still empty): the step that leads to its digit.
    if (missedCell_ >= 0 && rewoundTo_ && *rewoundTo_ == session_->state() && session_->state().value(missedCell_) == 0)
        hints_->explain(missedCell_);
    else
        hints_->next();
    return true;
}

} // namespace nonet::app
