// Help ▸ How to Play and Help ▸ Keyboard Shortcuts: the guide explains the game and how
// hints name cells, and the list of shortcuts holds every menu action that has one (read
// from the actions, so it cannot drift from the menus) and the board's own keys.

#include "app/help/how_to_play_dialog.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using nonet::app::HowToPlayDialog;
using nonet::app::MainWindow;

namespace {

QStringList column(const QTableWidget* table, int col)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row) texts << table->item(row, col)->text();
    return texts;
}

void menuActions(const QList<QAction*>& list, QList<QAction*>& out)
{
    for (QAction* action : list) {
        if (action->menu() != nullptr) menuActions(action->menu()->actions(), out);
        else if (!action->isSeparator()) out << action;
    }
}

HowToPlayDialog* openDialog(MainWindow& window) { return window.findChild<HowToPlayDialog*>(); }

} // namespace

class TestHowToPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_how_to_play"));
        QSettings().clear();
    }

    // F1 opens the guide; it explains the rules and the cell names hints use.
    void f1OpensTheGuide()
    {
        auto window = nonet::test::showWindow();
        QTest::keyClick(window->board(), Qt::Key_F1);
        HowToPlayDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog(*window)) != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->page(), HowToPlayDialog::Page::Guide);
        const QString text = dialog->guide()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("exactly once")));
        QVERIFY(text.contains(QStringLiteral("r2c9 is the cell in row 2, column 9")));
        QVERIFY(text.contains(QStringLiteral("Continue")));
        QVERIFY(!dialog->guide()->accessibleName().isEmpty());
        // The hint strip, where cell names appear, gives the key too.
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->toolTip().contains(QStringLiteral("r2c9 is row 2, column 9")));
        // Modal like the other dialogs: the stopwatch stands still while it is open.
        QTRY_VERIFY(window->session()->isClockHeld());
        dialog->reject();
        QTRY_VERIFY(!window->session()->isClockHeld());
    }

    // Every menu action with a shortcut is listed with its keys, plus the board's keys.
    void shortcutsListEveryShortcut()
    {
        auto window = nonet::test::showWindow();
        nonet::test::action(*window, "actionShortcuts")->trigger();
        HowToPlayDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog(*window)) != nullptr);
        QCOMPARE(dialog->page(), HowToPlayDialog::Page::Shortcuts);
        const QTableWidget* table = dialog->shortcutTable();
        const QStringList names = column(table, 0);
        const QStringList keys = column(table, 1);

        QList<QAction*> actions;
        menuActions(window->menuBar()->actions(), actions);
        actions << window->findChildren<QAction*>(); // New sits on a toolbar button
        int withKeys = 0;
        QList<const QAction*> seen;
        for (const QAction* action : actions) {
            if (action->shortcut().isEmpty() || seen.contains(action)) continue;
            seen << action;
            ++withKeys;
            const QString key = action->shortcut().toString(QKeySequence::NativeText);
            bool listed = false;
            for (const QString& k : keys) listed = listed || k.split(QStringLiteral(", ")).contains(key);
            QVERIFY2(listed, qPrintable(QStringLiteral("%1 (%2) is not listed").arg(action->text(), key)));
        }
        QVERIFY(withKeys >= 12); // New, Today, Restart, Pause, Undo, Notes, Hint, Check, F1...
        const int newRow = names.indexOf(QStringLiteral("New Game"));
        QVERIFY(newRow >= 0);
        QVERIFY(keys.at(newRow).contains(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
        QVERIFY(names.contains(QStringLiteral("Hint")));
        // Menu names, not the toolbar's short labels; Undo without the move it would undo.
        QVERIFY(names.contains(QStringLiteral("Today's Puzzle")));
        QVERIFY(names.contains(QStringLiteral("Undo")));
        // Every key list whole on screen: the columns fit the table.
        QTRY_VERIFY(table->isVisible());
        QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
        for (int col = 0; col < 2; ++col)
            for (int row = 0; row < table->rowCount(); ++row)
                QVERIFY(table->columnWidth(col) >= table->fontMetrics().horizontalAdvance(table->item(row, col)->text()));
        // No menu punctuation in the names ("Load…", "&Save").
        for (const QString& name : names) {
            QVERIFY2(!name.contains(QLatin1Char('&')) && !name.endsWith(QChar(0x2026)), qPrintable(name));
        }
        // The board's keys, which are no actions.
        QVERIFY(keys.contains(QStringLiteral("1 to 9")));
        QVERIFY(keys.contains(QStringLiteral("Shift+digit, Ctrl+digit")));
        QVERIFY(keys.contains(QStringLiteral("Delete, Backspace, 0")));
        // Read-only cells.
        QVERIFY(!(table->item(0, 0)->flags() & Qt::ItemIsEditable));
        dialog->reject();
    }
};

QTEST_MAIN(TestHowToPlay)
#include "test_how_to_play.moc"
