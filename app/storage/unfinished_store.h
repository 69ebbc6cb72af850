#pragma once
// The unfinished games that other games replaced, kept automatically so that none is lost
// (the Continue list). One file each, in the save format (save_file.h), whatever the shape:
//
//   <AppDataLocation>/unfinished/<yyyyMMdd-HHmmsszzz UTC>-<8 hex>.nonet
//
// (Before every shape was one game, a variant game was kept as a .nonetv file in the
// variant window's format; those are listed, opened and removed like the others, through
// the same reader.)
//
// Unlike named saves (game_store.h) every kept game gets a file of its own, so keeping a
// game never writes over another. The rules:
//   - a game is listed once: a kept game of the same puzzle whose whole undo history is
//     the start of a game left later (the same game, left again, perhaps further on) goes
//     with that later one, which holds every position of it (Undo and Redo reach them);
//     two different plays of one puzzle are two games and both stay;
//   - the kLimit games left most recently stay; keeping one more removes the oldest.
// A game taken back is removed (it is the current game again, kept by the autosave). A
// file that cannot be read is set aside like any saved game's.

#include "app/storage/game_store.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

// Where keep() wrote a game.
struct KeptFile {
    QString path;
};

class UnfinishedStore {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::UnfinishedStore)
public:
    static constexpr int kLimit = 10;

    explicit UnfinishedStore(QString directory, int limit = kLimit);

    const QString& directory() const { return directory_; }
    int limit() const { return limit_; }

    // Writes the game (game.saved: when it was left; now when it is not set) and prunes (an
    // earlier copy of the same game, the games beyond the limit); the path it was written
    // to, or an error sentence (then nothing was written or removed).
    std::variant<KeptFile, QString> keep(const SavedGame& game) const;
    // The kept games, the most recently left first, each game once.
    GameStore::Listing list() const;
    // The game at `path` (read, or set aside with a sentence when it cannot be used).
    std::variant<SavedGame, QString> open(const QString& path) const;
    // Removes a kept game (taken back); an error sentence when it failed.
    std::optional<QString> remove(const QString& path) const;

private:
    // Every kept file's game, newest first, with whether it is an earlier copy of a game
    // listed before it.
    struct Kept {
        GameStore::Entry entry;
        bool earlierCopy = false;
    };
    std::vector<Kept> listAll(QStringList& problems) const;
    // Removes the earlier copies and the games beyond the limit.
    void prune() const;

    QString directory_;
    int limit_;
};

} // namespace nonet::app
