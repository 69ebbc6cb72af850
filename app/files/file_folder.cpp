#include "app/files/file_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace nonet::app {
namespace {

const QString kFolderKey = QStringLiteral("files/folder");

} // namespace

QString FileFolder::current()
{
    const QString remembered = QSettings().value(kFolderKey).toString();
    if (!remembered.isEmpty() && QDir(remembered).exists()) return remembered;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void FileFolder::remember(const QString& filePath) { QSettings().setValue(kFolderKey, QFileInfo(filePath).absolutePath()); }

} // namespace nonet::app
