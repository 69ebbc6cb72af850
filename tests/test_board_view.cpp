// Digit first and candidate highlighting on the board: a chosen digit goes wherever the
// player clicks (a value, or a note in notes mode); the cells where a digit can still go,
// and the cells with two candidates, are marked from the player's notes or from the grid.

#include "tests/board_test.h"
#include "tests/widget_fixtures.h"
#include "ui/selection_popup.h"

#include <QApplication>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace nonet::test {
namespace {

constexpr int kEmpty2 = 6; // r1c7, notes 1 2 9

// What the row, column and box of `cell` leave for it, worked out here from the views
// (not through the board) to check the board against.
nonet::DigitSet allowedByGrid(const std::array<nonet::ui::CellView, nonet::kCellCount>& views, int cell)
{
    nonet::DigitSet allowed;
    for (int d = 1; d <= 9; ++d) allowed.insert(d);
    for (int other = 0; other < nonet::kCellCount; ++other) {
        if (other == cell) continue;
        const bool peer = nonet::rowOf(other) == nonet::rowOf(cell) || nonet::columnOf(other) == nonet::columnOf(cell)
                          || nonet::boxOf(other) == nonet::boxOf(cell);
        const int value = views[static_cast<std::size_t>(other)].value;
        if (peer && value != 0) allowed.erase(value);
    }
    return allowed;
}

} // namespace

class TestBoardView : public BoardTest {
    Q_OBJECT
private:
    void click(int cell, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(board_.get(), Qt::LeftButton, modifiers, centerOf(*board_, cell));
    }
    bool flagged(int cell, CellWidget::Highlight flag) const { return board_->cellWidget(cell)->highlights().testFlag(flag); }

private slots:
    void digitFirstPlacesTheChosenDigit()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QSignalSpy chosen(board_.get(), &BoardWidget::chosenDigitChanged);
        board_->setDigitFirst(true);
        // A digit key chooses; it places nothing.
        QTest::keyClick(board_.get(), Qt::Key_7);
        QCOMPARE(board_->chosenDigit(), 7);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(entered.count(), 0);
        click(kEmpty);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.at(0).at(0).toInt(), kEmpty);
        QCOMPARE(entered.at(0).at(1).toInt(), 7);
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        // The chosen digit is the highlighted one, wherever the selection is.
        QCOMPARE(board_->highlightedDigit(), 7);
        // A click on a given chooses its digit.
        click(kGiven);
        QCOMPARE(board_->chosenDigit(), 5);
        QCOMPARE(entered.count(), 1);
        // The chosen digit again on a cell holding it takes it out.
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequested);
        board_->setChosenDigit(4);
        click(kEditable);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(erased.at(0).at(0).toInt(), kEditable);
        // Enter places it from the keyboard.
        board_->setChosenDigit(3);
        board_->setSelectedCell(kEmpty2);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        QCOMPARE(entered.count(), 2);
        QCOMPARE(entered.at(1).at(0).toInt(), kEmpty2);
        QCOMPARE(entered.at(1).at(1).toInt(), 3);
    }

    void digitFirstNotesAndDrags()
    {
        board_->setDigitFirst(true);
        board_->setNotesMode(true);
        board_->setChosenDigit(2);
        QSignalSpy note(board_.get(), &BoardWidget::noteToggled);
        QSignalSpy notes(board_.get(), &BoardWidget::noteToggledInCells);
        click(kEmpty);
        QCOMPARE(note.count(), 1);
        QCOMPARE(note.at(0).at(1).toInt(), 2);
        QCOMPARE(note.at(0).at(2).value<NoteKind>(), NoteKind::Corner);
        // Centre notes when notes mode writes them.
        board_->setNoteKind(NoteKind::Centre);
        click(kEmpty2);
        QCOMPARE(note.count(), 2);
        QCOMPARE(note.at(1).at(2).value<NoteKind>(), NoteKind::Centre);
        // A drag notes the digit in every cell it passed, as one request.
        const QPoint from = centerOf(*board_, kEmpty);
        const QPoint to = centerOf(*board_, kEmpty2);
        QTest::mousePress(board_.get(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, board_->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board_.get(), &move);
        QTest::mouseRelease(board_.get(), Qt::LeftButton, {}, to);
        QCOMPARE(notes.count(), 1);
        WideCellSet both;
        both.insert(kEmpty);
        both.insert(kEmpty2);
        QCOMPARE(notes.at(0).at(0).value<WideCellSet>(), both);
        QCOMPARE(notes.at(0).at(1).toInt(), 2);
    }

    void escapeLeavesDigitFirst()
    {
        QSignalSpy changed(board_.get(), &BoardWidget::digitFirstChanged);
        board_->setDigitFirst(true);
        board_->setChosenDigit(6);
        QTest::keyClick(board_.get(), Qt::Key_Escape);
        QVERIFY(!board_->digitFirst());
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toBool(), false);
        // Back to cell first: a click opens the popup, a digit key places.
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        click(kEmpty);
        QVERIFY(board_->selectionPopup()->isVisible());
        board_->selectionPopup()->hide();
        QTest::keyClick(board_.get(), Qt::Key_6);
        QCOMPARE(entered.count(), 1);
    }

    void highlightFollowsNotesOrGrid()
    {
        const auto views = midGameViews();
        board_->setCandidateHighlight(true);
        board_->setDigitFirst(true);
        board_->setChosenDigit(2);
        // From the notes: exactly the empty cells with a 2 among their notes.
        board_->setCandidateSource(ui::CandidateSource::Notes);
        for (int c = 0; c < nonet::kCellCount; ++c) {
            const auto& v = views[static_cast<std::size_t>(c)];
            const bool expected = v.value == 0 && (v.notes.contains(2) || v.centreNotes.contains(2));
            QVERIFY2(flagged(c, CellWidget::Highlight::Candidate) == expected, qPrintable(QString::number(c)));
        }
        QVERIFY(flagged(cellAt(6, 0), CellWidget::Highlight::Candidate)); // noted, though r7 holds a 2
        QVERIFY(!flagged(cellAt(5, 1), CellWidget::Highlight::Candidate)); // no notes
        // From the grid: every empty cell whose row, column and box leave a 2.
        board_->setCandidateSource(ui::CandidateSource::Grid);
        for (int c = 0; c < nonet::kCellCount; ++c) {
            const auto& v = views[static_cast<std::size_t>(c)];
            const bool expected = v.value == 0 && allowedByGrid(views, c).contains(2);
            QVERIFY2(flagged(c, CellWidget::Highlight::Candidate) == expected, qPrintable(QString::number(c)));
        }
        QVERIFY(!flagged(cellAt(6, 0), CellWidget::Highlight::Candidate));
        // Off: nothing marked.
        board_->setCandidateHighlight(false);
        for (int c = 0; c < nonet::kCellCount; ++c) QVERIFY(!flagged(c, CellWidget::Highlight::Candidate));
        // Without digit first, the selected cell's digit is the highlighted one.
        board_->setCandidateHighlight(true);
        board_->setDigitFirst(false);
        board_->setSelectedCell(kGiven); // a 5
        QCOMPARE(board_->highlightedDigit(), 5);
        for (int c = 0; c < nonet::kCellCount; ++c) {
            const auto& v = views[static_cast<std::size_t>(c)];
            QCOMPARE(flagged(c, CellWidget::Highlight::Candidate), v.value == 0 && allowedByGrid(views, c).contains(5));
        }
        // Screen readers hear it.
        QVERIFY(flagged(cellAt(3, 1), CellWidget::Highlight::Candidate)); // r4c2 sees no 5
        QVERIFY(nonet::test::spokenDescription(board_->cellWidget(cellAt(3, 1))).contains(QStringLiteral("5 can go here")));
        QVERIFY(!nonet::test::spokenDescription(board_->cellWidget(kEditable)).contains(QStringLiteral("can go here")));
    }

    void bivalueCells()
    {
        const auto views = midGameViews();
        board_->setBivalueHighlight(true);
        board_->setCandidateSource(ui::CandidateSource::Notes);
        for (int c = 0; c < nonet::kCellCount; ++c) {
            const auto& v = views[static_cast<std::size_t>(c)];
            const bool expected = v.value == 0 && (v.notes | v.centreNotes).count() == 2;
            QVERIFY2(flagged(c, CellWidget::Highlight::Bivalue) == expected, qPrintable(QString::number(c)));
        }
        QVERIFY(flagged(kEmpty, CellWidget::Highlight::Bivalue));   // 2 8
        QVERIFY(!flagged(kEmpty2, CellWidget::Highlight::Bivalue)); // 1 2 9
        board_->setCandidateSource(ui::CandidateSource::Grid);
        int count = 0;
        for (int c = 0; c < nonet::kCellCount; ++c) {
            const auto& v = views[static_cast<std::size_t>(c)];
            const bool expected = v.value == 0 && allowedByGrid(views, c).count() == 2;
            count += expected ? 1 : 0;
            QVERIFY2(flagged(c, CellWidget::Highlight::Bivalue) == expected, qPrintable(QString::number(c)));
        }
        QVERIFY(count > 0); // the case is not empty
        QVERIFY(nonet::test::spokenDescription(board_->cellWidget(kEmpty)).contains(QStringLiteral("Two candidates")) == flagged(kEmpty, CellWidget::Highlight::Bivalue));
        board_->setBivalueHighlight(false);
        for (int c = 0; c < nonet::kCellCount; ++c) QVERIFY(!flagged(c, CellWidget::Highlight::Bivalue));
    }
};

} // namespace nonet::test

QTEST_MAIN(nonet::test::TestBoardView)
#include "test_board_view.moc"
