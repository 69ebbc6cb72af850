#include "ui/timer_label.h"
#include "tests/widget_fixtures.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace std::chrono_literals;
using nonet::ui::TimerLabel;

class TestTimerLabel : public QObject {
    Q_OBJECT
private slots:
    void format_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << "0:00";
        QTest::newRow("five seconds") << qint64(5'000) << "0:05";
        QTest::newRow("rounds down") << qint64(5'999) << "0:05";
        QTest::newRow("minutes") << qint64(754'000) << "12:34";
        QTest::newRow("last before an hour") << qint64(3'599'999) << "59:59";
        QTest::newRow("an hour") << qint64(3'600'000) << "1:00:00";
        QTest::newRow("hours") << qint64(3'723'000) << "1:02:03";
        QTest::newRow("ten hours") << qint64(36'000'000) << "10:00:00";
        QTest::newRow("negative clamps") << qint64(-2'000) << "0:00";
    }
    void format()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(TimerLabel::format(std::chrono::milliseconds(ms)), text);
        TimerLabel label;
        label.setElapsed(std::chrono::milliseconds(ms));
        QCOMPARE(label.text(), text);
    }

    void clickSpaceAndEnterRequestPause()
    {
        TimerLabel label;
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QSignalSpy toggle(&label, &TimerLabel::pauseToggleRequested);
        QTest::mouseClick(&label, Qt::LeftButton);
        QCOMPARE(toggle.count(), 1);
        label.setFocus();
        QTest::keyClick(&label, Qt::Key_Space);
        QCOMPARE(toggle.count(), 2);
        QTest::keyClick(&label, Qt::Key_Return);
        QTest::keyClick(&label, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(toggle.count(), 4);
        QVERIFY(!label.isPaused()); // the session decides, then calls setPaused
        QVERIFY(label.focusPolicy() & Qt::TabFocus);
    }

    void pausedStateIsShownAndDescribed()
    {
        TimerLabel label;
        label.setElapsed(192'000ms);
        QCOMPARE(label.text(), QStringLiteral("3:12"));
        QVERIFY(label.icon().isNull());
        QCOMPARE(label.accessibleName(), QStringLiteral("Stopwatch"));
        QCOMPARE(nonet::test::spokenDescription(&label), QStringLiteral("3 minutes 12 seconds elapsed. Press to pause."));
        const QSize running = label.sizeHint();
        label.setPaused(true);
        QVERIFY(label.isPaused());
        QVERIFY(!label.icon().isNull());
        QCOMPARE(label.text(), QStringLiteral("3:12"));
        QCOMPARE(nonet::test::spokenDescription(&label), QStringLiteral("3 minutes 12 seconds elapsed, paused. Press to resume."));
        QCOMPARE(label.sizeHint(), running); // the toolbar does not jump
        label.setElapsed(3'723'000ms);
        QCOMPARE(nonet::test::spokenDescription(&label),
                 QStringLiteral("1 hour 2 minutes 3 seconds elapsed, paused. Press to resume."));
        label.setPaused(false);
        QVERIFY(label.icon().isNull());
    }

    void textIsNotClipped()
    {
        TimerLabel label;
        label.setElapsed(36'000'000ms - 1ms);
        label.setPaused(true);
        label.resize(label.sizeHint());
        const int textWidth = label.fontMetrics().horizontalAdvance(label.text());
        QVERIFY(label.width() >= textWidth + label.iconSize().width());
        QVERIFY(label.height() >= label.fontMetrics().height());
        QVERIFY(QDir().mkpath(QStringLiteral(NONET_BINARY_DIR "/screenshots")));
        QVERIFY(label.grab().save(QStringLiteral(NONET_BINARY_DIR "/screenshots/timer-paused.png")));
    }
};

QTEST_MAIN(TestTimerLabel)
#include "test_timer_label.moc"
