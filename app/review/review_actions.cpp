#include "app/review/review_actions.h"

#include "app/review/checkpoint_dialog.h"
#include "app/review/game_review_dialog.h"
#include "app/review/review_controller.h"

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace nonet::app {
namespace {

QAction* makeAction(QObject* parent, const QString& text, const char* name, const QString& tip, const QKeySequence& keys = {})
{
    auto* action = new QAction(text, parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(keys);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    return action;
}

} // namespace

ReviewActions::ReviewActions(ReviewController* controller, QWidget* window)
    : QObject(window), controller_(controller), window_(window)
{
    setCheckpoint_ = makeAction(this, tr("Set Chec&kpoint"), "actionSetCheckpoint",
                                tr("Mark this position to come back to later"), QKeySequence(Qt::CTRL | Qt::Key_B));
    backToCheckpoint_ = makeAction(this, tr("&Back to Checkpoint"), "actionBackToCheckpoint",
                                   tr("Return to the latest checkpoint, as one move that Undo takes back"),
                                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    checkpoints_ = makeAction(this, tr("C&heckpoints..."), "actionCheckpoints", tr("Choose a checkpoint to return to"));
    rewind_ = makeAction(this, tr("Re&wind to Last Correct"), "actionRewind",
                         tr("Go back to the last position where every digit and note was right, as one move"),
                         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    // Rewind takes back every move after the first mistake, right ones too; this keeps them.
    removeWrong_ = makeAction(this, tr("Remove Wron&g Digits"), "actionRemoveWrongDigits",
                              tr("Erase only the digits that differ from the solution, as one move; every other move stays"));
    showMissed_ = makeAction(this, tr("Show &What I Missed"), "actionShowMissed",
                             tr("Show the step you could have found at the last correct position"),
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    reviewGame_ = makeAction(this, tr("Revie&w Game"), "actionReviewGame",
                             tr("See how the game went: time, moves, mistakes, hints and the techniques the puzzle needed"),
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));

    connect(setCheckpoint_, &QAction::triggered, controller_, &ReviewController::setCheckpoint);
    connect(backToCheckpoint_, &QAction::triggered, controller_, [this] { controller_->backToCheckpoint(); });
    connect(checkpoints_, &QAction::triggered, this, &ReviewActions::showCheckpoints);
    connect(rewind_, &QAction::triggered, controller_, &ReviewController::rewind);
    connect(removeWrong_, &QAction::triggered, controller_, &ReviewController::removeWrongDigits);
    connect(showMissed_, &QAction::triggered, controller_, &ReviewController::showMissed);
    connect(reviewGame_, &QAction::triggered, this, &ReviewActions::showReview);
    connect(controller_, &ReviewController::availabilityChanged, this, &ReviewActions::refresh);
    refresh();
}

void ReviewActions::refresh()
{
    setCheckpoint_->setEnabled(controller_->canSetCheckpoint());
    backToCheckpoint_->setEnabled(controller_->canGoBackToCheckpoint());
    checkpoints_->setEnabled(controller_->canGoBackToCheckpoint());
    rewind_->setEnabled(controller_->canRewind());
    removeWrong_->setEnabled(controller_->canRemoveWrongDigits());
    showMissed_->setEnabled(controller_->canShowMissed());
    reviewGame_->setEnabled(controller_->canReviewGame());
}

GameReviewDialog* ReviewActions::showReview()
{
    if (!controller_->canReviewGame()) return nullptr;
    auto* dialog = new GameReviewDialog(controller_->gameRecord(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void ReviewActions::showCheckpoints()
{
    if (!controller_->canGoBackToCheckpoint()) return;
    auto* dialog = new CheckpointDialog(controller_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace nonet::app
