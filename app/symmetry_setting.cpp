#include "app/symmetry_setting.h"

#include <QSettings>

#include <string>

namespace nonet::app {

QString symmetrySettingsKey() { return QStringLiteral("newGame/symmetry"); }

QString symmetryKey(Symmetry symmetry)
{
    const std::string_view key = nonet::symmetryKey(symmetry);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

std::optional<Symmetry> parseSymmetry(const QString& key)
{
    const std::string latin1 = key.toStdString();
    return nonet::parseSymmetry(latin1);
}

Symmetry loadNewGameSymmetry()
{
    return app::parseSymmetry(QSettings().value(symmetrySettingsKey()).toString()).value_or(kDefaultNewGameSymmetry);
}

void saveNewGameSymmetry(Symmetry symmetry) { QSettings().setValue(symmetrySettingsKey(), app::symmetryKey(symmetry)); }

} // namespace nonet::app
