// The variant pool (app/pool/variant_pool.h): a ready puzzle is handed out at once and the
// pool refills behind it; what is ready survives a restart (the first variant game after a
// launch is instant); a request for an empty variant and level is answered later by signal,
// never from inside the call; a generator that keeps failing is given up on and says so;
// every badVariantPoolFiles row is set aside with a message and the pool starts afresh;
// and the variant window takes New's puzzle from the pool without waiting.

#include "app/pool/variant_pool.h"
#include "app/pool/variant_pool_contents.h"
#include "app/storage/json_file.h"
#include "app/variants/variant_window.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace nonet;
using namespace nonet::app;

namespace {

VariantPool::Options options(const QString& directory)
{
    VariantPool::Options o;
    o.directory = directory;
    o.seed = 1;
    o.readyTarget = 2;
    // The jobs' own priority is the classic pool's, tested there; here they must not starve
    // on a loaded machine.
    o.priority = QThread::NormalPriority;
    return o;
}

// A puzzle a player can be given: its variant and level, a solution that solves it, and one
// solution only (the shape solver, counting to two).
void checkPlayable(const ShapeGamePuzzle& puzzle, Variant variant, Level level)
{
    QCOMPARE(puzzle.givens.variant(), variant);
    QCOMPARE(puzzle.level, level);
    QVERIFY(isConsistentPuzzle(puzzle));
    QCOMPARE(solveShape(puzzle.givens, 2).count, 1);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestVariantPool : public QObject {
    Q_OBJECT
private slots:
    void init() { dir_.emplace(); QVERIFY(dir_->isValid()); }

    void servesAReadyPuzzleAtOnceAndRefills()
    {
        VariantPool pool(options(dir_->path()));
        pool.start();
        QVERIFY(!pool.isGenerating()); // nothing wanted yet
        pool.setWanted(Variant::Mini6, Level::Medium);
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Mini6, Level::Medium), 2, 30000);
        QTRY_VERIFY(!pool.isGenerating()); // full: the pool is quiet

        QSignalSpy counts(&pool, &VariantPool::countsChanged);
        const std::optional<ShapeGamePuzzle> first = pool.takeReady(Variant::Mini6, Level::Medium);
        QVERIFY(first.has_value());
        checkPlayable(*first, Variant::Mini6, Level::Medium);
        QCOMPARE(pool.readyCount(Variant::Mini6, Level::Medium), 1);
        QVERIFY(counts.count() >= 1);
        QVERIFY(pool.isGenerating()); // the refill started with the take
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Mini6, Level::Medium), 2, 30000);

        // Each puzzle is handed out once.
        const std::optional<ShapeGamePuzzle> second = pool.takeReady(Variant::Mini6, Level::Medium);
        QVERIFY(second.has_value());
        QVERIFY(!(second->givens == first->givens));
        // Nothing ready for another variant until it is wanted.
        QVERIFY(!pool.takeReady(Variant::Giant16, Level::VeryTough).has_value());
        QCOMPARE(pool.wanted(), std::make_optional(std::make_pair(Variant::Giant16, Level::VeryTough)));
        pool.stop();
    }

    // A 16×16 at its hardest level takes about a second to make: after a restart it is there
    // before the pool has even started.
    void readyPuzzlesSurviveARestart()
    {
        std::vector<ShapeGamePuzzle> kept;
        {
            VariantPool pool(options(dir_->path()));
            pool.start();
            pool.setWanted(Variant::Giant16, Level::VeryTough);
            QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Giant16, Level::VeryTough), 2, 120000);
            // Another choice: what was made for the first stays.
            pool.setWanted(Variant::Jigsaw, Level::Tough);
            QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Jigsaw, Level::Tough), 2, 60000);
            QCOMPARE(pool.readyCount(Variant::Giant16, Level::VeryTough), 2);
            pool.stop();
        }
        const JsonFile::Loaded loaded = JsonFile(QDir(dir_->path()).filePath(VariantPool::fileName()), QStringLiteral("nonet-variant-pool"), 1).load();
        QCOMPARE(loaded.status, JsonFile::Status::Loaded);
        const VariantPoolContents::Parsed parsed = VariantPoolContents::fromJson(loaded.object);
        QVERIFY(parsed.contents.has_value());
        QCOMPARE(parsed.contents->puzzles.size(), std::size_t{4});
        QVERIFY(parsed.contents->counter >= 4);

        VariantPool again(options(dir_->path()));
        // Not started: the ready puzzles were read with the file.
        const std::optional<ShapeGamePuzzle> giant = again.takeReady(Variant::Giant16, Level::VeryTough);
        QVERIFY(giant.has_value());
        checkPlayable(*giant, Variant::Giant16, Level::VeryTough);
        const std::optional<ShapeGamePuzzle> jigsaw = again.takeReady(Variant::Jigsaw, Level::Tough);
        QVERIFY(jigsaw.has_value());
        checkPlayable(*jigsaw, Variant::Jigsaw, Level::Tough);
        // The jigsaw layout came back with the puzzle.
        QVERIFY(jigsaw->givens.shape() == jigsaw->solution.shape());
        again.stop();
    }

    void aRequestIsAnsweredLater()
    {
        VariantPool pool(options(dir_->path()));
        pool.start();
        std::vector<ShapeGamePuzzle> ready;
        connect(&pool, &VariantPool::puzzleReady, this, [&ready](const ShapeGamePuzzle& p) { ready.push_back(p); });
        pool.request(Variant::Windoku, Level::Easy);
        QCOMPARE(ready.size(), std::size_t{0});
        QVERIFY(pool.isWaiting());
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), std::size_t{1}, 30000);
        QVERIFY(!pool.isWaiting());
        checkPlayable(ready.front(), Variant::Windoku, Level::Easy);
        // The requested variant is wanted now: the pool fills it behind the answer.
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Windoku, Level::Easy), 2, 30000);
        // A ready one answers too, still never from inside the call.
        pool.request(Variant::Windoku, Level::Easy);
        QCOMPARE(ready.size(), std::size_t{1});
        QTRY_COMPARE(ready.size(), std::size_t{2});
        checkPlayable(ready.back(), Variant::Windoku, Level::Easy);
        QCOMPARE(pool.readyCount(Variant::Windoku, Level::Easy), 1);
        pool.stop();
    }

    void aGeneratorThatFailsIsGivenUp()
    {
        VariantPool::Options o = options(dir_->path());
        std::atomic<int> calls = 0;
        o.generate = [&calls](Variant, Level, std::uint64_t, std::stop_token) -> std::optional<ShapeGamePuzzle> {
            ++calls;
            return std::nullopt;
        };
        VariantPool pool(std::move(o));
        pool.start();
        QSignalSpy failed(&pool, &VariantPool::failed);
        pool.request(Variant::X, Level::Extreme);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<Variant>(), Variant::X);
        QVERIFY(!pool.isWaiting());
        QTest::qWait(50);
        QVERIFY(!pool.isGenerating());
        QCOMPARE(calls.load(), 5);
        // Classic is the classic pool's: refused, later.
        pool.request(Variant::Classic, Level::Easy);
        QCOMPARE(failed.count(), 1);
        QTRY_COMPARE(failed.count(), 2);
        pool.stop();
    }

    void badFilesAreSetAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        for (const nonet::testing::BadVariantPoolFile& row : nonet::testing::badVariantPoolFiles())
            QTest::newRow(row.name) << row.bytes << row.messageFragment;
    }
    void badFilesAreSetAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        const QString path = QDir(dir_->path()).filePath(VariantPool::fileName());
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        VariantPool pool(options(dir_->path()));
        QSignalSpy problems(&pool, &VariantPool::storageProblem);
        pool.start();
        QCOMPARE(problems.count(), 1);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(message.contains(fragment), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("It was kept as")), qPrintable(message));
        // Kept aside, byte for byte; nothing ready from it.
        const QStringList aside = QDir(dir_->path()).entryList({VariantPool::fileName() + QStringLiteral(".damaged-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QDir(dir_->path()).filePath(aside.first())), bytes);
        for (const Variant v : kAllVariants)
            for (const Level l : kAllLevels) QCOMPARE(pool.readyCount(v, l), 0);
        // And the pool goes on with a new file.
        pool.setWanted(Variant::Mini4, Level::VeryEasy);
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Mini4, Level::VeryEasy), 2, 30000);
        pool.stop();
        QVERIFY(VariantPoolContents::fromJson(JsonFile(path, QStringLiteral("nonet-variant-pool"), 1).load().object).contents.has_value());
    }

    // New in the variant window: a ready puzzle is played at once, no job, no waiting; an
    // empty pool answers in the background and the window takes it.
    void theVariantWindowTakesReadyPuzzles()
    {
        VariantPool pool(options(dir_->path()));
        pool.start();
        pool.setWanted(Variant::Giant16, Level::Easy);
        QTRY_COMPARE_WITH_TIMEOUT(pool.readyCount(Variant::Giant16, Level::Easy), 2, 60000);
        VariantWindow window(dir_->path());
        window.setPool(&pool);
        window.startNewGame(Variant::Giant16, Level::Easy, 0);
        QVERIFY(window.game() != nullptr); // no event loop ran
        QVERIFY(!window.isBusy());
        QCOMPARE(window.game()->variant(), Variant::Giant16);
        QCOMPARE(window.game()->level(), Level::Easy);
        QCOMPARE(pool.readyCount(Variant::Giant16, Level::Easy), 1);

        window.startNewGame(Variant::Mini4, Level::Easy, 0);
        QVERIFY(window.isBusy());
        QCOMPARE(window.game()->variant(), Variant::Giant16); // the game stays until the new one comes
        QTRY_VERIFY(!window.isBusy());
        QCOMPARE(window.game()->variant(), Variant::Mini4);
        QCOMPARE(window.game()->level(), Level::Easy);
        window.close();
        pool.stop();
    }

private:
    std::optional<QTemporaryDir> dir_;
};

QTEST_MAIN(TestVariantPool)
#include "test_variant_pool.moc"
