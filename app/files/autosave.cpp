#include "app/files/autosave.h"

#include "app/session/game_session.h"
#include "app/storage/data_file.h"
#include "app/storage/game_store.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <utility>

namespace nonet::app {

Autosave::Autosave(GameSession* session, Options options, QObject* parent)
    : QObject(parent), session_(session), options_(std::move(options)), background_([this](WriteOutcome outcome) {
          finishWrite(outcome);
          if (std::exchange(writeAgain_, false)) writeChange();
      })
{
    timer_.setSingleShot(true);
    timer_.setInterval(options_.delayMs);
    connect(&timer_, &QTimer::timeout, this, &Autosave::writeChange);
}

Autosave::~Autosave() { flush(); }

QString Autosave::defaultDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

QString Autosave::pathOfSlot(int slot) const
{
    return QDir(options_.directory).filePath(QStringLiteral("autosave-%1.nonet").arg(slot + 1));
}

namespace {

// Why nothing can be written in `folder`, in the system's words, or nothing when a file can
// be made there.
std::optional<QString> unwritable(const QString& folder)
{
    QString existing = QFileInfo(folder).absoluteFilePath();
    const bool made = QDir().mkpath(folder);
    // Not made: the reason is in the nearest folder of the path that exists.
    while (!made && !QFileInfo::exists(existing) && QFileInfo(existing).absolutePath() != existing)
        existing = QFileInfo(existing).absolutePath();
    QTemporaryFile probe(QDir(existing).filePath(QStringLiteral(".nonet-probe-XXXXXX")));
    if (!probe.open()) return probe.errorString();
    if (!made) return Autosave::tr("it could not be created");
    return std::nullopt;
}

} // namespace

bool Autosave::acquireSlot()
{
    if (lock_) return true;
    unwritable_.clear();
    if (const auto reason = unwritable(options_.directory)) {
        unwritable_ = tr("Nonet cannot write in its data folder “%1” (%2).").arg(QDir::toNativeSeparators(options_.directory), *reason);
        // The newest game of the folder is still read, for the player to go on with.
        QDateTime newest;
        for (int slot = 0; slot < options_.slotCount; ++slot) {
            const QFileInfo info(pathOfSlot(slot));
            if (info.exists() && (!newest.isValid() || info.lastModified() > newest)) {
                newest = info.lastModified();
                slotPath_ = info.filePath();
            }
        }
        return false;
    }
    std::unique_ptr<QLockFile> best;
    QString bestPath;
    QDateTime bestTime;
    for (int slot = 0; slot < options_.slotCount; ++slot) {
        const QString path = pathOfSlot(slot);
        auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
        if (!lock->tryLock(0)) continue; // another running instance plays in this slot
        const QFileInfo info(path);
        const QDateTime time = info.exists() ? info.lastModified() : QDateTime();
        // Keep the newest game; an empty slot only when there is nothing better.
        if (!best || (time.isValid() && (!bestTime.isValid() || time > bestTime))) {
            best = std::move(lock); // the previous best (if any) is unlocked as it goes
            bestPath = path;
            bestTime = time;
        }
    }
    if (!best) return false;
    lock_ = std::move(best);
    slotPath_ = bestPath;
    return true;
}

std::optional<SavedGame> Autosave::load()
{
    if ((!lock_ && unwritable_.isEmpty()) || slotPath_.isEmpty() || !QFileInfo::exists(slotPath_)) return std::nullopt;
    auto read = GameStore::readOrSetAside(slotPath_);
    if (auto* message = std::get_if<QString>(&read)) {
        emit problem(*message);
        return std::nullopt;
    }
    return std::get<SavedGame>(std::move(read));
}

int Autosave::takeOtherSlots(const std::function<bool(const QString& path)>& take)
{
    if (!lock_) return 0;
    int taken = 0;
    for (int slot = 0; slot < options_.slotCount; ++slot) {
        const QString path = pathOfSlot(slot);
        if (path == slotPath_ || !QFileInfo::exists(path)) continue;
        // Held: a running window plays it. Free: its window has closed, and it is ours to take.
        QLockFile lock(path + QStringLiteral(".lock"));
        if (!lock.tryLock(0)) continue;
        if (take(path)) ++taken;
    }
    return taken;
}

void Autosave::start()
{
    if (started_) return;
    started_ = true;
    if (!session_) return;
    connect(session_, &GameSession::changed, this, &Autosave::onChanged);
    connect(session_, &GameSession::reset, this, &Autosave::writeChange);
    connect(session_, &GameSession::pausedChanged, this, &Autosave::writeChange);
    // Not a move, and rare: written at once.
    connect(session_, &GameSession::checkpointsChanged, this, &Autosave::writeChange);
    // A game lost to the mistake limit is over: on disk at once, so it never comes back playable.
    connect(session_, &GameSession::lost, this, &Autosave::writeChange);
    // The player turned to something else: the time played so far goes on disk, in case
    // Nonet does not come back (a logout, a crash, a kill).
    if (qGuiApp != nullptr)
        connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
            if (state != Qt::ApplicationActive) flush();
        });
}

void Autosave::onChanged()
{
    // This runs inside the undo stack's push/undo/redo: record() holds every change but
    // this one. If the one before is still unsaved, write it now, so that never more than
    // this change is missing on disk; this change is written after the delay (or by the
    // next change).
    if (timer_.isActive()) writeChange();
    timer_.start();
}

bool Autosave::flush()
{
    if (isPending() || !session_ || !writtenElapsed_ || *writtenElapsed_ != session_->elapsed()) return writeNow();
    return true;
}

QString Autosave::unsavedReason() const
{
    if (!unwritable_.isEmpty()) return unwritable_;
    if (!lock_) return tr("Another Nonet is using every autosave slot.");
    return lastFailure_;
}

std::optional<SavedGame> Autosave::snapshot() const
{
    if (!session_ || !session_->hasGame()) return std::nullopt;
    SavedGame game;
    game.record = session_->record();
    game.name = tr("Autosave");
    game.saved = QDateTime::currentDateTimeUtc();
    if (originSource_) game.origin = originSource_();
    return game;
}

Autosave::WriteOutcome Autosave::writeGame(const QString& path, const SavedGame& game)
{
    // The data folder may have been deleted while we run: make it again, or every later
    // write would fail and a crash would lose the game (tests/test_faults.cpp).
    QDir().mkpath(QFileInfo(path).absolutePath());
    return {DataFile::write(path, SaveFile::write(game)), game.record.elapsedMs};
}

bool Autosave::finishWrite(const WriteOutcome& outcome)
{
    if (outcome.failure) {
        lastFailure_ = tr("The game could not be saved automatically to “%1” (%2).").arg(slotPath_, *outcome.failure);
        // Once per run: a full disk would otherwise report after every move.
        if (!reportedWriteFailure_) emit problem(lastFailure_);
        reportedWriteFailure_ = true;
        return false;
    }
    reportedWriteFailure_ = false;
    lastFailure_.clear();
    writtenElapsed_ = outcome.elapsedMs;
    emit written();
    return true;
}

void Autosave::writeChange()
{
    timer_.stop();
    // One write at a time, so that an older position never lands after a newer one.
    if (background_.isBusy()) {
        writeAgain_ = true;
        return;
    }
    if (!lock_) return; // nowhere to write: said at start-up (unwritableReason())
    std::optional<SavedGame> game = snapshot();
    if (!game) return;
    if (game->record.moves.size() < static_cast<std::size_t>(kBackgroundWriteMoves)) {
        finishWrite(writeGame(slotPath_, *game));
        return;
    }
    background_.start([path = slotPath_, game = std::move(*game)](std::stop_token) { return writeGame(path, game); });
}

bool Autosave::writeNow()
{
    timer_.stop();
    // A write in progress on the worker is superseded by this one: waited for (two writers
    // of one file), its outcome dropped.
    if (background_.isBusy()) {
        background_.cancel();
        background_.waitForFinished();
    }
    writeAgain_ = false;
    if (!session_ || !session_->hasGame()) return true;
    if (!lock_) return false; // nowhere to write: said at start-up (unwritableReason())
    const std::optional<SavedGame> game = snapshot();
    return finishWrite(writeGame(slotPath_, *game));
}

} // namespace nonet::app
