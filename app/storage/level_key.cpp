#include "app/storage/level_key.h"

namespace nonet::app {

QString levelKeyText(Level level)
{
    const std::string_view key = levelKey(level);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

std::optional<Level> levelFromKeyText(const QString& text) { return parseLevel(text.toStdString()); }

} // namespace nonet::app
