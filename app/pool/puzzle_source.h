#pragma once
// Where New gets its puzzles, of every variant: ask for a variant and level, the puzzle
// arrives later by signal, on the GUI thread. The game's is the background PuzzlePool;
// NewGameProvider (the bundled list, and the generator for the other variants) serves runs
// that must not touch the player's files: demo, screenshot, tests.

#include "core/game/game_puzzle.h"
#include "core/shape/variant.h"

#include <QObject>

#include <optional>

namespace nonet::app {

class PuzzleSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // A puzzle at once, without any waiting (the first game at start-up), if one is at hand.
    virtual std::optional<GamePuzzle> takeReady(Variant variant, Level level) = 0;
    // Starts getting a puzzle; replaces any request still running, of any variant. Answers
    // with puzzleReady or failed, never from inside this call.
    virtual void request(Variant variant, Level level) = 0;
    // Drops the running request: no answer comes for it.
    virtual void cancel() = 0;
    virtual bool isBusy() const = 0;
    // How many puzzles of the variant and level are ready at once, for a source that keeps
    // count (the puzzle pool); nothing for one that does not.
    virtual std::optional<int> knownReadyCount(Variant variant, Level level) const
    {
        Q_UNUSED(variant);
        Q_UNUSED(level);
        return std::nullopt;
    }
    // What New Game would start next (its menu's choice): a source that keeps puzzles
    // ready keeps some of this variant and level.
    virtual void keepReady(Variant variant, Level level)
    {
        Q_UNUSED(variant);
        Q_UNUSED(level);
    }
    // A game with these givens was started, wherever it came from (New, import, a link, a
    // saved game): a source that never repeats a puzzle must not hand this one out again.
    virtual void markSeen(const ShapeGrid& givens) { Q_UNUSED(givens); }

signals:
    void puzzleReady(const nonet::GamePuzzle& puzzle);
    void failed(nonet::Variant variant, nonet::Level level);
    // knownReadyCount changed for some variant and level.
    void countsChanged();
};

} // namespace nonet::app
