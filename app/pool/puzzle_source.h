#pragma once
// Where New gets its puzzles: ask for a level, the puzzle arrives later by signal, on the
// GUI thread. The game's is the background PuzzlePool; NewGameProvider (the bundled list
// only) serves runs that must not touch the player's files: demo, screenshot, tests.

#include "core/game/game_puzzle.h"

#include <QObject>

#include <optional>

namespace nonet::app {

class PuzzleSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // A puzzle at once, without any waiting (the first game at start-up), if one is at hand.
    virtual std::optional<GamePuzzle> takeReady(Level level) = 0;
    // Starts getting a puzzle; replaces any request still running. Answers with
    // puzzleReady or failed, never from inside this call.
    virtual void request(Level level) = 0;
    // Drops the running request: no answer comes for it.
    virtual void cancel() = 0;
    virtual bool isBusy() const = 0;
    // How many puzzles of the level are ready at once, for a source that keeps count (the
    // puzzle pool); nothing for one that does not.
    virtual std::optional<int> knownReadyCount(Level level) const
    {
        Q_UNUSED(level);
        return std::nullopt;
    }
    // A game with these givens was started, wherever it came from (New, import, a link, a
    // saved game): a source that never repeats a puzzle must not hand this one out again.
    virtual void markSeen(const Grid& givens) { Q_UNUSED(givens); }

signals:
    void puzzleReady(const nonet::GamePuzzle& puzzle);
    void failed(nonet::Level level);
    // knownReadyCount changed for some level.
    void countsChanged();
};

} // namespace nonet::app
