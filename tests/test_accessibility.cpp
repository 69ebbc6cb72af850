// What assistive technology sees of the real main window: the accessibility tree from the
// top-level window down, every interactive element named (and described where a control
// takes focus), the cells' texts before and after a move, the selection reported as the
// focused cell, and Tab reaching the board.
//
// The update events themselves (NameChanged, ValueChanged, Focus) cannot be observed here:
// Qt hands them on only while QAccessible::isActive(), which reads the platform plugin's
// flag, and the offscreen plugin never sets it (in Qt 6.4 QAccessible::setActive() only
// notifies activation observers; an update handler is not called while inactive). What
// a screen reader would read back after each event is checked through the interfaces.

#include "app/daily/daily_recorder.h"
#include "app/daily/daily_calendar_dialog.h"
#include "app/daily/daily_result_dialog.h"
#include "app/daily/result_check_dialog.h"
#include "app/trainer/trainer_dialog.h"
#include "app/files/export_dialog.h"
#include "app/files/game_files.h"
#include "app/files/import_dialog.h"
#include "app/files/import_job.h"
#include "app/pool/new_game_provider.h"
#include "app/print/booklet_dialog.h"
#include "app/print/picture_dialog.h"
#include "app/session/game_session.h"
#include "app/settings/preferences.h"
#include "app/settings/preferences_dialog.h"
#include "app/shell/main_window.h"
#include "app/stats/statistics_dialog.h"
#include "tests/fixtures.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/spoken_choice.h"
#include "ui/accessibility/spoken_text.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"
#include "ui/pause_cover.h"

#include <QAccessible>
#include <QDialog>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSet>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <memory>

using namespace nonet;
using nonet::app::MainWindow;

namespace {

std::unique_ptr<MainWindow> makeWindow()
{
    auto window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->resize(900, 660);
    window->show();
    if (!QTest::qWaitForWindowActive(window.get())) qWarning("window not active");
    return window;
}

bool isInteractive(QAccessibleInterface* iface)
{
    switch (iface->role()) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::MenuItem:
    case QAccessible::PageTab:
    case QAccessible::Cell:
    case QAccessible::Table:
    case QAccessible::Link:
        return true;
    default:
        return iface->state().focusable;
    }
}

QString describe(QAccessibleInterface* iface)
{
    QObject* object = iface->object();
    return QStringLiteral("role %1, object %2 (%3), text '%4'")
        .arg(int(iface->role()))
        .arg(object != nullptr ? QString::fromLatin1(object->metaObject()->className()) : QStringLiteral("-"),
             object != nullptr ? object->objectName() : QString(), iface->text(QAccessible::Name));
}

struct Walk {
    int visited = 0;
    int interactive = 0;
    int cells = 0;
    QStringList problems;
    QSet<QAccessible::Id> seen;
};

void walk(QAccessibleInterface* iface, Walk& w, int depth)
{
    if (iface == nullptr || !iface->isValid() || depth > 40) return;
    const QAccessible::Id id = QAccessible::uniqueId(iface);
    if (w.seen.contains(id)) return;
    w.seen.insert(id);
    // Hidden widgets are not there for anyone; closed menus are, as the menu bar's items.
    if (iface->state().invisible && iface->role() != QAccessible::PopupMenu && iface->role() != QAccessible::MenuItem) return;
    ++w.visited;
    if (isInteractive(iface)) {
        ++w.interactive;
        if (iface->role() == QAccessible::Cell) ++w.cells;
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            w.problems << QStringLiteral("no name: ") + describe(iface);
        // A control that takes keyboard focus also says what it does (an accessible
        // description, or the tooltip Qt reports as one).
        // A table's cells (a grid's with the Table interface) are described by their table (how to play the board), so that
        // the description is not read again at every cell.
        const bool describedByTable = iface->role() == QAccessible::Cell && iface->parent() != nullptr &&
                                      iface->parent()->tableInterface() != nullptr &&
                                      !iface->parent()->text(QAccessible::Description).trimmed().isEmpty();
        if (iface->state().focusable && iface->role() != QAccessible::MenuItem && !describedByTable &&
            iface->text(QAccessible::Description).trimmed().isEmpty())
            w.problems << QStringLiteral("no description: ") + describe(iface);
    }
    for (int i = 0; i < iface->childCount(); ++i) walk(iface->child(i), w, depth + 1);
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_accessibility"));
    }
    void init() { QSettings().clear(); }

    void everyInteractiveElementIsNamed()
    {
        const auto window = makeWindow();
        // The File menu and its toolbar actions, attached as the launch does.
        QTemporaryDir data;
        QVERIFY(data.isValid());
        auto* files = new app::GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);

        QAccessibleInterface* root = QAccessible::queryAccessibleInterface(window.get());
        QVERIFY(root != nullptr);
        QVERIFY(!root->text(QAccessible::Name).isEmpty());
        Walk w;
        walk(root, w, 0);
        for (const QString& problem : std::as_const(w.problems)) qWarning("%s", qPrintable(problem));
        QVERIFY(w.problems.isEmpty());
        QCOMPARE(w.cells, kCellCount); // the board's cells are in the tree, under the window
        QVERIFY(w.interactive > kCellCount + 40); // menus, toolbar, keypad too

        // The preferences dialog, from the window's own action.
        app::PreferencesDialog* dialog = window->showPreferences();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        Walk d;
        walk(QAccessible::queryAccessibleInterface(dialog), d, 0);
        for (const QString& problem : std::as_const(d.problems)) qWarning("%s", qPrintable(problem));
        QVERIFY(d.problems.isEmpty());
        QVERIFY(d.interactive >= 8); // six settings, OK and Cancel
        dialog->reject();
    }

    // The daily puzzle's dialogs and the technique trainer, from the window's own actions.
    void dailyAndTrainerDialogsAreNamed()
    {
        const auto window = makeWindow();
        QList<QDialog*> dialogs{window->showDailyCalendar(), window->showResultCheck(), window->showTrainer(),
                                new app::DailyResultDialog(window->dailyRecorder(), window->dailyRecorder()->today(), window.get())};
        dialogs.back()->show();
        for (QDialog* dialog : dialogs) {
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            Walk d;
            walk(QAccessible::queryAccessibleInterface(dialog), d, 0);
            for (const QString& problem : std::as_const(d.problems)) qWarning("%s: %s", qPrintable(dialog->objectName()), qPrintable(problem));
            QVERIFY2(d.problems.isEmpty(), qPrintable(dialog->objectName()));
            QVERIFY(d.interactive >= 2);
            dialog->close();
        }
    }

    // Every drop-down, as Orca meets it: Qt 6.4 names a combo box by its value and tells no
    // change of it, so its label comes from a label whose buddy it is, and its choice is
    // announced - after the focus is told (the label first, then the value), and at each
    // arrow key the value alone, not inside its dialog (Orca says the dialog's name before
    // the words of a notification in it).
    void everyDropDownSaysItsLabelThenItsChoice()
    {
        const auto window = makeWindow();
        QList<QDialog*> dialogs{new app::ImportDialog(window.get()), new app::ExportDialog(window->session()->state(), window.get()),
                                new app::PictureDialog(app::PictureChoice{}, window.get()),
                                new app::BookletDialog(Variant::Classic, Level::Easy, window.get()), window->showPreferences()};
        window->showStatistics();
        dialogs << window->findChild<app::StatisticsDialog*>();
        int boxes = 0;
        for (QDialog* dialog : dialogs) {
            QVERIFY(dialog != nullptr);
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            for (QComboBox* box : dialog->findChildren<QComboBox*>()) {
                ++boxes;
                const QString where = dialog->objectName() + QLatin1Char('/') + box->objectName();
                bool labelled = false;
                for (const QLabel* label : box->parentWidget()->findChildren<QLabel*>(Qt::FindDirectChildrenOnly))
                    labelled = labelled || (label->buddy() == box && !label->text().isEmpty());
                QVERIFY2(labelled, qPrintable(where + QStringLiteral(": no label beside it names it")));
                auto* spoken = box->findChild<ui::SpokenChoice*>();
                QVERIFY2(spoken != nullptr, qPrintable(where + QStringLiteral(": its choice is not said")));
                QSignalSpy said(spoken->announcer(), &ui::Announcer::announced);
                dialog->activateWindow();
                box->setFocus(Qt::TabFocusReason);
                QCOMPARE(said.count(), 0); // not before the focus is told
                QTRY_COMPARE(said.count(), 1);
                QCOMPARE(said.last().at(0).toString(), ui::SpokenText::plain(box->currentText()));
                if (box->count() > 1) {
                    const int before = box->currentIndex();
                    QTest::keyClick(box, before + 1 < box->count() ? Qt::Key_Down : Qt::Key_Up);
                    QCOMPARE(said.count(), 2);
                    QCOMPARE(said.last().at(0).toString(), ui::SpokenText::plain(box->currentText()));
                    box->setCurrentIndex(before);
                }
                QAccessibleInterface* words = QAccessible::queryAccessibleInterface(spoken->announcer()->current());
                QVERIFY(words != nullptr && words->role() == QAccessible::Notification);
                QVERIFY2(words->parent() != nullptr && words->parent()->role() == QAccessible::Application, qPrintable(where));
            }
            dialog->close();
        }
        QVERIFY(boxes >= 9);
    }

    // The walk above would notice: an unnamed button fails it.
    void anUnnamedControlIsFound()
    {
        const auto window = makeWindow();
        auto* button = new QPushButton(window->centralWidget());
        button->show();
        Walk w;
        walk(QAccessible::queryAccessibleInterface(window.get()), w, 0);
        QCOMPARE(w.problems.size(), 2); // no name, no description
        button->setAccessibleName(QStringLiteral("Named"));
        button->setToolTip(QStringLiteral("Described"));
        Walk again;
        walk(QAccessible::queryAccessibleInterface(window.get()), again, 0);
        QVERIFY(again.problems.isEmpty());
    }

    void cellsReportPositionContentAndGiven()
    {
        const auto window = makeWindow();
        const GameState& state = window->session()->state();
        int given = -1;
        int empty = -1;
        for (int c = 0; c < kCellCount && (given < 0 || empty < 0); ++c) {
            if (state.isGiven(c) && given < 0) given = c;
            if (state.value(c) == 0 && empty < 0) empty = c;
        }
        QVERIFY(given >= 0 && empty >= 0);
        QAccessibleInterface* g = QAccessible::queryAccessibleInterface(window->board()->cellWidget(given));
        QCOMPARE(g->role(), QAccessible::Cell);
        const QString where = QStringLiteral("Row %1 column %2, ").arg(rowOf(given) + 1).arg(columnOf(given) + 1);
        QVERIFY(g->text(QAccessible::Name).startsWith(where));
        QCOMPARE(g->text(QAccessible::Value), QStringLiteral("%1, given").arg(state.value(given)));
        QVERIFY(g->state().readOnly);

        QAccessibleInterface* e = QAccessible::queryAccessibleInterface(window->board()->cellWidget(empty));
        QCOMPARE(e->text(QAccessible::Value), QStringLiteral("empty"));
        QVERIFY(!e->state().readOnly);

        // A move changes the value (and the name, which carries it too).
        const int digit = state.solution().at(empty);
        window->session()->setValue(empty, digit);
        QCOMPARE(e->text(QAccessible::Value), QString::number(digit));
        QCOMPARE(e->text(QAccessible::Name), QStringLiteral("Row %1 column %2, %3").arg(rowOf(empty) + 1).arg(columnOf(empty) + 1).arg(digit));

        // Undo, then notes: they are part of the value.
        window->session()->undoStack()->undo();
        QCOMPARE(e->text(QAccessible::Value), QStringLiteral("empty"));
        window->session()->toggleNote(empty, 3);
        window->session()->toggleNote(empty, 7);
        QCOMPARE(e->text(QAccessible::Value), QStringLiteral("empty, notes 3 7"));
    }

    void selectionIsTheFocusedCell()
    {
        const auto window = makeWindow();
        ui::BoardWidget* board = window->board();
        board->setFocus();
        QVERIFY(board->hasFocus());
        board->setSelectedCell(-1);
        QAccessibleInterface* boardIface = QAccessible::queryAccessibleInterface(board);
        QVERIFY(!boardIface->text(QAccessible::Name).isEmpty());
        QTest::keyClick(board, Qt::Key_Right); // selects a first cell
        const int first = board->selectedCell();
        QVERIFY(first >= 0);
        QTest::keyClick(board, Qt::Key_Down);
        const int second = board->selectedCell();
        QCOMPARE(second, cellAt(rowOf(first) + 1, columnOf(first)));
        QAccessibleInterface* focused = boardIface->focusChild();
        QVERIFY(focused != nullptr);
        QCOMPARE(focused->object(), board->cellWidget(second));
        QVERIFY(focused->state().focused);
        QVERIFY(focused->state().selected);
        QVERIFY(!QAccessible::queryAccessibleInterface(board->cellWidget(first))->state().selected);
        // Without the keyboard focus no cell claims it.
        nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitButton(1)->setFocus();
        QVERIFY(!board->hasFocus());
        QVERIFY(!focused->state().focused);
        QVERIFY(focused->state().selected);
    }

    // The board is a grid, not a table of records: a grouping (a screen reader then says the
    // one cell the cursor moves to, not the whole row) that still answers as a table.
    void theBoardIsAGridWithTheTableInterface()
    {
        const auto window = makeWindow();
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->board());
        QCOMPARE(board->role(), QAccessible::Grouping);
        QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Sudoku board"));
        QVERIFY(board->text(QAccessible::Description).startsWith(QStringLiteral("A grid of 9 rows and 9 columns. ")));
        QAccessibleTableInterface* table = board->tableInterface();
        QVERIFY(table != nullptr);
        QCOMPARE(table->rowCount(), 9);
        QCOMPARE(table->columnCount(), 9);
        QAccessibleInterface* cell = table->cellAt(1, 2);
        QVERIFY(cell != nullptr);
        QCOMPARE(cell->object(), static_cast<QObject*>(window->board()->cellWidget(cellAt(1, 2))));
        QCOMPARE(cell->role(), QAccessible::Cell);
        QAccessibleTableCellInterface* where = cell->tableCellInterface();
        QVERIFY(where != nullptr);
        QCOMPARE(where->rowIndex(), 1);
        QCOMPARE(where->columnIndex(), 2);
        QCOMPARE(cell->parent()->object(), static_cast<QObject*>(window->board()));
    }

    void tabReachesTheBoard()
    {
        const auto window = makeWindow();
        // From the keypad's first digit, forward and backward: the board is in the Tab
        // chain and every stop on the way is named.
        for (Qt::KeyboardModifiers direction : {Qt::KeyboardModifiers(), Qt::KeyboardModifiers(Qt::ShiftModifier)}) {
            nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitButton(1)->setFocus();
            bool reached = false;
            QSet<QWidget*> stops;
            for (int i = 0; i < 40 && !reached; ++i) {
                QWidget* focus = QApplication::focusWidget();
                QVERIFY(focus != nullptr);
                QTest::keyClick(focus, Qt::Key_Tab, direction);
                QWidget* now = QApplication::focusWidget();
                QVERIFY(now != nullptr);
                QVERIFY2(!QAccessible::queryAccessibleInterface(now)->text(QAccessible::Name).isEmpty(),
                         now->metaObject()->className());
                stops.insert(now);
                reached = now == window->board();
            }
            QVERIFY(reached);
        }
    }

    // A game saved while paused comes back paused after a relaunch (GameFiles::resume, before
    // the window shows): the keyboard is on the board, whose pause cover a screen reader
    // reads, and Space resumes that game. No widget of the Tab chain starts a new game on a
    // single key while the game is paused.
    void aGameBackPausedKeepsTheKeyboardOnTheBoard()
    {
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1), {}, nullptr,
                          MainWindow::FirstGame::Later);
        app::GameSession* session = window.session();
        GameRecord saved;
        saved.puzzle = {test::gridOf(test::kTestGivens), test::gridOf(test::kTestSolution), Level::Easy};
        saved.moves.push_back(Move::setValue(1, 6)); // r1c2
        saved.undoIndex = 1;
        QVERIFY(session->restore(saved));
        session->setPaused(true);
        window.resize(900, 660);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ui::BoardWidget* board = window.board();
        QCOMPARE(QApplication::focusWidget(), board);
        QAccessibleInterface* focused = QAccessible::queryAccessibleInterface(board)->focusChild();
        QVERIFY(focused != nullptr);
        QCOMPARE(focused->object(), static_cast<QObject*>(board->pauseCover()));
        QCOMPARE(focused->text(QAccessible::Name), QStringLiteral("Paused"));

        // Every stop of the Tab chain while paused, then a single key at each.
        QList<QWidget*> stops{board};
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* now = QApplication::focusWidget();
            QVERIFY(now != nullptr);
            if (now == board) break;
            if (!stops.contains(now)) stops << now;
        }
        const auto givens = session->state().givens();
        for (QWidget* stop : stops) {
            for (Qt::Key key : {Qt::Key_Space, Qt::Key_Return}) {
                session->setPaused(true);
                stop->setFocus();
                QTest::keyClick(stop, key);
                QApplication::processEvents();
                QVERIFY2(session->state().givens() == givens && session->undoStack()->count() == 1,
                         qPrintable(QStringLiteral("%1 on %2 (%3) started another game")
                                        .arg(QKeySequence(key).toString(), QString::fromLatin1(stop->metaObject()->className()),
                                             stop->objectName())));
            }
        }
        // On the board, Space resumes the game that came back.
        session->setPaused(true);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Space);
        QVERIFY(!session->isPaused());
        QCOMPARE(session->state().value(1), 6);
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
