// Autosave: written after moves (at most one move unsaved at any time), at once on a new
// game, pause and flush; atomically; restored from its slot; one slot per running
// instance; a bad autosave file is reported and set aside. The clock is written on pause,
// on focus loss and at quit (a window closed a minute after its last move comes back with
// that minute); a 16×16 game with 100,000 note moves quits and comes back with its history;
// the games of other windows' slots are in Continue.

#include "app/files/autosave.h"
#include "app/session/game_session.h"
#include "tests/bad_input_catalogue.h"
#include "tests/window_fixtures.h"

#include <QApplication>
#include <QMenu>
#include <QStandardPaths>

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

using Start = nonet::test::PlayerStart;

std::vector<int> openCells()
{
    std::vector<int> cells;
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (testing::samplePuzzle().givens.at(cell) == 0) cells.push_back(cell);
    return cells;
}

// The puzzle with `count` note moves played, each toggling a note of an empty cell in turn.
GameRecord noteMoves(const nonet::GamePuzzle& puzzle, int count)
{
    GameRecord record;
    record.puzzle = puzzle;
    std::vector<int> empty;
    for (int cell = 0; cell < puzzle.shape().cellCount(); ++cell)
        if (puzzle.givens.at(cell) == 0) empty.push_back(cell);
    const int side = puzzle.shape().side();
    for (int i = 0; i < count; ++i) {
        const auto n = static_cast<std::size_t>(i);
        record.moves.push_back(nonet::Move::toggleNote(empty[n % empty.size()], 1 + static_cast<int>(n / empty.size()) % side));
    }
    record.undoIndex = count;
    return record;
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
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void clockIsSavedAtQuit();
    void clockIsSavedOnPauseAndFocusLoss();
    void hundredThousandNoteMovesQuitAndComeBack();
    void everyWindowsGameIsInContinue();
    void longHistoryIsWrittenOffTheGuiThread();
};

// Quit 60 s after the last move: the restarted clock shows the time the window showed.
void TestAutosave::clockIsSavedAtQuit()
{
    QTemporaryDir dir;
    qint64 now = 0;
    qint64 shown = 0;
    {
        Start first(dir.path(), &now);
        QVERIFY(!first.resumed);
        now = 5000;
        const nonet::GameState& state = first.session()->state();
        int cell = 0;
        while (state.value(cell) != 0) ++cell;
        QVERIFY(first.session()->setValue(cell, state.solution().at(cell)));
        QTest::qWait(50);
        now += 60000; // a minute of thinking, no move
        shown = first.session()->elapsed();
        QCOMPARE(shown, 65000);
        QVERIFY(first.quit());
    }
    Start again(dir.path(), &now);
    QVERIFY(again.resumed);
    QCOMPARE(again.session()->elapsed(), shown);
    QCOMPARE(again.session()->undoStack()->count(), 1);
}

// The time played since the last move is on disk once the game pauses or Nonet loses the
// focus, so a logout or a kill then loses none of it.
void TestAutosave::clockIsSavedOnPauseAndFocusLoss()
{
    QTemporaryDir dir;
    qint64 now = 0;
    GameSession session([&now] { return now; });
    Autosave autosave(&session, options(dir, 60000));
    QVERIFY(autosave.acquireSlot());
    autosave.start();
    QVERIFY(session.newGame(testing::samplePuzzle()));
    QVERIFY(session.setValue(1, 6));
    QVERIFY(autosave.flush());
    now = 30000;
    emit qGuiApp->applicationStateChanged(Qt::ApplicationInactive);
    auto snap = onDisk(autosave.slotPath());
    QVERIFY(snap);
    QCOMPARE(snap->elapsedMs, 30000);
    emit qGuiApp->applicationStateChanged(Qt::ApplicationActive);
    now = 45000;
    session.setPaused(true);
    snap = onDisk(autosave.slotPath());
    QVERIFY(snap);
    QCOMPARE(snap->elapsedMs, 45000);
    // Paused, the clock stands still: nothing more to write.
    now = 90000;
    QSignalSpy written(&autosave, &Autosave::written);
    QVERIFY(autosave.flush());
    QCOMPARE(written.count(), 0);
}

// The worst game of the size rule (app/storage/data_file.h) through a real quit and start.
void TestAutosave::hundredThousandNoteMovesQuitAndComeBack()
{
    constexpr int kMoves = 100000;
    GameRecord marathon = noteMoves(testing::sampleVariantPuzzle(nonet::Variant::Giant16), kMoves);
    marathon.elapsedMs = 100000LL * 1000;

    QTemporaryDir dir;
    qint64 now = 0;
    {
        Start first(dir.path(), &now);
        QVERIFY(first.session()->restore(marathon));
        QVERIFY(first.quit());
    }
    Start again(dir.path(), &now);
    QVERIFY(again.resumed);
    QCOMPARE(again.session()->undoStack()->count(), kMoves);
    QVERIFY(again.session()->record().moves == marathon.moves);
    QCOMPARE(again.session()->elapsed(), marathon.elapsedMs);
}

// A history too long to write within a frame: the writes its changes cause run on the
// worker, one at a time and the newest last; flush() and the destructor wait for one in
// progress and write the rest themselves.
void TestAutosave::longHistoryIsWrittenOffTheGuiThread()
{
    constexpr int kMoves = 5000;
    static_assert(kMoves >= Autosave::kBackgroundWriteMoves);
    const GameRecord played = noteMoves(testing::samplePuzzle(), kMoves);
    const std::vector<int> cells = openCells();

    QTemporaryDir dir;
    GameSession session;
    QString path;
    {
        Autosave autosave(&session, options(dir, 60000));
        QVERIFY(autosave.acquireSlot());
        path = autosave.slotPath();
        autosave.start();
        QSignalSpy written(&autosave, &Autosave::written);
        QVERIFY(session.restore(played));
        QVERIFY(autosave.isWritingInBackground()); // the GUI thread took the record, no more
        QVERIFY(written.wait(20000));
        QCOMPARE(playedOnDisk(path), kMoves);

        // Two moves: the second makes the first one's write, on the worker.
        QVERIFY(session.setValue(cells[0], testing::samplePuzzle().solution.at(cells[0])));
        QVERIFY(session.setValue(cells[1], testing::samplePuzzle().solution.at(cells[1])));
        QVERIFY(autosave.isWritingInBackground());
        QVERIFY(autosave.flush()); // waits for it, then writes both
        QVERIFY(!autosave.isWritingInBackground());
        QCOMPARE(playedOnDisk(path), kMoves + 2);

        // Changes while the worker writes are written after it, the newest last.
        QVERIFY(session.setValue(cells[2], testing::samplePuzzle().solution.at(cells[2])));
        session.setPaused(true); // written at once: on the worker
        QVERIFY(autosave.isWritingInBackground());
        session.setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(!autosave.isWritingInBackground(), 20000);
        QCOMPARE(playedOnDisk(path), kMoves + 3);

        QVERIFY(session.setValue(cells[3], testing::samplePuzzle().solution.at(cells[3])));
        QVERIFY(session.setValue(cells[4], testing::samplePuzzle().solution.at(cells[4])));
        QVERIFY(autosave.isWritingInBackground());
    } // quitting waits for the worker and writes the last move
    QCOMPARE(playedOnDisk(path), kMoves + 5);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.nonet*")}, QDir::Files), QStringList{QFileInfo(path).fileName()});
}

// Two windows on one data folder, each in its own slot; both quit. The next start plays the
// game left last and has the other one in Game > Continue.
void TestAutosave::everyWindowsGameIsInContinue()
{
    QTemporaryDir dir;
    qint64 now = 0;
    nonet::GameRecord older;
    nonet::GameRecord newer;
    QString olderSlot;
    {
        Start a(dir.path(), &now);
        Start b(dir.path(), &now);
        QVERIFY(a.files->autosave()->slotPath() != b.files->autosave()->slotPath());
        QVERIFY(a.session()->restore(testing::sampleRecord()));
        QVERIFY(a.session()->toggleNote(6, 2));
        older = a.session()->record();
        olderSlot = a.files->autosave()->slotPath();
        QVERIFY(a.quit());
        QTest::qWait(20); // b's slot is written after a's
        nonet::GameRecord sixBySix;
        sixBySix.puzzle = testing::sampleVariantPuzzle(nonet::Variant::Mini6);
        QVERIFY(b.session()->restore(sixBySix));
        int cell = 0;
        while (sixBySix.puzzle.givens.at(cell) != 0) ++cell;
        QVERIFY(b.session()->toggleNote(cell, 3));
        newer = b.session()->record();
        QVERIFY(b.quit());
    }
    Start next(dir.path(), &now);
    QVERIFY(next.resumed);
    QCOMPARE(next.session()->record().moves, newer.moves);
    QCOMPARE(next.session()->state().givens(), newer.puzzle.givens);
    const auto kept = next.files->keeper()->store().list().games;
    QCOMPARE(kept.size(), std::size_t{1});
    QCOMPARE(kept.front().givens, older.puzzle.givens);
    QVERIFY(!QFile::exists(olderSlot)); // in the list now, not in a slot as well
    // As the player sees it: one entry in Game > Continue, which brings the game back whole.
    auto* menu = next.window->findChild<QMenu*>(QStringLiteral("menuContinue"));
    QVERIFY(menu != nullptr);
    emit menu->aboutToShow();
    QList<QAction*> entries;
    for (QAction* action : menu->actions())
        if (action->isEnabled()) entries << action;
    QCOMPARE(entries.size(), 1);
    entries.front()->trigger();
    QCOMPARE(next.session()->record().moves, older.moves);
}

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
        s1.setPaused(true); // left for the other window: its clock stands, nothing more to write
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
