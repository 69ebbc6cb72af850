#include "app/storage/unfinished_store.h"

#include "app/storage/atomic_file.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace nonet::app {
namespace {

const QString kSuffix = QStringLiteral(".nonet");

// Sorts by time left, the newest first; the file name (which starts with the time to the
// millisecond) decides between games left within the same second.
void newestFirst(std::vector<GameStore::Entry>& games)
{
    std::sort(games.begin(), games.end(), [](const GameStore::Entry& a, const GameStore::Entry& b) {
        if (a.saved != b.saved) return a.saved > b.saved;
        return QFileInfo(a.path).fileName() > QFileInfo(b.path).fileName();
    });
}

} // namespace

UnfinishedStore::UnfinishedStore(QString directory, int limit) : directory_(std::move(directory)), limit_(std::max(1, limit)) {}

std::variant<KeptFile, QString> UnfinishedStore::keep(const SavedGame& game) const
{
    if (!QDir().mkpath(directory_)) return tr("The folder “%1” could not be created.").arg(QDir::toNativeSeparators(directory_));
    const QByteArray bytes = SaveFile::write(game);
    const QDateTime when = (game.saved.isValid() ? game.saved : QDateTime::currentDateTimeUtc()).toUTC();
    const QString stamp = when.toString(QStringLiteral("yyyyMMdd-HHmmsszzz"));
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(8));
    const QDir dir(directory_);
    QString path = dir.filePath(stamp + QLatin1Char('-') + hash + kSuffix);
    // The same game left twice in one millisecond: a second file, never the first one over.
    for (int n = 2; QFileInfo::exists(path); ++n) path = dir.filePath(QStringLiteral("%1-%2-%3%4").arg(stamp, hash).arg(n).arg(kSuffix));
    if (const auto reason = writeFileAtomically(path, bytes))
        return tr("“%1” could not be written (%2).").arg(QDir::toNativeSeparators(path), *reason);
    prune();
    return KeptFile{path};
}

GameStore::Listing UnfinishedStore::list() const
{
    GameStore::Listing listing;
    for (const QFileInfo& info : QDir(directory_).entryInfoList({QStringLiteral("*") + kSuffix}, QDir::Files)) {
        auto read = GameStore::readOrSetAside(info.filePath());
        if (auto* problem = std::get_if<QString>(&read)) {
            listing.problems << *problem;
            continue;
        }
        const SavedGame& game = std::get<SavedGame>(read);
        GameStore::Entry entry;
        entry.path = info.filePath();
        entry.name = game.name; // "" for a game that was never saved under a name
        entry.level = game.record.puzzle.level;
        entry.givens = game.record.puzzle.givens;
        entry.progressPercent = GameStore::progressPercent(game.record);
        entry.elapsedMs = game.record.elapsedMs;
        entry.saved = game.saved.isValid() ? game.saved : info.lastModified().toUTC();
        listing.games.push_back(std::move(entry));
    }
    newestFirst(listing.games);
    return listing;
}

std::variant<SavedGame, QString> UnfinishedStore::open(const QString& path) const { return GameStore(directory_).open(path); }

std::optional<QString> UnfinishedStore::remove(const QString& path) const { return GameStore(directory_).remove(path); }

void UnfinishedStore::prune() const
{
    const GameStore::Listing listing = list();
    for (std::size_t i = static_cast<std::size_t>(limit_); i < listing.games.size(); ++i)
        GameStore(directory_).remove(listing.games[i].path); // a file that stays is pruned next time
}

} // namespace nonet::app
