#include "app/session/game_session.h"
#include "tests/fixtures.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <string_view>
#include <vector>

using nonet::test::gridOf;
using nonet::test::kTestGivens;
using nonet::test::kTestSolution;
using nonet::test::testEmptyCells;
using nonet::test::testSolutionAt;
using nonet::WideCellSet;
using nonet::DigitSet;
using nonet::GamePuzzle;
using nonet::GameRecord;
using nonet::GameState;
using nonet::Grid;
using nonet::Move;
using nonet::app::GameSession;

namespace {

GamePuzzle puzzle() { return {gridOf(kTestGivens), gridOf(kTestSolution), nonet::Level::Easy}; }

std::vector<int> spiedCells(const QSignalSpy& spy)
{
    std::vector<int> cells;
    for (const auto& args : spy) cells.push_back(args.at(0).toInt());
    return cells;
}

bool contains(const std::vector<int>& cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

// A session on a hand-driven clock: `now` is the time in ms.
struct Fixture {
    std::shared_ptr<qint64> now = std::make_shared<qint64>(0);
    GameSession session{[n = now] { return *n; }};
    Fixture() { session.newGame(puzzle()); }
    void advance(qint64 ms) { *now += ms; }
};

enum class Action { SetValue, SetValueOverValue, Erase, ToggleNote, AllNotes, ClearNotes, Restart, PlayCompound, SelectionPlace, SelectionNotes, SelectionCentreNotes, SelectionErase, SelectionColour, SelectionNoteColour, ClearColours };

} // namespace

Q_DECLARE_METATYPE(Action)

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    void newGameResets()
    {
        GameSession session;
        QVERIFY(!session.hasGame());
        QVERIFY(!session.isPlayable());
        QVERIFY(!session.setValue(1, 6)); // no game yet
        QSignalSpy reset(&session, &GameSession::reset);
        QSignalSpy playable(&session, &GameSession::playableChanged);
        QVERIFY(session.newGame(puzzle()));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(playable.count(), 1);
        QVERIFY(session.isPlayable());
        QCOMPARE(session.level(), nonet::Level::Easy);
        QCOMPARE(session.state(), GameState(puzzle()));
        QCOMPARE(session.undoStack()->count(), 0);

        QVERIFY(session.setValue(1, 6));
        QVERIFY(session.newGame(puzzle()));
        QCOMPARE(session.state(), GameState(puzzle()));
        QCOMPARE(session.undoStack()->count(), 0); // a new game has no history

        GamePuzzle broken = puzzle();
        broken.solution.setAt(1, 1);
        QVERIFY(!session.newGame(broken));
        QCOMPARE(session.state(), GameState(puzzle()));
    }

    void undoRedoEveryMoveKind_data()
    {
        QTest::addColumn<Action>("action");
        QTest::newRow("set value") << Action::SetValue;
        QTest::newRow("set value over a value") << Action::SetValueOverValue;
        QTest::newRow("erase") << Action::Erase;
        QTest::newRow("toggle note") << Action::ToggleNote;
        QTest::newRow("all notes") << Action::AllNotes;
        QTest::newRow("clear notes") << Action::ClearNotes;
        QTest::newRow("restart") << Action::Restart;
        QTest::newRow("compound (hint)") << Action::PlayCompound;
        QTest::newRow("selection: place") << Action::SelectionPlace;
        QTest::newRow("selection: notes") << Action::SelectionNotes;
        QTest::newRow("selection: centre notes") << Action::SelectionCentreNotes;
        QTest::newRow("selection: erase") << Action::SelectionErase;
        QTest::newRow("selection: colour") << Action::SelectionColour;
        QTest::newRow("selection: note colour") << Action::SelectionNoteColour;
        QTest::newRow("clear colours") << Action::ClearColours;
    }
    void undoRedoEveryMoveKind()
    {
        QFETCH(Action, action);
        Fixture f;
        GameSession& s = f.session;
        // Some history first, so restart and erase have something to act on.
        QVERIFY(s.setValue(1, 6));
        QVERIFY(s.toggleNote(3, 1));
        QVERIFY(s.toggleNote(3, 4));
        QVERIFY(s.toggleNote(5, 4));
        QVERIFY(s.colourCells(nonet::WideCellSet::single(0), 2));
        const GameState before = s.state();
        const int depth = s.undoStack()->count();
        nonet::WideCellSet selection;
        for (int cell : {1, 3, 5, 6, 0}) selection.insert(cell); // entries, notes, empty, a given

        QSignalSpy cells(&s, &GameSession::cellChanged);
        QSignalSpy changed(&s, &GameSession::changed);
        bool done = false;
        switch (action) {
        case Action::SetValue: done = s.setValue(10, 9); break;
        case Action::SetValueOverValue: done = s.setValue(1, 3); break;
        case Action::Erase: done = s.erase(1); break;
        case Action::ToggleNote: done = s.toggleNote(3, 9); break;
        case Action::AllNotes: done = s.fillAllNotes(); break;
        case Action::ClearNotes: done = s.clearAllNotes(); break;
        case Action::Restart: done = s.restart(); break;
        case Action::PlayCompound:
            done = s.play(Move::compound({Move::setValue(5, 4), Move::toggleNote(12, 3)}), QStringLiteral("Hint"));
            break;
        case Action::SelectionPlace: done = s.setValues(selection, 2); break;
        case Action::SelectionNotes: done = s.toggleNotes(selection, 4); break;
        case Action::SelectionCentreNotes: done = s.toggleNotes(selection, 8, nonet::NoteKind::Centre); break;
        case Action::SelectionErase: done = s.eraseCells(selection); break;
        case Action::SelectionColour: done = s.colourCells(selection, 5); break;
        case Action::SelectionNoteColour: done = s.colourCandidates(selection, 4, 1); break;
        case Action::ClearColours: done = s.clearColours(); break;
        }
        QVERIFY(done);
        QCOMPARE(s.undoStack()->count(), depth + 1);
        QCOMPARE(changed.count(), 1);
        const GameState after = s.state();
        QVERIFY(after != before);
        // Every cell whose contents changed was announced.
        const auto announced = spiedCells(cells);
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            if (before.content(cell) != after.content(cell)) QVERIFY2(contains(announced, cell), qPrintable(QString::number(cell)));

        cells.clear();
        s.undoStack()->undo();
        QCOMPARE(s.state(), before);
        QCOMPARE(changed.count(), 2);
        QVERIFY(!cells.isEmpty());
        s.undoStack()->redo();
        QCOMPARE(s.state(), after);
        s.undoStack()->undo();
        QCOMPARE(s.state(), before);
    }

    void undoActionsNameTheMove()
    {
        Fixture f;
        std::unique_ptr<QAction> undo(f.session.undoStack()->createUndoAction(nullptr));
        QVERIFY(!undo->isEnabled());
        QVERIFY(f.session.setValue(1, 6));
        QVERIFY(undo->isEnabled());
        QVERIFY(undo->text().contains(QStringLiteral("Place 6 in row 1 column 2")));
        QVERIFY(f.session.fillAllNotes());
        QVERIFY(undo->text().contains(QStringLiteral("All notes")));
        // A selection's move is named by what it did and in how many cells.
        const nonet::WideCellSet pair = nonet::WideCellSet::single(3) | nonet::WideCellSet::single(5);
        QVERIFY(f.session.toggleNotes(pair, 8, nonet::NoteKind::Centre));
        QVERIFY2(undo->text().contains(QStringLiteral("Centre note 8 in 2 cells")), qPrintable(undo->text()));
        QVERIFY(f.session.colourCells(pair, 4));
        QVERIFY2(undo->text().contains(QStringLiteral("Colour 2 cells in colour 4")), qPrintable(undo->text()));
    }

    void refusedAndEmptyMovesAreNoUndoSteps()
    {
        Fixture f;
        GameSession& s = f.session;
        QVERIFY(!s.setValue(0, 1)); // a given
        QVERIFY(!s.erase(0));
        QVERIFY(!s.toggleNote(0, 1));
        QVERIFY(!s.clearAllNotes()); // there are none
        QVERIFY(!s.restart());       // nothing to restart
        QVERIFY(s.setValue(1, 6));
        QVERIFY(!s.setValue(1, 6)); // already there
        QVERIFY(!s.toggleNote(1, 2)); // filled cell
        QVERIFY(!s.toggleNotes(nonet::WideCellSet::single(0) | nonet::WideCellSet::single(1), 2)); // a given and a filled cell
        QVERIFY(!s.eraseCells(nonet::WideCellSet::single(0) | nonet::WideCellSet::single(3))); // nothing to erase
        QVERIFY(!s.colourCells(nonet::WideCellSet::single(3), 0)); // no colour to take off
        QVERIFY(!s.clearColours());
        QCOMPARE(s.undoStack()->count(), 1);
    }

    void autoRemoveNotesIsAnOption()
    {
        Fixture f;
        GameSession& s = f.session;
        // r1c4 (cell 3) and r1c7 (cell 6) share row 1; r2c3 (cell 11) sees neither.
        QVERIFY(s.toggleNote(6, 1));
        QVERIFY(s.toggleNote(11, 1));
        QVERIFY(s.autoRemoveNotes()); // on by default
        QSignalSpy cells(&s, &GameSession::cellChanged);
        QVERIFY(s.setValue(3, 1));
        QVERIFY(!s.state().notes(6).contains(1));
        QVERIFY(s.state().notes(11).contains(1));
        QVERIFY(contains(spiedCells(cells), 6));
        s.undoStack()->undo(); // brings the note back
        QVERIFY(s.state().notes(6).contains(1));

        s.setAutoRemoveNotes(false);
        QVERIFY(s.setValue(3, 1));
        QVERIFY(s.state().notes(6).contains(1));
    }

    void conflictMarksAreAnnounced()
    {
        Fixture f;
        GameSession& s = f.session;
        QSignalSpy cells(&s, &GameSession::cellChanged);
        QVERIFY(s.setValue(1, 8)); // the given 8 in r1c1 now conflicts too
        QCOMPARE(s.conflicts(), WideCellSet::single(0) | WideCellSet::single(1));
        QVERIFY(contains(spiedCells(cells), 0));
        cells.clear();
        s.undoStack()->undo();
        QVERIFY(s.conflicts().empty());
        QVERIFY(contains(spiedCells(cells), 0));
    }

    void restartIsUndoable()
    {
        Fixture f;
        GameSession& s = f.session;
        QVERIFY(s.setValue(1, 6));
        QVERIFY(s.toggleNote(3, 2));
        const GameState played = s.state();
        f.advance(4000);
        QVERIFY(s.restart());
        QCOMPARE(s.state(), GameState(puzzle()));
        QCOMPARE(s.elapsed(), 4000); // restarting does not reset the time
        s.undoStack()->undo();
        QCOMPARE(s.state(), played);
        s.undoStack()->redo();
        QCOMPARE(s.state(), GameState(puzzle()));
    }

    void stopwatchPausesAndResumes()
    {
        Fixture f;
        GameSession& s = f.session;
        QSignalSpy paused(&s, &GameSession::pausedChanged);
        QSignalSpy playable(&s, &GameSession::playableChanged);
        QSignalSpy elapsed(&s, &GameSession::elapsedChanged);
        f.advance(5000);
        QCOMPARE(s.elapsed(), 5000);

        s.setPaused(true);
        QVERIFY(s.isPaused());
        QVERIFY(!s.isPlayable());
        QCOMPARE(paused.count(), 1);
        QCOMPARE(playable.count(), 1);
        QCOMPARE(elapsed.last().at(0).toLongLong(), 5000);
        f.advance(3000);
        QCOMPARE(s.elapsed(), 5000); // does not run while paused
        QVERIFY(!s.setValue(1, 6));  // and takes no moves
        QVERIFY(!s.toggleNote(1, 6));
        QVERIFY(!s.fillAllNotes());
        QCOMPARE(s.undoStack()->count(), 0);

        s.togglePause();
        QVERIFY(!s.isPaused());
        QVERIFY(s.isPlayable());
        f.advance(1000);
        QCOMPARE(s.elapsed(), 6000);
        QCOMPARE(paused.count(), 2);

        // A new game starts from 0.
        s.newGame(puzzle());
        QCOMPARE(s.elapsed(), 0);
        f.advance(250);
        QCOMPARE(s.elapsed(), 250);
    }

    // Held (a dialog is open): the time stands still, but the game is not paused.
    void stopwatchHeldWhileADialogIsOpen()
    {
        Fixture f;
        GameSession& s = f.session;
        QSignalSpy paused(&s, &GameSession::pausedChanged);
        f.advance(2000);
        s.setClockHeld(true);
        f.advance(7000);
        QCOMPARE(s.elapsed(), 2000);
        QVERIFY(!s.isPaused());
        QCOMPARE(paused.count(), 0);
        s.setClockHeld(false);
        f.advance(500);
        QCOMPARE(s.elapsed(), 2500);
        // Pause and hold together: running again only when both are off.
        s.setClockHeld(true);
        s.setPaused(true);
        s.setClockHeld(false);
        f.advance(1000);
        QCOMPARE(s.elapsed(), 2500);
        s.setPaused(false);
        f.advance(1000);
        QCOMPARE(s.elapsed(), 3500);
    }

    void stopwatchTicksEverySecond()
    {
        Fixture f;
        QSignalSpy elapsed(&f.session, &GameSession::elapsedChanged);
        f.advance(1500);
        // The tick timer runs on real time (one second); the value comes from the clock.
        QTRY_VERIFY_WITH_TIMEOUT(!elapsed.isEmpty(), 5000);
        QCOMPARE(elapsed.last().at(0).toLongLong(), 1500);
    }

    void completionStopsTheStopwatch()
    {
        Fixture f;
        GameSession& s = f.session;
        QSignalSpy completed(&s, &GameSession::completed);
        QSignalSpy wrong(&s, &GameSession::fullButWrong);
        QSignalSpy playable(&s, &GameSession::playableChanged);
        const std::vector<int> empty = testEmptyCells();
        for (std::size_t i = 0; i + 1 < empty.size(); ++i) QVERIFY(s.setValue(empty[i], testSolutionAt(empty[i])));
        QCOMPARE(completed.count(), 0);
        f.advance(7000);
        QVERIFY(s.setValue(empty.back(), testSolutionAt(empty.back())));
        QCOMPARE(completed.count(), 1);
        QCOMPARE(wrong.count(), 0);
        QVERIFY(s.isFinished());
        QVERIFY(!s.isPlayable());
        QCOMPARE(playable.count(), 1);
        f.advance(60000);
        QCOMPARE(s.elapsed(), 7000); // stopped on completion
        QVERIFY(!s.erase(empty.back())); // a finished game takes no moves
        s.setPaused(true);           // nor a pause
        QVERIFY(!s.isPaused());
    }

    void wrongFullGridDoesNotComplete()
    {
        Fixture f;
        GameSession& s = f.session;
        QSignalSpy completed(&s, &GameSession::completed);
        QSignalSpy wrong(&s, &GameSession::fullButWrong);
        const std::vector<int> empty = testEmptyCells();
        for (std::size_t i = 0; i + 1 < empty.size(); ++i) QVERIFY(s.setValue(empty[i], testSolutionAt(empty[i])));
        const int last = empty.back();
        QVERIFY(s.setValue(last, testSolutionAt(last) % 9 + 1));
        QCOMPARE(s.state().completion(), nonet::Completion::FullButWrong);
        QCOMPARE(completed.count(), 0);
        QCOMPARE(wrong.count(), 1);
        QVERIFY(s.isPlayable());
        f.advance(2000);
        QCOMPARE(s.elapsed(), 2000); // still running
        // The player fixes it: now it completes.
        QVERIFY(s.setValue(last, testSolutionAt(last)));
        QCOMPARE(completed.count(), 1);
    }

    void recordRestoresHistoryAndTime()
    {
        Fixture f;
        GameSession& s = f.session;
        QVERIFY(s.setValue(1, 6));
        QVERIFY(s.fillAllNotes());
        QVERIFY(s.setValue(3, 1));
        QVERIFY(s.toggleNote(5, 4));
        s.undoStack()->undo(); // one move left to redo
        f.advance(42000);
        const GameState position = s.state();
        const GameRecord snap = s.record();
        QCOMPARE(static_cast<int>(snap.moves.size()), 4);
        QCOMPARE(snap.undoIndex, 3);
        QCOMPARE(snap.elapsedMs, 42000);

        Fixture other;
        QSignalSpy reset(&other.session, &GameSession::reset);
        QSignalSpy completed(&other.session, &GameSession::completed);
        QVERIFY(other.session.restore(snap));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(other.session.state(), position);
        QCOMPARE(other.session.elapsed(), 42000);
        QCOMPARE(other.session.undoStack()->count(), 4);
        QCOMPARE(other.session.undoStack()->index(), 3);
        other.session.undoStack()->redo();
        QVERIFY(other.session.state().notes(5).contains(4) != position.notes(5).contains(4));
        for (int i = 0; i < 4; ++i) other.session.undoStack()->undo();
        QCOMPARE(other.session.state(), GameState(puzzle()));

        GameRecord bad = snap;
        bad.moves.push_back(Move::setValue(0, 1)); // on a given
        bad.undoIndex = 5;
        QVERIFY(!other.session.restore(bad));
        GameRecord badIndex = snap;
        badIndex.undoIndex = 9;
        QVERIFY(!other.session.restore(badIndex));
        QCOMPARE(other.session.undoStack()->count(), 4); // untouched by the refusals
    }

    // Every replacement of an unfinished game with moves hands it to the keeper first, and
    // none happens when the keeper could not keep it.
    void theKeeperSeesEveryUnfinishedGameLeft()
    {
        Fixture f;
        GameSession& s = f.session;
        std::vector<GameRecord> kept;
        bool keeps = true;
        s.setKeeper([&](const GameRecord& record) {
            kept.push_back(record);
            return keeps;
        });
        // No moves yet: nothing to keep.
        QVERIFY(s.newGame(puzzle()));
        QVERIFY(kept.empty());

        QVERIFY(s.setValue(1, 6));
        QVERIFY(s.hasUnfinishedGame());
        const GameRecord first = s.record();
        QVERIFY(s.newGame(puzzle()));
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(kept.back().moves, first.moves);

        // restore() too; moves that were all undone are still the player's work.
        QVERIFY(s.setValue(3, 1));
        s.undoStack()->undo();
        QVERIFY(s.hasUnfinishedGame());
        QVERIFY(s.restore(first));
        QCOMPARE(kept.size(), std::size_t{2});
        QCOMPARE(kept.back().undoIndex, 0);

        // Refused: nothing changes, and no reset is announced.
        keeps = false;
        QSignalSpy reset(&s, &GameSession::reset);
        QVERIFY(!s.newGame(puzzle()));
        GameRecord fresh;
        fresh.puzzle = puzzle();
        QVERIFY(!s.restore(fresh));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(s.record().moves, first.moves);
        QCOMPARE(kept.size(), std::size_t{4});
        // The game being played, as far or further on (its own save loaded again): nothing
        // of it would be lost, so the keeper is not asked (and cannot refuse).
        QVERIFY(s.restore(first));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(kept.size(), std::size_t{4});

        // A solved game is not unfinished.
        keeps = true;
        for (int cell : testEmptyCells()) s.setValue(cell, testSolutionAt(cell));
        QVERIFY(s.isFinished());
        QVERIFY(!s.hasUnfinishedGame());
        QVERIFY(s.newGame(puzzle()));
        QCOMPARE(kept.size(), std::size_t{4});
    }
};

QTEST_MAIN(TestGameSession)
#include "test_game_session.moc"
