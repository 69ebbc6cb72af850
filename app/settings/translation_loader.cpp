#include "app/settings/translation_loader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace nonet::app {
namespace {

// Qt asks the installed translators for this string (context QGuiApplication, with exactly
// this disambiguation) and mirrors the application when the answer is "RTL". Listed here
// so that lupdate puts it in each .ts file, where it is answered "LTR" or "RTL".
[[maybe_unused]] constexpr const char* kLayoutDirection[] = QT_TRANSLATE_NOOP3(
    "QGuiApplication", "QT_LAYOUT_DIRECTION",
    "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.");

const QString kTranslationResources = QStringLiteral(":/i18n");

} // namespace

const QString TranslationLoader::kSettingsKey = QStringLiteral("ui/language");

TranslationLoader::TranslationLoader(QObject* parent) : QObject(parent) {}

std::vector<LanguageChoice> TranslationLoader::languages()
{
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("nl"), QStringLiteral("Nederlands")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("he"), QStringLiteral("\u05e2\u05d1\u05e8\u05d9\u05ea")}, // Ivrit
    };
}

bool TranslationLoader::isAvailable(const QString& code)
{
    for (const LanguageChoice& choice : languages())
        if (choice.code == code) return true;
    return false;
}

QString TranslationLoader::resolve(const QString& setting, const QLocale& system)
{
    if (isAvailable(setting)) return setting;
    // uiLanguages: most preferred first, e.g. "nl-BE", "nl", "en-US".
    for (const QString& name : system.uiLanguages()) {
        const QString code = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (isAvailable(code)) return code;
    }
    return QString::fromLatin1(kSourceLanguage);
}

QString TranslationLoader::storedSetting()
{
    return QSettings().value(kSettingsKey, QString()).toString();
}

QString TranslationLoader::install(const QString& setting)
{
    uninstall();
    language_ = resolve(setting);
    auto* own = new QTranslator(this);
    const bool loaded = own->load(QStringLiteral("nonet_") + language_, kTranslationResources) && QCoreApplication::installTranslator(own);
    if (language_ == QLatin1String(kSourceLanguage)) {
        // The sources are English; only the plural forms come from a translation.
        if (loaded) nonet_ = own;
        else delete own;
        return language_;
    }
    if (loaded) {
        nonet_ = own;
    } else {
        // Cannot happen with the embedded files; English is what the sources say.
        delete own;
        language_ = QString::fromLatin1(kSourceLanguage);
        return language_;
    }
    // Standard dialogs (file dialogs, message box buttons) in the same language, when the
    // Qt installation carries its translation; without it they stay English.
    auto* qt = new QTranslator(this);
    if (qt->load(QStringLiteral("qtbase_") + language_, QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && QCoreApplication::installTranslator(qt))
        qt_ = qt;
    else
        delete qt;
    return language_;
}

void TranslationLoader::uninstall()
{
    // Removing sends LanguageChange, after which Qt recomputes the layout direction.
    for (QTranslator** translator : {&qt_, &nonet_}) {
        if (*translator == nullptr) continue;
        QCoreApplication::removeTranslator(*translator);
        delete *translator;
        *translator = nullptr;
    }
    language_ = QString::fromLatin1(kSourceLanguage);
}

} // namespace nonet::app
