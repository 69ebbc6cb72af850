#include "app/pool/new_game_choice.h"

#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
#include "core/presets/preset.h"

#include <QSettings>
#include <QString>

namespace nonet::app {
namespace {

const QString kVariantKey = QStringLiteral("newGame/variant");
const QString kClassicLevelKey = QStringLiteral("game/level");
const QString kLastVariantKey = QStringLiteral("variants/variant");
// Before each variant kept its own level, the dialog kept one for all of them.
const QString kSharedVariantLevelKey = QStringLiteral("variants/level");

QString keyText(std::string_view key) { return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())); }

QString levelKeyOf(Variant variant)
{
    return presetOf(variant).home ? kClassicLevelKey : QStringLiteral("variants/levels/") + keyText(variantKey(variant));
}

std::optional<Variant> storedVariant(const QString& key)
{
    return parseVariant(QSettings().value(key).toString().toStdString());
}

} // namespace

Variant NewGameChoice::variant() { return storedVariant(kVariantKey).value_or(homeVariant()); }

Level NewGameChoice::level(Variant variant)
{
    const QSettings settings;
    for (const QString& key : {levelKeyOf(variant), kSharedVariantLevelKey}) {
        const std::optional<Level> level = levelFromKeyText(settings.value(key).toString());
        if (level && offersLevel(variant, *level)) return *level;
        if (presetOf(variant).home) break;
    }
    return presetOf(variant).firstLevel;
}

Variant NewGameChoice::lastVariant()
{
    const std::optional<Variant> last = storedVariant(kLastVariantKey);
    if (last && !presetOf(*last).home) return *last;
    // None chosen yet: the first kind after the home game in New Game's menu.
    for (const Variant variant : kAllVariants)
        if (!presetOf(variant).home) return variant;
    return homeVariant();
}

void NewGameChoice::rememberVariant(Variant variant)
{
    QSettings settings;
    settings.setValue(kVariantKey, keyText(variantKey(variant)));
    if (!presetOf(variant).home) settings.setValue(kLastVariantKey, keyText(variantKey(variant)));
}

void NewGameChoice::rememberLevel(Variant variant, Level level)
{
    if (offersLevel(variant, level)) QSettings().setValue(levelKeyOf(variant), levelKeyText(level));
}

} // namespace nonet::app
