// Autosave: written after moves (at most one move unsaved at any time), at once on a new
// game, pause and flush; atomically; restored from its slot; one slot per running
// instance; a bad autosave file is reported and set aside.

#include "app/files/autosave.h"
#include "app/session/game_session.h"
#include "tests/bad_input_catalogue.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using nonet::GameRecord;
using nonet::app::Autosave;
using nonet::app::GameSession;
using nonet::app::SavedGame;
using nonet::app::SaveFile;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(nonet::Variant)

namespace {

// What the slot holds now, as the position after its played moves.
std::optional<GameRecord> onDisk(const QString& path)
{
    auto read = SaveFile::readFile(path);
    if (!std::holds_alternative<SavedGame>(read)) return std::nullopt;
    return std::get<SavedGame>(read).record;
}

int playedOnDisk(const QString& path)
{
    const auto snap = onDisk(path);
    return snap ? snap->undoIndex : -1;
}

Autosave::Options options(const QTemporaryDir& dir, int delayMs = 200)
{
    Autosave::Options o;
    o.directory = dir.path();
    o.delayMs = delayMs;
    o.slotCount = 3;
    return o;
}

std::vector<int> openCells()
{
    std::vector<int> cells;
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (testing::samplePuzzle().givens.at(cell) == 0) cells.push_back(cell);
    return cells;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void writesAfterAMoveAndAtOnceOnNewGame();
    void atMostOneMoveUnsaved();
    void flushAndDestructorWrite();
    void restoresTheSlot();
    void everyShapeComesBack_data();
    void everyShapeComesBack();
    void secondInstanceGetsItsOwnSlot();
    void takesTheNewestFreeSlot();
    void badAutosaveIsSetAside();
};

void TestAutosave::writesAfterAMoveAndAtOnceOnNewGame()
{
    QTemporaryDir dir;
    GameSession session;
    Autosave autosave(&session, options(dir));
    QVERIFY(autosave.acquireSlot());
    autosave.start();
    QSignalSpy written(&autosave, &Autosave::written);

    QVERIFY(session.newGame(testing::samplePuzzle()));
    QCOMPARE(written.count(), 1); // a new game is on disk at once
    QCOMPARE(playedOnDisk(autosave.slotPath()), 0);

    QVERIFY(session.setValue(1, 6));
    QVERIFY(autosave.isPending());
    QCOMPARE(playedOnDisk(autosave.slotPath()), 0);
    QVERIFY(written.wait(2000));
    QCOMPARE(playedOnDisk(autosave.slotPath()), 1);

    // Undo is a change too.
    session.undoStack()->undo();
    QVERIFY(written.wait(2000));
    const auto snap = onDisk(autosave.slotPath());
    QVERIFY(snap);
    QCOMPARE(snap->undoIndex, 0);
    QCOMPARE(snap->moves.size(), std::size_t{1});

    // Pausing writes the time at once.
    session.setPaused(true);
    QCOMPARE(written.count(), 4);
}

void TestAutosave::atMostOneMoveUnsaved()
{
    QTemporaryDir dir;
    GameSession session;
    // A delay far longer than the test: only the "second unsaved move" rule can write.
    Autosave autosave(&session, options(dir, 60000));
    QVERIFY(autosave.acquireSlot());
    autosave.start();
    QVERIFY(session.newGame(testing::samplePuzzle()));
    const std::vector<int> cells = openCells();
    for (int i = 0; i < 20; ++i) {
        const int cell = cells[static_cast<std::size_t>(i)];
        QVERIFY(session.setValue(cell, testing::samplePuzzle().solution.at(cell)));
        // A kill now would lose at most this one move.
        const int saved = playedOnDisk(autosave.slotPath());
        QVERIFY2(saved >= i, qPrintable(QStringLiteral("after move %1 only %2 on disk").arg(i + 1).arg(saved)));
    }
}

void TestAutosave::flushAndDestructorWrite()
{
    QTemporaryDir dir;
    GameSession session;
    QString path;
    {
        Autosave autosave(&session, options(dir, 60000));
        QVERIFY(autosave.acquireSlot());
        path = autosave.slotPath();
        autosave.start();
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QVERIFY(session.setValue(1, 6));
        QCOMPARE(playedOnDisk(path), 0);
        QVERIFY(autosave.flush());
        QCOMPARE(playedOnDisk(path), 1);
        QVERIFY(session.toggleNote(3, 2));
        QCOMPARE(playedOnDisk(path), 1);
    } // quitting writes the rest
    QCOMPARE(playedOnDisk(path), 2);
    // Only the slot and nothing half-written next to it.
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.nonet*")}, QDir::Files), QStringList{QFileInfo(path).fileName()});
}

void TestAutosave::restoresTheSlot()
{
    QTemporaryDir dir;
    {
        GameSession session;
        Autosave autosave(&session, options(dir));
        QVERIFY(autosave.acquireSlot());
        // What the game is (here the daily puzzle of a day) is kept with it.
        autosave.setOriginSource([] { return nonet::app::GameOrigin{QDate(2026, 12, 2), std::nullopt}; });
        autosave.start();
        QVERIFY(session.restore(testing::sampleRecord()));
    }
    GameSession session;
    Autosave autosave(&session, options(dir));
    QVERIFY(autosave.acquireSlot());
    const auto game = autosave.load();
    QVERIFY(game.has_value());
    QCOMPARE(game->record.moves, testing::sampleRecord().moves);
    QCOMPARE(game->record.undoIndex, testing::sampleRecord().undoIndex);
    QVERIFY(game->record.elapsedMs >= testing::sampleRecord().elapsedMs);
    QCOMPARE(game->origin.daily, std::optional<QDate>(QDate(2026, 12, 2)));
    QVERIFY(!game->origin.practice);
}

// One autosave for every shape: a game of each comes back from the slot as it was left.
void TestAutosave::everyShapeComesBack_data()
{
    QTest::addColumn<nonet::Variant>("variant");
    for (nonet::Variant variant : nonet::kAllVariants) QTest::newRow(nonet::variantKey(variant).data()) << variant;
}

void TestAutosave::everyShapeComesBack()
{
    QFETCH(nonet::Variant, variant);
    const nonet::GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    const int side = puzzle.shape().side();
    QTemporaryDir dir;
    GameRecord left;
    {
        GameSession session;
        Autosave autosave(&session, options(dir, 60000));
        QVERIFY(autosave.acquireSlot());
        autosave.start();
        QVERIFY(session.newGame(puzzle));
        int cell = 0;
        while (puzzle.givens.at(cell) != 0) ++cell;
        QVERIFY(session.toggleNote(cell, side));
        QVERIFY(session.setValue(cell, side));
        left = session.record();
    } // quitting writes the last move
    GameSession session;
    Autosave autosave(&session, options(dir));
    QVERIFY(autosave.acquireSlot());
    const auto game = autosave.load();
    QVERIFY(game.has_value());
    QCOMPARE(game->record.puzzle, puzzle);
    QCOMPARE(game->record.moves, left.moves);
    QCOMPARE(game->record.undoIndex, left.undoIndex);
    QVERIFY(session.restore(game->record));
    QCOMPARE(session.state().variant(), variant);
}

void TestAutosave::secondInstanceGetsItsOwnSlot()
{
    QTemporaryDir dir;
    GameSession first;
    GameSession second;
    Autosave a(&first, options(dir));
    Autosave b(&second, options(dir));
    QVERIFY(a.acquireSlot());
    QVERIFY(b.acquireSlot());
    QVERIFY(a.slotPath() != b.slotPath());
    a.start();
    b.start();
    QVERIFY(first.newGame(testing::samplePuzzle()));
    QVERIFY(second.restore(testing::sampleRecord()));
    QCOMPARE(playedOnDisk(a.slotPath()), 0);
    QCOMPARE(playedOnDisk(b.slotPath()), testing::sampleRecord().undoIndex);

    // Every slot taken: autosave is off for a third instance, and says so by refusing.
    GameSession third;
    Autosave c(&third, options(dir));
    QLockFile extra(QDir(dir.path()).filePath(QStringLiteral("autosave-3.nonet.lock")));
    QVERIFY(extra.tryLock(0));
    QVERIFY(!c.acquireSlot());
    QVERIFY(!c.hasSlot());
}

void TestAutosave::takesTheNewestFreeSlot()
{
    QTemporaryDir dir;
    const QString slot1 = QDir(dir.path()).filePath(QStringLiteral("autosave-1.nonet"));
    const QString slot2 = QDir(dir.path()).filePath(QStringLiteral("autosave-2.nonet"));
    {
        GameSession s1;
        GameSession s2;
        Autosave a(&s1, options(dir));
        Autosave b(&s2, options(dir));
        QVERIFY(a.acquireSlot());
        QVERIFY(b.acquireSlot());
        QCOMPARE(a.slotPath(), slot1);
        QCOMPARE(b.slotPath(), slot2);
        a.start();
        b.start();
        QVERIFY(s1.newGame(testing::samplePuzzle()));
        QTest::qWait(1100); // file times must differ
        QVERIFY(s2.restore(testing::sampleRecord()));
    }
    GameSession session;
    Autosave next(&session, options(dir));
    QVERIFY(next.acquireSlot());
    QCOMPARE(next.slotPath(), slot2); // the game played last
    const auto game = next.load();
    QVERIFY(game);
    QCOMPARE(game->record.moves, testing::sampleRecord().moves);
}

void TestAutosave::badAutosaveIsSetAside()
{
    QTemporaryDir dir;
    const QString slot = QDir(dir.path()).filePath(QStringLiteral("autosave-1.nonet"));
    QByteArray good = SaveFile::write({testing::sampleRecord(), {}, {}});
    {
        QFile file(slot);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(good.left(100));
    }
    GameSession session;
    Autosave autosave(&session, options(dir));
    QSignalSpy problems(&autosave, &Autosave::problem);
    QVERIFY(autosave.acquireSlot());
    QVERIFY(!autosave.load());
    QCOMPARE(problems.count(), 1);
    QVERIFY(problems.at(0).at(0).toString().contains(QStringLiteral("is damaged or cut short")));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("autosave-1.nonet.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(QDir(dir.path()).filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), good.left(100));
    // The app carries on: a new game is saved in the slot as usual.
    autosave.start();
    QVERIFY(session.newGame(testing::samplePuzzle()));
    QCOMPARE(playedOnDisk(slot), 0);
}

QTEST_MAIN(TestAutosave)
#include "test_autosave.moc"
