// The View menu in the window: digit first through the keypad and the board (each click one
// undo step), the candidate highlights' settings, zoom (remembered, the selection kept in
// view) and full screen (the toolbar and every action stay reachable).

#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/shell/view_tools.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"
#include "ui/zoom_area.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <cstdlib>
#include <memory>

using nonet::app::MainWindow;
using nonet::test::action;
using nonet::test::showWindow;

namespace {

nonet::ui::Keypad* keypadOf(const MainWindow& window) { return nonet::test::child<nonet::ui::Keypad>(window, "keypad"); }
nonet::ui::ZoomArea* zoomOf(const MainWindow& window) { return nonet::test::child<nonet::ui::ZoomArea>(window, "boardZoom"); }

int firstEmptyCell(const MainWindow& window)
{
    for (int c = 0; c < nonet::kCellCount; ++c)
        if (window.session()->state().value(c) == 0) return c;
    return -1;
}

void clickCell(const MainWindow& window, int cell)
{
    nonet::ui::BoardWidget* board = window.board();
    const nonet::ui::CellWidget* w = board->cellWidget(cell);
    QTest::mouseClick(board, Qt::LeftButton, {}, w->mapTo(board, w->rect().center()));
}

} // namespace

class TestViewTools : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_view_tools"));
    }
    void init() { QSettings().clear(); }

    void digitFirstFromTheKeypadWithUndo()
    {
        auto window = showWindow();
        auto* session = window->session();
        QAction* digitFirst = action(*window, "actionDigitFirst");
        QVERIFY(digitFirst != nullptr);
        QTest::keyClick(window->board(), Qt::Key_D); // the key turns it on
        QVERIFY(digitFirst->isChecked());
        QVERIFY(window->board()->digitFirst());
        QVERIFY(keypadOf(*window)->digitFirst());

        // The keypad chooses; it places nothing.
        const int steps = session->undoStack()->count();
        QTest::mouseClick(keypadOf(*window)->digitButton(4), Qt::LeftButton);
        QCOMPARE(window->board()->chosenDigit(), 4);
        QVERIFY(keypadOf(*window)->digitButton(4)->isChecked());
        QVERIFY(!keypadOf(*window)->digitButton(3)->isChecked());
        QCOMPARE(session->undoStack()->count(), steps);

        // Each click places the digit: one undo step each.
        const int cell = firstEmptyCell(*window);
        QVERIFY(cell >= 0);
        clickCell(*window, cell);
        QCOMPARE(session->state().value(cell), 4);
        QCOMPARE(session->undoStack()->count(), steps + 1);
        session->undoStack()->undo();
        QCOMPARE(session->state().value(cell), 0);

        // Notes mode: the same click notes it; undo takes the note back.
        action(*window, "actionNotesMode")->setChecked(true);
        clickCell(*window, cell);
        QVERIFY(session->state().notes(cell).contains(4));
        QCOMPARE(session->state().value(cell), 0);
        session->undoStack()->undo();
        QVERIFY(!session->state().notes(cell).contains(4));
        action(*window, "actionNotesMode")->setChecked(false);

        // Esc on the board leaves the mode; the action and the keypad follow.
        QTest::keyClick(window->board(), Qt::Key_Escape);
        QVERIFY(!digitFirst->isChecked());
        QVERIFY(!keypadOf(*window)->digitFirst());
        QVERIFY(!keypadOf(*window)->digitButton(4)->isChecked());
        // The keypad places again.
        window->board()->setSelectedCell(cell);
        QTest::mouseClick(keypadOf(*window)->digitButton(7), Qt::LeftButton);
        QCOMPARE(session->state().value(cell), 7);
    }

    void highlightSettingsAreRemembered()
    {
        {
            auto window = showWindow();
            QTest::keyClick(window->board(), Qt::Key_X);
            QTest::keyClick(window->board(), Qt::Key_B);
            QVERIFY(window->board()->candidateHighlight());
            QVERIFY(window->board()->bivalueHighlight());
            action(*window, "actionCandidatesFromGrid")->trigger();
            QCOMPARE(window->board()->candidateSource(), nonet::ui::CandidateSource::Grid);
        }
        auto again = showWindow();
        QVERIFY(again->board()->candidateHighlight());
        QVERIFY(again->board()->bivalueHighlight());
        QCOMPARE(again->board()->candidateSource(), nonet::ui::CandidateSource::Grid);
        QVERIFY(action(*again, "actionCandidatesFromGrid")->isChecked());
    }

    void zoomScalesTheBoardAndIsRemembered()
    {
        int fitted = 0;
        {
            auto window = showWindow();
            nonet::ui::ZoomArea* zoom = zoomOf(*window);
            QVERIFY(zoom != nullptr);
            fitted = window->board()->width();
            QVERIFY(fitted > 200);
            QTest::keyClick(window->board(), Qt::Key_Plus, Qt::ControlModifier);
            QTest::keyClick(window->board(), Qt::Key_Plus, Qt::ControlModifier);
            QTest::keyClick(window->board(), Qt::Key_Plus, Qt::ControlModifier);
            QVERIFY(zoom->zoom() > 1.2);
            QApplication::processEvents();
            QVERIFY(window->board()->width() > fitted * 6 / 5);
            // Larger than its room: it scrolls, and the selected cell is kept in view.
            QVERIFY(window->board()->width() > zoom->viewport()->width());
            QTest::keyClick(window->board(), Qt::Key_Right);
            for (int i = 0; i < 8; ++i) QTest::keyClick(window->board(), Qt::Key_Down);
            for (int i = 0; i < 8; ++i) QTest::keyClick(window->board(), Qt::Key_Right);
            QApplication::processEvents();
            const nonet::ui::CellWidget* last = window->board()->cellWidget(window->board()->selectedCell());
            const QRect seen = QRect(last->mapTo(zoom->viewport(), QPoint(0, 0)), last->size());
            QVERIFY2(zoom->viewport()->rect().intersects(seen), "the selected cell scrolled out of view");
            QVERIFY(zoom->verticalScrollBar()->value() > 0);
        }
        {
            auto again = showWindow();
            QVERIFY(zoomOf(*again)->zoom() > 1.2);
            QTest::keyClick(again->board(), Qt::Key_0, Qt::ControlModifier);
            QCOMPARE(zoomOf(*again)->zoom(), 1.0);
            QApplication::processEvents();
            QVERIFY(std::abs(again->board()->width() - fitted) <= 2);
            QTest::keyClick(again->board(), Qt::Key_Minus, Qt::ControlModifier);
            QVERIFY(zoomOf(*again)->zoom() < 1.0);
            QApplication::processEvents();
            QVERIFY(again->board()->width() < fitted);
        }
        // A damaged setting is the fitted size.
        QSettings().setValue(QStringLiteral("view/zoom"), QStringLiteral("nan"));
        auto damaged = showWindow();
        QCOMPARE(zoomOf(*damaged)->zoom(), 1.0);
    }

    void largeDigitsAreLargerAndRemembered()
    {
        int normal = 0;
        {
            auto window = showWindow();
            const nonet::ui::CellWidget* cell = window->board()->cellWidget(0);
            normal = cell->valuePixelSize();
            action(*window, "actionLargeDigits")->trigger();
            QVERIFY(cell->largeDigits());
            QVERIFY(cell->valuePixelSize() >= normal * 5 / 4);
        }
        auto again = showWindow();
        QVERIFY(again->board()->largeDigits());
        QVERIFY(again->board()->cellWidget(80)->largeDigits());
    }

    void viewMenuHasEveryEntry()
    {
        auto window = showWindow();
        auto* view = window->findChild<QMenu*>(QStringLiteral("menuView"));
        QVERIFY(view != nullptr);
        QVERIFY(window->menuBar()->actions().contains(view->menuAction()));
        for (const char* name : {"actionDigitFirst", "actionHighlightCandidates", "actionBivalue", "actionZoomIn", "actionZoomOut",
                                 "actionZoomReset", "actionFullScreen"}) {
            QAction* a = action(*window, name);
            QVERIFY(a != nullptr);
            QVERIFY2(view->actions().contains(a), name);
            QVERIFY2(!a->shortcut().isEmpty(), name);
        }
        QVERIFY(action(*window, "actionFullScreen")->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        // Digit first is on the toolbar too, under the arrow of the notes button.
        auto* notes = window->findChild<QToolButton*>(QStringLiteral("notesModeButton"));
        QVERIFY(notes != nullptr && notes->menu() != nullptr);
        QVERIFY(notes->menu()->actions().contains(action(*window, "actionDigitFirst")));
    }
};

QTEST_MAIN(TestViewTools)
#include "test_view_tools.moc"
