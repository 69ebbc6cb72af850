#include "core/digit_set.h"
#include "ui/digit_button.h"
#include "ui/selection_popup.h"

#include <QApplication>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <memory>

using nonet::DigitSet;
using nonet::ui::SelectionPopup;

class TestSelectionPopup : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<SelectionPopup> popup_;
    QRect screen_;

    // Opens the popup for r2c3 holding notes 1 and 5, with 4 and 9 in its peers.
    void open(bool notesMode = false)
    {
        popup_->setCell(11, 1, 2);
        popup_->setNotesMode(notesMode);
        DigitSet notes;
        notes.insert(1);
        notes.insert(5);
        DigitSet impossible;
        impossible.insert(4);
        impossible.insert(9);
        popup_->setContent(0, notes, impossible);
        popup_->popupBeside(QRect(screen_.center(), QSize(40, 40)));
        QVERIFY(popup_->isVisible());
    }
    QWidget* focused() const { return QApplication::focusWidget(); }
    void key(int key, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::keyClick(focused() != nullptr ? focused() : popup_.get(), static_cast<Qt::Key>(key), modifiers);
    }

private slots:
    void initTestCase()
    {
        QApplication::setStyle(QStringLiteral("Fusion"));
        screen_ = QApplication::primaryScreen()->availableGeometry();
    }
    void init() { popup_ = std::make_unique<SelectionPopup>(); }
    void cleanup() { popup_.reset(); }

    void showsContentAndDescribesItself()
    {
        open();
        QCOMPARE(popup_->accessibleName(), QStringLiteral("Choose a digit for row 2 column 3"));
        QVERIFY(popup_->digitButton(4)->isDimmed());
        QVERIFY(popup_->digitButton(9)->isDimmed());
        QVERIFY(!popup_->digitButton(1)->isDimmed());
        QVERIFY(popup_->digitButton(4)->toolTip().contains(QStringLiteral("already")));
        QVERIFY(!popup_->digitButton(1)->isChecked()); // value mode: no value yet
        QCOMPARE(focused(), popup_->digitButton(5)); // arrows start in the middle
        popup_->setNotesMode(true);
        QCOMPARE(popup_->accessibleName(), QStringLiteral("Toggle notes of row 2 column 3"));
        QVERIFY(popup_->digitButton(1)->isChecked());
        QVERIFY(popup_->digitButton(5)->isChecked());
        QVERIFY(!popup_->digitButton(2)->isChecked());
        QVERIFY(popup_->digitButton(2)->noteStyle());
        QVERIFY(!popup_->eraseButton()->accessibleName().isEmpty());
        QVERIFY(!popup_->notesButton()->accessibleName().isEmpty());
    }

    void placedBesideTheAnchorOnScreen_data()
    {
        QTest::addColumn<QPoint>("anchorPos");
        QTest::addColumn<bool>("toTheRight");
        QTest::addColumn<bool>("below");
        QTest::newRow("middle: below right of the cell") << QPoint(300, 250) << true << true;
        QTest::newRow("top edge: below, never above the board") << QPoint(300, 0) << true << true;
        QTest::newRow("right edge: below left of the cell") << QPoint(-60, 250) << false << true;
        QTest::newRow("bottom edge: above right of the cell") << QPoint(300, -45) << true << false;
        QTest::newRow("bottom right corner: above left") << QPoint(-60, -45) << false << false;
    }
    void placedBesideTheAnchorOnScreen()
    {
        QFETCH(QPoint, anchorPos);
        QFETCH(bool, toTheRight);
        QFETCH(bool, below);
        // Negative coordinates count from the right/bottom edge of the screen.
        const QPoint at(anchorPos.x() < 0 ? screen_.right() + anchorPos.x() : screen_.left() + anchorPos.x(),
                        anchorPos.y() < 0 ? screen_.bottom() + anchorPos.y() : screen_.top() + anchorPos.y());
        const QRect anchor(at, QSize(40, 40));
        popup_->popupBeside(anchor);
        const QRect frame = popup_->frameGeometry();
        QVERIFY(screen_.contains(frame));
        QVERIFY(!frame.intersects(anchor));
        QCOMPARE(frame.left() > anchor.right(), toTheRight);
        QCOMPARE(frame.top() > anchor.bottom(), below);
        // The cell's row and column stay in view: the popup covers neither band.
        QVERIFY(frame.top() > anchor.bottom() || frame.bottom() < anchor.top());
        QVERIFY(frame.left() > anchor.right() || frame.right() < anchor.left());
    }

    // Focus starts where a choice makes sense: the cell's digit, else a digit its peers do not
    // hold (the middle one when it can), never a dimmed one; Erase when every digit is dimmed.
    void focusStartsOnAUsableDigit()
    {
        popup_->setCell(11, 1, 2);
        DigitSet impossible;
        for (int d : {5, 2}) impossible.insert(d);
        popup_->setContent(0, {}, impossible);
        popup_->popupBeside(QRect(screen_.center(), QSize(40, 40)));
        QCOMPARE(focused(), popup_->digitButton(4));
        QVERIFY(!popup_->digitButton(4)->isDimmed());
        popup_->hide();
        popup_->setContent(7, {}, impossible);
        popup_->popupBeside(QRect(screen_.center(), QSize(40, 40)));
        QCOMPARE(focused(), popup_->digitButton(7));
        popup_->hide();
        popup_->setContent(0, {}, DigitSet::all(9));
        popup_->popupBeside(QRect(screen_.center(), QSize(40, 40)));
        QCOMPARE(focused(), static_cast<QWidget*>(popup_->eraseButton()));
    }

    void digitKeysChooseAndClose()
    {
        open();
        QSignalSpy chosen(popup_.get(), &SelectionPopup::digitChosen);
        key(Qt::Key_7);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 7);
        QVERIFY(!popup_->isVisible());
        open();
        key(Qt::Key_4, Qt::KeypadModifier); // dimmed digits stay usable
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(chosen.at(1).at(0).toInt(), 4);
    }

    void noteKeysToggleAndStayOpen()
    {
        open();
        QSignalSpy chosen(popup_.get(), &SelectionPopup::digitChosen);
        QSignalSpy noted(popup_.get(), &SelectionPopup::noteChosen);
        QSignalSpy mode(popup_.get(), &SelectionPopup::notesModeChanged);
        key(Qt::Key_Exclam, Qt::ShiftModifier);
        key(Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(noted.count(), 2);
        QCOMPARE(noted.at(0).at(0).toInt(), 1);
        QCOMPARE(noted.at(1).at(0).toInt(), 2);
        QVERIFY(popup_->isVisible());
        QVERIFY(!popup_->notesMode());
        key(Qt::Key_N);
        QCOMPARE(mode.count(), 1);
        QVERIFY(popup_->notesMode());
        key(Qt::Key_8);
        QCOMPARE(noted.count(), 3);
        QCOMPARE(noted.at(2).at(0).toInt(), 8);
        QCOMPARE(chosen.count(), 0);
        QVERIFY(popup_->isVisible());
    }

    void eraseKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::newRow("delete") << int(Qt::Key_Delete);
        QTest::newRow("backspace") << int(Qt::Key_Backspace);
        QTest::newRow("0") << int(Qt::Key_0);
    }
    void eraseKeys()
    {
        QFETCH(int, key);
        open(true);
        QSignalSpy erased(popup_.get(), &SelectionPopup::eraseChosen);
        this->key(key);
        QCOMPARE(erased.count(), 1);
        QVERIFY(!popup_->isVisible());
    }

    void arrowsMoveAndEnterPresses()
    {
        open();
        QSignalSpy chosen(popup_.get(), &SelectionPopup::digitChosen);
        QSignalSpy erased(popup_.get(), &SelectionPopup::eraseChosen);
        QCOMPARE(focused(), popup_->digitButton(5));
        key(Qt::Key_Right);
        QCOMPARE(focused(), popup_->digitButton(6));
        key(Qt::Key_Right); // wraps within the row
        QCOMPARE(focused(), popup_->digitButton(4));
        key(Qt::Key_Up);
        QCOMPARE(focused(), popup_->digitButton(1));
        key(Qt::Key_Up); // wraps to the colours at the bottom
        QCOMPARE(focused(), popup_->colourButton(1));
        key(Qt::Key_Left); // the colours wrap within their row
        QCOMPARE(focused(), popup_->colourButton(0));
        key(Qt::Key_Up);
        QCOMPARE(focused(), popup_->eraseButton());
        key(Qt::Key_Right);
        QCOMPARE(focused(), popup_->notesButton());
        key(Qt::Key_Up);
        QCOMPARE(focused(), popup_->digitButton(9));
        key(Qt::Key_Down);
        QCOMPARE(focused(), popup_->notesButton());
        key(Qt::Key_Left);
        QCOMPARE(focused(), popup_->eraseButton());
        key(Qt::Key_Down);
        QCOMPARE(focused(), popup_->colourButton(1));
        key(Qt::Key_Down);
        QCOMPARE(focused(), popup_->digitButton(1));
        key(Qt::Key_Left);
        QCOMPARE(focused(), popup_->digitButton(3));
        key(Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 3);
        open();
        key(Qt::Key_Down);
        key(Qt::Key_Down);
        QCOMPARE(focused(), popup_->eraseButton());
        key(Qt::Key_Space);
        QCOMPARE(erased.count(), 1);
    }

    void enterOnNotesTogglesMode()
    {
        open();
        QSignalSpy mode(popup_.get(), &SelectionPopup::notesModeChanged);
        popup_->notesButton()->setFocus();
        key(Qt::Key_Enter);
        QCOMPARE(mode.count(), 1);
        QVERIFY(popup_->notesMode());
        QVERIFY(popup_->notesButton()->isChecked());
        QVERIFY(popup_->isVisible());
    }

    void escapeAndClickOutsideClose()
    {
        open();
        QSignalSpy chosen(popup_.get(), &SelectionPopup::digitChosen);
        key(Qt::Key_Escape);
        QVERIFY(!popup_->isVisible());
        open();
        // A press outside a Qt::Popup closes it (QWidget's popup handling).
        const QPoint outside = popup_->rect().bottomRight() + QPoint(30, 30);
        QTest::mousePress(popup_.get(), Qt::LeftButton, {}, outside);
        QTRY_VERIFY(!popup_->isVisible());
        QCOMPARE(chosen.count(), 0);
    }

    void mouseChooses()
    {
        open();
        QSignalSpy chosen(popup_.get(), &SelectionPopup::digitChosen);
        QSignalSpy noted(popup_.get(), &SelectionPopup::noteChosen);
        QTest::mouseClick(popup_->notesButton(), Qt::LeftButton);
        QTest::mouseClick(popup_->digitButton(6), Qt::LeftButton);
        QCOMPARE(noted.count(), 1);
        QCOMPARE(noted.at(0).at(0).toInt(), 6);
        QVERIFY(!popup_->digitButton(6)->isChecked()); // shows the cell, not the click
        QTest::mouseClick(popup_->notesButton(), Qt::LeftButton);
        QTest::mouseClick(popup_->digitButton(2), Qt::LeftButton);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 2);
        QVERIFY(!popup_->isVisible());
    }

    void screenshot()
    {
        open(true);
        popup_->setButtonSide(48);
        QApplication::processEvents();
        const QImage image = popup_->grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.save(QStringLiteral(NONET_BINARY_DIR "/screenshots/popup-notes.png")));
    }
};

QTEST_MAIN(TestSelectionPopup)
#include "test_selection_popup.moc"
