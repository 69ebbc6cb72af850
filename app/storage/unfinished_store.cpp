#include "app/storage/unfinished_store.h"

#include "app/storage/data_file.h"

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
// How a variant game was kept before every shape was one game (legacy_variant_game.h).
const QString kLegacySuffix = QStringLiteral(".nonetv");
const QString kStampFormat = QStringLiteral("yyyyMMdd-HHmmsszzz");

// When a kept file's game was left, from the stamp its name starts with (the legacy
// variant format has no field for it).
QDateTime stampOf(const QFileInfo& info)
{
    QDateTime when = QDateTime::fromString(info.fileName().left(kStampFormat.size()), kStampFormat);
    if (!when.isValid()) return info.lastModified().toUTC();
    when.setTimeZone(QTimeZone::utc());
    return when;
}

// Whether `older`, a game of the same puzzle as `newer`, is the same game: every move of its
// history is, in order, the start of newer's (newer holds each of its positions).
bool isEarlierCopy(const GameRecord& older, const GameRecord& newer)
{
    return older.puzzle.givens == newer.puzzle.givens && older.moves.size() <= newer.moves.size()
           && std::equal(older.moves.begin(), older.moves.end(), newer.moves.begin());
}

} // namespace

UnfinishedStore::UnfinishedStore(QString directory, int limit) : directory_(std::move(directory)), limit_(std::max(1, limit)) {}

std::variant<KeptFile, QString> UnfinishedStore::keep(const SavedGame& game) const
{
    if (!QDir().mkpath(directory_)) return tr("The folder “%1” could not be created.").arg(QDir::toNativeSeparators(directory_));
    SavedGame kept = game;
    kept.saved = (game.saved.isValid() ? game.saved : QDateTime::currentDateTimeUtc()).toUTC();
    const QByteArray bytes = SaveFile::write(kept);
    const QString stamp = kept.saved.toString(kStampFormat);
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(8));
    const QDir dir(directory_);
    QString path = dir.filePath(stamp + QLatin1Char('-') + hash + kSuffix);
    // The same game left twice in one millisecond: a second file, never the first one over.
    for (int n = 2; QFileInfo::exists(path); ++n) path = dir.filePath(QStringLiteral("%1-%2-%3%4").arg(stamp, hash).arg(n).arg(kSuffix));
    if (const auto reason = DataFile::write(path, bytes))
        return tr("“%1” could not be written (%2).").arg(QDir::toNativeSeparators(path), *reason);
    prune();
    return KeptFile{path};
}

std::vector<UnfinishedStore::Kept> UnfinishedStore::listAll(QStringList& problems) const
{
    struct Read {
        GameStore::Entry entry;
        GameRecord record;
    };
    std::vector<Read> games;
    const QDir dir(directory_);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*") + kSuffix, QStringLiteral("*") + kLegacySuffix}, QDir::Files)) {
        auto read = GameStore::readOrSetAside(info.filePath());
        if (auto* problem = std::get_if<QString>(&read)) {
            problems << *problem;
            continue;
        }
        SavedGame& game = std::get<SavedGame>(read);
        GameStore::Entry entry;
        entry.path = info.filePath();
        entry.name = game.name; // "" for a game that was never saved under a name
        entry.level = game.record.puzzle.level;
        entry.givens = game.record.puzzle.givens;
        entry.origin = game.origin;
        entry.progressPercent = GameStore::progressPercent(game.record);
        entry.elapsedMs = game.record.elapsedMs;
        entry.saved = game.saved.isValid() ? game.saved : stampOf(info);
        games.push_back({std::move(entry), std::move(game.record)});
    }
    // The time left, the newest first; the file name (which starts with the time to the
    // millisecond) decides between games left within the same second.
    std::sort(games.begin(), games.end(), [](const Read& a, const Read& b) {
        if (a.entry.saved != b.entry.saved) return a.entry.saved > b.entry.saved;
        return QFileInfo(a.entry.path).fileName() > QFileInfo(b.entry.path).fileName();
    });
    std::vector<Kept> kept;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto newer = games.begin() + static_cast<std::ptrdiff_t>(i);
        const bool copy = std::any_of(games.begin(), newer, [&](const Read& later) { return isEarlierCopy(games[i].record, later.record); });
        kept.push_back({games[i].entry, copy});
    }
    return kept;
}

GameStore::Listing UnfinishedStore::list() const
{
    GameStore::Listing listing;
    for (Kept& game : listAll(listing.problems))
        if (!game.earlierCopy) listing.games.push_back(std::move(game.entry));
    return listing;
}

std::variant<SavedGame, QString> UnfinishedStore::open(const QString& path) const { return GameStore::readOrSetAside(path); }

std::optional<QString> UnfinishedStore::remove(const QString& path) const
{
    // Only a kept game of this folder, never anything else a path might point at.
    const QFileInfo info(path);
    if (info.absoluteDir() != QDir(directory_) || !(path.endsWith(kSuffix) || path.endsWith(kLegacySuffix)))
        return tr("“%1” is not one of the kept games.").arg(path);
    QFile file(path);
    if (!file.remove()) return GameStore::tr("“%1” could not be deleted (%2).").arg(info.fileName(), file.errorString());
    return std::nullopt;
}

void UnfinishedStore::prune() const
{
    QStringList problems; // told when the list is shown
    int listed = 0;
    for (const Kept& game : listAll(problems)) {
        // A file that stays is pruned next time.
        if (game.earlierCopy || ++listed > limit_) remove(game.entry.path);
    }
}

} // namespace nonet::app
