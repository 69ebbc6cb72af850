// PuzzlePool against a fast, deterministic fake generator: every puzzle is a disguise of
// one solved grid with a pattern of givens chosen by (level, variant), so tests control
// how many different puzzles exist and can hand back disguised copies of seen ones.
#include "app/pool/pool_contents.h"
#include "app/pool/puzzle_pool.h"
#include "app/storage/json_file.h"
#include "tests/fixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <set>
#include <thread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

using nonet::test::gridOf;
using nonet::CanonicalForm;
using nonet::GamePuzzle;
using nonet::Grid;
using nonet::Level;
using nonet::app::PuzzlePool;

namespace {

const Grid kSolved = gridOf("867154932491823675352967418915382746786419523234576891178245369623798154549631287");

// A disguise: digits relabelled and one of the 8 symmetries of the square, chosen by `how`.
Grid disguise(const Grid& g, std::uint64_t how)
{
    std::mt19937_64 rng(how);
    std::array<int, 10> to{};
    std::iota(to.begin(), to.end(), 0);
    std::shuffle(to.begin() + 1, to.end(), rng);
    const int symmetry = static_cast<int>(rng() % 8);
    Grid out;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            int sr = (symmetry & 1) ? c : r;
            int sc = (symmetry & 1) ? r : c;
            if (symmetry & 2) sr = 8 - sr;
            if (symmetry & 4) sc = 8 - sc;
            out.set(r, c, to[static_cast<std::size_t>(g.get(sr, sc))]);
        }
    return out;
}

// The variant-th puzzle of a level (36 givens of kSolved), disguised by `how`.
GamePuzzle fakePuzzle(Level level, std::uint64_t variant, std::uint64_t how)
{
    std::mt19937_64 rng(static_cast<std::uint64_t>(level) * 1'000'003 + variant);
    std::array<int, nonet::kCellCount> cells{};
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), rng);
    Grid givens;
    for (int i = 0; i < 36; ++i) givens.setAt(cells[static_cast<std::size_t>(i)], kSolved.at(cells[static_cast<std::size_t>(i)]));
    // One disguise for both grids: the same relabelling and symmetry.
    return {disguise(givens, how), disguise(kSolved, how), level};
}

CanonicalForm formOf(const GamePuzzle& p) { return nonet::canonicalForm(p.givens); }

// Shared between the test and the copies of the generator the jobs run.
struct FakeState {
    std::mutex mutex;
    std::vector<Level> levels;         // in the order the jobs called the generator
    std::vector<std::uint64_t> seeds;
    std::vector<int> niceValues;       // of the calling thread (Linux)
    std::atomic<int> running{0};
    std::atomic<int> calls{0};
};

struct Fake {
    enum class Mode { Fresh, FewVariants, BlockUntilStopped, BlockAllButExtreme };
    Mode mode = Mode::Fresh;
    int variants = 5;
    std::shared_ptr<FakeState> state = std::make_shared<FakeState>();

    std::optional<GamePuzzle> operator()(Level level, std::uint64_t seed, std::stop_token stop) const
    {
        ++state->running;
        ++state->calls;
        {
            const std::lock_guard lock(state->mutex);
            state->levels.push_back(level);
            state->seeds.push_back(seed);
#ifdef Q_OS_LINUX
            state->niceValues.push_back(getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())));
#endif
        }
        const bool block = mode == Mode::BlockUntilStopped || (mode == Mode::BlockAllButExtreme && level != Level::Extreme);
        // Only the stop token ends a blocking job: it checks every millisecond.
        while (block && !stop.stop_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        --state->running;
        if (block) return std::nullopt;
        const std::uint64_t variant = mode == Mode::FewVariants ? seed % static_cast<std::uint64_t>(variants) : seed;
        return fakePuzzle(level, variant, seed);
    }
};

PuzzlePool::Options options(const QString& dir, const Fake& fake, int target, int threads)
{
    PuzzlePool::Options o;
    o.directory = dir;
    o.generate = fake;
    o.targetPerLevel = target;
    o.threadCount = threads;
    o.seed = 42;
    return o;
}

bool allAt(const PuzzlePool& pool, int n)
{
    return std::all_of(nonet::kAllLevels.begin(), nonet::kAllLevels.end(), [&](Level l) { return pool.readyCount(l) == n; });
}

// Asks for a puzzle and waits for the answer: the puzzle, or nothing when the pool gave up.
std::optional<GamePuzzle> ask(PuzzlePool& pool, Level level)
{
    QSignalSpy ready(&pool, &PuzzlePool::puzzleReady);
    QSignalSpy failed(&pool, &PuzzlePool::failed);
    pool.request(level);
    if (!QTest::qWaitFor([&] { return ready.count() + failed.count() > 0; }, 20000)) qFatal("no answer for a request");
    if (failed.count() > 0) return std::nullopt;
    return qvariant_cast<GamePuzzle>(ready.first().first());
}

} // namespace

Q_DECLARE_METATYPE(nonet::GamePuzzle)
Q_DECLARE_METATYPE(nonet::Level)

class TestPuzzlePool : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<nonet::GamePuzzle>();
        qRegisterMetaType<nonet::Level>();
    }

    void fillsEveryLevelFromEmptyThenGoesQuiet()
    {
        QTemporaryDir dir;
        const Fake fake;
        PuzzlePool pool(options(dir.path(), fake, 4, 2));
        QSignalSpy counts(&pool, &PuzzlePool::countsChanged);
        QVERIFY(allAt(pool, 0));
        pool.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 4), 10000);
        QTRY_VERIFY(!pool.isGenerating());
        QVERIFY(counts.count() >= 6 * 4);
        // Quiet: no more work once every level is full.
        const int calls = fake.state->calls;
        QTest::qWait(100);
        QCOMPARE(fake.state->calls.load(), calls);
        QCOMPARE(calls, 6 * 4);
        // What it hands out is of the level asked for; taking one starts a refill.
        for (Level level : nonet::kAllLevels) {
            const auto p = pool.takeReady(level);
            QVERIFY(p);
            QCOMPARE(p->level, level);
            QVERIFY(nonet::isConsistentPuzzle(*p));
        }
        QVERIFY(pool.isGenerating());
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 4), 10000);
        QTRY_VERIFY(!pool.isGenerating());
    }

    void defaultThreadCountLeavesACoreForTheGui()
    {
        QTemporaryDir dir;
        const PuzzlePool pool(options(dir.path(), Fake{}, 2, 0));
        QCOMPARE(pool.threadCount(), std::max(1, QThread::idealThreadCount() - 1));
        QCOMPARE(pool.targetPerLevel(), 2);
    }

    void jobsRunAtLowPriority()
    {
#ifdef Q_OS_LINUX
        QTemporaryDir dir;
        const Fake fake;
        PuzzlePool pool(options(dir.path(), fake, 1, 1));
        pool.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 1), 10000);
        const std::lock_guard lock(fake.state->mutex);
        QCOMPARE(fake.state->niceValues.size(), std::size_t(6));
        // Ten steps below the test's own nice value (0 usually; CI or a person may run the
        // tests under `nice`), and never above 19.
        const int expected = std::min(19, getpriority(PRIO_PROCESS, static_cast<id_t>(getpid())) + 10);
        for (int nice : fake.state->niceValues) QCOMPARE(nice, expected);
#else
        QSKIP("the thread's nice value is a Linux matter");
#endif
    }

    void refillsInPriorityOrder()
    {
        // One thread, so the order of the generator's calls is the order of the refill:
        // the level the player waits for, then it again (last asked for and empty), the
        // other empty levels, the last asked-for level, then the emptiest.
        QTemporaryDir dir;
        const Fake fake;
        PuzzlePool pool(options(dir.path(), fake, 2, 1));
        QSignalSpy ready(&pool, &PuzzlePool::puzzleReady);
        pool.request(Level::Extreme);
        pool.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 2), 10000);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(qvariant_cast<GamePuzzle>(ready.first().first()).level, Level::Extreme);
        using L = Level;
        const std::vector<Level> expected{L::Extreme, L::Extreme, L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough,
                                          L::Extreme, L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough};
        const std::lock_guard lock(fake.state->mutex);
        QCOMPARE(fake.state->levels, expected);
    }

    void requestAnswersLaterEvenWhenReady()
    {
        QTemporaryDir dir;
        PuzzlePool pool(options(dir.path(), Fake{}, 2, 1));
        pool.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 2), 10000);
        QSignalSpy ready(&pool, &PuzzlePool::puzzleReady);
        pool.request(Level::Medium);
        QCOMPARE(ready.count(), 0); // never from inside request()
        QVERIFY(pool.isBusy());
        QTRY_COMPARE(ready.count(), 1);
        QVERIFY(!pool.isBusy());
        QCOMPARE(qvariant_cast<GamePuzzle>(ready.first().first()).level, Level::Medium);
        // A cancelled request gets no answer.
        pool.request(Level::Easy);
        pool.cancel();
        QTest::qWait(50);
        QCOMPARE(ready.count(), 1);
    }

    void waitingPlayerPreemptsOtherLevels()
    {
        // Every job but Extreme's runs until stopped; the one thread is busy with one when
        // the player asks for Extreme: that job is stopped and Extreme's runs at once.
        QTemporaryDir dir;
        Fake fake;
        fake.mode = Fake::Mode::BlockAllButExtreme;
        PuzzlePool pool(options(dir.path(), fake, 2, 1));
        pool.start();
        QTRY_COMPARE(fake.state->running.load(), 1);
        QElapsedTimer clock;
        clock.start();
        const auto p = ask(pool, Level::Extreme);
        QVERIFY(p);
        QCOMPARE(p->level, Level::Extreme);
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    }

    void persistsAndReloads()
    {
        QTemporaryDir dir;
        std::vector<GamePuzzle> saved;
        {
            PuzzlePool pool(options(dir.path(), Fake{}, 3, 2));
            pool.start();
            QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 3), 10000);
        } // the destructor saves
        const nonet::app::JsonFile file(QDir(dir.path()).filePath(QStringLiteral("pool.json")), QStringLiteral("nonet-puzzle-pool"), 1);
        const auto loaded = file.load();
        QCOMPARE(loaded.status, nonet::app::JsonFile::Status::Loaded);
        const auto contents = nonet::app::PoolContents::fromJson(loaded.object);
        QVERIFY(contents.contents);
        QCOMPARE(contents.contents->puzzles.size(), std::size_t(18));
        QCOMPARE(contents.contents->seed, std::uint64_t(42));
        QVERIFY(contents.contents->counter >= 18);

        // A new pool on the same folder, whose generator never runs: full from the start,
        // the same puzzles in the same order.
        Fake idle;
        PuzzlePool again(options(dir.path(), idle, 3, 1));
        QVERIFY(allAt(again, 3));
        for (const GamePuzzle& p : contents.contents->puzzles) {
            const auto taken = again.takeReady(p.level);
            QVERIFY(taken);
            QVERIFY(*taken == p);
        }
        QVERIFY(allAt(again, 0));
        QCOMPARE(idle.state->calls.load(), 0);
    }

    void seedsAreReproducible()
    {
        QTemporaryDir a, b;
        const Fake one, two;
        {
            PuzzlePool first(options(a.path(), one, 2, 1));
            PuzzlePool second(options(b.path(), two, 2, 1));
            first.start();
            second.start();
            QTRY_VERIFY_WITH_TIMEOUT(allAt(first, 2) && allAt(second, 2), 10000);
        }
        QCOMPARE(one.state->seeds, two.state->seeds);
        QCOMPARE(std::set<std::uint64_t>(one.state->seeds.begin(), one.state->seeds.end()).size(), one.state->seeds.size());
        // A restart goes on with new seeds, not the same ones again.
        const Fake three;
        PuzzlePool third(options(a.path(), three, 3, 1));
        third.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(third, 3), 10000);
        for (std::uint64_t s : three.state->seeds) QVERIFY(std::find(one.state->seeds.begin(), one.state->seeds.end(), s) == one.state->seeds.end());
    }

    void neverRepeatsAPuzzleNorADisguisedCopy()
    {
        // Only 4 different puzzles exist per level, coming back in ever new disguises:
        // each is handed out once, then the level reports that it cannot make more.
        QTemporaryDir dir;
        Fake fake;
        fake.mode = Fake::Mode::FewVariants;
        fake.variants = 4;
        std::set<CanonicalForm> seen;
        int handedOut = 0;
        const auto drain = [&](PuzzlePool& pool) {
            for (Level level : nonet::kAllLevels)
                while (const auto p = ask(pool, level)) {
                    QCOMPARE(p->level, level);
                    QVERIFY2(seen.insert(formOf(*p)).second, "a puzzle came twice");
                    ++handedOut;
                }
        };
        {
            PuzzlePool pool(options(dir.path(), fake, 2, 2));
            pool.start();
            drain(pool);
        }
        QVERIFY(handedOut >= 6);
        QVERIFY(handedOut <= 6 * 4);
        const int firstRun = handedOut;
        // A restart: a new pool object on the same folder remembers what was handed out.
        {
            PuzzlePool pool(options(dir.path(), fake, 2, 2));
            pool.start();
            drain(pool);
        }
        QVERIFY(handedOut >= firstRun);
        QVERIFY(handedOut <= 6 * 4);
    }

    void importedPuzzlesCountAsSeen()
    {
        QTemporaryDir dir;
        PuzzlePool::Options o = options(dir.path(), Fake{}, 3, 1);
        for (std::uint64_t v = 0; v < 3; ++v) o.bundled.push_back(fakePuzzle(Level::Tough, v, 0));
        const GamePuzzle imported = o.bundled[1];
        PuzzlePool pool(o);
        QCOMPARE(pool.readyCount(Level::Tough), 3);
        QSignalSpy counts(&pool, &PuzzlePool::countsChanged);
        // Seen in a disguise (shared as a turned, relabelled copy): the original goes too.
        pool.markSeen(disguise(imported.givens, 99));
        QVERIFY(pool.isSeen(imported.givens));
        QCOMPARE(pool.readyCount(Level::Tough), 2);
        QCOMPARE(counts.count(), 1);
        while (const auto p = pool.takeReady(Level::Tough)) QVERIFY(!(formOf(*p) == formOf(imported)));
        // Remembered across a restart.
        PuzzlePool again(options(dir.path(), Fake{}, 3, 1));
        QVERIFY(again.isSeen(imported.givens));
    }

    void firstLaunchStartsWithTheBundledPuzzles()
    {
        QTemporaryDir dir;
        PuzzlePool::Options o = options(dir.path(), Fake{}, 3, 1);
        for (Level level : nonet::kAllLevels)
            for (std::uint64_t v = 0; v < 5; ++v) o.bundled.push_back(fakePuzzle(level, 100 + v, v));
        GamePuzzle wrong = o.bundled.front();
        wrong.solution.setAt(0, wrong.solution.at(1)); // not a solution: left out
        o.bundled.push_back(wrong);
        const PuzzlePool pool(o);
        QVERIFY(allAt(pool, 3)); // capped at the target, before any generation
    }

    void stopsWithin200ms_data()
    {
        QTest::addColumn<bool>("byDestructor");
        QTest::newRow("stop()") << false;
        QTest::newRow("destructor") << true;
    }
    void stopsWithin200ms()
    {
        QFETCH(bool, byDestructor);
        QTemporaryDir dir;
        Fake fake;
        fake.mode = Fake::Mode::BlockUntilStopped;
        auto pool = std::make_unique<PuzzlePool>(options(dir.path(), fake, 15, 2));
        pool->start();
        QTRY_COMPARE(fake.state->running.load(), 2);
        QTest::qWait(50);
        QCOMPARE(fake.state->running.load(), 2); // nothing ends these jobs but their token
        QElapsedTimer clock;
        clock.start();
        if (byDestructor)
            pool.reset();
        else
            pool->stop();
        const qint64 ms = clock.elapsed();
        QCOMPARE(fake.state->running.load(), 0);
        QVERIFY2(ms < 200, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("pool.json"))));
        if (pool) {
            QVERIFY(!pool->isGenerating());
            // Nothing starts after stop(); a request is answered, later, with failed.
            QSignalSpy failed(pool.get(), &PuzzlePool::failed);
            pool->request(Level::Easy);
            QCOMPARE(failed.count(), 0);
            QTRY_COMPARE(failed.count(), 1);
            QVERIFY(!pool->isBusy());
            QCOMPARE(fake.state->running.load(), 0);
        }
    }

    void unreadableFileIsReportedSetAsideAndRefilled_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        const QByteArray good = R"({"format":"nonet-puzzle-pool","version":1,"seed":"1","counter":"0","puzzles":[]})";
        QTest::newRow("pool: not JSON") << "pool.json" << QByteArray("{\"format\": \"nonet-puzzle-po");
        QTest::newRow("pool: other format") << "pool.json" << QByteArray(R"({"format":"something","version":1})");
        QTest::newRow("pool: newer version") << "pool.json" << QByteArray(good).replace("\"version\":1", "\"version\":2");
        QTest::newRow("pool: bad seed") << "pool.json" << QByteArray(good).replace("\"seed\":\"1\"", "\"seed\":1");
        QTest::newRow("pool: bad puzzle") << "pool.json"
                                          << QByteArray(good).replace(
                                                 "[]", R"([{"level":"easy","givens":"12","solution":"34"}])");
        QTest::newRow("history: not JSON") << "seen.json" << QByteArray("\x00\x01garbage", 9);
        QTest::newRow("history: bad entry") << "seen.json" << QByteArray(R"({"format":"nonet-seen-history","version":1,"seen":["123"]})");
    }
    void unreadableFileIsReportedSetAsideAndRefilled()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(file);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        PuzzlePool pool(options(dir.path(), Fake{}, 2, 2));
        QSignalSpy problems(&pool, &PuzzlePool::storageProblem);
        pool.start();
        QCOMPARE(problems.count(), 1);
        // Kept under a new name, byte for byte; the message says where.
        const QStringList aside = QDir(dir.path()).entryList({QFileInfo(file).fileName() + QStringLiteral(".damaged-*")});
        QCOMPARE(aside.size(), 1);
        QVERIFY(problems.first().first().toString().contains(aside.first()));
        QFile kept(QDir(dir.path()).filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
        // And the pool refills and writes good files again.
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 2), 10000);
        QVERIFY(pool.takeReady(Level::Easy));
        pool.stop();
        PuzzlePool again(options(dir.path(), Fake{}, 2, 1));
        QSignalSpy none(&again, &PuzzlePool::storageProblem);
        again.start();
        QCOMPARE(none.count(), 0);
        QCOMPARE(again.readyCount(Level::Extreme), 2);
        again.stop();
    }

    void unwritableFolderIsReportedOnce()
    {
        QTemporaryDir dir;
        const QString blocked = QDir(dir.path()).filePath(QStringLiteral("file"));
        {
            QFile f(blocked);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        // The pool's folder would be inside a regular file: nothing can be written.
        PuzzlePool pool(options(QDir(blocked).filePath(QStringLiteral("pool")), Fake{}, 2, 1));
        QSignalSpy problems(&pool, &PuzzlePool::storageProblem);
        pool.start();
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 2), 10000);
        QVERIFY(pool.takeReady(Level::Easy)); // saves at once
        QVERIFY(pool.takeReady(Level::Easy));
        QCOMPARE(problems.count(), 1);
        QVERIFY(problems.first().first().toString().contains(QStringLiteral("pool")));
    }
};

QTEST_MAIN(TestPuzzlePool)
#include "test_puzzle_pool.moc"
