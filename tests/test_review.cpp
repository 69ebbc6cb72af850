// Learning from mistakes: the rewind to the last correct position (several wrong branches,
// notes that rule out the right digit, undo and redo across it, the "nothing wrong" case),
// checkpoints (one undoable move back, kept through save/load and the autosave), and the
// missed step: the step that leads to the digit where the game went wrong, at the rewound
// position, through the progressive hint; and removing only the wrong digits.

#include "app/files/autosave.h"
#include "app/help/hint_controller.h"
#include "app/help/hint_text.h"
#include "app/review/checkpoint_dialog.h"
#include "app/review/review_actions.h"
#include "app/review/review_controller.h"
#include "app/session/game_session.h"
#include "app/storage/save_file.h"
#include "bad_input_catalogue.h"
#include "core/game/rewind.h"
#include "core/grader/grader.h"
#include "core/logic/candidate_grid.h"

#include <QAction>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <algorithm>
#include <random>

Q_DECLARE_METATYPE(nonet::Variant)

using namespace nonet;
using nonet::app::GameSession;
using nonet::app::HintController;
using nonet::app::ReviewController;

namespace {

// The sample puzzle's first row: "8.7.5..32", solved "867154932".
constexpr int r1c2 = 1, r1c4 = 3, r1c6 = 5, r1c7 = 6;

struct Fixture {
    GameSession session;
    HintController hints{&session};
    ReviewController review{&session, &hints};
    QSignalSpy messages{&review, &ReviewController::message};

    Fixture()
    {
        session.setAutoRemoveNotes(false);
        if (!session.newGame(testing::samplePuzzle())) qWarning("sample puzzle refused");
    }
    QString lastMessage() const { return messages.isEmpty() ? QString() : messages.constLast().value(0).toString(); }
};

} // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    void rewindSkipsSeveralWrongBranches();
    void notesThatRuleOutTheRightDigitAreWrong();
    void nothingWrongChangesNothing();
    void undoAndRedoAcrossARewind();
    void rewindIgnoresTheRedoBranch();
    void checkpointIsOneUndoableMoveBack();
    void checkpointSurvivesUndoingPastIt();
    void missedStepIsWhatTheBoardShowsNow();
    void checkpointsCountTheShapesCells_data();
    void checkpointsCountTheShapesCells();
    void checkpointsSurviveSaveAndLoad();
    void checkpointsSurviveAnAutosaveKill();
    void olderFilesHaveNoCheckpoints();
    void checkpointDialogGoesBackToTheChosenOne();
    void missedStepLeadsToTheDigitWhereTheGameWentWrong();
    void removeWrongDigitsKeepsTheRightMoves();
    void actionsFollowWhatCanBeDone();
};

void TestReview::rewindSkipsSeveralWrongBranches()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6)); // right
    QVERIFY(f.session.setValue(r1c4, 2)); // wrong ...
    QVERIFY(f.session.erase(r1c4));       // ... and taken out: on track again
    QVERIFY(f.session.setValue(r1c6, 4)); // right: the last position on track
    const GameState lastCorrect = f.session.state();
    QVERIFY(f.session.setValue(r1c7, 5));                  // wrong
    QVERIFY(f.session.toggleNote(r1c4, 3));                // a note without the right 1
    QVERIFY(f.session.setValue(r1c4, 1));                  // right, but r1c7 is still wrong
    QVERIFY(!isOnTrack(f.session.state()));

    const int before = f.session.undoStack()->count();
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), lastCorrect);
    QCOMPARE(f.session.undoStack()->count(), before + 1); // one move
    QCOMPARE(f.session.undoStack()->undoText(), QStringLiteral("Rewind to last correct"));
    QCOMPARE(f.lastMessage(), QStringLiteral("Rewound 3 move(s) to the last position without a mistake."));
}

void TestReview::notesThatRuleOutTheRightDigitAreWrong()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.toggleNote(r1c4, 1));
    QVERIFY(f.session.toggleNote(r1c4, 2)); // {1, 2} holds the right 1: on track
    QVERIFY(isOnTrack(f.session.state()));
    const GameState good = f.session.state();
    QVERIFY(f.session.toggleNote(r1c4, 1)); // {2}: rules the 1 out
    QVERIFY(f.session.toggleNote(r1c6, 7, NoteKind::Centre)); // a centre note without the right 4
    QVERIFY(f.session.toggleNote(r1c6, 4, NoteKind::Centre)); // {4, 7}: fine, but r1c4 is not
    QVERIFY(!isOnTrack(f.session.state()));

    const auto way = rewindToLastCorrect(f.session.record());
    QVERIFY(way.has_value());
    QCOMPARE(way->movesBack, 3);
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), good);

    // A centre note alone that rules out the right digit is a mistake too.
    QVERIFY(f.session.toggleNote(r1c7, 1, NoteKind::Centre));
    QVERIFY(!isOnTrack(f.session.state()));
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), good);
    QCOMPARE(f.lastMessage(), QStringLiteral("Rewound 1 move(s) to the last position without a mistake."));
}

void TestReview::nothingWrongChangesNothing()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.toggleNote(r1c4, 1));
    const GameState position = f.session.state();
    const int moves = f.session.undoStack()->count();
    QVERIFY(!f.review.rewind());
    QCOMPARE(f.session.state(), position);
    QCOMPARE(f.session.undoStack()->count(), moves);
    QVERIFY(f.lastMessage().startsWith(QStringLiteral("Nothing to rewind")));
    QVERIFY(!rewindToLastCorrect(f.session.record()).has_value());
}

void TestReview::undoAndRedoAcrossARewind()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    const GameState good = f.session.state();
    QVERIFY(f.session.setValue(r1c4, 7));
    QVERIFY(f.session.setValue(r1c6, 8));
    const GameState wrong = f.session.state();
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), good);
    QVERIFY(f.session.setValue(r1c4, 1)); // play on from there
    const GameState after = f.session.state();

    f.session.undoStack()->undo();
    QCOMPARE(f.session.state(), good);
    f.session.undoStack()->undo(); // the rewind itself
    QCOMPARE(f.session.state(), wrong);
    f.session.undoStack()->undo();
    f.session.undoStack()->undo();
    f.session.undoStack()->undo();
    QCOMPARE(f.session.state(), GameState(testing::samplePuzzle()));
    while (f.session.undoStack()->canRedo()) f.session.undoStack()->redo();
    QCOMPARE(f.session.state(), after);

    // A second rewind after more mistakes lands after the first one's moves, not before.
    QVERIFY(f.session.setValue(r1c7, 2));
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), after);
    QCOMPARE(f.lastMessage(), QStringLiteral("Rewound 1 move(s) to the last position without a mistake."));
}

void TestReview::rewindIgnoresTheRedoBranch()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 5));
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(f.session.erase(r1c2)); // right again
    QVERIFY(f.session.setValue(r1c6, 4));
    f.session.undoStack()->undo(); // r1c6 can be redone
    f.session.undoStack()->undo(); // and the erase: r1c2 = 5 is back, wrong
    const GameRecord record = f.session.record();
    QCOMPARE(record.undoIndex, 2);
    const auto way = rewindToLastCorrect(record);
    QVERIFY(way.has_value());
    QCOMPARE(way->movesBack, 2); // only the played moves count: back to the givens
    QVERIFY(f.review.rewind());
    QCOMPARE(f.session.state(), GameState(testing::samplePuzzle()));
}

void TestReview::checkpointIsOneUndoableMoveBack()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.toggleNote(r1c4, 1));
    QVERIFY(f.session.colourCells(WideCellSet::single(0), 2)); // a given's colour is part of it
    QVERIFY(f.review.setCheckpoint());
    QVERIFY(f.lastMessage().startsWith(QStringLiteral("Set Checkpoint 1 \u00b7 ")));
    QVERIFY(f.lastMessage().endsWith(QStringLiteral(" \u00b7 %1 of 81 filled.").arg(f.session.state().filledCount())));
    QVERIFY(!f.review.setCheckpoint()); // the same position twice is one checkpoint
    QCOMPARE(f.session.checkpoints().size(), std::size_t{1});
    const GameState first = f.session.state();
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(f.review.setCheckpoint());
    const GameState second = f.session.state();
    QVERIFY(f.session.setValue(r1c6, 3));
    QVERIFY(f.session.colourCells(WideCellSet::single(0), 0));
    const GameState now = f.session.state();

    const int moves = f.session.undoStack()->count();
    QVERIFY(f.review.backToCheckpoint()); // the latest
    QCOMPARE(f.session.state(), second);
    QVERIFY(f.review.backToCheckpoint(0));
    QCOMPARE(f.session.state(), first);
    QCOMPARE(f.session.undoStack()->count(), moves + 2);
    QCOMPARE(f.session.undoStack()->undoText(), QStringLiteral("Back to checkpoint 1"));
    QVERIFY(!f.review.backToCheckpoint(0)); // there already
    f.session.undoStack()->undo();
    QCOMPARE(f.session.state(), second);
    f.session.undoStack()->undo();
    QCOMPARE(f.session.state(), now);
    QVERIFY(!f.review.backToCheckpoint(7));
}

// Show What I Missed explains a cell by what the board shows now: where a single places
// the cell at this position (its house's last empty cell, the one place for a value in
// a house, its one candidate), that single is the step, with nothing counted before
// it, never a full house the grader reaches later (a 4x4's column with two cells
// empty). Every shape, from the start to near the end of its sample game.
void TestReview::missedStepIsWhatTheBoardShowsNow()
{
    int singles = 0;
    for (const Variant variant : kAllVariants) {
        const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
        GameState state(puzzle);
        std::vector<int> empty;
        for (int cell = 0; cell < state.cellCount(); ++cell)
            if (state.value(cell) == 0) empty.push_back(cell);
        std::mt19937_64 rng(5);
        std::shuffle(empty.begin(), empty.end(), rng);
        for (std::size_t stage = 0; stage < 3; ++stage) {
            const ShapeCandidateGrid grid = ShapeCandidateGrid::fromGrid(state.values());
            const Shape& shape = state.shape();
            for (int cell = 0; cell < state.cellCount(); ++cell) {
                if (state.value(cell) != 0) continue;
                const int digit = puzzle.solution.at(cell);
                // A single at this cell, read off the board.
                bool single = grid.candidates(cell).count() == 1;
                for (const int house : shape.housesOf(cell)) {
                    const WideCellSet open = grid.unsolvedCells() & shape.houseSet(house);
                    single = single || open.count() == 1 || (grid.cellsWith(digit) & open) == WideCellSet::single(cell);
                }
                if (!single) continue;
                ++singles;
                const Hint hint = findHintForCell(state, cell);
                const QString where = QStringLiteral("%1 r%2c%3").arg(QString::fromLatin1(variantKey(variant).data())).arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1);
                QCOMPARE(hint.kind, HintKind::Step);
                QVERIFY2(hint.stepsBefore == 0, qPrintable(where));
                QCOMPARE(hint.step.placements.size(), std::size_t{1});
                QCOMPARE(hint.step.placements.front().cell, cell);
                QCOMPARE(hint.step.placements.front().digit, digit);
                if (hint.step.technique == Technique::FullHouse)
                    QVERIFY2((grid.unsolvedCells() & shape.houseSet(hint.step.houses.front())).count() == 1, qPrintable(where));
            }
            const std::size_t from = empty.size() * stage / 3;
            for (std::size_t i = from; i < empty.size() * (stage + 1) / 3; ++i) state.apply(Move::setValue(empty[i], puzzle.solution.at(empty[i])));
        }
    }
    QVERIFY(singles > 0);
}

// A checkpoint says how far the game had come in the cells of its own shape: "7 of 16
// filled" on a 4x4, never "of 81".
void TestReview::checkpointsCountTheShapesCells_data()
{
    QTest::addColumn<Variant>("variant");
    for (const Variant variant : kAllVariants) QTest::newRow(variantKey(variant).data()) << variant;
}

void TestReview::checkpointsCountTheShapesCells()
{
    QFETCH(Variant, variant);
    Fixture f;
    const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    QVERIFY(f.session.newGame(puzzle));
    int cell = 0;
    while (puzzle.givens.at(cell) != 0) ++cell;
    QVERIFY(f.session.setValue(cell, puzzle.solution.at(cell)));
    QVERIFY(f.review.setCheckpoint());
    const QString expected = QStringLiteral(" \u00b7 %1 of %2 filled").arg(puzzle.givens.filledCount() + 1).arg(puzzle.shape().cellCount());
    QVERIFY2(f.lastMessage().endsWith(expected + QLatin1Char('.')), qPrintable(f.lastMessage()));
    QCOMPARE(f.review.checkpointNames().size(), 1);
    QVERIFY2(f.review.checkpointNames().front().endsWith(expected), qPrintable(f.review.checkpointNames().front()));
}

void TestReview::checkpointSurvivesUndoingPastIt()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(f.review.setCheckpoint());
    const GameState marked = f.session.state();
    f.session.undoStack()->undo();
    f.session.undoStack()->undo();
    QVERIFY(f.session.setValue(r1c7, 9)); // the redo branch with the checkpoint's moves is gone
    QVERIFY(f.review.backToCheckpoint());
    QCOMPARE(f.session.state(), marked);
}

void TestReview::checkpointsSurviveSaveAndLoad()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.toggleNote(r1c4, 1, NoteKind::Centre));
    QVERIFY(f.review.setCheckpoint());
    QVERIFY(f.session.setValue(r1c6, 4));
    QVERIFY(f.review.setCheckpoint());
    QVERIFY(f.session.setValue(r1c7, 3));
    const GameRecord record = f.session.record();
    QCOMPARE(record.checkpoints.size(), std::size_t{2});

    const auto read = app::SaveFile::read(app::SaveFile::write({record, QStringLiteral("cp"), {}}));
    if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
    QCOMPARE(std::get<app::SavedGame>(read).record, record);

    Fixture g;
    QVERIFY(g.session.restore(std::get<app::SavedGame>(read).record));
    QCOMPARE(g.review.checkpointNames().size(), 2);
    QVERIFY(g.review.backToCheckpoint(0));
    QCOMPARE(g.session.state().value(r1c6), 0);
    QCOMPARE(g.session.state().centreNotes(r1c4), DigitSet::single(1));
    // A new game starts without them.
    QVERIFY(g.session.newGame(testing::samplePuzzle()));
    QVERIFY(g.session.checkpoints().empty());
}

// The autosave writes a checkpoint at once: what is on disk when the process dies (no
// flush, no destructor) has it.
void TestReview::checkpointsSurviveAnAutosaveKill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Fixture f;
    app::Autosave::Options options;
    options.directory = dir.path();
    options.delayMs = 60000; // a move alone would wait; the checkpoint must not
    app::Autosave autosave(&f.session, options);
    QVERIFY(autosave.acquireSlot());
    autosave.start();
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(f.review.setCheckpoint());
    const auto read = app::SaveFile::readFile(autosave.slotPath());
    if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
    const GameRecord& onDisk = std::get<app::SavedGame>(read).record;
    QCOMPARE(onDisk.checkpoints, f.session.checkpoints());
    QCOMPARE(onDisk.undoIndex, 2);
}

void TestReview::olderFilesHaveNoCheckpoints()
{
    for (const char* name : {"saved_game_format1.nonet", "saved_game_format2.nonet"}) {
        const auto read = app::SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/") + QLatin1String(name));
        if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
        QVERIFY(std::get<app::SavedGame>(read).record.checkpoints.empty());
    }
    const auto read = app::SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/saved_game_format3.nonet"));
    if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
    QCOMPARE(std::get<app::SavedGame>(read).record.checkpoints.size(), std::size_t{2});
}

void TestReview::checkpointDialogGoesBackToTheChosenOne()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    QVERIFY(f.review.setCheckpoint());
    const GameState first = f.session.state();
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(f.review.setCheckpoint());
    QVERIFY(f.session.setValue(r1c6, 4));

    QWidget window;
    app::CheckpointDialog dialog(&f.review, &window);
    QCOMPARE(dialog.list()->count(), 2);
    QVERIFY(dialog.list()->item(0)->text().startsWith(QStringLiteral("Checkpoint 2"))); // newest first
    QCOMPARE(dialog.chosenCheckpoint(), 1);
    QVERIFY(!dialog.list()->accessibleName().isEmpty());
    dialog.show();
    dialog.list()->setFocus();
    QTest::keyClick(dialog.list(), Qt::Key_Down);
    QCOMPARE(dialog.chosenCheckpoint(), 0);
    QTest::keyClick(dialog.list(), Qt::Key_Return);
    QCOMPARE(f.session.state(), first);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestReview::missedStepLeadsToTheDigitWhereTheGameWentWrong()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6));
    const GameState good = f.session.state();
    QVERIFY(f.session.setValue(r1c4, 9)); // wrong (1)
    QVERIFY(f.session.setValue(r1c6, 4)); // right, after the mistake
    QVERIFY(f.review.canShowMissed()); // a mistake on the board: rewinds first
    QVERIFY(f.review.showMissed());
    QCOMPARE(f.session.state(), good);
    QTRY_COMPARE(f.hints.stage(), HintStage::Where);
    const Hint& hint = f.hints.hint();
    QCOMPARE(hint.kind, HintKind::Step);

    // The step that leads to r1c4's digit, not whatever step the grader would take first.
    bool touches = false;
    for (const CellDigit& p : hint.step.placements) touches = touches || (p.cell == r1c4 && p.digit == 1);
    for (const CellDigit& e : hint.step.eliminations) touches = touches || e.cell == r1c4;
    QVERIFY2(touches, qPrintable(app::HintText::stepSentence(hint.step)));
    const Hint expected = findHintForCell(good, r1c4);
    QCOMPARE(hint.step.technique, expected.step.technique);
    QCOMPARE(hint.step.placements, expected.step.placements);
    QCOMPARE(hint.step.eliminations, expected.step.eliminations);
    // The grader's first step on this position is about another cell: the one the old
    // behaviour taught.
    const auto first = findSimplestStep(CandidateGrid::fromGrid(good.values().toClassic()), true);
    QVERIFY(first.has_value());
    bool firstTouches = false;
    for (const CellDigit& p : first->placements) firstTouches = firstTouches || p.cell == r1c4;
    for (const CellDigit& e : first->eliminations) firstTouches = firstTouches || e.cell == r1c4;
    QVERIFY(!firstTouches);

    // The same progressive hint: the next press goes on to the technique, then the pattern,
    // which names the cell.
    QVERIFY(f.review.showMissed());
    QCOMPARE(f.hints.stage(), HintStage::What);
    QVERIFY(f.review.showMissed());
    QCOMPARE(f.hints.stage(), HintStage::Pattern);
    QVERIFY2(f.hints.text().contains(QStringLiteral("row 1 column 4")), qPrintable(f.hints.text()));
    // A move on from the rewound position: nothing missed to show any more.
    QVERIFY(f.session.setValue(r1c4, 1));
    QVERIFY(!f.review.canShowMissed());
    QVERIFY(!f.review.showMissed());
}

void TestReview::removeWrongDigitsKeepsTheRightMoves()
{
    Fixture f;
    QVERIFY(f.session.setValue(r1c2, 6)); // right
    QVERIFY(f.session.setValue(r1c4, 9)); // wrong
    QVERIFY(f.session.setValue(r1c6, 4)); // right, after the mistake
    QVERIFY(f.session.setValue(r1c7, 5)); // wrong
    QVERIFY(f.session.toggleNote(10, 9)); // r2c2: a note stays too
    const int steps = f.session.undoStack()->count();
    QVERIFY(f.review.canRemoveWrongDigits());
    QVERIFY(f.review.removeWrongDigits());
    QCOMPARE(f.session.state().value(r1c2), 6);
    QCOMPARE(f.session.state().value(r1c6), 4);
    QCOMPARE(f.session.state().value(r1c4), 0);
    QCOMPARE(f.session.state().value(r1c7), 0);
    QVERIFY(f.session.state().notes(10).contains(9));
    QCOMPARE(f.session.undoStack()->count(), steps + 1); // one move
    QVERIFY(f.lastMessage().startsWith(QStringLiteral("Removed 2 wrong digit")));
    QVERIFY(!f.review.canRemoveWrongDigits());
    QVERIFY(!f.review.removeWrongDigits());
    QCOMPARE(f.lastMessage(), QStringLiteral("No digit on the board is wrong."));
    f.session.undoStack()->undo();
    QCOMPARE(f.session.state().value(r1c4), 9);
    QCOMPARE(f.session.state().value(r1c6), 4);
}

void TestReview::actionsFollowWhatCanBeDone()
{
    Fixture f;
    QWidget window;
    app::ReviewActions actions(&f.review, &window);
    for (QAction* action : {actions.setCheckpoint(), actions.backToCheckpoint(), actions.checkpoints(), actions.rewind(),
                            actions.removeWrongDigits(), actions.showMissed()}) {
        QVERIFY2(!action->text().isEmpty() && !action->toolTip().isEmpty(), qPrintable(action->objectName()));
        QVERIFY(action->objectName().startsWith(QStringLiteral("action")));
    }
    for (QAction* action : {actions.setCheckpoint(), actions.backToCheckpoint(), actions.rewind(), actions.showMissed()})
        QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->objectName()));
    QVERIFY(actions.setCheckpoint()->isEnabled());
    QVERIFY(!actions.backToCheckpoint()->isEnabled());
    QVERIFY(!actions.showMissed()->isEnabled());
    QVERIFY(!actions.removeWrongDigits()->isEnabled());
    actions.setCheckpoint()->trigger();
    QVERIFY(actions.backToCheckpoint()->isEnabled());
    QVERIFY(f.session.setValue(r1c4, 2));
    QVERIFY(actions.showMissed()->isEnabled());
    QVERIFY(actions.removeWrongDigits()->isEnabled());
    actions.rewind()->trigger();
    QCOMPARE(f.session.state().value(r1c4), 0);
    QVERIFY(actions.showMissed()->isEnabled()); // the rewound position
    f.session.setPaused(true);
    for (QAction* action : {actions.setCheckpoint(), actions.backToCheckpoint(), actions.rewind(), actions.showMissed()})
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
}

QTEST_MAIN(TestReview)
#include "test_review.moc"
