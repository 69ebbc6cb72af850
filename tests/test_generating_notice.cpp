#include "app/shell/generating_notice.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using nonet::Level;
using nonet::app::GeneratingNotice;

class TestGeneratingNotice : public QObject {
    Q_OBJECT
private slots:
    void showsOnlyWhenTheWaitLasts()
    {
        bool waiting = true;
        GeneratingNotice notice([&] { return waiting; });
        notice.waitFor(Level::Extreme, 20);
        QVERIFY(notice.isHidden()); // not at once: a puzzle at hand must not make it flash
        QTRY_VERIFY(!notice.isHidden());
        notice.dismiss();
        QVERIFY(notice.isHidden());

        waiting = false; // the puzzle came within the delay
        notice.waitFor(Level::Easy, 20);
        QTest::qWait(60);
        QVERIFY(notice.isHidden());
    }

    void cancelHidesAndTells()
    {
        GeneratingNotice notice([] { return true; });
        QSignalSpy cancelled(&notice, &GeneratingNotice::cancelRequested);
        notice.waitFor(Level::Tough, 0);
        QTRY_VERIFY(!notice.isHidden());
        QVERIFY(!notice.cancelButton()->accessibleName().isEmpty());
        QTest::mouseClick(notice.cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(notice.isHidden());
    }

    void namesTheLevel()
    {
        QCOMPARE(GeneratingNotice::textFor(Level::Extreme), QStringLiteral("Generating an extreme puzzle…"));
        QCOMPARE(GeneratingNotice::textFor(Level::Medium), QStringLiteral("Generating a medium puzzle…"));
    }
};

QTEST_MAIN(TestGeneratingNotice)
#include "test_generating_notice.moc"
