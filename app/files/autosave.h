#pragma once
// Keeps the current game on disk so that a crash or a kill loses at most the last move.
//
//   session: changed() --> the move before still unsaved?  write it now
//                          then start the delay timer for this move
//            reset()   --> write now (new, loaded or imported game)
//            paused    --> write now (the time);  flush() on quit, the destructor too
//            checkpointsChanged, lost --> write now
//   Nonet no longer the active application --> flush(): the time
//
// So at any moment at most one move (the last) is not on disk, and an isolated move costs
// one write after the delay. flush() writes the clock too: the time played since the last
// move is on disk when the game pauses, when Nonet loses the focus and when it quits, so a
// restarted clock shows what the player saw. Every write is atomic (QSaveFile: the old file
// or the new one, never half).
//
// A game with a long history (kBackgroundWriteMoves moves or more) takes longer than a frame
// to write (about 0.9 s for 100,000 moves on a 16x16), so the writes its changes cause run on
// a worker thread, one at a time, the latest position written after the one in progress;
// the GUI thread only takes the record. flush() and writeNow() stay synchronous (quit, focus
// loss, the destructor): they wait for a write in progress and then write themselves.
//
// Slots: <dir>/autosave-<n>.nonet, each guarded by a QLockFile (<slot>.lock) held for the
// life of the process. An instance takes the free slot with the newest game, so a second
// instance never writes over the first one's game, and the next single launch resumes the
// game played last. A lock left by a killed process is stale and taken over. The other
// slots' games (of windows that have closed) are the Continue list's (takeOtherSlots).
//
// A data folder Nonet may not write to (read-only, or not ours): no slot can be locked.
// The newest slot's game is still read (load()), and unwritableReason() says why nothing
// will be written, for the window to tell the player.
#include "app/jobs/background_job.h"
#include "app/storage/save_file.h"

#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace nonet::app {

class GameSession;

class Autosave : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString directory;       // the app data dir
        int delayMs = 400;       // how long an isolated move may wait before it is written
        int slotCount = 8;
    };

    Autosave(GameSession* session, Options options, QObject* parent = nullptr);
    // Writes anything unsaved and releases the slot.
    ~Autosave() override;

    // <AppDataLocation>
    static QString defaultDirectory();

    // Locks a slot (see above). False when every slot is held by a running instance, or
    // when the folder cannot be written (unwritableReason()): autosave then stays off for
    // this process.
    bool acquireSlot();
    bool hasSlot() const { return lock_ != nullptr; }
    QString slotPath() const { return slotPath_; }
    // Why the folder takes no autosave ("“…/Nonet” cannot be written (Permission denied)"),
    // after acquireSlot() failed for that reason; empty otherwise.
    const QString& unwritableReason() const { return unwritable_; }

    // The game in the slot, if any (with an unwritable folder, the newest slot's, read
    // only). A file that cannot be used is set aside and reported through problem();
    // nothing is returned then.
    std::optional<SavedGame> load();

    // Every other slot that no running Nonet holds and that has a game, each locked while
    // `take` runs on its path (take moves the game into the Continue list and removes the
    // file). How many were taken.
    int takeOtherSlots(const std::function<bool(const QString& path)>& take);

    // What the current game is (a daily puzzle, a practice position), written with it so
    // that it is still known when the game comes back after a restart.
    void setOriginSource(std::function<GameOrigin()> origin) { originSource_ = std::move(origin); }

    // From now on every change of the session is written.
    void start();
    // Writes now if anything is unsaved: a move, or time on the clock since the last write.
    // False when the game is not on disk: a write failed (problem() said why), or there is
    // no slot to write to.
    bool flush();
    // Writes now, whatever is pending.
    bool writeNow();
    bool isPending() const { return timer_.isActive() || background_.isBusy(); }
    // A write runs on the worker thread (a long history; see above).
    bool isWritingInBackground() const { return background_.isBusy(); }

    // From this many moves in the history, the writes of changes run off the GUI thread.
    static constexpr int kBackgroundWriteMoves = 1000;
    // Why the game is not on disk: the last failed write's reason, the unwritable folder,
    // or that there is no slot. Empty when the last write succeeded.
    QString unsavedReason() const;

signals:
    // Something went wrong with the autosave file, in plain words.
    void problem(const QString& message);
    // A write finished (tests and diagnostics).
    void written();

private:
    // A finished write: the reason it failed, if it did, and the time it holds.
    struct WriteOutcome {
        std::optional<QString> failure;
        qint64 elapsedMs = 0;
    };

    QString pathOfSlot(int slot) const;
    void onChanged();
    // Writes the change: at once for a short history, on the worker thread for a long one.
    void writeChange();
    std::optional<SavedGame> snapshot() const;
    static WriteOutcome writeGame(const QString& path, const SavedGame& game);
    bool finishWrite(const WriteOutcome& outcome);

    QPointer<GameSession> session_; // may go first when both are children of one window
    Options options_;
    std::unique_ptr<QLockFile> lock_;
    QString slotPath_;
    QTimer timer_;
    std::function<GameOrigin()> originSource_;
    bool started_ = false;
    bool reportedWriteFailure_ = false;
    QString unwritable_;  // the folder cannot be written: why
    QString lastFailure_; // the last write failed: why ("" after a good one)
    // The time the slot holds, when the last write succeeded.
    std::optional<qint64> writtenElapsed_;
    BackgroundJob<WriteOutcome> background_;
    bool writeAgain_ = false; // a change came while the worker wrote (so only while it is busy): write once more after it
};

} // namespace nonet::app
