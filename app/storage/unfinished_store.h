#pragma once
// The unfinished games that other games replaced, kept automatically so that none is lost
// (the Continue list). One file each, a classic game in the save format (save_file.h), a
// variant game in the variant save format (variant_save_file.h):
//
//   <AppDataLocation>/unfinished/<yyyyMMdd-HHmmsszzz UTC>-<8 hex>.nonet    classic
//   <AppDataLocation>/unfinished/<yyyyMMdd-HHmmsszzz UTC>-<8 hex>.nonetv   a variant
//
// (A variant game's time left is the one in its file name: its format has no field for it.
// A Nonet from before the variants were kept lists only the .nonet files.)
//
// Unlike named saves (game_store.h) every kept game gets a file of its own, so keeping the
// same puzzle twice never writes over the first. The rule: the kLimit games left most
// recently stay, of both kinds together; keeping one more removes the oldest. A game taken back is removed (it is
// the current game again, kept by the autosave). A file that cannot be read is set aside
// like any saved game's.

#include "app/storage/game_store.h"
#include "app/storage/variant_save_file.h"

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
    // The same for a variant game left at `left` (UTC).
    std::variant<KeptFile, QString> keepVariant(const SavedVariantGame& game, const QDateTime& left) const;
    // The kept games of both kinds, the most recently left first (a variant game's entry
    // names its variant).
    GameStore::Listing list() const;
    // The classic game at `path` (read, or set aside with a sentence when it cannot be used).
    std::variant<SavedGame, QString> open(const QString& path) const;
    // The variant game at `path`, the same way.
    std::variant<SavedVariantGame, QString> openVariant(const QString& path) const;
    // Whether a kept game's path is a variant game's.
    static bool isVariantPath(const QString& path);
    // How far a variant game has come: its entries as a share of the cells that were empty.
    static int progressPercent(const ShapeGame& game);
    // Removes a kept game (taken back); an error sentence when it failed.
    std::optional<QString> remove(const QString& path) const;

private:
    void prune() const;
    std::variant<KeptFile, QString> write(const QByteArray& bytes, const QDateTime& left, const QString& suffix) const;

    QString directory_;
    int limit_;
};

} // namespace nonet::app
