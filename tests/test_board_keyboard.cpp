#include "tests/board_test.h"
#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/selection_popup.h"

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace nonet::test {

class TestBoardKeyboard : public BoardTest {
    Q_OBJECT
private slots:
    void digitGoesToHoveredCellElseSelected()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_7);
        hover(kEditable);
        QVERIFY(board_->cellWidget(kEditable)->highlights() & CellWidget::Highlight::Hovered);
        QTest::keyClick(board_.get(), Qt::Key_8);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::KeypadModifier);
        leaveBoard();
        QTest::keyClick(board_.get(), Qt::Key_1, Qt::KeypadModifier);
        QCOMPARE(entered.count(), 4);
        const QList<QPair<int, int>> expected{{kEmpty, 7}, {kEditable, 8}, {kEditable, 3}, {kEmpty, 1}};
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(entered.at(i).at(0).toInt(), expected.at(i).first);
            QCOMPARE(entered.at(i).at(1).toInt(), expected.at(i).second);
        }
        QCOMPARE(board_->selectedCell(), kEmpty); // typing does not move the selection
    }

    void noteKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<bool>("notesMode");
        QTest::addColumn<int>("digit");
        QTest::newRow("shift+1 as ! (US)") << int(Qt::Key_Exclam) << int(Qt::ShiftModifier) << false << 1;
        QTest::newRow("shift+5 as % (US)") << int(Qt::Key_Percent) << int(Qt::ShiftModifier) << false << 5;
        QTest::newRow("shift+9 as ( (US)") << int(Qt::Key_ParenLeft) << int(Qt::ShiftModifier) << false << 9;
        QTest::newRow("shift+2 as 2 (AZERTY)") << int(Qt::Key_2) << int(Qt::ShiftModifier) << false << 2;
        QTest::newRow("ctrl+3") << int(Qt::Key_3) << int(Qt::ControlModifier) << false << 3;
        QTest::newRow("notes mode 4") << int(Qt::Key_4) << 0 << true << 4;
        QTest::newRow("notes mode keypad 6") << int(Qt::Key_6) << int(Qt::KeypadModifier) << true << 6;
        QTest::newRow("notes mode shift+7") << int(Qt::Key_Ampersand) << int(Qt::ShiftModifier) << true << 7;
    }
    void noteKeys()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(bool, notesMode);
        QFETCH(int, digit);
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QSignalSpy mode(board_.get(), &BoardWidget::notesModeToggleRequested);
        board_->setNotesMode(notesMode);
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(entered.count(), 0);
        QCOMPARE(noted.count(), 1);
        QCOMPARE(noted.at(0).at(0).toInt(), kEmpty);
        QCOMPARE(noted.at(0).at(1).toInt(), digit);
        QCOMPARE(mode.count(), 0);
        QCOMPARE(board_->notesMode(), notesMode);
    }

    void eraseKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("delete") << int(Qt::Key_Delete) << 0;
        QTest::newRow("backspace") << int(Qt::Key_Backspace) << 0;
        QTest::newRow("0") << int(Qt::Key_0) << 0;
        QTest::newRow("keypad 0") << int(Qt::Key_0) << int(Qt::KeypadModifier);
    }
    void eraseKeys()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequested);
        board_->setSelectedCell(kEditable);
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));
        board_->setSelectedCell(kEmpty); // notes only: erasing clears them
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));
        board_->setSelectedCell(cellAt(0, 7)); // empty without notes: nothing to erase
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(erased.count(), 2);
        QCOMPARE(erased.at(0).at(0).toInt(), kEditable);
        QCOMPARE(erased.at(1).at(0).toInt(), kEmpty);
    }

    void arrowsMoveAndWrap_data()
    {
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("expected");
        QTest::newRow("right") << cellAt(4, 4) << int(Qt::Key_Right) << cellAt(4, 5);
        QTest::newRow("left") << cellAt(4, 4) << int(Qt::Key_Left) << cellAt(4, 3);
        QTest::newRow("up") << cellAt(4, 4) << int(Qt::Key_Up) << cellAt(3, 4);
        QTest::newRow("down") << cellAt(4, 4) << int(Qt::Key_Down) << cellAt(5, 4);
        QTest::newRow("right wraps") << cellAt(3, 8) << int(Qt::Key_Right) << cellAt(3, 0);
        QTest::newRow("left wraps") << cellAt(3, 0) << int(Qt::Key_Left) << cellAt(3, 8);
        QTest::newRow("up wraps") << cellAt(0, 6) << int(Qt::Key_Up) << cellAt(8, 6);
        QTest::newRow("down wraps") << cellAt(8, 6) << int(Qt::Key_Down) << cellAt(0, 6);
        QTest::newRow("none selected") << -1 << int(Qt::Key_Down) << 0;
    }
    void arrowsMoveAndWrap()
    {
        QFETCH(int, start);
        QFETCH(int, key);
        QFETCH(int, expected);
        board_->setSelectedCell(start);
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key));
        QCOMPARE(board_->selectedCell(), expected);
    }

    void ctrlArrowJumpsToNextEmpty_data()
    {
        // Row 1 mid-game: 5 3 4 6 7 . . . .   column 1: 5 6 9 8 4 7 . . .
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("expected");
        QTest::newRow("right in row") << cellAt(0, 0) << int(Qt::Key_Right) << cellAt(0, 5);
        QTest::newRow("right to next row") << cellAt(0, 8) << int(Qt::Key_Right) << cellAt(1, 2);
        QTest::newRow("left wraps to the end") << cellAt(0, 1) << int(Qt::Key_Left) << cellAt(8, 6);
        QTest::newRow("down in column") << cellAt(0, 0) << int(Qt::Key_Down) << cellAt(6, 0);
        QTest::newRow("up to previous column") << cellAt(0, 1) << int(Qt::Key_Up) << cellAt(8, 0);
    }
    void ctrlArrowJumpsToNextEmpty()
    {
        QFETCH(int, start);
        QFETCH(int, key);
        QFETCH(int, expected);
        board_->setSelectedCell(start);
        QTest::keyClick(board_.get(), static_cast<Qt::Key>(key), Qt::ControlModifier);
        QCOMPARE(board_->selectedCell(), expected);
    }

    void arrowsHandTheKeysBackToTheSelection()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        board_->setSelectedCell(kEmpty);
        hover(kEditable);
        QTest::keyClick(board_.get(), Qt::Key_Right);
        QCOMPARE(board_->hoveredCell(), -1);
        QTest::keyClick(board_.get(), Qt::Key_2);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.at(0).at(0).toInt(), kEmpty + 1);
    }

    void nRequestsNotesMode()
    {
        QSignalSpy mode(board_.get(), &BoardWidget::notesModeToggleRequested);
        QTest::keyClick(board_.get(), Qt::Key_N);
        QCOMPARE(mode.count(), 1);
        QVERIFY(!board_->notesMode()); // the window owns the mode
        QTest::keyClick(board_.get(), Qt::Key_N, Qt::ControlModifier); // a shortcut, not ours
        QCOMPARE(mode.count(), 1);
    }

    void enterOpensPopupOnSelection()
    {
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        QVERIFY(board_->selectionPopup() != nullptr);
        QVERIFY(board_->selectionPopup()->isVisible());
        QCOMPARE(board_->selectionPopup()->cell(), kEmpty);
    }

    void boardKeysBeatWindowShortcuts()
    {
        // A window action on the same key (say, a toolbar Erase on Delete) must not take
        // the key while the board has focus; once the board ignores the key it may.
        QAction action;
        action.setShortcut(QKeySequence(Qt::Key_Delete));
        action.setShortcutContext(Qt::ApplicationShortcut);
        board_->addAction(&action);
        QSignalSpy triggered(&action, &QAction::triggered);
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequested);
        board_->setSelectedCell(kEditable);
        QTest::keyClick(board_.get(), Qt::Key_Delete);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(triggered.count(), 0);
        board_->setLocked(true);
        QTest::keyClick(board_.get(), Qt::Key_Delete);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(triggered.count(), 1);
    }
};

} // namespace nonet::test

QTEST_MAIN(nonet::test::TestBoardKeyboard)
#include "test_board_keyboard.moc"
