// Kill and resume: a real nonet process plays moves one by one (--test-play), is killed
// with SIGKILL at chosen moments, and the next launch (--test-report) must show the game
// as it was, at most the last move missing, with the timer paused.

#include "tests/fixtures.h"

#include <QDir>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using nonet::test::isolatedHome;
using nonet::test::kWaitMs;

struct Played {
    QMap<int, QByteArray> values; // move number (this run) -> the 81 values after it
    int last = 0;
};

// Starts a player, reads its lines until move `untilMove`, waits `extraMs`, kills it.
Played playAndKill(const QTemporaryDir& home, int intervalMs, int untilMove, int extraMs)
{
    Played played;
    QProcess process;
    process.setProcessEnvironment(isolatedHome(home));
    process.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-play"), QString::number(intervalMs)});
    if (!process.waitForStarted(kWaitMs)) return played;
    QByteArray pending;
    while (played.last < untilMove && process.state() == QProcess::Running) {
        if (!process.waitForReadyRead(kWaitMs)) break;
        pending += process.readAllStandardOutput();
        qsizetype newline = 0;
        while ((newline = pending.indexOf('\n')) >= 0) {
            const QList<QByteArray> parts = pending.left(newline).split(' ');
            pending.remove(0, newline + 1);
            if (parts.size() >= 3 && parts[0] == "played") {
                played.last = parts[1].toInt();
                played.values.insert(played.last, parts[2]);
            }
        }
    }
    if (extraMs > 0) QTest::qWait(extraMs);
    process.kill(); // SIGKILL: no chance to save anything
    process.waitForFinished(kWaitMs);
    // Moves made during extraMs were printed too: the last one is what the game showed.
    pending += process.readAllStandardOutput();
    for (const QByteArray& line : pending.split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() >= 3 && parts[0] == "played") {
            played.last = parts[1].toInt();
            played.values.insert(played.last, parts[2]);
        }
    }
    return played;
}

struct Report {
    QByteArray values;
    bool paused = false;
    int moves = -1;
};

Report report(const QTemporaryDir& home)
{
    QProcess process;
    process.setProcessEnvironment(isolatedHome(home));
    process.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-report")});
    process.waitForFinished(kWaitMs);
    Report r;
    for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() >= 4 && parts[0] == "state") {
            r.values = parts[1];
            r.paused = parts[2] == "paused=1";
            r.moves = parts[3].mid(6).toInt();
        }
    }
    return r;
}

} // namespace

class TestResume : public QObject {
    Q_OBJECT
private slots:
    void killAndResume();
};

void TestResume::killAndResume()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());

    // Round 1: killed the instant the 5th move is reported (it may not be on disk yet).
    // Round 2: resumed, killed 150 ms after its 3rd move (moves every 100 ms, so a 4th
    // may have happened, possibly unsaved). Round 3: killed right after its 1st move.
    // Moves come faster than the autosave delay: only the "write the previous move
    // first" rule keeps the loss to one move.
    struct Round {
        int intervalMs;
        int untilMove;
        int extraMs;
    };
    const std::array<Round, 3> rounds{Round{150, 5, 0}, Round{100, 3, 150}, Round{400, 1, 0}};
    QByteArray before; // the position the previous round resumed from
    int totalMoves = 0;
    for (const Round& round : rounds) {
        const Played played = playAndKill(home, round.intervalMs, round.untilMove, round.extraMs);
        QVERIFY2(played.last >= round.untilMove, "the player did not get as far as asked");
        const Report resumed = report(home);
        QVERIFY2(!resumed.values.isEmpty(), "the restarted nonet did not report its game");
        QVERIFY(resumed.paused);
        const QByteArray shown = played.values.value(played.last);
        const QByteArray oneBack = played.last > 1 ? played.values.value(played.last - 1) : before;
        QVERIFY2(resumed.values == shown || resumed.values == oneBack,
                 qPrintable(QStringLiteral("resumed %1\nlast    %2\nbefore  %3")
                                .arg(QString::fromLatin1(resumed.values), QString::fromLatin1(shown), QString::fromLatin1(oneBack))));
        totalMoves += played.last;
        QVERIFY(resumed.moves >= totalMoves - 1);
        // What was lost is lost; the next round plays on from what came back.
        totalMoves = resumed.moves;
        before = resumed.values;
    }
}

QTEST_GUILESS_MAIN(TestResume)
#include "test_resume.moc"
