#include "app/help/expert_rating_job.h"
#include "tests/widget_fixtures.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/help/hint_controller.h"
#include "app/help/help_actions.h"
#include "app/shell/main_window.h"
#include "app/shell/menu_layout.h"
#include "app/shell/message_strip.h"

#include <QToolBar>
#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
#include <QTemporaryDir>
#include "core/expert/expert_rating.h"
#include "tests/fixtures.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"
#include "ui/timer_label.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QToolButton>
#include <QStandardPaths>
#include <QStyleHints>
#include <QTest>
#include <QToolBar>

#include <memory>
#include <string>

using nonet::GamePuzzle;
using nonet::GameState;
using nonet::Level;
using nonet::app::BundledPuzzles;
using nonet::app::GameSession;
using nonet::app::MainWindow;
using nonet::app::NewGameProvider;
using nonet::test::action;
using nonet::test::showWindow;

namespace {

BundledPuzzles bundled() { return BundledPuzzles::loadBuiltIn().puzzles; }

// Moves the board's selection to `cell` with arrow keys only (no wrapping needed).
void selectWithArrows(nonet::ui::BoardWidget* board, int cell)
{
    if (board->selectedCell() < 0) QTest::keyClick(board, Qt::Key_Right); // selects a first cell
    const int from = board->selectedCell();
    const int rows = nonet::rowOf(cell) - nonet::rowOf(from);
    const int columns = nonet::columnOf(cell) - nonet::columnOf(from);
    for (int i = 0; i < std::abs(rows); ++i) QTest::keyClick(board, rows > 0 ? Qt::Key_Down : Qt::Key_Up);
    for (int i = 0; i < std::abs(columns); ++i) QTest::keyClick(board, columns > 0 ? Qt::Key_Right : Qt::Key_Left);
}

Qt::Key digitKey(int digit) { return static_cast<Qt::Key>(Qt::Key_0 + digit); }

// Every empty cell but `leave` gets its solution digit (through the session).
void fillAllBut(GameSession* session, int leave)
{
    const GameState& state = session->state();
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (cell != leave && state.value(cell) == 0) QVERIFY(session->setValue(cell, state.solution().at(cell)));
}

int lastEmpty(const GameState& state)
{
    for (int cell = nonet::kCellCount - 1; cell >= 0; --cell)
        if (state.value(cell) == 0) return cell;
    return -1;
}

int firstEmpty(const GameState& state)
{
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (state.value(cell) == 0) return cell;
    return -1;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    // A dialog over the window (Statistics, Preferences) holds the stopwatch; it runs on
    // when the dialog goes, and the board was never covered.
    void stopwatchStandsStillWhileADialogIsOpen()
    {
        auto now = std::make_shared<qint64>(0);
        MainWindow window(new NewGameProvider(bundled(), 1), [now] { return *now; });
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        GameSession* session = window.session();
        *now += 3000;
        QCOMPARE(session->elapsed(), 3000);
        for (const char* name : {"actionStatistics", "actionPreferences"}) {
            QAction* open = action(window, name);
            QVERIFY(open != nullptr);
            open->trigger();
            QDialog* dialog = nullptr;
            QTRY_VERIFY((dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) != nullptr);
            QTRY_VERIFY(session->isClockHeld());
            const qint64 before = session->elapsed();
            *now += 60'000;
            QCOMPARE(session->elapsed(), before);
            QVERIFY(!session->isPaused());
            dialog->reject();
            QTRY_VERIFY(!session->isClockHeld());
            *now += 1000;
            QCOMPARE(session->elapsed(), before + 1000);
        }
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_main_window"));
    }
    void init()
    {
        QSettings settings;
        settings.clear();
        settings.sync();
    }

    void actionsAndShortcuts()
    {
        auto window = showWindow();
        for (const char* name : {"actionNew", "actionRestart", "actionPause", "actionQuit", "actionUndo", "actionRedo",
                                 "actionNotesMode", "actionAllNotes", "actionClearNotes", "actionAutoRemoveNotes",
                                 "actionAbout"})
            QVERIFY2(action(*window, name) != nullptr, name);
        for (Level level : nonet::kAllLevels) {
            const QString name = QStringLiteral("actionNew-classic-") + nonet::app::levelKeyText(level);
            QVERIFY2(window->findChild<QAction*>(name) != nullptr, qPrintable(name));
        }
        QCOMPARE(action(*window, "actionNew")->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(action(*window, "actionQuit")->shortcut(), QKeySequence(QKeySequence::Quit));
        QVERIFY(action(*window, "actionUndo")->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z)));
        const auto redo = action(*window, "actionRedo")->shortcuts();
        QVERIFY(redo.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QVERIFY(redo.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));

        // The menus hold the actions; later features (save, load, import...) are not shown.
        QStringList menuTitles;
        for (QAction* a : window->menuBar()->actions())
            if (a->isVisible()) menuTitles << a->text().remove(QLatin1Char('&'));
        QCOMPARE(menuTitles, (QStringList{QStringLiteral("Game"), QStringLiteral("Edit"), QStringLiteral("View"), QStringLiteral("Help")}));
        auto* edit = window->findChild<QMenu*>(QStringLiteral("menuEdit"));
        QVERIFY(edit->actions().contains(action(*window, "actionUndo")));
        QVERIFY(edit->actions().contains(action(*window, "actionNotesMode")));
        auto* game = window->findChild<QMenu*>(QStringLiteral("menuGame"));
        QVERIFY(game->actions().contains(action(*window, "actionRestart")));
        const QRegularExpression later(QStringLiteral("save|load|open|import|export|share"), QRegularExpression::CaseInsensitiveOption);
        for (QAction* a : window->findChildren<QAction*>())
            QVERIFY2(!a->text().remove(QLatin1Char('&')).contains(later), qPrintable(a->text()));

        // Everything has an accessible name or visible text.
        QVERIFY(!nonet::test::child<QLabel>(*window, "banner")->accessibleName().isEmpty());
        QVERIFY(!window->board()->accessibleName().isEmpty());
        QVERIFY(!nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->accessibleName().isEmpty());
        QVERIFY(!nonet::test::child<nonet::ui::TimerLabel>(*window, "stopwatch")->accessibleName().isEmpty());
    }

    // Every action lands in its place of the one table, whatever the order of adding; a
    // menu shows once it has something, and the toolbar shows a separator only between
    // two groups with buttons.
    void menuLayoutPlacesByTable()
    {
        QMainWindow window;
        nonet::app::MenuLayout menus(&window);
        using nonet::app::MenuPlace;
        using nonet::app::ToolPlace;
        QMenu* file = menus.menu(MenuPlace::FileQuick);
        QVERIFY(!file->menuAction()->isVisible());
        QAction paper(QStringLiteral("Print"));
        QAction picture(QStringLiteral("Open Picture"));
        QAction import(QStringLiteral("Import"));
        QAction save(QStringLiteral("Save"));
        menus.add(MenuPlace::FilePaper, &paper);
        QVERIFY(file->menuAction()->isVisible());
        menus.add(MenuPlace::FilePictures, &picture);
        menus.add(MenuPlace::FileExchange, &import);
        menus.add(MenuPlace::FileQuick, &save);
        QList<QAction*> shown;
        for (QAction* a : file->actions())
            if (!a->isSeparator()) shown << a;
        QCOMPARE(shown, (QList<QAction*>{&save, &import, &picture, &paper}));
        // Exchange and Pictures share a section: no separator between Import and Open Picture.
        const QList<QAction*> all = file->actions();
        QCOMPARE(all.indexOf(&picture), all.indexOf(&import) + 1);
        QVERIFY(all.at(all.indexOf(&paper) - 1)->isSeparator());
        QCOMPARE(menus.menu(MenuPlace::HelpAbout)->objectName(), QStringLiteral("menuHelp"));

        QAction undo(QStringLiteral("Undo"));
        QAction hint(QStringLiteral("Hint"));
        menus.add(ToolPlace::Assist, &hint);
        menus.add(ToolPlace::Undo, &undo);
        QList<QAction*> visible;
        for (QAction* a : menus.toolBar()->actions())
            if (a->isVisible()) visible << a;
        QCOMPARE(visible.size(), 4); // Undo, one separator, Hint, the clock's spring
        QCOMPARE(visible.at(0), &undo);
        QVERIFY(visible.at(1)->isSeparator());
        QCOMPARE(visible.at(2), &hint);
    }

    void firstGameIsThereAtOnce()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("game/level"), QStringLiteral("tough"));
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        MainWindow window(new NewGameProvider(bundled(), 1));
        // No event loop has run: the game came from the bundled list synchronously.
        QVERIFY(window.session()->hasGame());
        QCOMPARE(window.session()->level(), Level::Tough);
        const GameState& state = window.session()->state();
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            QCOMPARE(window.board()->cell(cell).value, state.value(cell));
            QCOMPARE(window.board()->cell(cell).given, state.isGiven(cell));
        }
    }

    void newGameArrivesAsynchronously()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        QVERIFY(session->setValue(firstEmpty(session->state()), 1));
        const GameState before = session->state();
        QSignalSpy reset(session, &GameSession::reset);

        action(*window, "actionNew-classic-extreme")->trigger();
        QCOMPARE(reset.count(), 0); // nothing blocks: the current game is still there
        QCOMPARE(session->state(), before);
        QTRY_COMPARE(reset.count(), 1);
        QCOMPARE(session->level(), Level::Extreme);
        QCOMPARE(session->state().filledCount(), session->state().givens().filledCount());
        QCOMPARE(session->undoStack()->count(), 0);
        QCOMPARE(QSettings().value(QStringLiteral("game/level")).toString(), QStringLiteral("extreme"));

        // New (Ctrl+N) repeats the last level.
        QTest::keyClick(window->board(), Qt::Key_N, Qt::ControlModifier);
        QTRY_COMPARE(reset.count(), 2);
        QCOMPARE(session->level(), Level::Extreme);
        QVERIFY(window->windowTitle().contains(nonet::app::levelTitle(Level::Extreme)));
    }

    // New Game's menu offers variant and level in one step: a submenu per variant with the
    // levels it offers; choosing one starts that game here, in the one window (the title
    // names the variant), and is remembered (a new window reading the settings again), so
    // that New (Ctrl+N) starts it again.
    void newGameOffersVariantAndLevelInOneStep()
    {
        {
            auto window = showWindow();
            auto* menu = window->findChild<QMenu*>(QStringLiteral("menuNew"));
            for (const nonet::Variant variant : nonet::kAllVariants) {
                const QString key = QString::fromLatin1(nonet::variantKey(variant).data());
                auto* submenu = window->findChild<QMenu*>(QStringLiteral("menuNew-") + key);
                QVERIFY2(submenu != nullptr && menu->actions().contains(submenu->menuAction()), qPrintable(key));
                QCOMPARE(submenu->title(), nonet::app::VariantNames::title(variant));
                QCOMPARE(submenu->actions().size(), static_cast<qsizetype>(nonet::variantLevels(variant).size()));
                for (const Level level : nonet::variantLevels(variant))
                    QVERIFY(submenu->actions().contains(window->findChild<QAction*>(QStringLiteral("actionNew-%1-%2").arg(key, nonet::app::levelKeyText(level)))));
            }
            QVERIFY(window->findChild<QMenu*>(QStringLiteral("menuNew-classic"))->menuAction()->isChecked());
            QVERIFY(window->windowTitle().contains(nonet::app::VariantNames::title(nonet::Variant::Classic)));

            // A level of the variant starts a 4×4 here, at once or as soon as it is made.
            action(*window, "actionNew-4x4-easy")->trigger();
            QTRY_VERIFY(window->session()->state().variant() == nonet::Variant::Mini4);
            QCOMPARE(window->session()->level(), Level::Easy);
            QCOMPARE(window->board()->cellCount(), 16);
            QCOMPARE(window->windowTitle(), QStringLiteral("Nonet - ") + nonet::app::GameTitle::of(nonet::Variant::Mini4, Level::Easy));
            QVERIFY(action(*window, "actionNew-4x4-easy")->isChecked());
            QVERIFY(window->findChild<QMenu*>(QStringLiteral("menuNew-4x4"))->menuAction()->isChecked());
            QVERIFY(!window->findChild<QMenu*>(QStringLiteral("menuNew-classic"))->menuAction()->isChecked());
            QVERIFY(action(*window, "actionNew")->toolTip().contains(nonet::app::VariantNames::title(nonet::Variant::Mini4)));
        }
        QSettings().sync();
        {
            auto window = showWindow();
            QVERIFY(action(*window, "actionNew-4x4-easy")->isChecked());
            const GameState first = window->session()->state();
            QSignalSpy reset(window->session(), &GameSession::reset);
            QTest::keyClick(window->board(), Qt::Key_N, Qt::ControlModifier);
            QTRY_VERIFY(reset.count() >= 1 && window->session()->state().variant() == nonet::Variant::Mini4);
            QCOMPARE(window->session()->level(), Level::Easy);
            // Back to Classic: its level's action starts a classic game again.
            reset.clear();
            action(*window, "actionNew-classic-easy")->trigger();
            QTRY_VERIFY(reset.count() >= 1 && window->session()->state().variant() == nonet::Variant::Classic);
            QCOMPARE(window->session()->level(), Level::Easy);
            QCOMPARE(window->board()->cellCount(), 81);
            Q_UNUSED(first);
        }
    }

    // Beside the level the status shows the expert-scale estimate, worked out off the GUI
    // thread for each new puzzle; a restart keeps it.
    void expertScaleBesideTheLevel()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        nonet::app::ExpertRatingJob* job = nonet::test::child<nonet::app::ExpertRatingJob>(*window, "expertRating");
        QTRY_VERIFY(job->rating().has_value());
        const auto expected = nonet::rateExpert(session->state().givens().toClassic());
        QVERIFY(expected.has_value());
        QCOMPARE(job->rating()->tenths, expected->tenths);
        const QString se = QStringLiteral("SE ") + QString::fromStdString(nonet::formatExpertRating(expected->tenths));
        QVERIFY2(nonet::test::child<QLabel>(*window, "gameStatus")->text().contains(se), qPrintable(nonet::test::child<QLabel>(*window, "gameStatus")->text()));
        QVERIFY(nonet::test::child<QLabel>(*window, "gameStatus")->text().startsWith(nonet::app::GameTitle::of(session->state().puzzle())));
        QVERIFY(!nonet::test::child<QLabel>(*window, "gameStatus")->toolTip().isEmpty());

        QVERIFY(session->setValue(firstEmpty(session->state()), 1));
        QVERIFY(session->restart());
        QVERIFY(job->rating().has_value());
        QVERIFY(nonet::test::child<QLabel>(*window, "gameStatus")->text().contains(se));

        QSignalSpy reset(session, &GameSession::reset);
        action(*window, "actionNew-classic-extreme")->trigger();
        QTRY_COMPARE(reset.count(), 1);
        QTRY_VERIFY(job->rating().has_value());
        const auto extreme = nonet::rateExpert(session->state().givens().toClassic());
        QCOMPARE(job->rating()->tenths, extreme->tenths);
        QVERIFY(nonet::test::child<QLabel>(*window, "gameStatus")->text().contains(QString::fromStdString(nonet::formatExpertRating(extreme->tenths))));

        // In the reader's number format: a decimal comma in German.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = job->text();
        QLocale::setDefault(before);
        QString comma = QString::fromStdString(nonet::formatExpertRating(extreme->tenths));
        comma.replace(QLatin1Char('.'), QLatin1Char(','));
        QVERIFY2(german.startsWith(QStringLiteral("SE ") + comma), qPrintable(german));
    }

    // The expert scale rates puzzles of the classic rules only: a variant gets no estimate
    // (none of the classic grid it is not) and its status says why; back on a classic
    // puzzle the estimate comes again.
    void expertScaleOnlyWhereItMeansSomething()
    {
        // (Shape::of(Killer) stands in without cages: a Killer game's shape is below.)
        for (const nonet::Variant variant : nonet::kAllVariants)
            if (variant != nonet::Variant::Killer)
                QCOMPARE(nonet::app::ExpertRatingJob::ratesShape(*nonet::Shape::of(variant)), variant == nonet::Variant::Classic);
        auto window = showWindow();
        GameSession* session = window->session();
        nonet::app::ExpertRatingJob* job = nonet::test::child<nonet::app::ExpertRatingJob>(*window, "expertRating");
        QTRY_VERIFY(job->rating().has_value());
        auto* status = nonet::test::child<QLabel>(*window, "gameStatus");
        QVERIFY(status->text().contains(QStringLiteral("SE ")));
        for (const char* name : {"actionNew-x-easy", "actionNew-killer-easy"}) {
            QSignalSpy reset(session, &GameSession::reset);
            action(*window, name)->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(reset.count(), 1, 30000);
            QVERIFY(!session->state().puzzle().isClassic());
            QVERIFY(!job->ratesCurrent());
            QVERIFY(!job->isBusy());
            QTest::qWait(100);
            QVERIFY(!job->rating().has_value());
            QVERIFY2(!status->text().contains(QStringLiteral("SE ")), qPrintable(status->text()));
            QVERIFY2(status->toolTip().contains(QStringLiteral("classic puzzles only")), qPrintable(status->toolTip()));
        }
        QSignalSpy reset(session, &GameSession::reset);
        action(*window, "actionNew-classic-easy")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(reset.count(), 1, 30000);
        QTRY_VERIFY(job->rating().has_value());
        QVERIFY(status->text().contains(QStringLiteral("SE ")));
        QVERIFY(!status->toolTip().contains(QStringLiteral("classic puzzles only")));
    }

    void restartAndUndoRedoShortcuts()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        const GameState start = session->state();
        const int cell = firstEmpty(start);
        selectWithArrows(window->board(), cell);
        const int digit = start.solution().at(cell);
        QTest::keyClick(window->board(), digitKey(digit));
        QCOMPARE(session->state().value(cell), digit);
        QCOMPARE(window->board()->cell(cell).value, digit);
        const GameState played = session->state();

        action(*window, "actionRestart")->trigger();
        QCOMPARE(session->state(), start);
        QCOMPARE(window->board()->cell(cell).value, 0);

        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier); // undo the restart
        QCOMPARE(session->state(), played);
        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier); // undo the digit
        QCOMPARE(session->state(), start);
        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(session->state(), played);
        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(window->board(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(session->state(), played);
        QCOMPARE(window->board()->cell(cell).value, digit);
    }

    void notesModeStaysInSync()
    {
        auto window = showWindow();
        QAction* notes = action(*window, "actionNotesMode");
        QVERIFY(!notes->isChecked());
        QVERIFY(!window->board()->notesMode());

        notes->trigger();
        QVERIFY(window->board()->notesMode());
        QVERIFY(nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->notesMode());

        QTest::keyClick(window->board(), Qt::Key_N);
        QVERIFY(!notes->isChecked());
        QVERIFY(!window->board()->notesMode());
        QVERIFY(!nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->notesMode());

        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->notesModeToggled(true);
        QVERIFY(notes->isChecked());
        QVERIFY(window->board()->notesMode());

        // In notes mode a digit key toggles a note; it is one undo step.
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        selectWithArrows(window->board(), cell);
        QTest::keyClick(window->board(), Qt::Key_4);
        QVERIFY(session->state().notes(cell).contains(4));
        QVERIFY(window->board()->cell(cell).notes.contains(4));
        QCOMPARE(session->state().value(cell), 0);
        // Shift+digit outside notes mode toggles a note as well.
        notes->trigger();
        QTest::keyClick(window->board(), Qt::Key_4, Qt::ShiftModifier);
        QVERIFY(!session->state().notes(cell).contains(4));
    }

    void keypadActsOnTheSelectedCell()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        selectWithArrows(window->board(), cell);
        const auto remaining = session->state().remaining();
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitClicked(7);
        QCOMPARE(session->state().value(cell), 7);
        QCOMPARE(session->state().remaining()[6], std::max(0, remaining[6] - 1));
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->eraseClicked();
        QCOMPARE(session->state().value(cell), 0);
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->notesModeToggled(true);
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitClicked(2);
        QVERIFY(session->state().notes(cell).contains(2));
    }

    // With a keypad button focused (Tab), the digit keys still act on the board's cell (a
    // button ignores them), Shift+digit still notes, and Escape gives the board the keyboard
    // back.
    void digitKeysReachTheBoardFromTheKeypad()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const int cell = firstEmpty(session->state());
        selectWithArrows(board, cell);
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        QTest::keyClick(board, Qt::Key_Tab);
        QWidget* focused = QApplication::focusWidget();
        QVERIFY(focused != board && keypad->isAncestorOf(focused));
        const int digit = session->state().solution().at(cell);
        QTest::keyClick(focused, digitKey(digit));
        QCOMPARE(session->state().value(cell), digit);
        QCOMPARE(QApplication::focusWidget(), focused); // no focus taken from it
        QVERIFY(session->erase(cell));
        QTest::keyClick(focused, digitKey(3), Qt::ShiftModifier);
        QVERIFY(session->state().notes(cell).contains(3));
        QTest::keyClick(focused, Qt::Key_Escape);
        QCOMPARE(QApplication::focusWidget(), board);
    }

    // Digit first: the status bar shows it and its digit while it is on, and the first Esc
    // leaves it (the selection stays; the next Esc shrinks that).
    void digitFirstIsShownAndTheFirstEscLeavesIt()
    {
        auto window = showWindow();
        nonet::ui::BoardWidget* board = window->board();
        auto* mode = nonet::test::child<QLabel>(*window, "modeLabel");
        QVERIFY(!mode->isVisible());
        board->setFocus();
        QTest::keyClick(board, Qt::Key_D);
        QVERIFY(board->digitFirst());
        QVERIFY(mode->isVisible());
        QTest::keyClick(board, Qt::Key_5);
        QCOMPARE(board->chosenDigit(), 5);
        QVERIFY2(mode->text().contains(QStringLiteral("Digit first: 5")), qPrintable(mode->text()));
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(board->selection().count(), 2);
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!board->digitFirst());
        QVERIFY(!mode->isVisible());
        QCOMPARE(board->selection().count(), 2);
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(board->selection().count(), 1);
    }

    void centreNotesAndColours()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const int cell = firstEmpty(session->state());
        selectWithArrows(board, cell);
        QAction* centre = action(*window, "actionCentreNotes");
        QVERIFY(centre != nullptr && centre->isCheckable());
        // C switches the kind notes mode writes; Ctrl+digit writes a centre note anyway.
        QTest::keyClick(board, Qt::Key_N);
        QTest::keyClick(board, Qt::Key_C);
        QVERIFY(centre->isChecked());
        QTest::keyClick(board, Qt::Key_4);
        QTest::keyClick(board, Qt::Key_6, Qt::ShiftModifier);
        QCOMPARE(session->state().centreNotes(cell), nonet::DigitSet::single(4));
        QCOMPARE(session->state().notes(cell), nonet::DigitSet::single(6));
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitClicked(8); // the keypad writes the same kind
        QVERIFY(session->state().centreNotes(cell).contains(8));
        QVERIFY(board->cell(cell).centreNotes.contains(8)); // and the board shows it
        QTest::keyClick(board, Qt::Key_C);
        QTest::keyClick(board, Qt::Key_N);

        // Alt+2 colours the selection (a given too), as one step; again takes it off.
        const int given = [&] {
            for (int c = 0; c < nonet::kCellCount; ++c)
                if (session->state().isGiven(c)) return c;
            return -1;
        }();
        board->setSelection(nonet::WideCellSet::single(cell) | nonet::WideCellSet::single(given), cell);
        const int steps = session->undoStack()->count();
        QTest::keyClick(board, Qt::Key_2, Qt::AltModifier);
        QCOMPARE(session->state().colour(cell), 2);
        QCOMPARE(session->state().colour(given), 2);
        QCOMPARE(board->cell(given).colour, 2);
        QCOMPARE(session->undoStack()->count(), steps + 1);
        QVERIFY(nonet::test::spokenName(board->cellWidget(cell)).contains(QStringLiteral("colour 2")));
        // From the menu, with the board not focused: the same.
        action(*window, "actionColour-5")->trigger();
        QCOMPARE(session->state().colour(cell), 5);
        action(*window, "actionClearColours")->trigger();
        QCOMPARE(session->state().colour(cell), 0);
        QCOMPARE(session->state().colour(given), 0);
        QTest::keyClick(board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session->state().colour(given), 5);
    }

    void noteColoursOnTheHighlightedDigit()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        action(*window, "actionAllNotes")->trigger();
        // Two empty cells with the same candidate, and a third without it.
        int first = -1;
        int second = -1;
        int without = -1;
        int digit = 0;
        for (int d = 1; d <= 9 && second < 0; ++d) {
            first = second = without = -1;
            for (int c = 0; c < nonet::kCellCount; ++c) {
                if (session->state().value(c) != 0) continue;
                if (!session->state().notes(c).contains(d)) without = without < 0 ? c : without;
                else if (first < 0) first = c;
                else if (second < 0) second = c;
            }
            if (second >= 0 && without >= 0) digit = d;
            else second = -1;
        }
        QVERIFY(digit != 0);
        board->setFocus();
        board->setSelection(nonet::WideCellSet::single(first) | nonet::WideCellSet::single(second) | nonet::WideCellSet::single(without), first);
        const int steps = session->undoStack()->count();
        // No digit highlighted: nothing changes, and the status bar says what is missing.
        QTest::keyClick(board, Qt::Key_3, Qt::ShiftModifier | Qt::AltModifier);
        QCOMPARE(session->undoStack()->count(), steps);
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Which note?")));
        // The digit held down on the keypad: Shift+Alt+3 colours its note where it is one,
        // as one undo step; the cell without the note is left alone.
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        const int holdTime = QGuiApplication::styleHints()->mousePressAndHoldInterval();
        QGuiApplication::styleHints()->setMousePressAndHoldInterval(50);
        QTest::mousePress(keypad->digitButton(digit), Qt::LeftButton);
        QTRY_COMPARE(board->heldDigit(), digit);
        QTest::keyClick(board, Qt::Key_3, Qt::ShiftModifier | Qt::AltModifier);
        QTest::mouseRelease(keypad->digitButton(digit), Qt::LeftButton);
        QGuiApplication::styleHints()->setMousePressAndHoldInterval(holdTime);
        QCOMPARE(board->heldDigit(), 0);
        QCOMPARE(session->state().candidateColours(first).of(digit), 3);
        QCOMPARE(session->state().candidateColours(second).of(digit), 3);
        QVERIFY(session->state().candidateColours(without).empty());
        QCOMPARE(session->undoStack()->count(), steps + 1);
        QCOMPARE(session->state().value(first), 0); // the hold placed nothing
        // Shown and read out: the board's view has it, and the cell's accessible name says it.
        QCOMPARE(board->cell(first).candidateColours.of(digit), 3);
        QVERIFY(nonet::test::spokenName(board->cellWidget(first)).contains(QStringLiteral("note %1 in colour 3").arg(digit)));
        // From the menu, on the digit chosen in digit first: colour 5 over it; then off.
        board->setDigitFirst(true);
        board->setChosenDigit(digit);
        action(*window, "actionNoteColour-5")->trigger();
        QCOMPARE(session->state().candidateColours(second).of(digit), 5);
        action(*window, "actionNoteColour-0")->trigger();
        QVERIFY(session->state().candidateColours(second).empty());
        QCOMPARE(session->undoStack()->count(), steps + 3);
        // Undo brings the colours back step by step.
        session->undoStack()->undo();
        QCOMPARE(session->state().candidateColours(second).of(digit), 5);
        session->undoStack()->undo();
        QCOMPARE(session->state().candidateColours(first).of(digit), 3);
        session->undoStack()->undo();
        QVERIFY(session->state().candidateColours(first).empty());
        // The menu lists them with their keys.
        auto* menu = window->findChild<QMenu*>(QStringLiteral("menuNoteColour"));
        QVERIFY(menu != nullptr);
        for (int c = 0; c <= nonet::kColourCount; ++c) {
            QAction* a = action(*window, qPrintable(QStringLiteral("actionNoteColour-%1").arg(c)));
            QVERIFY(a != nullptr && menu->actions().contains(a));
            QCOMPARE(a->shortcut(), QKeySequence(Qt::SHIFT | Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + c)));
        }
    }

    void allAndClearNotes()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        action(*window, "actionAllNotes")->trigger();
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            QCOMPARE(session->state().notes(cell), session->state().candidates(cell));
            QCOMPARE(window->board()->cell(cell).notes, session->state().candidates(cell));
        }
        action(*window, "actionClearNotes")->trigger();
        for (int cell = 0; cell < nonet::kCellCount; ++cell) QVERIFY(window->board()->cell(cell).notes.empty());
        action(*window, "actionUndo")->trigger();
        QCOMPARE(window->board()->cell(firstEmpty(session->state())).notes, session->state().candidates(firstEmpty(session->state())));
    }

    void autoRemoveNotesPreference()
    {
        auto window = showWindow();
        QAction* pref = action(*window, "actionAutoRemoveNotes");
        QVERIFY(pref->isChecked()); // on by default
        GameSession* session = window->session();
        action(*window, "actionAllNotes")->trigger();
        const int cell = firstEmpty(session->state());
        const int digit = session->state().solution().at(cell);
        int peerWithNote = -1;
        for (int peer : nonet::peersOf(cell))
            if (session->state().notes(peer).contains(digit)) peerWithNote = peer;
        QVERIFY(peerWithNote >= 0);

        selectWithArrows(window->board(), cell);
        QTest::keyClick(window->board(), digitKey(digit));
        QVERIFY(!window->board()->cell(peerWithNote).notes.contains(digit));
        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(window->board()->cell(peerWithNote).notes.contains(digit));

        pref->trigger();
        QVERIFY(!QSettings().value(QStringLiteral("game/autoRemoveNotes")).toBool());
        QTest::keyClick(window->board(), digitKey(digit));
        QVERIFY(window->board()->cell(peerWithNote).notes.contains(digit));
    }

    void pauseHidesAndBlocks()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        selectWithArrows(window->board(), cell);
        QTest::keyClick(window->board(), Qt::Key_1);
        QCOMPARE(session->state().value(cell), 1);

        emit nonet::test::child<nonet::ui::TimerLabel>(*window, "stopwatch")->pauseToggleRequested(); // what a click on the stopwatch does
        QVERIFY(session->isPaused());
        QVERIFY(window->board()->isPaused());
        QVERIFY(action(*window, "actionPause")->isChecked());
        QVERIFY(!action(*window, "actionUndo")->isEnabled());
        QVERIFY(!action(*window, "actionAllNotes")->isEnabled());
        QVERIFY(!nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->isEnabled());
        const GameState paused = session->state();
        QTest::keyClick(window->board(), Qt::Key_2);
        QTest::keyClick(window->board(), Qt::Key_Delete);
        QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier);
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitClicked(3);
        QCOMPARE(session->state(), paused);
        const qint64 time = session->elapsed();
        QTest::qWait(30);
        QCOMPARE(session->elapsed(), time);

        action(*window, "actionPause")->trigger(); // resume from the menu
        QVERIFY(!session->isPaused());
        QVERIFY(!window->board()->isPaused());
        QVERIFY(action(*window, "actionUndo")->isEnabled());
        QTest::keyClick(window->board(), Qt::Key_2);
        QCOMPARE(session->state().value(cell), 2);
    }

    void completionLocksAndTells()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        const int last = lastEmpty(session->state());
        fillAllBut(session, last);
        QVERIFY(!nonet::test::child<QLabel>(*window, "banner")->isVisible());
        selectWithArrows(window->board(), last);
        QTest::keyClick(window->board(), digitKey(session->state().solution().at(last)));

        QVERIFY(session->isFinished());
        QVERIFY(window->board()->isLocked());
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->isVisible());
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->text().contains(nonet::app::GameTitle::of(session->state().puzzle())));
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->text().contains(nonet::ui::TimerLabel::format(std::chrono::milliseconds(session->elapsed()))));
        QVERIFY(!action(*window, "actionUndo")->isEnabled());
        QVERIFY(!action(*window, "actionPause")->isEnabled());
        const qint64 time = session->elapsed();
        QTest::qWait(30);
        QCOMPARE(session->elapsed(), time);
        // Locked: keys change nothing.
        QTest::keyClick(window->board(), Qt::Key_Delete);
        QCOMPARE(session->state().completion(), nonet::Completion::Solved);
    }

    void fullButWrongStaysPlayable()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        const int last = lastEmpty(session->state());
        fillAllBut(session, last);
        selectWithArrows(window->board(), last);
        const int right = session->state().solution().at(last);
        QTest::keyClick(window->board(), digitKey(right % 9 + 1));
        QCOMPARE(session->state().completion(), nonet::Completion::FullButWrong);
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->isVisible());
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->text().contains(QStringLiteral("wrong")));
        QVERIFY(!window->board()->isLocked());
        QVERIFY(session->isPlayable());
        QTest::keyClick(window->board(), Qt::Key_Backspace);
        QVERIFY(!nonet::test::child<QLabel>(*window, "banner")->isVisible());
        QTest::keyClick(window->board(), digitKey(right));
        QVERIFY(session->isFinished());
    }

    // The board and the keypad stay exactly where they are while the hint, the "full, but
    // wrong" warning and the solved banner come and go, short or long, at any width.
    // The board and the keypad sit side by side in the middle of a wide window: the spare
    // width goes to both sides, not between them (it was about 200 px at the default size).
    void boardAndKeypadSitTogether_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("default 1040x720") << QSize(1040, 720);
        QTest::newRow("wide 1400x800") << QSize(1400, 800);
    }
    void boardAndKeypadSitTogether()
    {
        QFETCH(QSize, size);
        auto window = showWindow();
        window->resize(size);
        QTRY_COMPARE(window->size(), size);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        nonet::ui::BoardWidget* board = window->board();
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        const int boardLeft = board->cellWidget(0)->mapTo(window.get(), QPoint(0, 0)).x();
        const int boardRight = board->cellWidget(8)->mapTo(window.get(), QPoint(board->cellWidget(8)->width(), 0)).x();
        const int keypadLeft = keypad->mapTo(window.get(), QPoint(0, 0)).x();
        const int keypadRight = keypadLeft + keypad->width();
        QVERIFY2(keypadLeft - boardRight <= 30, qPrintable(QStringLiteral("gap %1 px").arg(keypadLeft - boardRight)));
        QVERIFY(keypadLeft > boardRight);
        // Centred: the margins left and right of the pair differ by little.
        const int left = boardLeft;
        const int right = window->width() - keypadRight;
        QVERIFY2(std::abs(left - right) <= 40, qPrintable(QStringLiteral("margins %1 and %2").arg(left).arg(right)));
    }

    void theBoardStaysPutWhileMessagesComeAndGo_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("wide") << 1100;
        QTest::newRow("narrow") << 560;
    }
    void theBoardStaysPutWhileMessagesComeAndGo()
    {
        QFETCH(int, width);
        auto window = showWindow();
        window->resize(width, 700);
        GameSession* session = window->session();
        const auto settle = [] {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        };
        const auto where = [&window](QWidget* w) { return QRect(w->mapTo(window.get(), QPoint(0, 0)), w->size()); };
        settle();
        const QRect board = where(window->board());
        const QRect keypad = where(nonet::test::child<nonet::ui::Keypad>(*window, "keypad"));
        QVERIFY(board.width() > 200);
        const auto unmoved = [&](const char* when) {
            settle();
            QVERIFY2(where(window->board()) == board, when);
            QVERIFY2(where(nonet::test::child<nonet::ui::Keypad>(*window, "keypad")) == keypad, when);
        };

        // A hint, then one long enough to wrap over several lines, then dismissed.
        action(*window, "actionHint")->trigger();
        QTRY_VERIFY(!nonet::test::child<QLabel>(*window, "hintText")->text().isEmpty());
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->isVisible());
        unmoved("hint shown");
        nonet::test::child<nonet::app::MessageStrip>(*window, "messageStrip")->setHint(QString(12, QLatin1Char(' ')).replace(QLatin1Char(' '), nonet::test::child<QLabel>(*window, "hintText")->text() + QLatin1Char(' ')));
        unmoved("long hint shown");
        QTest::mouseClick(nonet::test::child<nonet::app::MessageStrip>(*window, "messageStrip")->dismissButton(), Qt::LeftButton);
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->isHidden());
        QVERIFY(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage() == nonet::HintStage::None);
        unmoved("hint dismissed");

        // Full, but wrong; then right: the solved banner.
        const int last = lastEmpty(session->state());
        fillAllBut(session, last);
        const int right = session->state().solution().at(last);
        QVERIFY(session->setValue(last, right % 9 + 1));
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->isVisible());
        unmoved("full, but wrong");
        QVERIFY(session->erase(last));
        QVERIFY(!nonet::test::child<QLabel>(*window, "banner")->isVisible());
        unmoved("warning gone");
        QVERIFY(session->setValue(last, right));
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->isVisible());
        unmoved("solved");
        // Said once: in the banner, not again in the status bar.
        QVERIFY(!window->statusBar()->currentMessage().contains(nonet::test::child<QLabel>(*window, "banner")->text()) || window->statusBar()->currentMessage().isEmpty());
    }

    void wholePuzzleWithKeysOnly()
    {
        auto window = showWindow();
        GameSession* session = window->session();
        QSignalSpy completed(session, &GameSession::completed);
        nonet::ui::BoardWidget* board = window->board();
        const nonet::Grid solution = session->state().solution().toClassic();
        // Row by row with the arrows, typing every missing digit.
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            if (session->state().value(cell) != 0) continue;
            selectWithArrows(board, cell);
            QCOMPARE(board->selectedCell(), cell);
            QTest::keyClick(board, digitKey(solution.at(cell)));
        }
        QCOMPARE(completed.count(), 1);
        QCOMPARE(session->state().values(), solution);
        QVERIFY(board->isLocked());
        QVERIFY(nonet::test::child<QLabel>(*window, "banner")->isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
