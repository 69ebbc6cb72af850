#pragma once
// Edit ▸ Checkpoints...: the game's checkpoints, newest first and chosen; Go Back returns
// to the chosen one (one undoable move), as does a double click or Enter.

#include <QDialog>

class QListWidget;

namespace nonet::app {

class ReviewController;

class CheckpointDialog : public QDialog {
    Q_OBJECT
public:
    CheckpointDialog(ReviewController* controller, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    // Index into GameSession::checkpoints() of the chosen row; -1 when none.
    int chosenCheckpoint() const;

private:
    void goBack();

    ReviewController* controller_;
    QListWidget* list_ = nullptr;
};

} // namespace nonet::app
