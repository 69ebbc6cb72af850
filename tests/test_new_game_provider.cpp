#include "app/pool/new_game_provider.h"
#include "core/solver/solve.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using nonet::GamePuzzle;
using nonet::Level;
using nonet::app::BundledPuzzles;
using nonet::app::NewGameProvider;

Q_DECLARE_METATYPE(nonet::GamePuzzle)
Q_DECLARE_METATYPE(nonet::Level)

namespace {

BundledPuzzles builtIn()
{
    auto parsed = BundledPuzzles::loadBuiltIn();
    if (!parsed.errors.isEmpty()) qFatal("%s", qPrintable(parsed.errors.join(QLatin1Char('\n'))));
    return parsed.puzzles;
}

std::string key(const nonet::Grid& grid)
{
    std::string s;
    for (int cell = 0; cell < nonet::kCellCount; ++cell) s.push_back(static_cast<char>('0' + grid.at(cell)));
    return s;
}

} // namespace

class TestNewGameProvider : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<nonet::GamePuzzle>();
        qRegisterMetaType<nonet::Level>();
    }

    void bundledPuzzlesAreSoundAndUnique()
    {
        const auto parsed = BundledPuzzles::loadBuiltIn();
        QVERIFY2(parsed.errors.isEmpty(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
        std::set<std::string> seen;
        for (Level level : nonet::kAllLevels) QVERIFY(parsed.puzzles.ofLevel(level).size() >= 3);
        for (const GamePuzzle& p : parsed.puzzles.all()) {
            QVERIFY(nonet::isConsistentPuzzle(p));
            QVERIFY(nonet::hasUniqueSolution(p.givens));
            const auto solved = nonet::solve(p.givens);
            QCOMPARE(solved.count, 1);
            QVERIFY(*solved.solution == p.solution);
            QVERIFY(seen.insert(key(p.givens)).second); // no puzzle twice
            QVERIFY(p.givens.filledCount() >= 17);
        }
    }

    void badLinesAreReported_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        const QString givens = QStringLiteral("8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7");
        const QString solution = QStringLiteral("867154932491823675352967418915382746786419523234576891178245369623798154549631287");
        QString wrong = solution;
        wrong[1] = QLatin1Char('5');
        QTest::newRow("two fields") << QStringLiteral("easy ") + givens << QStringLiteral("line 1: expected 3 fields, found 2");
        QTest::newRow("level") << QStringLiteral("hard %1 %2").arg(givens, solution) << QStringLiteral("line 1: unknown level 'hard'");
        QTest::newRow("short") << QStringLiteral("easy %1 %2").arg(givens.left(80), solution)
                               << QStringLiteral("line 1: givens and solution must be 81 characters");
        QTest::newRow("blank in solution") << QStringLiteral("easy %1 %2").arg(givens, givens)
                                           << QStringLiteral("line 1: givens and solution must be 81 characters");
        QTest::newRow("wrong solution") << QStringLiteral("easy %1 %2").arg(givens, wrong)
                                        << QStringLiteral("line 1: the solution does not solve the givens");
    }
    void badLinesAreReported()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        const auto parsed = BundledPuzzles::parse(line + QStringLiteral("\n# comment\n\n"));
        QCOMPARE(parsed.errors, QStringList{error});
        QVERIFY(parsed.puzzles.isEmpty());
    }

    void takeReadyCyclesWithoutRepeats()
    {
        NewGameProvider provider(builtIn(), 7);
        const std::size_t count = builtIn().ofLevel(Level::Medium).size();
        std::set<std::string> seen;
        for (std::size_t i = 0; i < count; ++i) {
            const auto p = provider.takeReady(Level::Medium);
            QVERIFY(p);
            QCOMPARE(p->level, Level::Medium);
            QVERIFY(seen.insert(key(p->givens)).second);
        }
        QVERIFY(provider.takeReady(Level::Medium)); // then it starts over
        NewGameProvider empty(BundledPuzzles{}, 7);
        QVERIFY(!empty.takeReady(Level::Easy));
    }

    void bundledAnswerIsAsynchronous()
    {
        NewGameProvider provider(builtIn(), 1);
        QSignalSpy ready(&provider, &NewGameProvider::puzzleReady);
        provider.request(Level::Tough);
        QVERIFY(provider.isBusy());
        QCOMPARE(ready.count(), 0); // never from inside request()
        QTRY_COMPARE(ready.count(), 1);
        QVERIFY(!provider.isBusy());
        QCOMPARE(ready.first().at(0).value<GamePuzzle>().level, Level::Tough);
    }

    void emptyListFails()
    {
        NewGameProvider nothing(BundledPuzzles{}, 1);
        QSignalSpy failed(&nothing, &NewGameProvider::failed);
        nothing.request(Level::Easy);
        QCOMPARE(failed.count(), 0); // never from inside request()
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).value<Level>(), Level::Easy);
        QVERIFY(!nothing.isBusy());
    }

    void cancelDropsTheAnswer()
    {
        NewGameProvider provider(builtIn(), 1);
        QSignalSpy ready(&provider, &NewGameProvider::puzzleReady);
        provider.request(Level::VeryTough);
        provider.cancel();
        QVERIFY(!provider.isBusy());
        QTest::qWait(50);
        QCOMPARE(ready.count(), 0);

        // A new request replaces one still waiting: only the second answers.
        provider.request(Level::Easy);
        provider.request(Level::VeryTough);
        QTRY_COMPARE(ready.count(), 1);
        QTest::qWait(50);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.first().at(0).value<GamePuzzle>().level, Level::VeryTough);
    }
};

QTEST_MAIN(TestNewGameProvider)
#include "test_new_game_provider.moc"
