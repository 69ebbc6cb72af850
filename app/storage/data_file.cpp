#include "app/storage/data_file.h"

#include "app/storage/atomic_file.h"

#include <QFile>
#include <QLocale>

#include <sys/stat.h>

namespace nonet::app {

std::optional<QString> DataFile::notAFile(const QString& path)
{
    // stat(), not QFileInfo: Qt does not tell a pipe or a socket from a missing file.
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) return std::nullopt;
    if (S_ISREG(info.st_mode)) return std::nullopt;
    if (S_ISDIR(info.st_mode)) return tr("a folder");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) return tr("a device");
    if (S_ISFIFO(info.st_mode)) return tr("a pipe");
    if (S_ISSOCK(info.st_mode)) return tr("a socket");
    return tr("not a file");
}

QString DataFile::sizeText(qint64 bytes) { return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat); }

std::variant<QByteArray, DataFileError> DataFile::read(const QString& path)
{
    if (const auto what = notAFile(path)) return DataFileError{DataFileError::Code::NotAFile, *what};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return DataFileError{DataFileError::Code::Unreadable, file.errorString()};
    if (file.size() > kMaxDataFileBytes) return DataFileError{DataFileError::Code::TooLarge, sizeText(file.size())};
    // One byte past the bound: a file that grows while it is read is still caught.
    const QByteArray bytes = file.read(kMaxDataFileBytes + 1);
    if (file.error() != QFileDevice::NoError) return DataFileError{DataFileError::Code::Unreadable, file.errorString()};
    if (bytes.size() > kMaxDataFileBytes) return DataFileError{DataFileError::Code::TooLarge, sizeText(bytes.size())};
    return bytes;
}

std::optional<QString> DataFile::write(const QString& path, const QByteArray& bytes)
{
    if (bytes.size() > kMaxDataFileBytes)
        return tr("%1 is more than Nonet reads back, %2").arg(sizeText(bytes.size()), sizeText(kMaxDataFileBytes));
    return writeFileAtomically(path, bytes);
}

} // namespace nonet::app
