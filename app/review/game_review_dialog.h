#pragma once
// Game ▸ Review Game: how the game just ended went, and what the puzzle needed.
//
//   Solved in 12:31                                  heading
//   Game   Killer · Tough   Time 12:31   Moves 143   figures of the game (at once)
//   Mistakes 2        Hints 3 (where to look 3, ...)  Checkpoints 1   + a small board: the game
//                                                                      as it ended, the cells
//                                                                      where a wrong digit was
//                                                                      placed shaded
//   +-----------------------+-------------+------------+
//   | Technique             | The puzzle  | Your hints |   the grader's solution path from
//   | Hidden single (box)   |          40 |          0 |   the givens (on a worker: the
//   | X-Wing                |           1 |          1 |   hardest puzzles take longer than
//   +-----------------------+-------------+------------+   a frame) beside the hints asked
//   [Copy as Text]                            [Close]
//
// Copy as Text puts ReviewText::fullText() on the clipboard, its first line the one to share.

#include "app/jobs/background_job.h"
#include "core/game/game_record.h"
#include "core/game/game_review.h"

#include <QDialog>

class QLabel;
class QLayout;
class QPushButton;
class QTableWidget;

namespace nonet::ui {
class BoardWidget;
}

namespace nonet::app {

class GameReviewDialog : public QDialog {
    Q_OBJECT
public:
    explicit GameReviewDialog(const GameRecord& record, QWidget* parent = nullptr);

    // What the dialog shows now (the path once graded).
    const GameReview& review() const { return review_; }
    bool isGrading() const { return grading_.isPending(); }
    QTableWidget* techniqueTable() const { return table_; }
    // The small board of the game as it ended, the cells where a wrong digit was placed shaded.
    ui::BoardWidget* board() const { return board_; }
    QPushButton* copyButton() const { return copy_; }
    // The text Copy as Text puts on the clipboard.
    QString text() const;
    void copyText();

signals:
    // The solution path is in (the table shows it).
    void graded();

private:
    void onGraded(GameReview review);
    void fillTable();
    QLayout* wrongCellsBoard(const GameRecord& record);

    GamePuzzle puzzle_;
    GameReview review_;
    BackgroundJob<GameReview> grading_;
    QLabel* pathStatus_ = nullptr;
    QTableWidget* table_ = nullptr;
    ui::BoardWidget* board_ = nullptr;
    QPushButton* copy_ = nullptr;
};

} // namespace nonet::app
