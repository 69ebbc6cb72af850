#include "app/files/game_opener.h"

#include "app/session/game_session.h"

#include <utility>

namespace nonet::app {

GameOpener::GameOpener(GameSession* session, ImportJob::Rate rate, QObject* parent)
    : QObject(parent), session_(session), job_(std::move(rate))
{
    connect(&job_, &ImportJob::finished, this, &GameOpener::onImported);
    connect(&job_, &ImportJob::failed, this, [this](const ImportProblem& p) {
        emit busyChanged(false);
        emit problem(p.message);
    });
}

void GameOpener::importText(const QString& text, Origin origin)
{
    pendingOrigin_ = origin;
    job_.start(text);
    emit busyChanged(true);
}

void GameOpener::onImported(const ImportedGame& game)
{
    emit busyChanged(false);
    if (!replaceWith(game.record, pendingOrigin_)) {
        emit problem(tr("The imported puzzle could not be started."));
        return;
    }
    emit imported(game.record.puzzle.level, game.notation);
}

bool GameOpener::openSaved(const SavedGame& game, Origin origin)
{
    if (!replaceWith(game.record, origin)) {
        emit problem(tr("The saved game “%1” does not fit together and was not opened.").arg(game.name));
        return false;
    }
    emit loaded(game.name);
    return true;
}

void GameOpener::openArgument(const QString& argument, Origin origin) { openItem(Incoming::resolve(argument), origin); }

void GameOpener::openItem(const IncomingItem& item, Origin origin)
{
    if (const auto* game = std::get_if<SavedGame>(&item)) openSaved(*game, origin);
    else if (const auto* text = std::get_if<IncomingText>(&item)) importText(text->text, origin);
    else emit problem(std::get<IncomingProblem>(item).message);
}

bool GameOpener::replaceWith(const GameRecord& record, Origin origin)
{
    // Check first: the game in progress must not be touched (not even saved away) for a
    // record that restore() would refuse.
    if (!std::holds_alternative<GameState>(replay(record))) return false;
    const bool inProgress = session_->hasGame() && !session_->isFinished() && session_->undoStack()->count() > 0;
    if (origin == Origin::Outside && inProgress && keepCurrent_) {
        const QString note = keepCurrent_();
        if (!note.isEmpty()) emit keptCurrent(note);
    }
    return session_->restore(record);
}

} // namespace nonet::app
