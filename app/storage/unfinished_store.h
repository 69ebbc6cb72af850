#pragma once
// The unfinished games that other games replaced, kept automatically so that none is lost
// (the Continue list). One file each, in the save format (save_file.h):
//
//   <AppDataLocation>/unfinished/<yyyyMMdd-HHmmsszzz UTC>-<8 hex>.nonet
//
// Unlike named saves (game_store.h) every kept game gets a file of its own, so keeping the
// same puzzle twice never writes over the first. The rule: the kLimit games left most
// recently stay; keeping one more removes the oldest. A game taken back is removed (it is
// the current game again, kept by the autosave). A file that cannot be read is set aside
// like any saved game's.

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

    // Writes the game (game.saved: when it was left) and prunes to the limit; the path it
    // was written to, or an error sentence (then nothing was written or removed).
    std::variant<KeptFile, QString> keep(const SavedGame& game) const;
    // The kept games, the most recently left first.
    GameStore::Listing list() const;
    // The game at `path` (read, or set aside with a sentence when it cannot be used).
    std::variant<SavedGame, QString> open(const QString& path) const;
    // Removes a kept game (taken back); an error sentence when it failed.
    std::optional<QString> remove(const QString& path) const;

private:
    void prune() const;

    QString directory_;
    int limit_;
};

} // namespace nonet::app
