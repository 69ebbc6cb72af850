#include "app/pool/pool_files.h"

#include <QDir>

namespace nonet::app {

JsonFile poolFile(const QString& directory)
{
    return {QDir(directory).filePath(QStringLiteral("pool.json")), QStringLiteral("nonet-puzzle-pool"), kPoolFileVersion, 1};
}

JsonFile seenFile(const QString& directory)
{
    return {QDir(directory).filePath(QStringLiteral("seen.json")), QStringLiteral("nonet-seen-history"), 1};
}

JsonFile oldVariantPoolFile(const QString& directory)
{
    return {QDir(directory).filePath(QStringLiteral("variant-pool.json")), QStringLiteral("nonet-variant-pool"), 1};
}

} // namespace nonet::app
