#include "app/settings/preferences.h"

#include "app/settings/translation_loader.h"

#include <QSettings>

namespace nonet::app {
namespace {

const QString kPeersKey = QStringLiteral("board/highlightPeers");
const QString kSameDigitKey = QStringLiteral("board/highlightSameDigit");
const QString kAutoPauseKey = QStringLiteral("game/autoPause");
const QString kClickPopupKey = QStringLiteral("board/clickPopup");

} // namespace

QStringList languageCodes()
{
    QStringList codes{QString()};
    for (const LanguageChoice& language : TranslationLoader::languages()) codes << language.code;
    return codes;
}

QString autoRemoveNotesSettingsKey() { return QStringLiteral("game/autoRemoveNotes"); }

bool loadAutoRemoveNotes() { return QSettings().value(autoRemoveNotesSettingsKey(), true).toBool(); }
void saveAutoRemoveNotes(bool on) { QSettings().setValue(autoRemoveNotesSettingsKey(), on); }

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences p;
    const QString language = settings.value(TranslationLoader::kSettingsKey).toString();
    p.language = languageCodes().contains(language) ? language : QString();
    p.autoRemoveNotes = settings.value(autoRemoveNotesSettingsKey(), true).toBool();
    p.mistakeMode = loadMistakeMode();
    p.mistakeLimit = loadMistakeLimit();
    p.highlightPeers = settings.value(kPeersKey, true).toBool();
    p.highlightSameDigit = settings.value(kSameDigitKey, true).toBool();
    p.symmetry = newGameSymmetry(settings);
    p.autoPause = settings.value(kAutoPauseKey, true).toBool();
    p.clickPopup = settings.value(kClickPopupKey, true).toBool();
    return p;
}

void Preferences::save() const
{
    {
        QSettings settings;
        settings.setValue(TranslationLoader::kSettingsKey, language);
        settings.setValue(autoRemoveNotesSettingsKey(), autoRemoveNotes);
        settings.setValue(kPeersKey, highlightPeers);
        settings.setValue(kSameDigitKey, highlightSameDigit);
        settings.setValue(kAutoPauseKey, autoPause);
        settings.setValue(kClickPopupKey, clickPopup);
    }
    saveMistakeMode(mistakeMode);
    saveMistakeLimit(mistakeLimit);
    saveNewGameSymmetry(symmetry);
}

} // namespace nonet::app
