#include "tests/widget_fixtures.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"

#include <QApplication>
#include <QGuiApplication>
#include <QStyleHints>
#include <QLineEdit>
#include <QDir>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using nonet::ui::DigitButton;
using nonet::ui::Keypad;

class TestKeypad : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    void digitsEraseAndNotesEmit()
    {
        Keypad keypad;
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        QSignalSpy digits(&keypad, &Keypad::digitClicked);
        QSignalSpy erase(&keypad, &Keypad::eraseClicked);
        QSignalSpy notes(&keypad, &Keypad::notesModeToggled);
        for (int d = 1; d <= 9; ++d)
            QTest::mouseClick(keypad.digitButton(d), Qt::LeftButton);
        QCOMPARE(digits.count(), 9);
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(digits.at(d - 1).at(0).toInt(), d);
        QTest::mouseClick(keypad.eraseButton(), Qt::LeftButton);
        QCOMPARE(erase.count(), 1);
        QTest::mouseClick(keypad.notesButton(), Qt::LeftButton);
        QTest::mouseClick(keypad.notesButton(), Qt::LeftButton);
        QCOMPARE(notes.count(), 2);
        QCOMPARE(notes.at(0).at(0).toBool(), true);
        QCOMPARE(notes.at(1).at(0).toBool(), false);
        QVERIFY(!keypad.notesMode());
    }

    // Pressed and held, a digit asks for its highlight until let go, and is no click; a
    // short click is a click and holds nothing.
    void pressAndHoldIsNoClick()
    {
        Keypad keypad;
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        const int holdTime = QGuiApplication::styleHints()->mousePressAndHoldInterval();
        QGuiApplication::styleHints()->setMousePressAndHoldInterval(60);
        QSignalSpy digits(&keypad, &Keypad::digitClicked);
        QSignalSpy held(&keypad, &Keypad::digitHeld);
        QTest::mouseClick(keypad.digitButton(4), Qt::LeftButton);
        QTest::qWait(120);
        QCOMPARE(digits.count(), 1);
        QCOMPARE(held.count(), 0);
        QTest::mousePress(keypad.digitButton(6), Qt::LeftButton);
        QTRY_COMPARE(held.count(), 1);
        QCOMPARE(held.at(0).at(0).toInt(), 6);
        QTest::mouseRelease(keypad.digitButton(6), Qt::LeftButton);
        QCOMPARE(held.count(), 2);
        QCOMPARE(held.at(1).at(0).toInt(), 0);
        QCOMPARE(digits.count(), 1);
        QVERIFY(!keypad.digitButton(6)->isDown());
        QVERIFY(keypad.digitButton(6)->toolTip().contains(QStringLiteral("Hold it down")));
        // Clicks go on as before after a hold.
        QTest::mouseClick(keypad.digitButton(6), Qt::LeftButton);
        QCOMPARE(digits.count(), 2);
        QGuiApplication::styleHints()->setMousePressAndHoldInterval(holdTime);
    }

    void setNotesModeShowsWithoutEmitting()
    {
        Keypad keypad;
        QSignalSpy notes(&keypad, &Keypad::notesModeToggled);
        keypad.setNotesMode(true);
        QVERIFY(keypad.notesMode());
        QVERIFY(keypad.notesButton()->isChecked());
        QVERIFY(keypad.digitButton(4)->noteStyle());
        QVERIFY(keypad.digitButton(4)->toolTip().contains(QStringLiteral("note")));
        keypad.setNotesMode(false);
        QVERIFY(!keypad.notesButton()->isChecked());
        QVERIFY(!keypad.digitButton(4)->noteStyle());
        QCOMPARE(notes.count(), 0);
    }

    void remainingCountsAndGreying_data()
    {
        QTest::addColumn<int>("digit");
        QTest::addColumn<int>("left");
        QTest::addColumn<QString>("caption");
        QTest::addColumn<bool>("dimmed");
        QTest::addColumn<QString>("description");
        QTest::newRow("none placed") << 1 << 9 << "9" << false << "9 left to place";
        QTest::newRow("one left") << 2 << 1 << "1" << false << "1 left to place";
        QTest::newRow("all placed") << 3 << 0 << "" << true << "all placed";
        QTest::newRow("too many placed") << 4 << -1 << "" << true << "all placed";
    }
    void remainingCountsAndGreying()
    {
        QFETCH(int, digit);
        QFETCH(int, left);
        QFETCH(QString, caption);
        QFETCH(bool, dimmed);
        QFETCH(QString, description);
        Keypad keypad;
        std::vector<int> remaining(9, 9);
        remaining[static_cast<std::size_t>(digit - 1)] = left;
        keypad.setRemaining(remaining);
        QCOMPARE(keypad.remaining(), remaining);
        DigitButton* button = keypad.digitButton(digit);
        QCOMPARE(button->caption(), caption);
        QCOMPARE(button->isDimmed(), dimmed);
        QCOMPARE(nonet::test::spokenDescription(button), description);
        QVERIFY(button->isEnabled()); // greyed, never blocked
        QSignalSpy digits(&keypad, &Keypad::digitClicked);
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(digits.count(), 1);
        const int other = digit == 9 ? 8 : 9;
        QVERIFY(!keypad.digitButton(other)->isDimmed());
    }

    // Nine on the board, one of them marked as a mistake: not "all placed".
    void aMarkedDigitIsNotGreyed()
    {
        Keypad keypad;
        std::vector<int> remaining(9, 9);
        remaining[4] = 0;
        keypad.setRemaining(remaining, nonet::DigitSet::single(5));
        QVERIFY(!keypad.digitButton(5)->isDimmed());
        QCOMPARE(nonet::test::spokenDescription(keypad.digitButton(5)), QStringLiteral("all placed, but one is marked as a mistake"));
        keypad.setRemaining(remaining);
        QVERIFY(keypad.digitButton(5)->isDimmed());
    }

    // The count is never read as a second digit: in both styles it sits in its own badge,
    // apart from the digit, in a smaller font.
    void theCountStandsApartFromTheDigit_data()
    {
        QTest::addColumn<bool>("notes");
        QTest::addColumn<bool>("large");
        QTest::newRow("digits") << false << false;
        QTest::newRow("notes mode") << true << false;
        QTest::newRow("digits, large") << false << true;
        QTest::newRow("notes mode, large") << true << true;
    }
    void theCountStandsApartFromTheDigit()
    {
        QFETCH(bool, notes);
        QFETCH(bool, large);
        Keypad keypad;
        keypad.setRemaining({6, 6, 6, 6, 6, 6, 6, 6, 6});
        keypad.setNotesMode(notes);
        // Its own size (as in the window beside the board) or stretched.
        keypad.resize(large ? QSize(200, 250) : keypad.sizeHint());
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        for (int digit = 1; digit <= 9; ++digit) {
            const DigitButton* button = keypad.digitButton(digit);
            QVERIFY(!button->captionArea().isEmpty());
            // At least a pixel of button between the digit's ink and the badge.
            QVERIFY2(!button->captionArea().intersects(button->digitArea().adjusted(-1, -1, 1, 1)), qPrintable(QString::number(digit)));
            QVERIFY(QRectF(button->rect()).contains(button->captionArea()));
            QVERIFY(button->captionPixelSize() < button->digitPixelSize());
            QVERIFY(button->captionPixelSize() >= 8); // readable
        }
    }

    // The three columns are equally wide, whatever the language makes of "Notes".
    void equalColumns_data()
    {
        QTest::addColumn<QString>("notes");
        QTest::newRow("English") << QStringLiteral("Notes");
        QTest::newRow("long") << QStringLiteral("Notities en nog veel meer");
    }
    void equalColumns()
    {
        QFETCH(QString, notes);
        Keypad keypad;
        keypad.notesButton()->setText(notes);
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(&keypad, &change);
        keypad.resize(keypad.sizeHint());
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        const int width = keypad.digitButton(1)->width();
        for (int digit = 2; digit <= 9; ++digit) QCOMPARE(keypad.digitButton(digit)->width(), width);
        QCOMPARE(keypad.notesButton()->width(), width);
    }

    void accessibleAndKeyboardReachableWithoutStealingFocus()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* edit = new QLineEdit(&window);
        auto* keypad = new Keypad(&window);
        layout->addWidget(edit);
        layout->addWidget(keypad);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!keypad->accessibleName().isEmpty());
        QList<QWidget*> buttons{keypad->eraseButton(), keypad->notesButton()};
        for (int d = 1; d <= 9; ++d)
            buttons << keypad->digitButton(d);
        for (QWidget* button : buttons) {
            QVERIFY(!nonet::test::spokenName(button).isEmpty());
            QVERIFY(!button->toolTip().isEmpty());
            QVERIFY(button->focusPolicy() & Qt::TabFocus);
        }
        QCOMPARE(nonet::test::spokenName(keypad->digitButton(7)), QStringLiteral("Digit 7"));
        // Tab walks through all eleven buttons.
        edit->setFocus();
        QSet<QWidget*> reached;
        for (int i = 0; i < 11; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached.insert(QApplication::focusWidget());
        }
        QCOMPARE(reached.size(), 11);
        for (QWidget* button : buttons)
            QVERIFY(reached.contains(button));
        // Space on a focused digit presses it.
        QSignalSpy digits(keypad, &Keypad::digitClicked);
        keypad->digitButton(5)->setFocus();
        QTest::keyClick(keypad->digitButton(5), Qt::Key_Space);
        QCOMPARE(digits.count(), 1);
        QCOMPARE(digits.at(0).at(0).toInt(), 5);
        // A click leaves the focus where it was (on the board, in the game).
        edit->setFocus();
        QTest::mouseClick(keypad->digitButton(3), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), edit);
    }

    void followsItsSize()
    {
        Keypad keypad;
        keypad.resize(150, 200);
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        const int small = keypad.digitButton(1)->width();
        keypad.resize(300, 400);
        QApplication::processEvents();
        QVERIFY(keypad.digitButton(1)->width() > small);
        QVERIFY(keypad.eraseButton()->width() > keypad.notesButton()->width());
    }

    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void screenshots()
    {
        QFETCH(bool, dark);
        Keypad keypad;
        keypad.setPalette(dark ? nonet::test::darkPalette() : QApplication::style()->standardPalette());
        keypad.setRemaining({3, 0, 5, 1, 9, 2, 0, 4, 6});
        keypad.resize(200, 250);
        keypad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&keypad));
        keypad.digitButton(5)->setFocus();
        QApplication::processEvents();
        const QString dir = QStringLiteral(NONET_BINARY_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(keypad.grab().save(dir + (dark ? QStringLiteral("/keypad-dark.png") : QStringLiteral("/keypad-light.png"))));
        keypad.setNotesMode(true);
        QVERIFY(keypad.grab().save(dir + (dark ? QStringLiteral("/keypad-notes-dark.png") : QStringLiteral("/keypad-notes-light.png"))));
    }
};

QTEST_MAIN(TestKeypad)
#include "test_keypad.moc"
