#include "app/speech/game_speaker.h"

#include "app/speech/move_words.h"
#include "ui/accessibility/announcer.h"

#include <chrono>
#include <utility>

namespace nonet::app {

GameSpeaker::GameSpeaker(GameSession* session, ui::Announcer* announcer, CellShown shown, QObject* parent)
    : QObject(parent), session_(session), announcer_(announcer), shown_(std::move(shown))
{
    flushTimer_.setSingleShot(true);
    flushTimer_.setInterval(0);
    connect(&flushTimer_, &QTimer::timeout, this, &GameSpeaker::flush);
    connect(session_, &GameSession::played, this, &GameSpeaker::onPlayed);
    connect(session_, &GameSession::completed, this, [this] {
        say(MoveWords::solved(session_->level(), std::chrono::milliseconds(session_->elapsed())));
    });
    connect(session_, &GameSession::fullButWrong, this, [this] { say(tr("The grid is full, but some digits are wrong.")); });
    // A new game drops what the old one was about to say.
    connect(session_, &GameSession::reset, this, [this] { pending_.clear(); });
}

void GameSpeaker::onPlayed(const Move& move, MoveDirection direction, const QString& text)
{
    const bool oneCell = move.kind() == MoveKind::SetValue || move.kind() == MoveKind::Erase || move.kind() == MoveKind::ToggleNote;
    const ui::CellView shown = oneCell && shown_ ? shown_(move.cell()) : ui::CellView{};
    say(MoveWords::played(move, direction, text, session_->state(), shown));
}

void GameSpeaker::say(const QString& text)
{
    if (text.isEmpty() || pending_.contains(text)) return;
    pending_ << text;
    flushTimer_.start();
}

void GameSpeaker::flush()
{
    flushTimer_.stop();
    if (pending_.isEmpty()) return;
    // Sentences that end in a full stop or "!" already; the others get one between them.
    QString sentence;
    for (const QString& part : std::as_const(pending_)) {
        if (!sentence.isEmpty()) {
            const QChar end = sentence.back();
            sentence += (end == QLatin1Char('.') || end == QLatin1Char('!') || end == QLatin1Char('?')) ? QStringLiteral(" ") : QStringLiteral(". ");
        }
        sentence += part;
    }
    pending_.clear();
    announcer_->announce(sentence);
}

} // namespace nonet::app
