// PuzzlePool, the one pool of every variant.
//
// What every variant shares runs as data rows over kAllVariants, with the real generator
// (pool_setup.h): a ready puzzle is handed out at once and the stock refilled; what is ready
// survives a restart (the first game after a launch is instant); a request is answered
// later by signal, never from inside the call; a generator that keeps failing is given up
// on and says so; every badPoolFiles row is set aside with a message and the pool starts
// afresh; the files of earlier builds (pool.json version 1, variant-pool.json) are read and
// written back as one.
//
// The classic levels' own behaviour (all six kept, the order of the refill, threads and
// their priority, seeds, the seen list and disguised copies, the bundled start) runs
// against a fast, deterministic fake generator: every puzzle is a disguise of one solved
// grid with a pattern of givens chosen by (level, variant), so tests control how many
// different puzzles exist and can hand back disguised copies of seen ones.
#include "app/pool/pool_contents.h"
#include "app/pool/pool_files.h"
#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "app/storage/json_file.h"
#include "core/grader/variant_levels.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"
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
using nonet::Variant;
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

CanonicalForm formOf(const GamePuzzle& p) { return nonet::canonicalForm(p.givens.toClassic()); }

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

    std::optional<GamePuzzle> operator()(Variant variant, Level level, std::uint64_t seed, std::stop_token stop) const
    {
        if (variant != Variant::Classic) return std::nullopt; // classic only: no variant is kept here
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
        const std::uint64_t which = mode == Mode::FewVariants ? seed % static_cast<std::uint64_t>(variants) : seed;
        return fakePuzzle(level, which, seed);
    }
};

PuzzlePool::Options options(const QString& dir, const Fake& fake, int target, int threads)
{
    PuzzlePool::Options o;
    o.directory = dir;
    o.generate = fake;
    o.stock.fill(target);
    o.threadCount = threads;
    o.seed = 42;
    return o;
}

bool allAt(const PuzzlePool& pool, int n)
{
    return std::all_of(nonet::kAllLevels.begin(), nonet::kAllLevels.end(),
                       [&](Level l) { return pool.readyCount(Variant::Classic, l) == n; });
}

// Asks for a puzzle and waits for the answer: the puzzle, or nothing when the pool gave up.
std::optional<GamePuzzle> ask(PuzzlePool& pool, Level level)
{
    QSignalSpy ready(&pool, &PuzzlePool::puzzleReady);
    QSignalSpy failed(&pool, &PuzzlePool::failed);
    pool.request(Variant::Classic, level);
    if (!QTest::qWaitFor([&] { return ready.count() + failed.count() > 0; }, 20000)) qFatal("no answer for a request");
    if (failed.count() > 0) return std::nullopt;
    return qvariant_cast<GamePuzzle>(ready.first().first());
}

} // namespace

Q_DECLARE_METATYPE(nonet::GamePuzzle)
Q_DECLARE_METATYPE(nonet::Level)
Q_DECLARE_METATYPE(nonet::Variant)

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
            const auto p = pool.takeReady(Variant::Classic, level);
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
        QCOMPARE(pool.stock(Variant::Classic), 2);
    }

    // The default stock keeps 15 of each classic level and 2 of every other variant's, each
    // variant its own row of the table (a Killer's too).
    void defaultStockKeepsEveryVariant()
    {
        for (const Variant v : nonet::kAllVariants)
            QCOMPARE(PuzzlePool::defaultStock()[static_cast<std::size_t>(v)], v == Variant::Classic ? 15 : 2);
        QTemporaryDir dir;
        PuzzlePool::Options o = options(dir.path(), Fake{}, 2, 1);
        o.stock = PuzzlePool::defaultStock();
        const PuzzlePool pool(o);
        QCOMPARE(pool.stock(Variant::Killer), 2);
        QCOMPARE(pool.stock(Variant::Classic), 15);
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
        pool.request(Variant::Classic, Level::Extreme);
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
        pool.request(Variant::Classic, Level::Medium);
        QCOMPARE(ready.count(), 0); // never from inside request()
        QVERIFY(pool.isBusy());
        QTRY_COMPARE(ready.count(), 1);
        QVERIFY(!pool.isBusy());
        QCOMPARE(qvariant_cast<GamePuzzle>(ready.first().first()).level, Level::Medium);
        // A cancelled request gets no answer.
        pool.request(Variant::Classic, Level::Easy);
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
        const auto loaded = nonet::app::poolFile(dir.path()).load();
        QCOMPARE(loaded.status, nonet::app::JsonFile::Status::Loaded);
        QCOMPARE(loaded.version, nonet::app::kPoolFileVersion);
        const auto contents = nonet::app::PoolContents::fromJson(loaded.object, loaded.version);
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
            const auto taken = again.takeReady(Variant::Classic, p.level);
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
        QCOMPARE(pool.readyCount(Variant::Classic, Level::Tough), 3);
        QSignalSpy counts(&pool, &PuzzlePool::countsChanged);
        // Seen in a disguise (shared as a turned, relabelled copy): the original goes too.
        pool.markSeen(nonet::ShapeGrid(disguise(imported.givens.toClassic(), 99)));
        QVERIFY(pool.isSeen(imported.givens.toClassic()));
        QCOMPARE(pool.readyCount(Variant::Classic, Level::Tough), 2);
        QCOMPARE(counts.count(), 1);
        while (const auto p = pool.takeReady(Variant::Classic, Level::Tough)) QVERIFY(!(formOf(*p) == formOf(imported)));
        // Remembered across a restart.
        PuzzlePool again(options(dir.path(), Fake{}, 3, 1));
        QVERIFY(again.isSeen(imported.givens.toClassic()));
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
            pool->request(Variant::Classic, Level::Easy);
            QCOMPARE(failed.count(), 0);
            QTRY_COMPARE(failed.count(), 1);
            QVERIFY(!pool->isBusy());
            QCOMPARE(fake.state->running.load(), 0);
        }
    }

    void badFilesAreSetAside_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        for (const nonet::testing::BadPoolFile& row : nonet::testing::badPoolFiles())
            QTest::newRow(row.name) << QString::fromLatin1(row.file) << row.bytes << row.messageFragment;
    }
    void badFilesAreSetAside()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(file);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        PuzzlePool pool(options(dir.path(), Fake{}, 2, 2));
        QSignalSpy problems(&pool, &PuzzlePool::storageProblem);
        // Nothing of the variants came from it.
        for (const Variant v : nonet::kAllVariants)
            for (const Level l : nonet::kAllLevels)
                if (v != Variant::Classic) QCOMPARE(pool.readyCount(v, l), 0);
        pool.start();
        QCOMPARE(problems.count(), 1);
        // Kept under a new name, byte for byte; the message says what and where.
        const QString message = problems.first().first().toString();
        QVERIFY2(message.contains(fragment), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("It was kept as")), qPrintable(message));
        const QStringList aside = QDir(dir.path()).entryList({file + QStringLiteral(".damaged-*")});
        QCOMPARE(aside.size(), 1);
        QVERIFY(message.contains(aside.first()));
        QFile kept(QDir(dir.path()).filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        // And the pool refills and writes good files again (today's pool.json, no
        // variant-pool.json any more).
        QTRY_VERIFY_WITH_TIMEOUT(allAt(pool, 2), 10000);
        QVERIFY(pool.takeReady(Variant::Classic, Level::Easy));
        pool.stop();
        QVERIFY(!QFile::exists(nonet::app::oldVariantPoolFile(dir.path()).path()));
        QCOMPARE(nonet::app::poolFile(dir.path()).load().version, nonet::app::kPoolFileVersion);
        PuzzlePool again(options(dir.path(), Fake{}, 2, 1));
        QSignalSpy none(&again, &PuzzlePool::storageProblem);
        again.start();
        QCOMPARE(none.count(), 0);
        QCOMPARE(again.readyCount(Variant::Classic, Level::Extreme), 2);
        again.stop();
    }

    // The files of earlier builds, kept as they wrote them: the classic pool.json of
    // version 1 and the variant puzzles' own variant-pool.json. Both are read into the one
    // pool, written back as today's pool.json, and the old variant file goes.
    void filesOfEarlierBuildsAreReadAsOne()
    {
        QTemporaryDir dir;
        const std::pair<const char*, const char*> kept[] = {{"pool_format1.json", "pool.json"},
                                                            {"variant_pool_format1.json", "variant-pool.json"}};
        for (const auto& [from, to] : kept)
            QVERIFY(QFile::copy(QStringLiteral(NONET_SOURCE_DIR "/tests/data/") + QLatin1String(from),
                                QDir(dir.path()).filePath(QLatin1String(to))));
        Fake idle;
        std::vector<GamePuzzle> ready;
        {
            PuzzlePool pool(options(dir.path(), idle, 15, 1));
            QSignalSpy problems(&pool, &PuzzlePool::storageProblem);
            // Classic, from pool.json: its seed goes on.
            QCOMPARE(pool.readyCount(Variant::Classic, Level::Easy), 1);
            QCOMPARE(pool.readyCount(Variant::Classic, Level::Medium), 1);
            // The variants, from variant-pool.json.
            QCOMPARE(pool.readyCount(Variant::Mini4, Level::VeryEasy), 2);
            QCOMPARE(pool.readyCount(Variant::Giant16, Level::Easy), 1);
            QCOMPARE(pool.readyCount(Variant::Jigsaw, Level::Tough), 1);
            pool.stop(); // saves
            QCOMPARE(problems.count(), 0);
        }
        QVERIFY(!QFile::exists(QDir(dir.path()).filePath(QStringLiteral("variant-pool.json"))));
        const auto loaded = nonet::app::poolFile(dir.path()).load();
        QCOMPARE(loaded.version, nonet::app::kPoolFileVersion);
        const auto contents = nonet::app::PoolContents::fromJson(loaded.object, loaded.version);
        QVERIFY2(contents.contents, qPrintable(contents.error));
        QCOMPARE(contents.contents->seed, std::uint64_t(12345678901234567890ULL));
        QCOMPARE(contents.contents->puzzles.size(), std::size_t(6));
        // Read again: the same puzzles, the Jigsaw with its layout.
        PuzzlePool again(options(dir.path(), idle, 15, 1));
        const auto jigsaw = again.takeReady(Variant::Jigsaw, Level::Tough);
        QVERIFY(jigsaw);
        QVERIFY(nonet::isConsistentPuzzle(*jigsaw));
        QCOMPARE(nonet::solveShape(jigsaw->givens, 2).count, 1);
        const auto giant = again.takeReady(Variant::Giant16, Level::Easy);
        QVERIFY(giant);
        QCOMPARE(nonet::solveShape(giant->givens, 2).count, 1);
        QCOMPARE(idle.state->calls.load(), 0);
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
        QVERIFY(pool.takeReady(Variant::Classic, Level::Easy)); // saves at once
        QVERIFY(pool.takeReady(Variant::Classic, Level::Easy));
        QCOMPARE(problems.count(), 1);
        QVERIFY(problems.first().first().toString().contains(QStringLiteral("pool")));
    }

    // What every variant shares, one row per variant, with the real generator: the row's
    // level is a demanding one the variant offers (a Very tough 16×16, the slowest to make,
    // takes about half a second).
    void everyVariant_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<Level>("level");
        for (const Variant v : nonet::kAllVariants) {
            const auto levels = nonet::variantLevels(v);
            const Level level = levels.size() > 4 ? levels[4] : levels.back();
            QTest::newRow(std::string(nonet::variantKey(v)).c_str()) << v << level;
        }
    }

    void servesAReadyPuzzleAtOnceAndRefills_data() { everyVariant_data(); }
    void servesAReadyPuzzleAtOnceAndRefills()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        QTemporaryDir dir;
        PuzzlePool pool(realOptions(dir.path()));
        pool.start();
        pool.keepReady(variant, level);
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(variant, level), 2, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!pool.isGenerating(), 60000); // full: the pool is quiet

        QSignalSpy counts(&pool, &PuzzlePool::countsChanged);
        const std::optional<GamePuzzle> first = pool.takeReady(variant, level);
        QVERIFY(first.has_value());
        checkPlayable(*first, variant, level);
        QCOMPARE(pool.readyCount(variant, level), 1);
        QVERIFY(counts.count() >= 1);
        QVERIFY(pool.isGenerating()); // the refill started with the take
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(variant, level), 2, 60000);
        // Each puzzle is handed out once.
        const std::optional<GamePuzzle> second = pool.takeReady(variant, level);
        QVERIFY(second.has_value());
        QVERIFY(!(second->givens == first->givens));
        pool.stop();
    }

    void readyPuzzlesSurviveARestart_data() { everyVariant_data(); }
    void readyPuzzlesSurviveARestart()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        QTemporaryDir dir;
        {
            PuzzlePool pool(realOptions(dir.path()));
            pool.start();
            pool.keepReady(variant, level);
            QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(variant, level), 2, 60000);
            if (variant != Variant::Classic) {
                // Another choice: what was made for the first stays.
                pool.keepReady(Variant::Mini4, Level::VeryEasy);
                QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Mini4, Level::VeryEasy), 2, 60000);
                QCOMPARE(pool.readyCount(variant, level), 2);
            }
            pool.stop();
        }
        PuzzlePool again(realOptions(dir.path()));
        // Not started: the ready puzzles were read with the file.
        QCOMPARE(again.readyCount(variant, level), 2);
        const std::optional<GamePuzzle> taken = again.takeReady(variant, level);
        QVERIFY(taken.has_value());
        checkPlayable(*taken, variant, level);
        // The shape came back with the puzzle (a Jigsaw's layout too).
        QVERIFY(taken->givens.shape() == taken->solution.shape());
        again.stop();
    }

    void aRequestIsAnsweredLater_data() { everyVariant_data(); }
    void aRequestIsAnsweredLater()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        QTemporaryDir dir;
        PuzzlePool pool(realOptions(dir.path()));
        pool.start();
        std::vector<GamePuzzle> ready;
        connect(&pool, &PuzzlePool::puzzleReady, this, [&ready](const GamePuzzle& p) { ready.push_back(p); });
        pool.request(variant, level);
        QCOMPARE(ready.size(), std::size_t{0});
        QVERIFY(pool.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), std::size_t{1}, 60000);
        QVERIFY(!pool.isBusy());
        checkPlayable(ready.front(), variant, level);
        // Asked for, it is kept ready now: the pool fills it behind the answer.
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(variant, level), 2, 60000);
        // A ready one answers too, still never from inside the call.
        pool.request(variant, level);
        QCOMPARE(ready.size(), std::size_t{1});
        QTRY_COMPARE(ready.size(), std::size_t{2});
        checkPlayable(ready.back(), variant, level);
        QCOMPARE(pool.readyCount(variant, level), 1);
        pool.stop();
    }

    void aGeneratorThatFailsIsGivenUp_data() { everyVariant_data(); }
    void aGeneratorThatFailsIsGivenUp()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        QTemporaryDir dir;
        PuzzlePool::Options o = realOptions(dir.path());
        auto calls = std::make_shared<std::atomic<int>>(0);
        o.generate = [calls, variant, level](Variant v, Level l, std::uint64_t, std::stop_token) -> std::optional<GamePuzzle> {
            if (v == variant && l == level) ++*calls;
            return std::nullopt;
        };
        PuzzlePool pool(std::move(o));
        pool.start();
        QSignalSpy failed(&pool, &PuzzlePool::failed);
        pool.request(variant, level);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<Variant>(), variant);
        QCOMPARE(failed.at(0).at(1).value<Level>(), level);
        QVERIFY(!pool.isBusy());
        QTRY_VERIFY(!pool.isGenerating()); // every kept level gave up too
        QCOMPARE(calls->load(), 5);
        // A level the variant does not offer: refused, later.
        const std::optional<Level> missing = variant == Variant::Classic ? std::nullopt : std::optional(Level::Extreme);
        if (missing && !nonet::offersLevel(variant, *missing)) {
            pool.request(variant, *missing);
            QCOMPARE(failed.count(), 1);
            QTRY_COMPARE(failed.count(), 2);
        }
        pool.stop();
    }

private:
    static PuzzlePool::Options realOptions(const QString& directory)
    {
        PuzzlePool::Options o;
        o.directory = directory;
        o.generate = nonet::app::poolGenerator({});
        o.stock.fill(2);
        o.threadCount = 1;
        o.seed = 1;
        // The jobs' own priority is tested above; here they must not starve on a loaded machine.
        o.priority = QThread::NormalPriority;
        return o;
    }

    // A puzzle a player can be given: its variant and level, a solution that solves it, and
    // one solution only (the shape solver, counting to two).
    static void checkPlayable(const GamePuzzle& puzzle, Variant variant, Level level)
    {
        QCOMPARE(puzzle.variant(), variant);
        QCOMPARE(puzzle.level, level);
        QVERIFY(nonet::isConsistentPuzzle(puzzle));
        QCOMPARE(nonet::solveShape(puzzle.givens, 2).count, 1);
    }
};

QTEST_MAIN(TestPuzzlePool)
#include "test_puzzle_pool.moc"
