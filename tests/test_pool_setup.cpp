// The pool as the game runs it: the real generator behind the job interface, every
// variant's, with the clue symmetry from the newGame/symmetry setting for classic.
#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "app/pool/symmetry_setting.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using nonet::GamePuzzle;
using nonet::Level;
using nonet::Symmetry;
using nonet::Variant;
using nonet::app::PuzzlePool;

Q_DECLARE_METATYPE(nonet::GamePuzzle)
Q_DECLARE_METATYPE(nonet::Variant)

class TestPoolSetup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<nonet::GamePuzzle>();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_pool_setup"));
    }

    void generatorFollowsTheChosenSymmetryPerJob()
    {
        // The choice is asked as each job starts: a change applies from the next job on.
        std::atomic<Symmetry> chosen{Symmetry::Diagonal};
        const PuzzlePool::Generate generate = nonet::app::poolGenerator([&chosen] { return chosen.load(); });
        const auto diagonal = generate(Variant::Classic, Level::Easy, 8, {});
        QVERIFY(diagonal);
        QVERIFY(nonet::hasSymmetry(diagonal->givens, Symmetry::Diagonal));
        chosen = Symmetry::Vertical;
        const auto vertical = generate(Variant::Classic, Level::Easy, 8, {});
        QVERIFY(vertical);
        QVERIFY(nonet::hasSymmetry(vertical->givens, Symmetry::Vertical));
        QVERIFY(!(vertical->givens == diagonal->givens));
    }

    void gameGeneratorReadsTheSettingOnTheWorker()
    {
        // What the game runs: the job reads newGame/symmetry on its worker thread.
        const PuzzlePool::Generate generate = nonet::app::defaultPoolOptions().generate;
        const auto onWorker = [&generate] {
            std::optional<GamePuzzle> made;
            std::thread worker([&] { made = generate(Variant::Classic, Level::Easy, 21, {}); });
            worker.join();
            return made;
        };
        nonet::app::saveNewGameSymmetry(Symmetry::Horizontal);
        const auto horizontal = onWorker();
        QVERIFY(horizontal);
        QVERIFY(nonet::hasSymmetry(horizontal->givens, Symmetry::Horizontal));
        QSettings().remove(nonet::app::newGameSymmetryKey());
        const auto unset = onWorker();
        QVERIFY(unset);
        QVERIFY(nonet::hasSymmetry(unset->givens, Symmetry::Rotate180));
    }

    void generatorIsDeterministicAndGraded()
    {
        const PuzzlePool::Generate generate = nonet::app::poolGenerator({});
        const auto a = generate(Variant::Classic, Level::Easy, 5, {});
        const auto b = generate(Variant::Classic, Level::Easy, 5, {});
        QVERIFY(a && b);
        QVERIFY(*a == *b); // the seed alone decides
        QVERIFY(nonet::hasSymmetry(a->givens, Symmetry::Rotate180)); // no choice: the default
        QCOMPARE(a->level, Level::Easy);
        QVERIFY(nonet::isConsistentPuzzle(*a));
        QVERIFY(nonet::hasUniqueSolution(a->givens.toClassic()));
        QCOMPARE(nonet::grade(a->givens).level, Level::Easy);
    }

    // Every variant, at each level it offers: the seed alone decides, the puzzle is of the
    // variant and level asked for, with one solution; the player's symmetry is classic's
    // only, the others keep their own (generateShaped's default for the variant).
    void everyVariantAtEveryLevel_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<Level>("level");
        for (const Variant v : nonet::kAllVariants)
            for (const Level l : nonet::variantLevels(v))
                QTest::newRow((std::string(nonet::variantKey(v)) + " " + std::string(nonet::levelKey(l))).c_str()) << v << l;
    }
    void everyVariantAtEveryLevel()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        const PuzzlePool::Generate generate = nonet::app::poolGenerator([] { return Symmetry::Diagonal; });
        const auto a = generate(variant, level, 13, {});
        const auto b = generate(variant, level, 13, {});
        QVERIFY(a && b);
        QVERIFY(*a == *b);
        QCOMPARE(a->variant(), variant);
        QCOMPARE(a->level, level);
        QVERIFY(nonet::isConsistentPuzzle(*a));
        QCOMPARE(nonet::solveShape(a->givens, 2).count, 1);
        QVERIFY(nonet::hasSymmetry(a->givens, variant == Variant::Classic ? Symmetry::Diagonal : nonet::defaultSymmetry(variant)));
        // A level the variant does not offer is nothing, at once.
        if (!nonet::offersLevel(variant, Level::Extreme)) QVERIFY(!generate(variant, Level::Extreme, 13, {}));
    }

    void realGeneratorAnswersARequestAndStopsPromptly()
    {
        QTemporaryDir dir;
        PuzzlePool::Options options;
        options.directory = dir.path();
        options.generate = nonet::app::poolGenerator([] { return Symmetry::Rotate180; });
        options.stock.fill(3);
        options.threadCount = 1;
        options.seed = 11;
        PuzzlePool pool(options);
        QSignalSpy ready(&pool, &PuzzlePool::puzzleReady);
        pool.request(Variant::Classic, Level::Medium);
        pool.start();
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 30000);
        const auto p = qvariant_cast<GamePuzzle>(ready.first().first());
        QCOMPARE(p.level, Level::Medium);
        QCOMPARE(nonet::grade(p.givens).level, Level::Medium);
        QVERIFY(pool.isSeen(p.givens.toClassic()));
        // The pool goes on with the other levels; stopping mid-job is prompt.
        QTRY_VERIFY(pool.isGenerating());
        QTest::qWait(100);
        QElapsedTimer clock;
        clock.start();
        pool.stop();
        // test_puzzle_pool holds the pool to 200 ms with a generator that only stops on its
        // token; here, on a machine that may be busy compiling, the bound only catches a
        // generator that ignores its token (it would take seconds). nonet-bench pool
        // measures the real figure.
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }
};

QTEST_MAIN(TestPoolSetup)
#include "test_pool_setup.moc"
