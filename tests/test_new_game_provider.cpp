#include "app/pool/new_game_provider.h"
#include "core/grader/variant_levels.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using nonet::GamePuzzle;
using nonet::Level;
using nonet::Variant;
using nonet::app::BundledPuzzles;
using nonet::app::NewGameProvider;

Q_DECLARE_METATYPE(nonet::GamePuzzle)
Q_DECLARE_METATYPE(nonet::Level)
Q_DECLARE_METATYPE(nonet::Variant)

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
            QVERIFY(nonet::hasUniqueSolution(p.givens.toClassic()));
            const auto solved = nonet::solve(p.givens.toClassic());
            QCOMPARE(solved.count, 1);
            QVERIFY(*solved.solution == p.solution);
            QVERIFY(seen.insert(key(p.givens.toClassic())).second); // no puzzle twice
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
            const auto p = provider.takeReady(Variant::Classic, Level::Medium);
            QVERIFY(p);
            QCOMPARE(p->level, Level::Medium);
            QVERIFY(seen.insert(key(p->givens.toClassic())).second);
        }
        QVERIFY(provider.takeReady(Variant::Classic, Level::Medium)); // then it starts over
        NewGameProvider empty(BundledPuzzles{}, 7);
        QVERIFY(!empty.takeReady(Variant::Classic, Level::Easy));
    }

    void bundledAnswerIsAsynchronous()
    {
        NewGameProvider provider(builtIn(), 1);
        QSignalSpy ready(&provider, &NewGameProvider::puzzleReady);
        provider.request(Variant::Classic, Level::Tough);
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
        nothing.request(Variant::Classic, Level::Easy);
        QCOMPARE(failed.count(), 0); // never from inside request()
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).value<Variant>(), Variant::Classic);
        QCOMPARE(failed.first().at(1).value<Level>(), Level::Easy);
        QVERIFY(!nothing.isBusy());
    }

    void cancelDropsTheAnswer()
    {
        NewGameProvider provider(builtIn(), 1);
        QSignalSpy ready(&provider, &NewGameProvider::puzzleReady);
        provider.request(Variant::Classic, Level::VeryTough);
        provider.cancel();
        QVERIFY(!provider.isBusy());
        QTest::qWait(50);
        QCOMPARE(ready.count(), 0);

        // A new request replaces one still waiting: only the second answers.
        provider.request(Variant::Classic, Level::Easy);
        provider.request(Variant::Classic, Level::VeryTough);
        QTRY_COMPARE(ready.count(), 1);
        QTest::qWait(50);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.first().at(0).value<GamePuzzle>().level, Level::VeryTough);
    }

    // The other variants have no bundled list: nothing at once, a puzzle made in the
    // background on request (from the provider's seed), a cancelled one never comes, and
    // a level the variant does not offer fails, later.
    void otherVariantsAreMadeOnRequest_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : nonet::kAllVariants)
            if (v != Variant::Classic) QTest::newRow(std::string(nonet::variantKey(v)).c_str()) << v;
    }
    void otherVariantsAreMadeOnRequest()
    {
        QFETCH(Variant, variant);
        NewGameProvider provider(builtIn(), 3);
        QVERIFY(!provider.takeReady(variant, Level::Easy));
        QSignalSpy ready(&provider, &NewGameProvider::puzzleReady);
        QSignalSpy failed(&provider, &NewGameProvider::failed);
        provider.request(variant, Level::VeryTough);
        provider.cancel();
        provider.request(variant, Level::Easy);
        QVERIFY(provider.isBusy());
        QCOMPARE(ready.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 20000);
        QVERIFY(!provider.isBusy());
        const auto puzzle = ready.first().at(0).value<GamePuzzle>();
        QCOMPARE(puzzle.variant(), variant);
        QCOMPARE(puzzle.level, Level::Easy);
        QVERIFY(nonet::isConsistentPuzzle(puzzle));
        QCOMPARE(nonet::solveShape(puzzle.givens, 2).count, 1);
        QTest::qWait(50);
        QCOMPARE(ready.count(), 1); // the cancelled one never came
        QCOMPARE(failed.count(), 0);
        if (!nonet::offersLevel(variant, Level::Extreme)) {
            provider.request(variant, Level::Extreme);
            QCOMPARE(failed.count(), 0);
            QTRY_COMPARE(failed.count(), 1);
            QCOMPARE(failed.first().at(0).value<Variant>(), variant);
        }
    }
};

QTEST_MAIN(TestNewGameProvider)
#include "test_new_game_provider.moc"
