#include "app/speech/game_speaker.h"

#include "app/speech/move_words.h"

#include <chrono>
#include <utility>

namespace nonet::app {

GameSpeaker::GameSpeaker(GameSession* session, ui::Announcer* announcer, CellShown shown, QObject* parent)
    : QObject(parent), session_(session), shown_(std::move(shown)), sentences_(announcer)
{
    connect(session_, &GameSession::played, this, &GameSpeaker::onPlayed);
    connect(session_, &GameSession::completed, this, [this] {
        say(MoveWords::solved(session_->state().variant(), session_->level(), std::chrono::milliseconds(session_->elapsed())));
    });
    connect(session_, &GameSession::fullButWrong, this, [this] { say(tr("The grid is full, but some digits are wrong.")); });
    // A new game drops what the old one was about to say; the mistakes it comes with (a
    // restored game's) are no news.
    connect(session_, &GameSession::reset, this, [this] {
        sentences_.clear();
        mistakesSaid_ = session_->mistakes();
    });
    connect(session_, &GameSession::mistakesChanged, this, [this](int mistakes) {
        const bool more = mistakes > mistakesSaid_;
        mistakesSaid_ = mistakes;
        // The mistake that ends the game is said with the end (lost), once.
        const int limit = session_->mistakeLimit();
        if (more && (limit == 0 || mistakes < limit)) say(MoveWords::mistakes(mistakes, limit));
    });
    connect(session_, &GameSession::lost, this, [this] { say(MoveWords::lost(session_->mistakes(), session_->mistakeLimit())); });
}

void GameSpeaker::onPlayed(const Move& move, MoveDirection direction, const QString& text)
{
    const bool oneCell = move.kind() == MoveKind::SetValue || move.kind() == MoveKind::Erase || move.kind() == MoveKind::ToggleNote;
    const ui::CellView shown = oneCell && shown_ ? shown_(move.cell()) : ui::CellView{};
    say(MoveWords::played(move, direction, text, session_->state(), shown, cursor_ ? cursor_() : -1));
}

void GameSpeaker::say(const QString& text) { sentences_.say(text); }

void GameSpeaker::flush() { sentences_.flush(); }

} // namespace nonet::app
