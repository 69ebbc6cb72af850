#include "app/pool/symmetry_setting.h"

#include <QSettings>

namespace nonet::app {

QString newGameSymmetryKey() { return QStringLiteral("newGame/symmetry"); }

QString symmetrySettingValue(Symmetry symmetry)
{
    const std::string_view key = symmetryKey(symmetry);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

std::optional<Symmetry> symmetryFromSettingValue(const QString& value)
{
    return parseSymmetry(value.trimmed().toStdString());
}

Symmetry newGameSymmetry(const QSettings& settings)
{
    return symmetryFromSettingValue(settings.value(newGameSymmetryKey()).toString()).value_or(kDefaultNewGameSymmetry);
}

Symmetry newGameSymmetry()
{
    const QSettings settings;
    return newGameSymmetry(settings);
}

void saveNewGameSymmetry(Symmetry symmetry) { QSettings().setValue(newGameSymmetryKey(), symmetrySettingValue(symmetry)); }

} // namespace nonet::app
