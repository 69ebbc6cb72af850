// Many cells at once on the board: Ctrl/Shift+click, dragging, Ctrl+A and Shift+arrows
// make a selection; typed digits, notes, erasing and the popup then go to all of its
// editable cells as one request (the game turns that into one undo step). The kinds of
// notes and the colours ask the same way.

#include "tests/board_test.h"
#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/selection_popup.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QAccessible>
#include <QTest>

#include <QToolButton>

#include <array>
#include <memory>

namespace nonet::test {
namespace {

constexpr int kEmpty2 = 6; // r1c7 of the mid-game board, notes 1 2 9

WideCellSet cells(std::initializer_list<int> list)
{
    WideCellSet set;
    for (int c : list) set.insert(c);
    return set;
}

} // namespace

class TestBoardSelection : public BoardTest {
    Q_OBJECT
private:
    void click(int cell, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(board_.get(), Qt::LeftButton, modifiers, centerOf(*board_, cell));
    }

    // A move with the left button held (what QTest::mouseMove does not say).
    void dragTo(int cell)
    {
        const QPoint at = centerOf(*board_, cell);
        QMouseEvent move(QEvent::MouseMove, at, board_->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board_.get(), &move);
    }

private slots:
    void ctrlAndShiftClickAddCells()
    {
        click(kEmpty);
        QVERIFY(board_->selectionPopup()->isVisible()); // a plain click still opens the popup
        board_->selectionPopup()->hide();
        click(kEmpty2, Qt::ControlModifier);
        QCOMPARE(board_->selection(), cells({kEmpty, kEmpty2}));
        QCOMPARE(board_->selectedCell(), kEmpty2); // the cursor follows the last cell added
        QVERIFY(!board_->selectionPopup()->isVisible());
        click(kGiven, Qt::ShiftModifier);
        QCOMPARE(board_->selection(), cells({kEmpty, kEmpty2, kGiven}));
        // Ctrl+click on a selected cell takes it out again.
        click(kEmpty2, Qt::ControlModifier);
        QCOMPARE(board_->selection(), cells({kEmpty, kGiven}));
        QVERIFY(board_->selection().contains(board_->selectedCell()));

        // The cursor is ringed, the others tinted and framed; no row/column tint.
        const auto flags = [this](int cell) { return board_->cellWidget(cell)->highlights(); };
        QVERIFY(flags(board_->selectedCell()) & CellWidget::Highlight::Selected);
        const int other = board_->selectedCell() == kEmpty ? kGiven : kEmpty;
        QVERIFY(flags(other) & CellWidget::Highlight::InSelection);
        QVERIFY(!(flags(cellAt(5, 5)) & CellWidget::Highlight::Peer));
        // Assistive technology sees both as selected, and only these two.
        int reported = 0;
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            reported += QAccessible::queryAccessibleInterface(board_->cellWidget(cell))->state().selected ? 1 : 0;
        QCOMPARE(reported, 2);
        QVERIFY(QAccessible::queryAccessibleInterface(board_->cellWidget(other))->state().selected);
    }

    void dragSelectsARun()
    {
        const QPoint start = centerOf(*board_, cellAt(3, 1));
        QTest::mousePress(board_.get(), Qt::LeftButton, {}, start);
        for (int column = 2; column <= 4; ++column) dragTo(cellAt(3, column));
        dragTo(cellAt(4, 4));
        QTest::mouseRelease(board_.get(), Qt::LeftButton, {}, centerOf(*board_, cellAt(4, 4)));
        QCOMPARE(board_->selection(), cells({cellAt(3, 1), cellAt(3, 2), cellAt(3, 3), cellAt(3, 4), cellAt(4, 4)}));
        QCOMPARE(board_->selectedCell(), cellAt(4, 4));
        // A drag is a selection, not a click: no popup.
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
    }

    void ctrlASelectsEveryEmptyCell()
    {
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_A, Qt::ControlModifier);
        int empty = 0;
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            const bool isEmpty = board_->cell(cell).value == 0;
            empty += isEmpty ? 1 : 0;
            QCOMPARE(board_->selection().contains(cell), isEmpty);
        }
        QCOMPARE(board_->selection().count(), empty);
        QCOMPARE(board_->selectedCell(), kEmpty); // the cursor stays where it was
        // Esc goes back to the cursor's cell alone.
        QTest::keyClick(board_.get(), Qt::Key_Escape);
        QCOMPARE(board_->selection(), cells({kEmpty}));
    }

    void shiftArrowsExtend()
    {
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(board_.get(), Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(board_->selection(), cells({kEmpty, kEmpty2, cellAt(1, 6)}));
        QCOMPARE(board_->selectedCell(), cellAt(1, 6));
        // Ctrl+Shift+arrow: to the next empty cell, still extending.
        QTest::keyClick(board_.get(), Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(board_->selection().count(), 4);
        // A plain arrow starts again from one cell.
        QTest::keyClick(board_.get(), Qt::Key_Left);
        QCOMPARE(board_->selection().count(), 1);
    }

    // Home and End: the row's first and last cell; with Ctrl the board's; with Shift the
    // selection grows, as with the arrows.
    void homeAndEndGoToTheEnds()
    {
        board_->setSelectedCell(cellAt(4, 4));
        QTest::keyClick(board_.get(), Qt::Key_Home);
        QCOMPARE(board_->selectedCell(), cellAt(4, 0));
        QTest::keyClick(board_.get(), Qt::Key_End);
        QCOMPARE(board_->selectedCell(), cellAt(4, 8));
        QTest::keyClick(board_.get(), Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(board_->selectedCell(), cellAt(0, 0));
        QTest::keyClick(board_.get(), Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(board_->selectedCell(), cellAt(8, 8));
        QTest::keyClick(board_.get(), Qt::Key_Home, Qt::ShiftModifier);
        QCOMPARE(board_->selection(), cells({cellAt(8, 0), cellAt(8, 8)}));
    }

    void inputGoesToTheWholeSelection()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEnteredInCells);
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggledInCells);
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequestedInCells);
        QSignalSpy single(board_.get(), &BoardWidget::digitEntered);
        board_->setSelection(cells({kEmpty, kEmpty2, kGiven, kEditable}), kEmpty);
        const WideCellSet editable = cells({kEmpty, kEmpty2, kEditable}); // the given takes nothing

        // The hovered cell does not steal input from a selection of several.
        QTest::mouseMove(board_.get(), centerOf(*board_, cellAt(8, 8)) + QPoint(1, 1));
        QTest::mouseMove(board_.get(), centerOf(*board_, cellAt(8, 8)));
        QTest::keyClick(board_.get(), Qt::Key_3);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.at(0).at(0).value<WideCellSet>(), editable);
        QCOMPARE(entered.at(0).at(1).toInt(), 3);
        QCOMPARE(single.count(), 0);

        QTest::keyClick(board_.get(), Qt::Key_4, Qt::ShiftModifier);
        board_->setNotesMode(true);
        QTest::keyClick(board_.get(), Qt::Key_6);
        QCOMPARE(noted.count(), 2);
        QCOMPARE(noted.at(1).at(0).value<WideCellSet>(), editable);
        QCOMPARE(noted.at(1).at(1).toInt(), 6);
        QCOMPARE(noted.at(1).at(2).value<NoteKind>(), NoteKind::Corner);

        QTest::keyClick(board_.get(), Qt::Key_Delete);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(erased.at(0).at(0).value<WideCellSet>(), editable);
    }

    void popupSpeaksForTheSelection()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEnteredInCells);
        board_->setSelection(cells({kEmpty, kEmpty2}), kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        auto* popup = board_->selectionPopup();
        QVERIFY(popup != nullptr && popup->isVisible());
        QCOMPARE(popup->cell(), kEmpty);
        QTest::mouseClick(popup->digitButton(7), Qt::LeftButton);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.at(0).at(0).value<WideCellSet>(), cells({kEmpty, kEmpty2}));
    }

    void noteKindsByKeyAndMode()
    {
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        board_->setSelectedCell(kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::ShiftModifier);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::ControlModifier);
        board_->setNotesMode(true);
        QTest::keyClick(board_.get(), Qt::Key_4);
        board_->setNoteKind(NoteKind::Centre);
        QTest::keyClick(board_.get(), Qt::Key_4);
        QTest::keyClick(board_.get(), Qt::Key_4, Qt::ShiftModifier); // Shift stays corner
        QCOMPARE(noted.count(), 5);
        const std::array expected{NoteKind::Corner, NoteKind::Centre, NoteKind::Corner, NoteKind::Centre, NoteKind::Corner};
        for (int i = 0; i < 5; ++i) QCOMPARE(noted.at(i).at(2).value<NoteKind>(), expected[static_cast<std::size_t>(i)]);
        // The popup in notes mode shows and writes the kind the board writes.
        auto view = board_->cell(kEmpty);
        view.centreNotes.insert(6);
        board_->setCell(kEmpty, view);
        // Screen readers hear both kinds, and a note's colour.
        QVERIFY(nonet::test::spokenName(board_->cellWidget(kEmpty)).endsWith(QStringLiteral("empty, notes 2 8, centre notes 6")));
        view.candidateColours.set(8, 3);
        board_->setCell(kEmpty, view);
        QVERIFY(nonet::test::spokenName(board_->cellWidget(kEmpty)).endsWith(QStringLiteral("centre notes 6, note 8 in colour 3")));
        QTest::keyClick(board_.get(), Qt::Key_Return);
        auto* popup = board_->selectionPopup();
        QVERIFY(popup->notesMode());
        QVERIFY(popup->digitButton(6)->isChecked());  // a centre note
        QVERIFY(!popup->digitButton(2)->isChecked()); // a corner note
        QTest::mouseClick(popup->digitButton(1), Qt::LeftButton);
        QCOMPARE(noted.last().at(2).value<NoteKind>(), NoteKind::Centre);
    }

    void coloursByKeyAndPopup()
    {
        QSignalSpy coloured(board_.get(), &BoardWidget::colourRequested);
        board_->setSelection(cells({kEmpty, kGiven}), kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::AltModifier);
        QTest::keyClick(board_.get(), Qt::Key_0, Qt::AltModifier);
        QTest::keyClick(board_.get(), Qt::Key_7, Qt::AltModifier); // there is no colour 7
        QCOMPARE(coloured.count(), 2);
        QCOMPARE(coloured.at(0).at(0).value<WideCellSet>(), cells({kEmpty, kGiven})); // givens take colours
        QCOMPARE(coloured.at(0).at(1).toInt(), 3);
        QCOMPARE(coloured.at(1).at(1).toInt(), 0);
        // The popup's swatches: the cell's colour checked, a click asks, the popup stays.
        auto view = board_->cell(kEmpty);
        view.colour = 4;
        board_->setCell(kEmpty, view);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        auto* popup = board_->selectionPopup();
        QVERIFY(popup->colourButton(4)->isChecked());
        QVERIFY(!popup->colourButton(2)->isChecked());
        QTest::mouseClick(popup->colourButton(2), Qt::LeftButton);
        QVERIFY(popup->isVisible());
        QCOMPARE(coloured.count(), 3);
        QCOMPARE(coloured.last().at(1).toInt(), 2);
        QCOMPARE(coloured.last().at(0).value<WideCellSet>(), cells({kEmpty, kGiven}));
        // Alt+digit inside the popup too.
        QTest::keyClick(popup, Qt::Key_5, Qt::AltModifier);
        QCOMPARE(coloured.last().at(1).toInt(), 5);
    }

    // A digit key held down: the first press acts, the repeats only hold the digit's
    // highlight (no note switched on and off), and the real release ends it.
    void heldDigitKeyHighlightsWhereItCanGo()
    {
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        board_->setSelectedCell(kEmpty2); // notes 1 2 9
        board_->setNotesMode(true);
        const auto key = [this](QEvent::Type type, bool repeat) {
            QKeyEvent event(type, Qt::Key_2, Qt::NoModifier, QStringLiteral("2"), repeat);
            QApplication::sendEvent(board_.get(), &event);
        };
        key(QEvent::KeyPress, false);
        QCOMPARE(noted.count(), 1);
        QCOMPARE(board_->heldDigit(), 0);
        for (int i = 0; i < 3; ++i) {
            key(QEvent::KeyRelease, true);
            key(QEvent::KeyPress, true);
        }
        QCOMPARE(noted.count(), 1);
        QCOMPARE(board_->heldDigit(), 2);
        QCOMPARE(board_->highlightedDigit(), 2);
        // Candidate highlighting is off, yet the cells with note 2 light up while held.
        QVERIFY(!board_->candidateHighlight());
        const auto candidate = [this](int cell) { return bool(board_->cellWidget(cell)->highlights() & CellWidget::Highlight::Candidate); };
        QVERIFY(candidate(kEmpty)); // notes 2 8
        int lit = 0;
        for (int c = 0; c < kCellCount; ++c) {
            QCOMPARE(candidate(c), board_->candidatesOf(c).contains(2));
            lit += candidate(c) ? 1 : 0;
        }
        QVERIFY(board_->accessibleDescription().contains(QStringLiteral("2 can still go in %1 cell").arg(lit)));
        key(QEvent::KeyRelease, false);
        QCOMPARE(board_->heldDigit(), 0);
        QVERIFY(!candidate(kEmpty));
        // Held again and the board loses the focus: the highlight does not stay behind.
        board_->setHeldDigit(5);
        auto other = std::make_unique<QWidget>();
        other->show();
        QApplication::setActiveWindow(other.get());
        other->setFocus();
        QTRY_COMPARE(board_->heldDigit(), 0);
    }

    // Shift+Alt+colour colours the highlighted digit's note in the selection; the popup's
    // menu of a note and Shift+Alt on a focused digit do it for that note.
    void noteColoursByKeyAndPopup()
    {
        QSignalSpy coloured(board_.get(), &BoardWidget::candidateColourRequested);
        QSignalSpy cellColoured(board_.get(), &BoardWidget::colourRequested);
        board_->setSelection(cells({kEmpty, kEmpty2}), kEmpty);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::ShiftModifier | Qt::AltModifier);
        QCOMPARE(coloured.count(), 1);
        QCOMPARE(coloured.at(0).at(1).toInt(), 0); // no digit highlighted: the game says so
        board_->setDigitFirst(true);
        board_->setChosenDigit(2);
        QTest::keyClick(board_.get(), Qt::Key_3, Qt::ShiftModifier | Qt::AltModifier);
        QTest::keyClick(board_.get(), Qt::Key_0, Qt::ShiftModifier | Qt::AltModifier);
        QTest::keyClick(board_.get(), Qt::Key_7, Qt::ShiftModifier | Qt::AltModifier); // no colour 7
        QCOMPARE(coloured.count(), 3);
        QCOMPARE(coloured.at(1).at(0).value<WideCellSet>(), cells({kEmpty, kEmpty2}));
        QCOMPARE(coloured.at(1).at(1).toInt(), 2);
        QCOMPARE(coloured.at(1).at(2).toInt(), 3);
        QCOMPARE(coloured.at(2).at(2).toInt(), 0);
        QCOMPARE(cellColoured.count(), 0); // the cells' own colours are left alone
        board_->setDigitFirst(false);

        // The popup: a note's menu lists the colours with the current one checked.
        auto view = board_->cell(kEmpty);
        view.candidateColours.set(8, 4);
        board_->setCell(kEmpty, view);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        auto* popup = board_->selectionPopup();
        QVERIFY(popup->isVisible());
        QVERIFY(!popup->openNoteColourMenu(5)); // not a note of the cell
        QVERIFY(popup->digitButton(8)->toolTip().contains(QStringLiteral("colour 4")));
        QVERIFY(popup->openNoteColourMenu(8));
        QMenu* menu = popup->noteColourMenu();
        QVERIFY(menu != nullptr && menu->isVisible());
        QVERIFY(menu->findChild<QAction*>(QStringLiteral("noteColour4"))->isChecked());
        menu->findChild<QAction*>(QStringLiteral("noteColour6"))->trigger();
        menu->hide();
        QCOMPARE(coloured.last().at(0).value<WideCellSet>(), cells({kEmpty, kEmpty2}));
        QCOMPARE(coloured.last().at(1).toInt(), 8);
        QCOMPARE(coloured.last().at(2).toInt(), 6);
        // Right-clicking a note opens the same menu.
        emit popup->digitButton(2)->customContextMenuRequested(QPoint(2, 2));
        QVERIFY(popup->noteColourMenu()->isVisible());
        QVERIFY(popup->noteColourMenu()->title().contains(QLatin1Char('2')));
        popup->noteColourMenu()->hide();
        // Shift+Alt+digit on a focused note's button.
        popup->digitButton(2)->setFocus();
        QTest::keyClick(popup->digitButton(2), Qt::Key_1, Qt::ShiftModifier | Qt::AltModifier);
        QCOMPARE(coloured.last().at(1).toInt(), 2);
        QCOMPARE(coloured.last().at(2).toInt(), 1);
        QCOMPARE(cellColoured.count(), 0);
    }
};

} // namespace nonet::test

QTEST_MAIN(nonet::test::TestBoardSelection)
#include "test_board_selection.moc"
