#pragma once
// Named saved games, one file each in a folder of the app data dir:
//
//   <AppDataLocation>/games/<readable part>-<8 hex of the name's hash>.nonet   (save_file.h)
//
// The file name follows from the game's name, so saving under a name that exists replaces
// that game (the UI asks first). A file that cannot be read is reported in plain words and
// set aside (set_aside.h); the other games are listed as usual.

#include "app/storage/save_file.h"
#include "core/shape/variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace nonet::app {

class GameStore {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::GameStore)
public:
    struct Entry {
        QString path;
        QString name;
        Level level = Level::VeryEasy;
        int progressPercent = 0; // entries as a share of the cells that were empty
        qint64 elapsedMs = 0;
        QDateTime saved;         // UTC
        ShapeGrid givens;        // which puzzle, of which shape (a daily puzzle is found by it)
        GameOrigin origin;       // a daily puzzle's date, a practice position's technique

        Variant variant() const { return givens.variant(); }
    };
    struct Listing {
        std::vector<Entry> games; // newest first
        QStringList problems;     // one sentence per file set aside
    };

    explicit GameStore(QString directory);
    // <AppDataLocation>/games
    static QString defaultDirectory();
    // "Medium — 2026-11-29 20:15" (local time) for levelTitle "Medium".
    static QString defaultName(const QString& levelTitle, const QDateTime& when);

    const QString& directory() const { return directory_; }
    QString pathFor(const QString& name) const;
    bool contains(const QString& name) const;

    Listing list() const;
    // Writes the game under game.name (atomically); an error sentence when it failed.
    std::optional<QString> save(const SavedGame& game) const;
    // The game, or a sentence saying what was wrong (and that the file was set aside).
    std::variant<SavedGame, QString> open(const QString& path) const;
    // Deletes a saved game the player chose to delete; an error sentence when it failed.
    std::optional<QString> remove(const QString& path) const;

    // For a listing: how far a game has come.
    static int progressPercent(const GameRecord& record);
    // Reads `path`; on failure sets the file aside and returns the sentence for people.
    static std::variant<SavedGame, QString> readOrSetAside(const QString& path);

private:
    QString directory_;
};

} // namespace nonet::app
