#pragma once
// Getting back to where a game went right, and learning what was missed there.
//
//   setCheckpoint()        the session keeps the position (core/game/checkpoint.h)
//   backToCheckpoint(i)    one undoable move to checkpoint i (the latest by default)
//   rewind()               one undoable move to the last played position on track
//                          (core/game/rewind.h), or "nothing is wrong" and no change
//   removeWrongDigits()    one undoable move that erases only the wrong digits, keeping
//                          every right move made after them
//   showMissed()           the hint (HintController, the same stages as Hint) at the
//                          rewound position, for the cell where the game went wrong: the
//                          step that leads to its digit; with a mistake on the board it
//                          rewinds first
//   canReviewGame()        the game has ended: the review (GameReviewDialog) reads
//                          gameRecord()
//
// Every outcome is told in one sentence (message), which the window shows in its status
// bar; the board shows the hint as any hint.

#include "core/game/checkpoint.h"
#include "core/game/game_record.h"
#include "core/game/game_state.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace nonet::app {

class GameSession;
class HintController;

class ReviewController : public QObject {
    Q_OBJECT
public:
    ReviewController(GameSession* session, HintController* hints, QObject* parent = nullptr);

    bool setCheckpoint();
    // index into GameSession::checkpoints(); -1 = the latest.
    bool backToCheckpoint(int index = -1);
    bool rewind();
    bool removeWrongDigits();
    bool showMissed();

    bool canSetCheckpoint() const;
    bool canGoBackToCheckpoint() const;
    bool canRewind() const;
    // Playable with a wrong digit on the board.
    bool canRemoveWrongDigits() const;
    // After a rewind (while the position is still the rewound one), or with a mistake on
    // the board.
    bool canShowMissed() const;
    // The game has ended (solved or lost): its review can be shown.
    bool canReviewGame() const;
    // The game as the review reads it.
    GameRecord gameRecord() const;

    // The names of the session's checkpoints, oldest first.
    QStringList checkpointNames() const;
    // "Checkpoint 2 · 12:31 · 45 of 81 filled" (number from 1).
    static QString checkpointName(const GamePuzzle& puzzle, const Checkpoint& checkpoint, int number);

signals:
    // What an action did, in one sentence.
    void message(const QString& text);
    // What can be done may have changed (a move, a pause, a new game, a checkpoint).
    void availabilityChanged();

private:
    GameSession* session_;
    HintController* hints_;
    std::optional<GameState> rewoundTo_; // the position the last rewind landed on
    int missedCell_ = -1;                // where the game went wrong after it
};

} // namespace nonet::app
