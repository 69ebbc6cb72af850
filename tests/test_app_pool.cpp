// The puzzle pool as the real program runs it: a nonet process (--test-report: print the
// game, quit normally) in a private home, three launches in a row.
//
//   1st  first launch: the first game comes from the pool (seeded from the bundled list);
//        quitting saves pool.json and seen.json
//   2nd  the autosaved game comes back: no fresh puzzle is spent on it
//   3rd  the autosave removed: a new first game, never the one of the 1st launch

#include "core/canonical_form.h"
#include "tests/fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using nonet::test::isolatedHome;
using nonet::test::kWaitMs;

// The 81 values of the game the launch showed ('.' empty), empty when it reported nothing.
QByteArray launchAndReport(const QTemporaryDir& home)
{
    QProcess process;
    process.setProcessEnvironment(isolatedHome(home));
    process.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-report")});
    if (!process.waitForFinished(kWaitMs) || process.exitCode() != 0) return {};
    for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() >= 4 && parts[0] == "state") return parts[1];
    }
    return {};
}

// Canonical form as seen.json writes it: 81 digits.
QString formText(const QByteArray& values)
{
    nonet::Grid grid;
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (values[cell] >= '1' && values[cell] <= '9') grid.setAt(cell, values[cell] - '0');
    const nonet::CanonicalForm form = nonet::canonicalForm(grid);
    QString text;
    for (const std::uint8_t digit : form) text += QLatin1Char(static_cast<char>('0' + digit));
    return text;
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList seenForms(const QDir& data)
{
    QStringList forms;
    for (const QJsonValue& v : readJson(data.filePath(QStringLiteral("seen.json"))).value(QStringLiteral("seen")).toArray())
        forms << v.toString();
    return forms;
}

} // namespace

class TestAppPool : public QObject {
    Q_OBJECT
private slots:
    void resumedGameSpendsNothingAndNoPuzzleComesTwice()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QDir data(home.filePath(QStringLiteral("data/Nonet/Nonet")));

        const QByteArray first = launchAndReport(home);
        QVERIFY2(first.size() == nonet::kCellCount, "the first launch did not report its game");
        QCOMPARE(seenForms(data), QStringList{formText(first)});
        // 15 per classic level from the bundled list, less the one being played (a refill job
        // may have put it back before the quit); the variant New Game keeps ready may be there too.
        QJsonArray pool;
        for (const QJsonValue& p : readJson(data.filePath(QStringLiteral("pool.json"))).value(QStringLiteral("puzzles")).toArray())
            if (p.toObject().value(QStringLiteral("variant")).toString() == QStringLiteral("classic")) pool.append(p);
        QVERIFY2(pool.size() >= 6 * 15 - 1, qPrintable(QString::number(pool.size())));
        for (const QJsonValue& p : pool)
            QVERIFY(formText(p.toObject().value(QStringLiteral("puzzle")).toString().toLatin1()) != formText(first));

        // The autosaved game comes back, and no other puzzle is handed out for it.
        QCOMPARE(launchAndReport(home), first);
        QCOMPARE(seenForms(data), QStringList{formText(first)});

        // Without the autosave, a new game: another puzzle, also remembered.
        for (const QString& name : data.entryList({QStringLiteral("autosave-*")}, QDir::Files)) QVERIFY(data.remove(name));
        const QByteArray third = launchAndReport(home);
        QVERIFY2(third.size() == nonet::kCellCount, "the third launch did not report its game");
        QVERIFY(formText(third) != formText(first));
        QCOMPARE(seenForms(data), (QStringList{formText(first), formText(third)}));
    }
};

QTEST_GUILESS_MAIN(TestAppPool)
#include "test_app_pool.moc"
