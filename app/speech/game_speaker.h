#pragma once
// What a screen reader hears of the game: every change of the board the player makes, the
// end of the game, and whatever the window hands over (the hint's words, Check's result, a
// pause the focus does not already tell) - each spoken once, through one Announcer
// (ui/accessibility).
//
// A wrong digit that the board marks says the count ("1 of 3 mistakes"); the one that
// reaches the limit says, instead, that the game is over and what the player can do.
//
// One action is one announcement. What a single action sets off in one go (the last digit
// and "Solved!", a move and the hint it clears) is gathered and said as one sentence when
// control returns to the event loop (SentenceGatherer):
//
//   session.played --+
//   session.completed -+--> SentenceGatherer --(next event-loop turn)--> Announcer::announce("7. Solved! ...")
//   say(text) --------+
//
// The cell as the board shows it (conflict and wrong marks follow the mistake-checking
// setting) comes from the window through a function, so the words never say more than the
// picture does.

#include "app/session/game_session.h"
#include "app/speech/sentence_gatherer.h"
#include "ui/cell_view.h"

#include <QObject>

#include <functional>

namespace nonet::ui {
class Announcer;
}

namespace nonet::app {

class GameSpeaker : public QObject {
    Q_OBJECT
public:
    using CellShown = std::function<ui::CellView(int cell)>;
    GameSpeaker(GameSession* session, ui::Announcer* announcer, CellShown shown, QObject* parent = nullptr);

    // The board's current cell (-1: none): an undo or redo elsewhere names its cell.
    void setCursor(std::function<int()> cursor) { cursor_ = std::move(cursor); }
    // Adds a sentence to what the current action says (empty: nothing).
    void say(const QString& text);
    // Says what is pending now instead of on the next event-loop turn.
    void flush();

private:
    void onPlayed(const Move& move, MoveDirection direction, const QString& text);

    GameSession* session_;
    CellShown shown_;
    std::function<int()> cursor_;
    SentenceGatherer sentences_;
    int mistakesSaid_ = 0; // the count last said, or that the game came with
};

} // namespace nonet::app
