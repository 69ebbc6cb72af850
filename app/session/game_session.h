#pragma once
// The one way to change a game. Owns the GameState, the undo stack (one command per player
// move) and the stopwatch; tells the UI what changed, cell by cell.
//
//   UI --setValue/erase/toggleNote/...--> GameSession --Move--> GameState::apply
//                                            |  pushes a MoveCommand (undo = inverse move)
//   UI <--cellChanged(cell), changed(), reset(), completed(), elapsedChanged(ms)
//
// What a player expects undo to restore is in the state; selection, notes mode and time
// are not. Save/load uses record()/restore() (core/game/game_record.h): the puzzle, every
// move of the undo stack, the undo index, the time and the checkpoints.
//
// Starting another game. Every way of starting a game ends in newGame() or restore(): New
// at any level, Import, Load, Open, links, drops, and every feature that starts a game
// (a daily puzzle, a trainer, an editor's "Start playing"). Before either replaces a game
// that is unfinished and has moves (hasUnfinishedGame), it hands that game to the keeper
// (setKeeper; the app's is GameKeeper, app/files/game_keeper.h, which puts it in the
// Continue list). So a new way to start a game needs to do nothing to lose nothing: call
// newGame() or restore(), and treat false as "not started" (the keeper has told the
// player why when it was the one that refused).

#include "app/session/stopwatch.h"
#include "core/game/game_record.h"
#include "core/game/game_state.h"
#include "core/game/hint_log.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nonet::app {

class MoveCommand;

// How a move reached the state: played now, taken back (Undo) or played again (Redo).
enum class MoveDirection : std::uint8_t { Done, Undone, Redone };

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);
    // For tests: a hand-driven clock for the stopwatch.
    explicit GameSession(Stopwatch::Clock clock, QObject* parent = nullptr);
    ~GameSession() override;

    const GameState& state() const { return state_; }
    Level level() const { return state_.level(); }
    WideCellSet conflicts() const { return conflicts_; }
    QUndoStack* undoStack() { return &undoStack_; }

    bool hasGame() const { return hasGame_; }
    bool isPaused() const { return paused_; }
    // Solved, or lost to the mistake limit: the stopwatch has stopped for good (until undo
    // of the last move of a solved game, or a new game).
    bool isFinished() const { return lost_ || state_.completion() == Completion::Solved; }
    bool isLost() const { return lost_; }
    // Moves are accepted: a game is loaded, it is not paused and not solved.
    bool isPlayable() const { return hasGame_ && !paused_ && !isFinished(); }
    qint64 elapsed() const { return stopwatch_.elapsed(); }

    // Placing a digit removes it from the notes of its peers (a preference, default on).
    bool autoRemoveNotes() const { return autoRemoveNotes_; }
    void setAutoRemoveNotes(bool on) { autoRemoveNotes_ = on; }

    // Given the unfinished game that is about to be replaced (see the top of this file);
    // returns whether it was kept. False refuses the replacement.
    using Keeper = std::function<bool(const GameRecord& leaving)>;
    void setKeeper(Keeper keeper) { keeper_ = std::move(keeper); }
    // A game that would be lost by replacing it: not solved, and with moves (done or undone).
    bool hasUnfinishedGame() const { return hasGame_ && !isFinished() && undoStack_.count() > 0; }

    // A fresh game: givens only, empty undo stack, stopwatch from 0 and running.
    // Refused (false, nothing changes) when the solution does not complete the givens, or
    // when the keeper could not keep the game it would replace.
    bool newGame(const GamePuzzle& puzzle);
    // Everything needed to bring the game back exactly, undo history included.
    GameRecord record() const;
    // Replays the record's moves; refuses (and changes nothing) a record that replay()
    // refuses, or when the keeper could not keep the game it would replace. The game being
    // played is not handed to the keeper when the record is that game, as far or further
    // on (its own save loaded again): nothing of it would be lost.
    bool restore(const GameRecord& record);

    // Player moves. Each returns whether it changed the game (false when not playable,
    // refused by the rules - e.g. on a given - or when it would change nothing).
    bool setValue(int cell, int digit);
    bool erase(int cell);
    bool toggleNote(int cell, int digit, NoteKind kind = NoteKind::Corner);
    bool fillAllNotes();
    bool clearAllNotes();
    // The same over many cells (the board's selection), each one undo step; cells a move
    // does not apply to are skipped (see GameState::placeMove and the others).
    bool setValues(WideCellSet cells, int digit);
    bool eraseCells(WideCellSet cells);
    // On in every empty cell when one lacks it, else off in all.
    bool toggleNotes(WideCellSet cells, int digit, NoteKind kind = NoteKind::Corner);
    // Colour 1..kColourCount on every cell (off again when all had it); 0 takes it off.
    bool colourCells(WideCellSet cells, int colour);
    // The same on the digit's note in each cell.
    bool colourCandidates(WideCellSet cells, int digit, int colour);
    bool clearColours();
    bool restart();
    // Any move as one undo step (hints apply their step this way); text names it in the
    // Undo/Redo actions, empty for a generic description.
    bool play(const Move& move, const QString& text = {});

    void setPaused(bool paused);
    void togglePause() { setPaused(!paused_); }
    // The stopwatch stands still while held (a dialog covers the game: Load, Import,
    // Preferences, Statistics...), without pausing: the board stays visible and playable
    // as soon as the dialog goes.
    void setClockHeld(bool held);
    bool isClockHeld() const { return clockHeld_; }

    // Mistakes: every digit the player places (setValue, setValues) that differs from the
    // solution counts one while wrong digits are marked as they are made (setMistakesMarked;
    // the window's "Check against the solution"), and undo takes none back. A wrong digit
    // the board did not mark is no mistake the player was shown, so it never counts later.
    int mistakes() const { return mistakes_; }
    bool mistakesMarked() const { return mistakesMarked_; }
    void setMistakesMarked(bool marked);
    // The limit (0 = none) ends the game as lost when the count reaches it, exactly: a move
    // that places several wrong digits at once counts up to the limit, no further. The limit
    // in force holds only while mistakes are marked; it is the one set when the game began
    // (newGame, restore), so a limit changed during a game applies from the next one - and
    // a restored game that already has that many mistakes plays on without one.
    int mistakeLimit() const { return mistakesMarked_ ? gameLimit_ : 0; }
    void setMistakeLimit(int limit) { mistakeLimit_ = std::max(0, limit); }

    // The help used in this game (core/game/hint_log.h), kept with it (record(), restore())
    // for the review and the statistics: the hint controller notes every press that showed
    // something, the window each Check and each move made while the board marks wrong digits
    // against the solution. Nothing is noted once the game has ended.
    const HintLog& hints() const { return hints_; }
    void noteHint(HintStage stage, std::optional<Technique> technique) { hints_.note(stage, technique); }
    void noteCheck()
    {
        if (hasGame_ && !isFinished()) ++hints_.checks;
    }
    void noteSolutionMarks()
    {
        if (hasGame_) hints_.solutionMarks = true;
    }

    // Checkpoints: positions the player marked to come back to (core/game/checkpoint.h),
    // oldest first, kept with the game. Setting one is not a move (nothing to undo); going
    // back to one is (play(moveBetween(...))). Refused while not playable and when the
    // position is the latest checkpoint's already; beyond kMaxCheckpoints the oldest goes.
    static constexpr int kMaxCheckpoints = 20;
    const std::vector<Checkpoint>& checkpoints() const { return checkpoints_; }
    bool addCheckpoint();

    // How a move is named in the Undo/Redo actions ("Place 5 in r3c4", "Place G in r12c3"),
    // its cells as the shape numbers them.
    static QString describe(const Move& move, const Shape& shape);

signals:
    // Something a cell shows changed: value, notes or its conflict mark.
    void cellChanged(int cell);
    // After every change of the state (a move, undo, redo), once, after the cellChanged.
    void changed();
    // The same change as the player's move: the move as played (also when it is undone),
    // which way it went, and its name in the Undo/Redo actions. After changed(), before
    // completed() / fullButWrong(), so a listener can tell the last move from the others.
    void played(const nonet::Move& move, nonet::app::MoveDirection direction, const QString& text);
    // A new or restored game: everything may differ.
    void reset();
    // The grid became full and correct; the stopwatch has stopped.
    void completed();
    // The grid became (or stays, after a move) full with a wrong entry somewhere.
    void fullButWrong();
    void pausedChanged(bool paused);
    // The mistake count changed (a wrong digit, a new or restored game).
    void mistakesChanged(int mistakes);
    // The mistake limit was reached: the game is over and lost.
    void lost();
    // A checkpoint was set, or the list came with a new or restored game.
    void checkpointsChanged();
    // isPlayable() flipped (new game, pause, completion, undo of the last move).
    void playableChanged(bool playable);
    // The time to show: every whole second while running, and on reset/pause/stop.
    void elapsedChanged(qint64 ms);

private:
    friend class MoveCommand;
    // Applies a move that is known to be accepted (from the undo stack); returns its inverse.
    Move applyFromStack(const Move& move, const MoveCommand& command, MoveDirection direction);
    bool push(const Move& move, const QString& text);
    void updateStopwatch();
    void scheduleTick();
    void tick();
    void notePlayable(bool wasPlayable);
    // After a new or restored game: one reset, the time, the pause and playability.
    void announceReplaced(bool wasPlayable, bool wasPaused);
    // Hands an unfinished game to the keeper before it is replaced (unless `replacement` is
    // the same game, as far or further on); false: keep it playing.
    bool keepBeforeReplacing(const GameRecord* replacement = nullptr);

    GameState state_;
    WideCellSet conflicts_;
    QUndoStack undoStack_;
    Stopwatch stopwatch_;
    QTimer tickTimer_;
    bool hasGame_ = false;
    bool paused_ = false;
    bool clockHeld_ = false;
    bool autoRemoveNotes_ = true;
    bool pushing_ = false; // QUndoStack::push is applying a new move (its redo() is not a Redo)
    Keeper keeper_;
    std::vector<Checkpoint> checkpoints_;
    int mistakes_ = 0;
    bool mistakesMarked_ = true;
    int mistakeLimit_ = 0; // for the next game
    int gameLimit_ = 0;    // for this one
    bool lost_ = false;
    HintLog hints_;
    bool placeCountingMistakes(const Move& move);
    void checkMistakeLimit();
};

} // namespace nonet::app
