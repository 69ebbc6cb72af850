#pragma once
// One player move on the undo stack: redo applies the move, undo applies the inverse that
// the game state returned. Only GameSession makes these.

#include "core/game/move.h"

#include <QUndoCommand>

namespace nonet::app {

class GameSession;

class MoveCommand : public QUndoCommand {
public:
    MoveCommand(GameSession* session, Move move, const QString& text);

    void redo() override;
    void undo() override;

    const Move& move() const { return move_; }

private:
    GameSession* session_;
    Move move_;
    Move inverse_;
};

} // namespace nonet::app
