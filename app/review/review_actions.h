#pragma once
// The actions of checkpoints and rewinding, for the Edit and Help menus. They follow what
// the controller says can be done (off while paused, solved, or with nothing to go back to).
//
// Object names: actionSetCheckpoint (Ctrl+B), actionBackToCheckpoint (Ctrl+Shift+B),
// actionCheckpoints (the list), actionRewind (Ctrl+Shift+R), actionShowMissed (Ctrl+Shift+H),
// actionReviewGame (Ctrl+Shift+G, for the Game menu and the completion banner; on once the
// game has ended, solved or lost).

#include <QObject>

class QAction;
class QWidget;

namespace nonet::app {

class GameReviewDialog;
class ReviewController;

class ReviewActions : public QObject {
    Q_OBJECT
public:
    ReviewActions(ReviewController* controller, QWidget* window);

    QAction* setCheckpoint() const { return setCheckpoint_; }
    QAction* backToCheckpoint() const { return backToCheckpoint_; }
    QAction* checkpoints() const { return checkpoints_; }
    QAction* rewind() const { return rewind_; }
    QAction* removeWrongDigits() const { return removeWrong_; }
    QAction* showMissed() const { return showMissed_; }
    QAction* reviewGame() const { return reviewGame_; }

    // Opens the list of checkpoints (window-modal, deleted on close).
    void showCheckpoints();
    // Opens the review of the game that has ended (window-modal, deleted on close).
    GameReviewDialog* showReview();

private:
    void refresh();

    ReviewController* controller_;
    QWidget* window_;
    QAction* setCheckpoint_ = nullptr;
    QAction* backToCheckpoint_ = nullptr;
    QAction* checkpoints_ = nullptr;
    QAction* rewind_ = nullptr;
    QAction* removeWrong_ = nullptr;
    QAction* showMissed_ = nullptr;
    QAction* reviewGame_ = nullptr;
};

} // namespace nonet::app
