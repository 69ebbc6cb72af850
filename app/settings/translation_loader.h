#pragma once
// The language the GUI speaks: Nonet's own translation (translations/nonet_<code>.ts,
// embedded under :/i18n) and Qt's for the standard dialogs (qtbase_<code>.qm from the Qt
// installation, when it is installed).
//
// QSettings key ui/language: "" follows the system locale, else one of languages().
// The choice takes effect for widgets built after install(); the window is built after it
// at start-up. Right-to-left comes with the translation: Qt reads "QT_LAYOUT_DIRECTION"
// from it and sets the application's layout direction.

#include <QLocale>
#include <QObject>
#include <QString>

#include <vector>

class QTranslator;

namespace nonet::app {

struct LanguageChoice {
    QString code;       // "en", "nl", "de", "he"
    QString nativeName; // as its speakers write it: "Nederlands", not translated
};

class TranslationLoader : public QObject {
    Q_OBJECT
public:
    static const QString kSettingsKey; // "ui/language"
    static constexpr const char* kSourceLanguage = "en";

    // The application's translators live as long as this object (usually a child of qApp).
    explicit TranslationLoader(QObject* parent = nullptr);

    // English first, then the translations, in a fixed order.
    static std::vector<LanguageChoice> languages();
    static bool isAvailable(const QString& code);
    // The language a setting stands for: a known code as it is, anything else (the empty
    // "system" choice, an unknown code) the first of the locale's UI languages Nonet
    // speaks, else English.
    static QString resolve(const QString& setting, const QLocale& system = QLocale::system());
    // The ui/language setting, as stored ("" when unset).
    static QString storedSetting();

    // Replaces the translators this object installed by those for `setting` (see
    // resolve()) and returns the language now in effect. English installs only its plural
    // forms (nonet_en: "1 wrong digit", "2 wrong digits").
    QString install(const QString& setting);
    // install(storedSetting()).
    QString installFromSettings() { return install(storedSetting()); }

    QString language() const { return language_; }
    // Whether Qt's own translation of the language was found (standard dialogs).
    bool hasQtTranslation() const { return qt_ != nullptr; }

private:
    void uninstall();

    QTranslator* nonet_ = nullptr;
    QTranslator* qt_ = nullptr;
    QString language_ = QString::fromLatin1(kSourceLanguage);
};

} // namespace nonet::app
