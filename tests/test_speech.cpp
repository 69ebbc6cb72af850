// What a screen reader hears while playing: every change of the board the player makes is
// announced once (one Announcer::announced per action) with the expected words, through a
// hidden Notification-role object in the window's accessibility tree, in the player's
// language.
//
// Counted with announced(), not with Qt's update events: in Qt 6.4 those reach an update
// handler only while a platform accessibility bridge is active, which the offscreen platform
// never is. tests/test_atspi.py hears the same words through AT-SPI from the real program.

#include "app/help/hint_controller.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/settings/translation_loader.h"
#include "app/shell/main_window.h"
#include "app/speech/move_words.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/notification.h"
#include "ui/board_widget.h"
#include "ui/keypad.h"

#include <QAccessible>
#include <QAction>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::GameSession;
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

ui::Announcer* announcerOf(const MainWindow& window) { return window.findChild<ui::Announcer*>(QStringLiteral("announcer")); }
app::HintController* hintsOf(const MainWindow& window) { return window.findChild<app::HintController*>(QStringLiteral("hints")); }

// Runs the event loop long enough for anything pending to be said, then returns what was.
QStringList heard(QSignalSpy& spy)
{
    QTest::qWait(30);
    QStringList said;
    for (const QList<QVariant>& call : std::as_const(spy)) said << call.at(0).toString();
    spy.clear();
    return said;
}

int firstEmpty(const GameState& state, int after = -1)
{
    for (int c = after + 1; c < kCellCount; ++c)
        if (state.value(c) == 0) return c;
    return -1;
}

} // namespace

class TestSpeech : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_speech"));
    }
    void init() { QSettings().clear(); }

    void theAnnouncerIsANotificationInTheWindow()
    {
        const auto window = makeWindow();
        ui::Announcer* announcer = announcerOf(*window);
        QVERIFY(announcer != nullptr);
        QSignalSpy spy(announcer, &ui::Announcer::announced);
        announcer->announce(QStringLiteral("hello"));
        announcer->announce({}); // nothing to say: nothing said
        QCOMPARE(spy.count(), 1);
        QPointer<ui::Notification> first = announcer->current();
        QVERIFY(first != nullptr);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(first);
        QCOMPARE(iface->role(), QAccessible::Notification);
        QVERIFY(!iface->state().focusable);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("hello"));
        QVERIFY(first->isVisible());
        // Reachable from the window, as a screen reader walks the tree.
        QAccessibleInterface* up = iface;
        while (up != nullptr && up->object() != window.get()) up = up->parent();
        QVERIFY(up != nullptr);
        // The next sentence is another object: the first keeps its words for a screen
        // reader that reads it late, and is no longer showing.
        announcer->announce(QStringLiteral("again"));
        QVERIFY(announcer->current() != first);
        QCOMPARE(first->accessibleName(), QStringLiteral("hello"));
        QVERIFY(!first->isVisible());
        QCOMPARE(announcer->lastText(), QStringLiteral("again"));
        // Only the last few stay.
        for (int i = 0; i < 10; ++i) announcer->announce(QString::number(i));
        QTRY_VERIFY(first.isNull());
        QVERIFY(window->centralWidget()->findChildren<ui::Notification*>().size() <= 4);
    }

    void eachMoveIsSaidOnce()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        const GameState& state = session->state();
        const int cell = firstEmpty(state);
        const int digit = state.solution().at(cell);

        QVERIFY(session->setValue(cell, digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        QVERIFY(session->erase(cell));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        QVERIFY(session->toggleNote(cell, 4));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 4 added")});
        QVERIFY(session->toggleNote(cell, 4));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 4 removed")});
        QVERIFY(session->toggleNote(cell, 2, NoteKind::Centre));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("centre note 2 added")});

        QVERIFY(session->setValue(cell, digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: %1 removed").arg(digit)});
        session->undoStack()->redo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("redo: %1").arg(digit)});
        session->undoStack()->undo();
        heard(spy);
        session->undoStack()->undo(); // the centre note
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: centre note 2 removed")});

        QVERIFY(session->fillAllNotes());
        QCOMPARE(heard(spy), QStringList{QStringLiteral("All notes")});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: All notes")});

        // The board's keys say the same, once.
        ui::BoardWidget* board = window->board();
        board->setFocus();
        board->setSelectedCell(cell);
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        // Moving the selection is the focus's to say, not an announcement.
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(heard(spy), QStringList{});
    }

    void aConflictNamesItsHouse()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        const GameState& state = session->state();
        // An empty cell and a digit that a given of its row holds, but not its column or box.
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (state.value(cell) != 0) continue;
            for (int column = 0; column < kSide; ++column) {
                const int holder = cellAt(rowOf(cell), column);
                const int digit = state.value(holder);
                if (digit == 0 || boxOf(holder) == boxOf(cell)) continue;
                bool elsewhere = false;
                for (int other = 0; other < kCellCount; ++other)
                    if (other != cell && state.value(other) == digit && (columnOf(other) == columnOf(cell) || boxOf(other) == boxOf(cell)))
                        elsewhere = true;
                if (elsewhere) continue;
                QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
                QVERIFY(session->setValue(cell, digit));
                QCOMPARE(heard(spy), QStringList{QStringLiteral("%1, conflict with row %2").arg(digit).arg(rowOf(cell) + 1)});
                return;
            }
        }
        QFAIL("no cell for a row conflict");
    }

    void pauseHintCheckAndTheEnd()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);

        // Paused from elsewhere (the keypad has the focus): announced.
        window->findChild<ui::Keypad*>(QStringLiteral("keypad"))->setFocus();
        session->setPaused(true);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("paused")});
        session->setPaused(false);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("resumed")});
        // Paused on the board: the pause cover takes the focus and says it; no announcement.
        window->board()->setFocus();
        session->setPaused(true);
        QCOMPARE(heard(spy), QStringList{});
        QAccessibleInterface* focused = QAccessible::queryAccessibleInterface(window->board())->focusChild();
        QVERIFY(focused != nullptr);
        QCOMPARE(focused->text(QAccessible::Name), QStringLiteral("Paused"));
        QVERIFY(focused->state().focused);
        session->setPaused(false);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("resumed")});

        // Each stage of a hint says its words.
        hintsOf(*window)->next();
        QTRY_VERIFY(!hintsOf(*window)->text().isEmpty());
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(heard(spy), QStringList{hintsOf(*window)->text()});
        hintsOf(*window)->next();
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(heard(spy), QStringList{hintsOf(*window)->text()});
        hintsOf(*window)->clear();
        QCOMPARE(heard(spy), QStringList{});

        // A wrong digit, then Check.
        const GameState& state = session->state();
        const int cell = firstEmpty(state);
        const int wrong = state.solution().at(cell) % 9 + 1;
        QVERIFY(session->setValue(cell, wrong));
        heard(spy);
        QCOMPARE(window->checkEntries(), 1);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Wrong digit in row %1 column %2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1)});
        QVERIFY(session->erase(cell));
        heard(spy);

        // The last digit: the digit and the end, in one announcement.
        int last = -1;
        for (int c = firstEmpty(state); c >= 0; c = firstEmpty(state, c)) {
            if (last >= 0) QVERIFY(session->setValue(last, state.solution().at(last)));
            last = c;
        }
        heard(spy);
        QVERIFY(session->setValue(last, state.solution().at(last)));
        const QStringList end = heard(spy);
        QCOMPARE(end.size(), 1);
        QVERIFY2(end.front().startsWith(QStringLiteral("%1. Solved! Easy in ").arg(state.solution().at(last))), qPrintable(end.front()));
    }

    void wordsInThePlayersLanguage()
    {
        app::TranslationLoader loader;
        QCOMPARE(loader.install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("pausiert"));
        QCOMPARE(loader.install(QStringLiteral("nl")), QStringLiteral("nl"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("gepauzeerd"));
        QCOMPARE(loader.install(QStringLiteral("he")), QStringLiteral("he"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("מושהה"));
        loader.install(QStringLiteral("en"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("paused"));
    }
};

QTEST_MAIN(TestSpeech)
#include "test_speech.moc"
