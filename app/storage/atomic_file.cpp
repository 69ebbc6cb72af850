#include "app/storage/atomic_file.h"

#include <QSaveFile>

namespace nonet::app {

std::optional<QString> writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting(); // commit() now fails, and the temporary file goes with `file`
        return reason;
    }
    if (!file.commit()) return file.errorString();
    return std::nullopt;
}

} // namespace nonet::app
