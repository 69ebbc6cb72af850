#include "app/session/move_command.h"

#include "app/session/game_session.h"

#include <utility>

namespace nonet::app {

MoveCommand::MoveCommand(GameSession* session, Move move, const QString& text)
    : QUndoCommand(text), session_(session), move_(std::move(move))
{
}

void MoveCommand::redo() { inverse_ = session_->applyFromStack(move_, *this, MoveDirection::Redone); }

void MoveCommand::undo() { session_->applyFromStack(inverse_, *this, MoveDirection::Undone); }

} // namespace nonet::app
