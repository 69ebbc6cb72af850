// Faults of the disk and of other processes, against the real storage classes (the
// faults as tests/fault_scope.h makes them: a full disk, a read-only folder, a vanished one).
//
// For each writer (saved games, the autosave slot, statistics, the puzzle pool's history):
// a full disk or a read-only folder gives a clear message (file and reason), leaves the
// previous file intact and the game or state in memory; once the fault is gone the next
// write holds everything, so nothing is lost. A vanished folder is made again and the
// write succeeds. Then: a damaged file in a read-only folder is left as it is; two real
// nonet processes at once each autosave into their own slot; a process killed while it
// writes a saved game leaves the previous file or the new one, whole.

#include "app/files/autosave.h"
#include "app/pool/puzzle_pool.h"
#include "app/pool/seen_history.h"
#include "app/session/game_session.h"
#include "app/storage/game_statistics.h"
#include "app/storage/game_store.h"
#include "app/storage/json_file.h"
#include "app/storage/save_file.h"
#include "core/game/game_state.h"
#include "tests/bad_input_catalogue.h"
#include "tests/fault_scope.h"
#include "tests/fixtures.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <array>
#include <csignal>
#include <cstdio>
#include <optional>

using namespace nonet;
using namespace nonet::app;
using nonet::test::isolatedHome;
using nonet::test::kWaitMs;

namespace {

using nonet::test::Fault;
using nonet::test::FaultScope;

void faultRows()
{
    QTest::addColumn<Fault>("fault");
    QTest::newRow("full disk") << Fault::FullDisk;
    QTest::newRow("read-only folder") << Fault::ReadOnlyFolder;
    QTest::newRow("vanished folder") << Fault::VanishedFolder;
}

// A clear message names the file (or folder) and gives the system's reason in brackets.
bool isClear(const QString& message, const QString& fileName)
{
    return message.contains(fileName) && QRegularExpression(QStringLiteral("\\(.+\\)")).match(message).hasMatch();
}

QByteArray valuesText(const Grid& grid)
{
    QByteArray text(kCellCount, '.');
    for (int cell = 0; cell < kCellCount; ++cell)
        if (grid.at(cell) != 0) text[cell] = static_cast<char>('0' + grid.at(cell));
    return text;
}

// The values a saved game shows (its played moves replayed).
QByteArray valuesOf(const GameRecord& snap)
{
    GameState state(snap.puzzle);
    for (int i = 0; i < snap.undoIndex; ++i) state.apply(snap.moves[static_cast<std::size_t>(i)]);
    return valuesText(state.values().toClassic());
}

std::optional<GameRecord> onDisk(const QString& path)
{
    auto read = SaveFile::readFile(path);
    if (auto* game = std::get_if<SavedGame>(&read)) return game->record;
    return std::nullopt;
}

bool samePosition(const GameRecord& a, const GameRecord& b)
{
    return a.puzzle == b.puzzle && a.moves == b.moves && a.undoIndex == b.undoIndex;
}

bool sameGame(const GameRecord& a, const GameRecord& b)
{
    return samePosition(a, b) && a.elapsedMs == b.elapsedMs;
}

// The sample game with `extra` more note toggles (r1c7, digit 1, on and off): big enough
// (20,000 moves are a few MB) that writing it takes a while.
SavedGame bigGame(int extra, qint64 elapsedMs)
{
    SavedGame game{testing::sampleRecord(), QStringLiteral("Kill test"), QDateTime::currentDateTimeUtc()};
    game.record.moves.resize(static_cast<std::size_t>(game.record.undoIndex)); // drop the redo part
    for (int i = 0; i < extra; ++i) game.record.moves.push_back(Move::toggleNote(6, 1));
    game.record.undoIndex = static_cast<int>(game.record.moves.size());
    game.record.elapsedMs = elapsedMs;
    return game;
}

constexpr int kBigMoves = 19000;
const char* const kWriterVariable = "NONET_FAULTS_WRITER";

// The child of killedWhileWriting: saves two versions of one game in turn, for ever, into
// the folder named by NONET_FAULTS_WRITER; says "writing" when it starts.
int writeForever(const QString& folder)
{
    const GameStore store(folder);
    const std::array<SavedGame, 2> games{bigGame(kBigMoves, 2000), bigGame(kBigMoves + 1, 3000)};
    std::puts("writing");
    std::fflush(stdout);
    for (std::size_t n = 0;; ++n)
        if (const auto error = store.save(games[n % 2])) {
            std::fprintf(stderr, "%s\n", qPrintable(*error));
            return 1;
        }
}

// A running `nonet --test-play`: the values after each of its moves, by move number.
class Player {
public:
    explicit Player(const QTemporaryDir& home)
    {
        process_.setProcessEnvironment(isolatedHome(home));
        process_.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-play"), QStringLiteral("40")});
        process_.waitForStarted(kWaitMs);
    }
    ~Player()
    {
        process_.kill();
        process_.waitForFinished(kWaitMs);
    }
    Player(const Player&) = delete;
    Player& operator=(const Player&) = delete;

    // Reads its output until it has played `moves` moves; false when it stopped first.
    bool waitForMoves(int moves)
    {
        while (last() < moves) {
            if (process_.state() != QProcess::Running || !process_.waitForReadyRead(kWaitMs)) return false;
            readLines();
        }
        return true;
    }
    void kill()
    {
        process_.kill(); // SIGKILL: no chance to save anything
        process_.waitForFinished(kWaitMs);
        readLines();
    }
    int last() const { return played_.isEmpty() ? 0 : played_.lastKey(); }
    QByteArray valuesAfter(int move) const { return played_.value(move); }

private:
    void readLines()
    {
        pending_ += process_.readAllStandardOutput();
        qsizetype newline = 0;
        while ((newline = pending_.indexOf('\n')) >= 0) {
            const QList<QByteArray> parts = pending_.left(newline).split(' ');
            pending_.remove(0, newline + 1);
            if (parts.size() >= 3 && parts[0] == "played") played_.insert(parts[1].toInt(), parts[2]);
        }
    }

    QProcess process_;
    QByteArray pending_;
    QMap<int, QByteArray> played_;
};

} // namespace

class TestFaults : public QObject {
    Q_OBJECT

private slots:
    void savedGame_data() { faultRows(); }
    void savedGame();
    void autosave_data() { faultRows(); }
    void autosave();
    void statistics_data() { faultRows(); }
    void statistics();
    void puzzlePoolHistory_data() { faultRows(); }
    void puzzlePoolHistory();
    void damagedFileInReadOnlyFolderIsLeftAlone();
    void twoRunningInstancesKeepTheirOwnAutosave();
    void killedWhileWriting_data();
    void killedWhileWriting();
};

void TestFaults::savedGame()
{
    QFETCH(Fault, fault);
    QTemporaryDir home;
    const GameStore store(home.filePath(QStringLiteral("games")));
    SavedGame game{testing::sampleRecord(), QStringLiteral("Faults"), QDateTime::currentDateTimeUtc()};
    QVERIFY(!store.save(game));
    const GameRecord previous = game.record;
    game.record.moves.resize(static_cast<std::size_t>(game.record.undoIndex));
    game.record.moves.push_back(Move::toggleNote(6, 5));
    game.record.undoIndex = static_cast<int>(game.record.moves.size());
    const QString path = store.pathFor(game.name);

    std::optional<QString> error;
    {
        NONET_MAKE_FAULT(scope, fault, store.directory());
        error = store.save(game);
    }
    if (fault == Fault::VanishedFolder) {
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
    } else {
        QVERIFY(error);
        QVERIFY2(isClear(*error, path), qPrintable(*error));
        const auto kept = onDisk(path);
        QVERIFY2(kept && sameGame(*kept, previous), "the previous save must be intact");
        QVERIFY(!store.save(game)); // the game the player still has, once the disk is back
    }
    const auto saved = onDisk(path);
    QVERIFY(saved && sameGame(*saved, game.record));
    QCOMPARE(QDir(store.directory()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
}

void TestFaults::autosave()
{
    QFETCH(Fault, fault);
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("data"));
    GameSession session;
    Autosave::Options options;
    options.directory = folder;
    options.delayMs = 60000; // only flush() writes
    Autosave autosave(&session, options);
    QVERIFY(autosave.acquireSlot());
    autosave.start();
    QSignalSpy problems(&autosave, &Autosave::problem);
    QVERIFY(session.newGame(testing::samplePuzzle()));
    QVERIFY(session.setValue(1, 6));
    QVERIFY(autosave.flush());
    const GameRecord previous = session.record();

    bool flushed = false;
    {
        NONET_MAKE_FAULT(scope, fault, folder);
        QVERIFY(session.toggleNote(3, 4));
        flushed = autosave.flush();
    }
    QCOMPARE(session.record().moves.size(), previous.moves.size() + 1); // the game is kept in memory
    if (fault == Fault::VanishedFolder) {
        QVERIFY2(flushed && problems.isEmpty(), "the folder is made again and the slot written");
    } else {
        QVERIFY(!flushed);
        QCOMPARE(problems.count(), 1);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(isClear(message, autosave.slotPath()), qPrintable(message));
        const auto kept = onDisk(autosave.slotPath());
        // The clock runs: the time written may differ from the record's by a little.
        QVERIFY2(kept && samePosition(*kept, previous), "the previous autosave must be intact");
        // The disk is back: the next move writes both.
        QVERIFY(session.toggleNote(3, 5));
        QVERIFY(autosave.flush());
        QCOMPARE(problems.count(), 1);
    }
    const auto saved = onDisk(autosave.slotPath());
    QVERIFY(saved);
    QCOMPARE(valuesOf(*saved), valuesOf(session.record()));
    QCOMPARE(saved->moves, session.record().moves);
}

void TestFaults::statistics()
{
    QFETCH(Fault, fault);
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("data"));
    GameStatistics stats;
    stats.recordStarted(Level::Easy);
    QVERIFY(!stats.save(folder));
    const GameStatistics previous = stats;
    stats.recordSolved(Level::Easy, 90000, false, false);

    std::optional<QString> error;
    {
        NONET_MAKE_FAULT(scope, fault, folder);
        error = stats.save(folder);
    }
    QCOMPARE(stats.level(Level::Easy).solved, 1); // kept in memory
    if (fault == Fault::VanishedFolder) {
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
    } else {
        QVERIFY(error);
        QVERIFY2(isClear(*error, QStringLiteral("statistics.json")) || error->contains(QStringLiteral("statistics.json: ")),
                 qPrintable(*error));
        QString loadError;
        QCOMPARE(GameStatistics::load(folder, &loadError), previous);
        QVERIFY(loadError.isEmpty());
        QVERIFY(!stats.save(folder));
    }
    QCOMPARE(GameStatistics::load(folder), stats);
}

void TestFaults::puzzlePoolHistory()
{
    QFETCH(Fault, fault);
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(folder));
    PuzzlePool::Options options;
    options.directory = folder;
    options.generate = [](Variant, Level, std::uint64_t, std::stop_token) { return std::optional<GamePuzzle>{}; };
    options.stock.fill(1);
    options.threadCount = 1;
    options.seed = 7;
    PuzzlePool pool(options);
    QSignalSpy problems(&pool, &PuzzlePool::storageProblem);
    pool.start();

    // Two puzzles the player has seen (imported, say): the sample less one given each.
    Grid first = testing::samplePuzzle().givens.toClassic();
    first.setAt(0, 0);
    Grid second = testing::samplePuzzle().givens.toClassic();
    second.setAt(2, 0);
    {
        NONET_MAKE_FAULT(scope, fault, folder);
        pool.markSeen(ShapeGrid(first));
    }
    QVERIFY(pool.isSeen(first)); // kept in memory
    if (fault == Fault::VanishedFolder) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.isEmpty() ? QString() : problems.at(0).at(0).toString()));
    } else {
        QCOMPARE(problems.count(), 1);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("seen.json")), qPrintable(message));
    }
    pool.markSeen(second);
    QCOMPARE(problems.count(), fault == Fault::VanishedFolder ? 0 : 1);
    const JsonFile::Loaded loaded = JsonFile(QDir(folder).filePath(QStringLiteral("seen.json")), QStringLiteral("nonet-seen-history"), 1).load();
    QCOMPARE(loaded.status, JsonFile::Status::Loaded);
    const SeenHistory::Parsed history = SeenHistory::fromJson(loaded.object);
    QVERIFY(history.history);
    QVERIFY(history.history->contains(canonicalForm(first))); // nothing lost
    QVERIFY(history.history->contains(canonicalForm(second)));
    pool.stop();
}

void TestFaults::damagedFileInReadOnlyFolderIsLeftAlone()
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("games"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("Broken.nonet"));
    const QByteArray damaged = SaveFile::write({testing::sampleRecord(), QStringLiteral("Broken"), {}}).left(100);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(damaged);
    }
    std::variant<SavedGame, QString> read;
    {
        NONET_MAKE_FAULT(scope, Fault::ReadOnlyFolder, folder);
        read = GameStore::readOrSetAside(path);
    }
    QVERIFY(std::holds_alternative<QString>(read));
    const QString message = std::get<QString>(read);
    QVERIFY2(message.contains(QStringLiteral("Broken.nonet")) && message.contains(QStringLiteral("left as it is")), qPrintable(message));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), damaged);
    QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 1);
}

void TestFaults::twoRunningInstancesKeepTheirOwnAutosave()
{
    QTemporaryDir home;
    Player first(home);
    QVERIFY(first.waitForMoves(3));
    Player second(home); // the first one is still playing (and writing)
    QVERIFY(second.waitForMoves(3));
    QVERIFY(first.waitForMoves(first.last() + 3));
    first.kill();
    second.kill();

    QStringList slotFiles;
    QDirIterator it(home.filePath(QStringLiteral("data")), {QStringLiteral("autosave-*.nonet")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) slotFiles << it.next();
    QCOMPARE(slotFiles.size(), 2);
    // Each slot holds one player's game whole, as it was at its last move or the one before.
    std::array<bool, 2> matched{};
    for (const QString& slot : slotFiles) {
        const auto game = onDisk(slot);
        QVERIFY2(game, qPrintable(slot));
        const QByteArray values = valuesOf(*game);
        for (std::size_t p = 0; p < 2; ++p) {
            const Player& player = p == 0 ? first : second;
            if (!matched[p] && (values == player.valuesAfter(player.last()) || values == player.valuesAfter(player.last() - 1))) {
                matched[p] = true;
                break;
            }
        }
    }
    QVERIFY2(matched[0] && matched[1], "each instance's game must be in a slot of its own");
    // The files both instances share are written whole (the last writer wins).
    QDirIterator data(home.filePath(QStringLiteral("data")), {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (data.hasNext()) {
        QFile file(data.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error;
        QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(file.fileName()));
    }
}

void TestFaults::killedWhileWriting_data()
{
    QTest::addColumn<int>("delayMs");
    for (int delay : {0, 20, 80, 200, 500, 1200}) QTest::addRow("after %d ms", delay) << delay;
}

void TestFaults::killedWhileWriting()
{
    QFETCH(int, delayMs);
    QTemporaryDir home;
    const GameStore store(home.filePath(QStringLiteral("games")));
    const SavedGame previous = bigGame(10, 1000);
    QVERIFY(!store.save(previous));
    const QString path = store.pathFor(previous.name);

    QProcess writer;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kWriterVariable), store.directory());
    writer.setProcessEnvironment(env);
    writer.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(writer.waitForStarted(kWaitMs));
    QVERIFY(writer.waitForReadyRead(kWaitMs));
    QCOMPARE(writer.readLine().trimmed(), QByteArray("writing"));
    if (delayMs > 0) QThread::msleep(static_cast<unsigned long>(delayMs));
    writer.kill();
    QVERIFY(writer.waitForFinished(kWaitMs));
    QCOMPARE(writer.exitStatus(), QProcess::CrashExit); // killed, not finished on its own

    // The file is one of the versions, whole: the previous one or one the writer completed.
    const auto game = onDisk(path);
    QVERIFY2(game, "the saved game must be readable after the kill");
    const bool isPrevious = sameGame(*game, previous.record);
    const bool isNew = sameGame(*game, bigGame(kBigMoves, 2000).record) || sameGame(*game, bigGame(kBigMoves + 1, 3000).record);
    QVERIFY(isPrevious || isNew);
    qInfo("killed after %d ms: the file holds the %s version", delayMs, isPrevious ? "previous" : "new");
    // A temporary file may be left by the kill; the list of games shows only the game.
    const GameStore::Listing listing = store.list();
    QCOMPARE(listing.games.size(), std::size_t{1});
    QVERIFY(listing.problems.isEmpty());
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(kWriterVariable)) return writeForever(qEnvironmentVariable(kWriterVariable));
    QApplication app(argc, argv);
    TestFaults test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_faults.moc"
