#include "app/files/autosave.h"

#include "app/session/game_session.h"
#include "app/storage/atomic_file.h"
#include "app/storage/game_store.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <utility>

namespace nonet::app {

Autosave::Autosave(GameSession* session, Options options, QObject* parent)
    : QObject(parent), session_(session), options_(std::move(options))
{
    timer_.setSingleShot(true);
    timer_.setInterval(options_.delayMs);
    connect(&timer_, &QTimer::timeout, this, &Autosave::writeNow);
}

Autosave::~Autosave() { flush(); }

QString Autosave::defaultDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

QString Autosave::pathOfSlot(int slot) const
{
    return QDir(options_.directory).filePath(QStringLiteral("autosave-%1.nonet").arg(slot + 1));
}

bool Autosave::acquireSlot()
{
    if (lock_) return true;
    if (!QDir().mkpath(options_.directory)) return false;
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
    if (!lock_ || !QFileInfo::exists(slotPath_)) return std::nullopt;
    auto read = GameStore::readOrSetAside(slotPath_);
    if (auto* message = std::get_if<QString>(&read)) {
        emit problem(*message);
        return std::nullopt;
    }
    return std::get<SavedGame>(std::move(read));
}

void Autosave::start()
{
    if (started_) return;
    started_ = true;
    if (!session_) return;
    connect(session_, &GameSession::changed, this, &Autosave::onChanged);
    connect(session_, &GameSession::reset, this, &Autosave::writeNow);
    connect(session_, &GameSession::pausedChanged, this, &Autosave::writeNow);
    // Not a move, and rare: written at once.
    connect(session_, &GameSession::checkpointsChanged, this, &Autosave::writeNow);
    // A game lost to the mistake limit is over: on disk at once, so it never comes back playable.
    connect(session_, &GameSession::lost, this, &Autosave::writeNow);
}

void Autosave::onChanged()
{
    // This runs inside the undo stack's push/undo/redo: record() holds every change but
    // this one. If the one before is still unsaved, write it now, so that never more than
    // this change is missing on disk; this change is written after the delay (or by the
    // next change).
    if (timer_.isActive()) writeNow();
    timer_.start();
}

bool Autosave::flush() { return timer_.isActive() ? writeNow() : true; }

bool Autosave::writeNow()
{
    timer_.stop();
    if (!lock_ || !session_ || !session_->hasGame()) return true;
    SavedGame game;
    game.record = session_->record();
    game.name = tr("Autosave");
    game.saved = QDateTime::currentDateTimeUtc();
    if (originSource_) game.origin = originSource_();
    // The data folder may have been deleted while we run: make it again, or every later
    // write would fail and a crash would lose the game (tests/test_faults.cpp).
    QDir().mkpath(QFileInfo(slotPath_).absolutePath());
    if (const auto reason = writeFileAtomically(slotPath_, SaveFile::write(game))) {
        // Once per run: a full disk would otherwise report after every move.
        if (!reportedWriteFailure_)
            emit problem(tr("The game could not be saved automatically to “%1” (%2).").arg(slotPath_, *reason));
        reportedWriteFailure_ = true;
        return false;
    }
    reportedWriteFailure_ = false;
    emit written();
    return true;
}

} // namespace nonet::app
