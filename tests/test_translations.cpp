// Each translation loaded for real: the window's menus, actions and title read in the
// language, Hebrew mirrors the window but not the Sudoku grid, and arrow keys move the
// selection the way they point on screen.
#include "app/daily/daily_calendar_dialog.h"
#include "tests/widget_fixtures.h"
#include "app/daily/daily_recorder.h"
#include "app/daily/daily_result_dialog.h"
#include "app/daily/result_check_dialog.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/game_files.h"
#include "app/files/import_job.h"
#include "app/files/puzzle_import.h"
#include "app/help/hint_text.h"
#include "app/shell/editing_mode.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/settings/translation_loader.h"
#include "app/shell/generating_notice.h"
#include "app/shell/main_window.h"
#include "app/trainer/trainer_dialog.h"
#include "tests/fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using nonet::app::BundledPuzzles;
using nonet::app::HintText;
using nonet::app::MainWindow;
using nonet::app::NewGameProvider;
using nonet::app::TranslationLoader;

namespace {

// The window with the menus of a player's run: the File actions and Game ▸ Continue
// (GameFiles), Game ▸ Enter Puzzle and its view (as Launch adds them).
std::unique_ptr<MainWindow> makeWindow()
{
    static QTemporaryDir data;
    auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
    auto* files = new nonet::app::GameFiles(window.get(), window->session(), {data.path(), &nonet::app::ImportJob::gradeLevel});
    window->attachFiles(*files);
    auto* editor = new nonet::app::PuzzleEditor(window->session(), {data.path(), &nonet::app::PuzzleImport::classicGivens}, window.get());
    new nonet::app::EditingMode(window.get(), editor);
    window->resize(900, 660);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) qWarning("window not exposed");
    return window;
}

QString menuTitle(const MainWindow& window, const char* name)
{
    const auto* menu = window.findChild<QMenu*>(QString::fromLatin1(name));
    return menu != nullptr ? menu->title() : QStringLiteral("<no menu %1>").arg(QString::fromLatin1(name));
}

// Where a cell's left edge is on screen, in window coordinates.
int screenX(const MainWindow& window, int cell)
{
    return window.board()->cellWidget(cell)->mapTo(&window, QPoint(0, 0)).x();
}

// The letter after a single '&' (lower case), or nothing.
QString mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text.mid(i + 1, 1).toLower();
    }
    return {};
}

// Menus (and the menu bar) in which two entries share an Alt+letter, as "menu: letter".
QStringList mnemonicClashes(const MainWindow& window)
{
    QStringList clashes;
    const auto check = [&clashes](const QString& where, const QList<QAction*>& actions) {
        QStringList seen;
        for (const QAction* action : actions) {
            const QString letter = mnemonic(action->text());
            if (letter.isEmpty()) continue;
            if (seen.contains(letter)) clashes << where + QStringLiteral(": ") + letter;
            seen << letter;
        }
    };
    check(QStringLiteral("menu bar"), window.menuBar()->actions());
    for (const QMenu* menu : window.findChildren<QMenu*>()) check(menu->title(), menu->actions());
    return clashes;
}

// Buttons of one window (a dialog, or the main window with its menu bar's titles) that share
// an Alt+letter: Qt then calls the shortcut ambiguous and neither works.
QStringList buttonClashes(const QWidget& window, const QString& where)
{
    QStringList clashes;
    QStringList seen;
    if (const auto* main = qobject_cast<const QMainWindow*>(&window))
        for (const QAction* action : main->menuBar()->actions()) seen << mnemonic(action->text());
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (button->window() != &window) continue;
        const QString letter = mnemonic(button->text());
        if (letter.isEmpty()) continue;
        if (seen.contains(letter)) clashes << where + QStringLiteral(": ") + letter + QStringLiteral(" (") + button->text() + QLatin1Char(')');
        seen << letter;
    }
    return clashes;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_translations"));
        QSettings settings;
        settings.clear();
        settings.sync();
    }

    void resolve_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system German") << QString() << "de_DE" << "de";
        QTest::newRow("system Flemish") << QString() << "nl_BE" << "nl";
        QTest::newRow("system Hebrew") << QString() << "he_IL" << "he";
        QTest::newRow("system Swiss German") << QString() << "de_CH" << "de";
        QTest::newRow("system French falls back to English") << QString() << "fr_FR" << "en";
        QTest::newRow("system English") << QString() << "en_GB" << "en";
        QTest::newRow("chosen Dutch on a German system") << "nl" << "de_DE" << "nl";
        QTest::newRow("chosen English on a Hebrew system") << "en" << "he_IL" << "en";
        QTest::newRow("unknown setting follows the system") << "xx" << "he_IL" << "he";
    }
    void resolve()
    {
        QFETCH(QString, setting);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(TranslationLoader::resolve(setting, QLocale(locale)), expected);
    }

    void storedSettingIsInstalled()
    {
        QSettings().setValue(TranslationLoader::kSettingsKey, QStringLiteral("de"));
        TranslationLoader loader;
        QCOMPARE(loader.installFromSettings(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("nonet::app::MenuLayout", "&Game"), QStringLiteral("&Spiel"));
        QSettings().remove(TranslationLoader::kSettingsKey);
        QCOMPARE(loader.install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("nonet::app::MenuLayout", "&Game"), QStringLiteral("&Game"));
    }

    // Rows in this order on purpose: after Hebrew, German must be left-to-right again.
    void window_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("gameMenu");
        QTest::addColumn<QString>("editMenu");
        QTest::addColumn<QString>("helpMenu");
        QTest::addColumn<QString>("notesAction");
        QTest::addColumn<QString>("level"); // the default level, Easy, in the title
        QTest::addColumn<QString>("qtCancel"); // Qt's own translation, when installed
        QTest::addColumn<bool>("rightToLeft");
        QTest::addColumn<QString>("oneWrong"); // plural forms: Check's message for 1 and 3
        QTest::addColumn<QString>("threeWrong");
        QTest::addColumn<QString>("pointing"); // a technique name of the engine's catalog
        QTest::newRow("en") << "en" << "&Game" << "&Edit" << "&Help" << "&Notes Mode" << "Easy" << "Cancel" << false
                            << "1 wrong digit marked." << "3 wrong digits marked." << "Locked candidates (pointing)";
        QTest::newRow("nl") << "nl" << "&Spel" << "Be&werken" << "&Help" << "&Notitiemodus" << "Makkelijk" << "Annuleren" << false
                            << "1 fout cijfer gemarkeerd." << "3 foute cijfers gemarkeerd." << "Vergrendelde kandidaten (wijzend)";
        QTest::newRow("he") << "he" << QString::fromUtf8("&משחק") << QString::fromUtf8("&עריכה") << QString::fromUtf8("ע&זרה")
                            << QString::fromUtf8("מצב &הערות") << QString::fromUtf8("קל") << QString::fromUtf8("ביטול") << true
                            << QString::fromUtf8("סומנה ספרה שגויה אחת.") << QString::fromUtf8("סומנו 3 ספרות שגויות.")
                            << QString::fromUtf8("מועמדים נעולים (הצבעה)");
        QTest::newRow("de") << "de" << "&Spiel" << "&Bearbeiten" << "&Hilfe" << "&Notizmodus" << "Leicht" << "Abbrechen" << false
                            << "1 falsche Ziffer markiert." << "3 falsche Ziffern markiert."
                            << "Gesperrte Kandidaten (Block auf Linie)";
    }
    void window()
    {
        QFETCH(QString, language);
        QFETCH(QString, gameMenu);
        QFETCH(QString, editMenu);
        QFETCH(QString, helpMenu);
        QFETCH(QString, notesAction);
        QFETCH(QString, level);
        QFETCH(QString, qtCancel);
        QFETCH(bool, rightToLeft);
        QFETCH(QString, oneWrong);
        QFETCH(QString, threeWrong);
        QFETCH(QString, pointing);

        TranslationLoader loader;
        QCOMPARE(loader.install(language), language);
        const auto window = makeWindow();

        QCOMPARE(menuTitle(*window, "menuGame"), gameMenu);
        QCOMPARE(menuTitle(*window, "menuEdit"), editMenu);
        QCOMPARE(menuTitle(*window, "menuHelp"), helpMenu);
        const auto* notes = window->findChild<QAction*>(QStringLiteral("actionNotesMode"));
        QVERIFY(notes != nullptr);
        QCOMPARE(notes->text(), notesAction);
        QCOMPARE(window->windowTitle(), QStringLiteral("Nonet - %1 \u00b7 %2").arg(nonet::app::VariantNames::title(nonet::Variant::Classic), level));
        const auto wrong = [](int n) { return QCoreApplication::translate("nonet::app::MainWindow", "%n wrong digit(s) marked.", nullptr, n); };
        QCOMPARE(wrong(1), oneWrong);
        QCOMPARE(wrong(3), threeWrong);
        // The hint names a technique as the engine's catalog does, in the language.
        QCOMPARE(HintText::techniqueName(nonet::Technique::LockedPointing), pointing);
        // No two entries of a menu share an Alt+letter, in the sources (English) and in
        // each translation.
        QStringList clashes = mnemonicClashes(*window);
        // Nor two buttons of a window: the main window's (the practice strip's, beside the
        // menu bar's titles) and those of the daily puzzle's and the trainer's dialogs.
        clashes << buttonClashes(*window, QStringLiteral("main window"));
        const QList<QDialog*> dialogs{window->showDailyCalendar(), window->showResultCheck(), window->showTrainer(),
                                      new nonet::app::DailyResultDialog(window->dailyRecorder(), window->dailyRecorder()->today(),
                                                                        window.get())};
        for (QDialog* dialog : dialogs) {
            clashes << buttonClashes(*dialog, dialog->objectName());
            dialog->close();
            delete dialog;
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral(", "))));
        // Qt's own strings (standard dialog buttons) too, where the Qt installation has them.
        // English is what the sources say: no translator at all.
        const bool qtInstalled = language != QLatin1String("en") && QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_%1.qm").arg(language));
        QCOMPARE(loader.hasQtTranslation(), qtInstalled);
        if (qtInstalled)
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), qtCancel);

        // The window mirrors with the language...
        const Qt::LayoutDirection direction = rightToLeft ? Qt::RightToLeft : Qt::LeftToRight;
        QCOMPARE(QApplication::layoutDirection(), direction);
        QCOMPARE(window->layoutDirection(), direction);
        const int boardX = window->board()->mapTo(window.get(), QPoint(0, 0)).x();
        const int keypadX = nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->mapTo(window.get(), QPoint(0, 0)).x();
        QCOMPARE(keypadX < boardX, rightToLeft); // the keypad sits on the reading side's end

        // ...the grid does not: columns 1..9 run left to right on screen in every row.
        QCOMPARE(window->board()->layoutDirection(), Qt::LeftToRight);
        for (int row = 0; row < nonet::kSide; ++row)
            for (int column = 1; column < nonet::kSide; ++column)
                QVERIFY2(screenX(*window, nonet::cellAt(row, column - 1)) < screenX(*window, nonet::cellAt(row, column)),
                         qPrintable(QStringLiteral("r%1c%2").arg(row + 1).arg(column + 1)));
        // The keypad is a number pad: 1 2 3 from the left.
        const auto padX = [&](int digit) { return nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitButton(digit)->mapTo(window.get(), QPoint(0, 0)).x(); };
        QVERIFY(padX(1) < padX(2) && padX(2) < padX(3));

        // Arrow keys move the way they point on screen.
        nonet::ui::BoardWidget* board = window->board();
        const int start = nonet::cellAt(4, 4);
        board->setSelectedCell(start);
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->selectedCell(), nonet::cellAt(4, 3));
        QVERIFY(screenX(*window, board->selectedCell()) < screenX(*window, start));
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->selectedCell(), nonet::cellAt(4, 5));
        QVERIFY(screenX(*window, board->selectedCell()) > screenX(*window, start));
    }

    // English messages with a count or a level: plurals from nonet_en.ts, the level with
    // its article and in lower case in the middle of a sentence.
    void englishCountsAndLevels()
    {
        TranslationLoader loader;
        QCOMPARE(loader.install(QStringLiteral("en")), QStringLiteral("en"));
        nonet::WideCellSet oneCell;
        oneCell.insert(0);
        nonet::WideCellSet twoCells = oneCell;
        twoCells.insert(1);
        QCOMPARE(nonet::app::HintText::mistakeWhere(oneCell), QStringLiteral("Wrong digit in row 1 column 1."));
        QCOMPARE(nonet::app::HintText::mistakeWhere(twoCells), QStringLiteral("Wrong digits in row 1 column 1 and row 1 column 2."));
        const std::array<QString, nonet::kLevelCount> phrases{
            QStringLiteral("a very easy puzzle"), QStringLiteral("an easy puzzle"), QStringLiteral("a medium puzzle"),
            QStringLiteral("a tough puzzle"), QStringLiteral("a very tough puzzle"), QStringLiteral("an extreme puzzle")};
        for (nonet::Level level : nonet::kAllLevels) QCOMPARE(nonet::app::levelPuzzle(level), phrases[static_cast<std::size_t>(level)]);
        QCOMPARE(nonet::app::GeneratingNotice::textFor(nonet::Level::Extreme), QStringLiteral("Generating an extreme puzzle…"));

        // The solved banner, on a very easy game.
        const auto window = makeWindow();
        window->requestNewGame(nonet::Level::VeryEasy);
        QTRY_COMPARE(window->session()->level(), nonet::Level::VeryEasy);
        const nonet::GameState& state = window->session()->state();
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            if (state.value(cell) == 0) QVERIFY(window->session()->setValue(cell, state.solution().at(cell)));
        QVERIFY2(nonet::test::child<QLabel>(*window, "banner")->text().startsWith(QStringLiteral("Solved! You finished Classic \u00b7 Very easy in ")),
                 qPrintable(nonet::test::child<QLabel>(*window, "banner")->text()));
        // Check's count, through the window.
        QCOMPARE(QCoreApplication::translate("nonet::app::MainWindow", "%n wrong digit(s) marked.", nullptr, 1), QStringLiteral("1 wrong digit marked."));
        QCOMPARE(nonet::test::spokenDescription(nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitButton(1)).isEmpty(), false);
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
