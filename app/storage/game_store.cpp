#include "app/storage/game_store.h"

#include "app/storage/data_file.h"
#include "app/storage/set_aside.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

namespace nonet::app {
namespace {

const QString kSuffix = QStringLiteral(".nonet");
constexpr int kReadablePartLength = 40;

} // namespace

GameStore::GameStore(QString directory) : directory_(std::move(directory)) {}

QString GameStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("games"));
}

QString GameStore::defaultName(const QString& levelTitle, const QDateTime& when)
{
    return tr("%1 — %2").arg(levelTitle, when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

QString GameStore::pathFor(const QString& name) const
{
    // A readable part for people browsing the folder, a hash so that different names
    // never share a file (and so any name is a valid file name).
    QString readable;
    for (QChar c : name) {
        if (readable.size() >= kReadablePartLength) break;
        if (c.isLetterOrNumber() && c.unicode() < 128) readable += c;
        else if (!readable.isEmpty() && !readable.endsWith(QLatin1Char('-'))) readable += QLatin1Char('-');
    }
    while (readable.endsWith(QLatin1Char('-'))) readable.chop(1);
    const QByteArray hash = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    const QString file = (readable.isEmpty() ? QStringLiteral("game") : readable) + QLatin1Char('-')
                         + QString::fromLatin1(hash) + kSuffix;
    return QDir(directory_).filePath(file);
}

bool GameStore::contains(const QString& name) const { return QFileInfo::exists(pathFor(name)); }

int GameStore::progressPercent(const GameRecord& record)
{
    const GameState state = playedPosition(record);
    const int givens = record.puzzle.givens.filledCount();
    const int open = record.puzzle.shape().cellCount() - givens;
    if (open <= 0) return 100;
    return (state.filledCount() - givens) * 100 / open;
}

std::variant<SavedGame, QString> GameStore::readOrSetAside(const QString& path)
{
    auto read = SaveFile::readFile(path);
    if (auto* game = std::get_if<SavedGame>(&read)) return std::move(*game);
    const SaveError& error = std::get<SaveError>(read);
    const QString shown = QFileInfo(path).fileName();
    QString message = SaveFile::describe(error, shown);
    // Nothing to rename safely: a file that could not be read, or something that is no file.
    if (error.code == SaveError::Code::Unreadable || error.code == SaveError::Code::NotAFile) return message;
    const auto aside = setAside(path, error.code == SaveError::Code::NewerVersion ? AsideReason::Newer : AsideReason::Damaged);
    if (aside)
        message += QLatin1Char(' ') + tr("It was kept as “%1”.").arg(QFileInfo(*aside).fileName());
    else
        message += QLatin1Char(' ') + tr("It could not be moved aside and was left as it is.");
    return message;
}

GameStore::Listing GameStore::list() const
{
    Listing listing;
    const QDir dir(directory_);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Name)) {
        auto read = readOrSetAside(info.filePath());
        if (auto* problem = std::get_if<QString>(&read)) {
            listing.problems << *problem;
            continue;
        }
        const SavedGame& game = std::get<SavedGame>(read);
        Entry entry;
        entry.path = info.filePath();
        entry.name = game.name.isEmpty() ? info.completeBaseName() : game.name;
        entry.level = game.record.puzzle.level;
        entry.givens = game.record.puzzle.givens;
        entry.origin = game.origin;
        entry.progressPercent = progressPercent(game.record);
        entry.elapsedMs = game.record.elapsedMs;
        entry.saved = game.saved.isValid() ? game.saved : info.lastModified().toUTC();
        listing.games.push_back(std::move(entry));
    }
    std::stable_sort(listing.games.begin(), listing.games.end(),
                     [](const Entry& a, const Entry& b) { return a.saved > b.saved; });
    return listing;
}

std::optional<QString> GameStore::save(const SavedGame& game) const
{
    if (!QDir().mkpath(directory_)) return tr("The folder “%1” could not be created.").arg(directory_);
    const QString path = pathFor(game.name);
    if (const auto reason = DataFile::write(path, SaveFile::write(game)))
        return tr("“%1” could not be written (%2).").arg(path, *reason);
    return std::nullopt;
}

std::variant<SavedGame, QString> GameStore::open(const QString& path) const { return readOrSetAside(path); }

std::optional<QString> GameStore::remove(const QString& path) const
{
    // Only our own game files, never anything else a path might point at.
    const QFileInfo info(path);
    if (info.absoluteDir() != QDir(directory_) || !path.endsWith(kSuffix))
        return tr("“%1” is not one of the saved games.").arg(path);
    QFile file(path);
    if (!file.remove()) return tr("“%1” could not be deleted (%2).").arg(info.fileName(), file.errorString());
    return std::nullopt;
}

} // namespace nonet::app
