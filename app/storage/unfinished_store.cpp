#include "app/storage/unfinished_store.h"

#include "app/storage/atomic_file.h"
#include "app/storage/set_aside.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTimeZone>

#include <algorithm>
#include <utility>

namespace nonet::app {
namespace {

const QString kSuffix = QStringLiteral(".nonet");
const QString kVariantSuffix = QStringLiteral(".nonetv");
const QString kStampFormat = QStringLiteral("yyyyMMdd-HHmmsszzz");

// When a kept file's game was left, from the stamp its name starts with.
QDateTime stampOf(const QFileInfo& info)
{
    QDateTime when = QDateTime::fromString(info.fileName().left(kStampFormat.size()), kStampFormat);
    if (!when.isValid()) return info.lastModified().toUTC();
    when.setTimeZone(QTimeZone::utc());
    return when;
}

// A kept variant game's file that cannot be used: set aside like a saved game's, the
// sentence for the player.
QString setAsideVariant(const QString& path, const SaveError& error)
{
    QString message = SaveFile::describe(error, QFileInfo(path).fileName());
    if (error.code == SaveError::Code::Unreadable) return message;
    const auto aside = setAside(path, error.code == SaveError::Code::NewerVersion ? AsideReason::Newer : AsideReason::Damaged);
    if (aside)
        message += QLatin1Char(' ') + GameStore::tr("It was kept as “%1”.").arg(QFileInfo(*aside).fileName());
    else
        message += QLatin1Char(' ') + GameStore::tr("It could not be moved aside and was left as it is.");
    return message;
}

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
    return write(SaveFile::write(game), game.saved, kSuffix);
}

std::variant<KeptFile, QString> UnfinishedStore::keepVariant(const SavedVariantGame& game, const QDateTime& left) const
{
    return write(VariantSaveFile::write(game.game, game.elapsedMs, game.mistakes, game.lost), left, kVariantSuffix);
}

bool UnfinishedStore::isVariantPath(const QString& path) { return path.endsWith(kVariantSuffix); }

int UnfinishedStore::progressPercent(const ShapeGame& game)
{
    const int givens = game.puzzle().givens.filledCount();
    const int open = game.cellCount() - givens;
    return open <= 0 ? 100 : (game.filledCount() - givens) * 100 / open;
}

std::variant<KeptFile, QString> UnfinishedStore::write(const QByteArray& bytes, const QDateTime& left, const QString& suffix) const
{
    if (!QDir().mkpath(directory_)) return tr("The folder “%1” could not be created.").arg(QDir::toNativeSeparators(directory_));
    const QDateTime when = (left.isValid() ? left : QDateTime::currentDateTimeUtc()).toUTC();
    const QString stamp = when.toString(kStampFormat);
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(8));
    const QDir dir(directory_);
    QString path = dir.filePath(stamp + QLatin1Char('-') + hash + suffix);
    // The same game left twice in one millisecond: a second file, never the first one over.
    for (int n = 2; QFileInfo::exists(path); ++n) path = dir.filePath(QStringLiteral("%1-%2-%3%4").arg(stamp, hash).arg(n).arg(suffix));
    if (const auto reason = writeFileAtomically(path, bytes))
        return tr("“%1” could not be written (%2).").arg(QDir::toNativeSeparators(path), *reason);
    prune();
    return KeptFile{path};
}

GameStore::Listing UnfinishedStore::list() const
{
    GameStore::Listing listing;
    for (const QFileInfo& info : QDir(directory_).entryInfoList({QStringLiteral("*") + kVariantSuffix}, QDir::Files)) {
        auto read = openVariant(info.filePath());
        if (auto* problem = std::get_if<QString>(&read)) {
            listing.problems << *problem;
            continue;
        }
        const ShapeGame& game = std::get<SavedVariantGame>(read).game;
        GameStore::Entry entry;
        entry.path = info.filePath();
        entry.variant = game.variant();
        entry.level = game.level();
        entry.progressPercent = progressPercent(game);
        entry.elapsedMs = std::get<SavedVariantGame>(read).elapsedMs;
        entry.saved = stampOf(info);
        listing.games.push_back(std::move(entry));
    }
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

std::variant<SavedVariantGame, QString> UnfinishedStore::openVariant(const QString& path) const
{
    auto read = VariantSaveFile::readFile(path);
    if (auto* game = std::get_if<SavedVariantGame>(&read)) return std::move(*game);
    return setAsideVariant(path, std::get<SaveError>(read));
}

std::optional<QString> UnfinishedStore::remove(const QString& path) const
{
    if (!isVariantPath(path)) return GameStore(directory_).remove(path);
    // Only a kept variant game of this folder, never anything else a path might point at.
    const QFileInfo info(path);
    if (info.absoluteDir() != QDir(directory_)) return tr("“%1” is not one of the kept games.").arg(path);
    QFile file(path);
    if (!file.remove()) return GameStore::tr("“%1” could not be deleted (%2).").arg(info.fileName(), file.errorString());
    return std::nullopt;
}

void UnfinishedStore::prune() const
{
    const GameStore::Listing listing = list();
    for (std::size_t i = static_cast<std::size_t>(limit_); i < listing.games.size(); ++i)
        GameStore(directory_).remove(listing.games[i].path); // a file that stays is pruned next time
}

} // namespace nonet::app
