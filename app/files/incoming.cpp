#include "app/files/incoming.h"

#include "app/files/puzzle_import.h"
#include "app/storage/data_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace nonet::app {

IncomingItem Incoming::resolve(const QString& argument)
{
    const QString trimmed = argument.trimmed();
    if (trimmed.startsWith(QLatin1String("file:"), Qt::CaseInsensitive)) {
        const QUrl url(trimmed);
        if (url.isLocalFile()) return fromFile(url.toLocalFile());
        return IncomingProblem{tr("“%1” is not a file on this computer.").arg(trimmed.left(200))};
    }
    // A puzzle line is never the name of a file by accident: only something that exists
    // counts (a folder, device or pipe too, to be named as such rather than read as text).
    if (!trimmed.isEmpty() && trimmed.size() < 4096 && QFileInfo::exists(trimmed)) return fromFile(trimmed);
    return IncomingText{argument};
}

IncomingItem Incoming::fromFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName().isEmpty() ? QDir::toNativeSeparators(path) : QFileInfo(path).fileName();
    // Before it is opened: a pipe would wait for a writer, a device never end.
    if (const auto what = DataFile::notAFile(path)) return IncomingProblem{tr("“%1” is %2, not a puzzle or a saved game.").arg(name, *what)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IncomingProblem{tr("“%1” could not be read (%2).").arg(name, file.errorString())};
    const QByteArray head = file.peek(4096);
    file.close();
    if (SaveFile::looksLikeSaveFile(head)) {
        auto read = SaveFile::readFile(path);
        if (auto* error = std::get_if<SaveError>(&read)) return IncomingProblem{SaveFile::describe(*error, name)};
        return std::get<SavedGame>(std::move(read));
    }
    auto bytes = PuzzleImport::readFile(path);
    if (auto* problem = std::get_if<ImportProblem>(&bytes)) return IncomingProblem{problem->message};
    return IncomingText{QString::fromUtf8(std::get<QByteArray>(bytes))};
}

} // namespace nonet::app
