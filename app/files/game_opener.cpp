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

void GameOpener::importText(const QString& text, Variant chosen)
{
    job_.start(text, chosen);
    emit busyChanged(true);
}

void GameOpener::onImported(const ImportedGame& game)
{
    emit busyChanged(false);
    switch (replaceWith(game.record)) {
    case Replaced::Yes: break;
    case Replaced::Invalid: emit problem(tr("The imported puzzle could not be started.")); return;
    case Replaced::NotKept: return;
    }
    emit imported(game.record.puzzle.level, game.notation);
}

bool GameOpener::openSaved(const SavedGame& game)
{
    switch (replaceWith(game.record)) {
    case Replaced::Yes: break;
    case Replaced::Invalid: emit problem(tr("The saved game “%1” does not fit together and was not opened.").arg(game.name)); return false;
    case Replaced::NotKept: return false;
    }
    emit loaded(game.name);
    return true;
}

void GameOpener::openArgument(const QString& argument) { openItem(Incoming::resolve(argument)); }

void GameOpener::openItem(const IncomingItem& item)
{
    if (const auto* game = std::get_if<SavedGame>(&item)) openSaved(*game);
    else if (const auto* text = std::get_if<IncomingText>(&item)) importText(text->text);
    else emit problem(std::get<IncomingProblem>(item).message);
}

GameOpener::Replaced GameOpener::replaceWith(const GameRecord& record)
{
    // Check first, so that a record restore() would refuse does not even get the game in
    // progress kept away.
    if (!std::holds_alternative<GameState>(replay(record))) return Replaced::Invalid;
    return session_->restore(record) ? Replaced::Yes : Replaced::NotKept;
}

} // namespace nonet::app
