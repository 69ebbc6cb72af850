#include "app/storage/set_aside.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace nonet::app {

std::optional<QString> setAside(const QString& path, AsideReason reason)
{
    const QString word = reason == AsideReason::Newer ? QStringLiteral("newer") : QStringLiteral("damaged");
    const QString stem = QStringLiteral("%1.%2-%3")
                             .arg(path, word, QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 0; n < 1000; ++n) {
        const QString target = n == 0 ? stem : QStringLiteral("%1-%2").arg(stem).arg(n);
        // QFile::rename never replaces an existing file, so nothing is ever clobbered.
        if (QFileInfo::exists(target)) continue;
        if (QFile::rename(path, target)) return target;
        if (!QFileInfo::exists(path)) return std::nullopt;
    }
    return std::nullopt;
}

} // namespace nonet::app
