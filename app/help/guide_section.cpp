#include "app/help/guide_section.h"
#include "core/presets/preset.h"

#include <QVariant>
#include <QWidget>

namespace nonet::app {
namespace {

constexpr const char* kProperty = "nonetGuideAnchor";

} // namespace

QString guideAnchor(GuideSection section)
{
    switch (section) {
    case GuideSection::Playing: return QStringLiteral("playing");
    case GuideSection::Hints: return QStringLiteral("help-while-playing");
    case GuideSection::Review: return QStringLiteral("reviewing-a-game");
    case GuideSection::Levels: return QStringLiteral("levels");
    case GuideSection::Statistics: return QStringLiteral("statistics");
    case GuideSection::Daily: return QStringLiteral("todays-puzzle");
    case GuideSection::Trainer: return QStringLiteral("practise-a-technique");
    case GuideSection::Variants: return QStringLiteral("variants");
    case GuideSection::Saving: return QStringLiteral("saving-and-sharing");
    case GuideSection::Editor: return QStringLiteral("entering-a-puzzle");
    case GuideSection::Printing: return QStringLiteral("printing-and-pictures");
    case GuideSection::Preferences: return QStringLiteral("preferences");
    case GuideSection::Accessibility: return QStringLiteral("accessibility");
    case GuideSection::Languages: return QStringLiteral("languages");
    case GuideSection::Shortcuts: return QStringLiteral("keyboard-shortcuts");
    }
    return QStringLiteral("playing");
}

QString guideAnchor(Variant variant)
{
    if (presetOf(variant).home) return guideAnchor(GuideSection::Playing);
    const std::string_view key = variantKey(variant);
    return QStringLiteral("variant-") + QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

void setGuideSection(QWidget* window, GuideSection section) { window->setProperty(kProperty, guideAnchor(section)); }

void clearGuideSection(QWidget* window) { window->setProperty(kProperty, QVariant()); }

QString guideAnchorOf(const QWidget* window) { return window->property(kProperty).toString(); }

} // namespace nonet::app
