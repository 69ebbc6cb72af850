// The .ts files are complete: every message is translated (no "unfinished" entry, no empty
// translation or plural form) and keeps the source's placeholders, and each file answers
// Qt's layout-direction question for its language. And they are complete for the sources
// as they are now: lupdate, run over them into copies of the files, adds nothing unfinished
// (so a new string without its translations fails here). English, the language of the
// sources, has a file of plural forms only (nonet_en.ts, lupdate -pluralonly), held to the
// same rules; and the English sources themselves read right: a count is a %n message with
// its forms in nonet_en.ts (never "digit(s)"), and no article stands before a placeholder
// ("a %1 puzzle" reads "a Extreme puzzle": the level comes with its article, levelPuzzle()).
#include "core/presets/preset.h"
#include "ts_file.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using nonet::test::readTsFile;
using nonet::test::TsFile;
using nonet::test::TsMessage;

namespace {

const QStringList kLanguages{QStringLiteral("nl"), QStringLiteral("de"), QStringLiteral("he")};

const QString kPluralsLanguage = QStringLiteral("en");

QString tsPath(const QString& language)
{
    return QStringLiteral(NONET_SOURCE_DIR "/translations/nonet_%1.ts").arg(language);
}

// %1..%99 (not %n: a singular form may spell the number out).
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d{1,2})"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) found << it.next().captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

QString describe(const TsMessage& message) { return message.context + QStringLiteral(": \"") + message.source + QLatin1Char('"'); }

// The problems of one file, one line each (empty when it is complete).
QStringList problems(const TsFile& ts)
{
    QStringList found;
    for (const TsMessage& message : ts.messages) {
        if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete")) continue;
        if (message.type == QLatin1String("unfinished")) {
            found << QStringLiteral("unfinished: ") + describe(message);
            continue;
        }
        if (message.translations.isEmpty() || message.translations.contains(QString())) {
            found << QStringLiteral("empty translation: ") + describe(message);
            continue;
        }
        const QStringList wanted = placeholders(message.source);
        for (const QString& translation : message.translations)
            for (const QString& placeholder : wanted)
                if (!translation.contains(placeholder))
                    found << QStringLiteral("%1 missing in \"%2\": %3").arg(placeholder, translation, describe(message));
    }
    return found;
}

} // namespace

class TestTranslationsComplete : public QObject {
    Q_OBJECT
private slots:
    void committedFilesAreComplete_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : kLanguages) QTest::newRow(qPrintable(language)) << language;
        QTest::newRow("en (plural forms)") << kPluralsLanguage;
    }
    void committedFilesAreComplete()
    {
        QFETCH(QString, language);
        QString error;
        const auto ts = readTsFile(tsPath(language), &error);
        QVERIFY2(ts.has_value(), qPrintable(error));
        QVERIFY(ts->language.startsWith(language));
        const QStringList found = problems(*ts);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        if (language == kPluralsLanguage) {
            // Plural forms only, each read right: a singular and a plural, no "(s)".
            QVERIFY(!ts->messages.empty());
            for (const TsMessage& message : ts->messages) {
                QVERIFY2(message.numerus, qPrintable(describe(message)));
                QCOMPARE(message.translations.size(), 2);
                for (const QString& form : message.translations) QVERIFY2(!form.contains(QStringLiteral("(s)")), qPrintable(form));
            }
            return;
        }
        QVERIFY2(ts->messages.size() > 100, "too few messages: the file was not filled by lupdate");

        // Qt mirrors the application when this answer is "RTL".
        const QString direction = language == QLatin1String("he") ? QStringLiteral("RTL") : QStringLiteral("LTR");
        bool answered = false;
        for (const TsMessage& message : ts->messages) {
            if (message.context != QLatin1String("QGuiApplication") || message.source != QLatin1String("QT_LAYOUT_DIRECTION")) continue;
            QCOMPARE(message.translations.value(0), direction);
            answered = true;
        }
        QVERIFY(answered);
    }

    void currentSourcesAreTranslated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList copies;
        for (const QString& language : kLanguages) {
            copies << dir.filePath(QStringLiteral("nonet_%1.ts").arg(language));
            QVERIFY(QFile::copy(tsPath(language), copies.back()));
        }
        // The project file holds the sources and include paths that the update_translations
        // target passes (cmake/translations.cmake writes both); the options are the same too.
        QStringList arguments{QStringLiteral("-project"), QStringLiteral(NONET_LUPDATE_PROJECT)};
        arguments << QStringLiteral(NONET_LUPDATE_OPTIONS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        arguments << QStringLiteral("-ts") << copies;
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(NONET_LUPDATE), arguments);
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        const QString output = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));

        QStringList found;
        for (int i = 0; i < copies.size(); ++i) {
            QString error;
            const auto ts = readTsFile(copies[i], &error);
            QVERIFY2(ts.has_value(), qPrintable(error));
            // Guard against a scan that found nothing (everything would have vanished).
            const bool scanned = std::any_of(ts->messages.begin(), ts->messages.end(), [](const TsMessage& m) {
                return m.context == QLatin1String("nonet::app::MenuLayout") && m.source == QLatin1String("&Game");
            });
            QVERIFY2(scanned, qPrintable(output));
            for (const QString& problem : problems(*ts)) found << kLanguages[i] + QStringLiteral(" ") + problem;
        }
        // English: the plural forms of the messages with a count.
        const QString plurals = dir.filePath(QStringLiteral("nonet_en.ts"));
        QVERIFY(QFile::copy(tsPath(kPluralsLanguage), plurals));
        QStringList pluralArguments = arguments.mid(0, arguments.indexOf(QStringLiteral("-ts")));
        pluralArguments << QStringLiteral("-pluralonly") << QStringLiteral("-ts") << plurals;
        QProcess pluralUpdate;
        pluralUpdate.setProcessChannelMode(QProcess::MergedChannels);
        pluralUpdate.start(QStringLiteral(NONET_LUPDATE), pluralArguments);
        QVERIFY2(pluralUpdate.waitForFinished(120000), qPrintable(pluralUpdate.errorString()));
        QVERIFY2(pluralUpdate.exitStatus() == QProcess::NormalExit && pluralUpdate.exitCode() == 0,
                 qPrintable(QString::fromLocal8Bit(pluralUpdate.readAll())));
        QString error;
        const auto english = readTsFile(plurals, &error);
        QVERIFY2(english.has_value(), qPrintable(error));
        for (const QString& problem : problems(*english)) found << kPluralsLanguage + QStringLiteral(" ") + problem;

        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n')) + QStringLiteral(
            "\nThe sources have strings the translations lack: run"
            "\n  cmake --build build --target update_translations"
            "\nand translate the new entries in translations/*.ts.")));
    }

    // A preset's name is looked up by the English of its row (core/presets/preset.cpp), not
    // written at a tr() call: every row's name must be a finished message of every language.
    void everyPresetNameIsTranslated()
    {
        for (const QString& language : kLanguages) {
            QString error;
            const auto ts = readTsFile(tsPath(language), &error);
            QVERIFY2(ts.has_value(), qPrintable(error));
            for (const nonet::Variant variant : nonet::kAllVariants) {
                const std::string_view name = nonet::presetOf(variant).name;
                const QString source = QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
                const bool found = std::any_of(ts->messages.begin(), ts->messages.end(), [&](const TsMessage& m) {
                    return m.context == QLatin1String("nonet::app::VariantNames") && m.source == source && m.type.isEmpty()
                           && !m.translations.value(0).isEmpty();
                });
                QVERIFY2(found, qPrintable(language + QStringLiteral(": no translation of the preset name ") + source));
            }
        }
    }

    // The English of the sources: a count is never written "(s)" outside a %n message, and
    // no article stands before a placeholder (the level brings its own: levelPuzzle()).
    void englishSourcesReadRight()
    {
        QString error;
        const auto ts = readTsFile(tsPath(QStringLiteral("nl")), &error);
        QVERIFY2(ts.has_value(), qPrintable(error));
        static const QRegularExpression article(QStringLiteral("(^|[^\\w])(a|an|A|An) %\\d"));
        QStringList found;
        for (const TsMessage& message : ts->messages) {
            if (message.source.contains(QStringLiteral("(s)")) && !message.numerus) found << QStringLiteral("\"(s)\" without %n: ") + describe(message);
            if (article.match(message.source).hasMatch()) found << QStringLiteral("article before a placeholder: ") + describe(message);
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        QVERIFY(article.match(QStringLiteral("Imported a %1 puzzle.")).hasMatch()); // the check itself
    }

    // The checker itself: it must catch what it is there to catch.
    void problemsAreFound()
    {
        TsFile ts;
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("Fine %1"), {}, {QStringLiteral("Gut %1")}, false});
        QVERIFY(problems(ts).isEmpty());
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("New"), QStringLiteral("unfinished"), {QString()}, false});
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("Empty"), {}, {QString()}, false});
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("%1 of %2"), {}, {QStringLiteral("%1 von")}, false});
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("%n cell(s)"), {}, {QStringLiteral("eine Zelle"), QString()}, true});
        ts.messages.push_back({QStringLiteral("C"), QStringLiteral("Gone"), QStringLiteral("vanished"), {QString()}, false});
        const QStringList found = problems(ts);
        QCOMPARE(found.size(), 4);
        QVERIFY(found[0].startsWith(QStringLiteral("unfinished")));
        QVERIFY(found[1].startsWith(QStringLiteral("empty")));
        QVERIFY(found[2].startsWith(QStringLiteral("%2 missing")));
        QVERIFY(found[3].startsWith(QStringLiteral("empty")));
    }
};

QTEST_MAIN(TestTranslationsComplete)
#include "test_translations_complete.moc"
