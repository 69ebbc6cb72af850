// Game > Enter Puzzle (app/editor, app/shell/editing_mode): the live verdicts on hand-made
// grids (conflicts, none, several with the cell and digits that cut them down, unique with
// its level), typed on the same board as play and judged on a worker; Start Playing makes
// the game; Cancel returns to the game untouched; the entry survives a restart; every grid
// and paste of the bad input catalogue is refused with its sentence, the grid kept.

#include "app/editor/editor_view.h"
#include "app/editor/entry_file.h"
#include "app/editor/entry_verdict.h"
#include "app/editor/puzzle_editor.h"
#include "app/editor/verdict_text.h"
#include "app/files/import_job.h"
#include "app/files/puzzle_import.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/shell/editing_mode.h"
#include "app/shell/main_window.h"
#include "core/expert/expert_rating.h"
#include "core/grader/grader.h"
#include "core/notation/grid_line.h"
#include "core/solver/solve.h"
#include "tests/bad_input_catalogue.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <memory>

using namespace nonet;
using namespace nonet::app;

namespace {

Grid gridOf(const QString& text) { return *parseGridLine(text.toStdString()); }

QString sample() { return QString::fromLatin1(testing::kSamplePuzzle); }

// The sample puzzle with givens taken away in reading order until it has several solutions.
Grid severalSolutions()
{
    Grid grid = gridOf(sample());
    for (int cell = 0; cell < kCellCount && countSolutions(grid, 2) == 1; ++cell) grid.setAt(cell, 0);
    return grid;
}

// A game window with the editor wired in as the app wires it (app/shell/launch.cpp).
struct Fixture {
    QTemporaryDir data;
    std::unique_ptr<MainWindow> window;
    PuzzleEditor* editor = nullptr;
    EditingMode* mode = nullptr;

    Fixture()
    {
        window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        editor = new PuzzleEditor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
        mode = new EditingMode(window.get(), editor);
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get())) qWarning("the window is not active: shortcuts will not work");
    }

    // The verdict for the grid on screen.
    EntryVerdict waitForVerdict()
    {
        if (!editor->verdictIsCurrent()) {
            QSignalSpy shown(editor, &PuzzleEditor::verdictShown);
            if (!shown.wait(10000)) qWarning("no verdict");
        }
        return editor->verdict();
    }

    // Types a digit on the editor's board, as a player does.
    void type(int cell, int digit)
    {
        ui::BoardWidget* board = editor->view()->board();
        board->setSelectedCell(cell);
        QTest::keyClick(board, static_cast<Qt::Key>(Qt::Key_0 + digit));
    }
};

} // namespace

class TestEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_editor"));
    }

    // The verdicts, straight from the engine's answers on hand-made grids.
    void verdicts()
    {
        QCOMPARE(judgeEntry(Grid{}).kind, EntryVerdict::Kind::Empty);

        Grid clash;
        clash.setAt(0, 5);
        clash.setAt(80, 5);
        clash.setAt(8, 5); // r1c1 and r1c9 share row 1; r9c9 shares column 9 with r1c9
        const EntryVerdict conflicts = judgeEntry(clash);
        QCOMPARE(conflicts.kind, EntryVerdict::Kind::Conflicts);
        CellSet expected;
        for (const int cell : {0, 8, 80}) expected.insert(cell);
        QCOMPARE(conflicts.conflicts, expected);

        const Grid unsolvable = gridOf(QStringLiteral("12345678.") + QString(8, QLatin1Char('.')) + QStringLiteral("9") + QString(63, QLatin1Char('.')));
        QCOMPARE(judgeEntry(unsolvable).kind, EntryVerdict::Kind::NoSolution);
        // It points at the givens at fault: a set that has no solution on its own, each of
        // them needed, the stray given in r9c1 not among them, and the one typed last (r2c9)
        // kept in it and named.
        Grid stray = unsolvable;
        stray.setAt(72, 5);
        const EntryVerdict fault = judgeEntry(stray, {}, CellSet::single(17));
        QCOMPARE(fault.kind, EntryVerdict::Kind::NoSolution);
        QVERIFY(!fault.culprits.empty());
        QVERIFY(!fault.culprits.contains(72));
        QVERIFY(fault.culprits.contains(17));
        QCOMPARE(fault.lastTyped, 17);
        Grid core;
        for (int cell : fault.culprits) core.setAt(cell, stray.at(cell));
        QCOMPARE(countSolutions(core, 1), 0);
        for (int cell : fault.culprits) {
            Grid fewer = core;
            fewer.setAt(cell, 0);
            QVERIFY2(countSolutions(fewer, 1) > 0, qPrintable(QString::number(cell)));
        }
        const QString said = VerdictText::describe(fault);
        QVERIFY2(said.contains(QStringLiteral("The one you typed last, in row 2 column 9, is among them")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("row 1 column 1")), qPrintable(said));

        const Grid several = severalSolutions();
        const EntryVerdict many = judgeEntry(several);
        QCOMPARE(many.kind, EntryVerdict::Kind::Several);
        const int count = countSolutions(several, EntryVerdict::kCountLimit);
        QVERIFY(count >= 2);
        QCOMPARE(many.solutions, count);
        QVERIFY(many.cell >= 0 && several.at(many.cell) == 0);
        QVERIFY(many.digits.count() >= 2);
        // Each digit it names keeps a solution and cuts the count down; no other digit there
        // keeps one.
        for (int digit = 1; digit <= kSide; ++digit) {
            Grid more = several;
            more.setAt(many.cell, digit);
            const int left = more.isConsistent() ? countSolutions(more, EntryVerdict::kCountLimit) : 0;
            QCOMPARE(left > 0, many.digits.contains(digit));
            if (left > 0) QVERIFY(left < count);
        }

        const EntryVerdict unique = judgeEntry(gridOf(sample()));
        QCOMPARE(unique.kind, EntryVerdict::Kind::Unique);
        QCOMPARE(unique.solution, gridOf(QString::fromLatin1(testing::kSampleSolution)));
        // As an import rates it.
        QCOMPARE(unique.level, ImportJob::gradeLevel(gridOf(sample()), {}));
        QVERIFY(unique.score > 0);
        QVERIFY(VerdictText::describe(unique).contains(QStringLiteral("exactly one solution")));
        // On the game's scale: the expert-scale figure the status bar shows, not the grader's score.
        QVERIFY(unique.expert.has_value());
        const auto expert = rateExpert(gridOf(sample()));
        QVERIFY(expert.has_value());
        QCOMPARE(unique.expert->tenths, expert->tenths);
        QVERIFY2(VerdictText::describe(unique).contains(QStringLiteral("Level: %1 (%2)").arg(levelTitle(unique.level), expertRatingText(*expert))),
                 qPrintable(VerdictText::describe(unique)));
        QVERIFY(!VerdictText::describe(unique).contains(QStringLiteral("score")));
    }

    void badEntriesCannotBePlayed_data()
    {
        QTest::addColumn<QString>("givens");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badEntries())
            QTest::newRow(row.name) << row.givens << static_cast<int>(row.kind) << row.messageFragment;
    }

    // Through the real editor: pasted, judged, told, Start Playing off.
    void badEntriesCannotBePlayed()
    {
        QFETCH(QString, givens);
        QFETCH(int, kind);
        QFETCH(QString, fragment);
        Fixture f;
        f.editor->open(gridOf(givens));
        const EntryVerdict verdict = f.waitForVerdict();
        QCOMPARE(static_cast<int>(verdict.kind), kind);
        QVERIFY2(f.editor->view()->verdictLabel()->text().contains(fragment), qPrintable(f.editor->view()->verdictLabel()->text()));
        QVERIFY(!f.editor->view()->startButton()->isEnabled());
        QVERIFY(!f.editor->startPlaying());
        QVERIFY(f.editor->isOpen());
    }

    void badPastesKeepTheGrid_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badImportTexts()) {
            // What the parser already refuses; the solver's answers are the verdict's job.
            if (row.code == ImportProblem::Code::NoSolution || row.code == ImportProblem::Code::SeveralSolutions
                || row.code == ImportProblem::Code::BadProgress)
                continue;
            // The puzzle entered is classic: other shapes' texts are Import's.
            if (row.chosen != Variant::Classic || nonet::app::PuzzleImport::variantOf(row.text) != Variant::Classic) continue;
            QTest::newRow(row.name) << row.text << row.messageFragment;
        }
    }

    void badPastesKeepTheGrid()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        Fixture f;
        f.editor->open();
        f.type(4, 7);
        const Grid before = f.editor->entry()->givens();
        QSignalSpy problem(f.editor, &PuzzleEditor::problem);
        QVERIFY(!f.editor->paste(text));
        QCOMPARE(problem.size(), 1);
        QVERIFY2(problem.first().first().toString().contains(fragment), qPrintable(problem.first().first().toString()));
        QCOMPARE(f.editor->entry()->givens(), before);
        QCOMPARE(f.editor->entry()->undoStack()->count(), 1);
    }

    // Typed on the board: the verdict follows every key, conflicts marked on the board,
    // undo and redo give back the grid; the suggestion is ringed in its cell.
    void liveVerdictsWhileTyping()
    {
        Fixture f;
        f.editor->open();
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Empty);
        f.type(0, 5);
        // At once, before any worker answered: the panel says it is checking.
        QCOMPARE(f.editor->view()->verdictLabel()->text(), VerdictText::checking());
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Several);
        QVERIFY(f.editor->view()->board()->hintCells().contains(f.editor->verdict().cell));
        f.type(8, 5);
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Conflicts);
        QVERIFY(f.editor->view()->board()->cell(0).conflict);
        QVERIFY(f.editor->view()->board()->cell(8).conflict);
        f.editor->view()->undoAction()->trigger();
        QCOMPARE(f.editor->entry()->givens().at(8), 0);
        QVERIFY(!f.editor->view()->board()->cell(0).conflict);
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Several);
        f.editor->view()->redoAction()->trigger();
        QCOMPARE(f.editor->entry()->givens().at(8), 5);
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Conflicts);
        // Erase, then the whole sample by paste: unique, with its level; Start Playing on.
        f.editor->view()->board()->setSelectedCell(8);
        QTest::keyClick(f.editor->view()->board(), Qt::Key_Delete);
        QVERIFY(f.editor->paste(sample()));
        const EntryVerdict unique = f.waitForVerdict();
        QCOMPARE(unique.kind, EntryVerdict::Kind::Unique);
        QVERIFY(f.editor->view()->startButton()->isEnabled());
        QCOMPARE(f.editor->view()->board()->hintCells(), CellSet{});
        // A selection of several cells takes a digit or an erase as one step.
        f.editor->entry()->clear();
        const int steps = f.editor->entry()->undoStack()->index();
        CellSet two;
        two.insert(0);
        two.insert(40);
        QVERIFY(f.editor->entry()->setDigits(two, 4));
        QCOMPARE(f.editor->entry()->givens().at(0), 4);
        QCOMPARE(f.editor->entry()->givens().at(40), 4);
        QVERIFY(f.editor->entry()->eraseCells(two));
        QCOMPARE(f.editor->entry()->givens(), Grid{});
        QCOMPARE(f.editor->entry()->undoStack()->index(), steps + 2);
    }

    // Typed in the editor, the no-solution verdict shades the givens at fault.
    void noSolutionShadesTheGivensAtFault()
    {
        Fixture f;
        f.editor->open();
        ui::BoardWidget* board = f.editor->view()->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClicks(board, QStringLiteral("12345678"));
        f.type(72, 5);
        f.type(17, 9); // r2c9, last: now no grid completes them
        const EntryVerdict verdict = f.waitForVerdict();
        QCOMPARE(verdict.kind, EntryVerdict::Kind::NoSolution);
        QCOMPARE(verdict.lastTyped, 17);
        QVERIFY(!verdict.culprits.contains(72));
        QCOMPARE(board->hintCells(), verdict.culprits);
        QVERIFY2(f.editor->view()->verdictLabel()->text().contains(QStringLiteral("in row 2 column 9")),
                 qPrintable(f.editor->view()->verdictLabel()->text()));
        QVERIFY(!f.editor->view()->startButton()->isEnabled());
    }

    // One key a cell, as a puzzle is typed on a line: a digit enters and moves on, 0, '.'
    // and Space leave the cell blank (emptying a filled one) and move on; the last cell
    // wraps to the first.
    void typingMovesOnCellByCell()
    {
        Fixture f;
        f.editor->open();
        ui::BoardWidget* board = f.editor->view()->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClicks(board, QStringLiteral("53.0 7"));
        QCOMPARE(board->selectedCell(), 6);
        const Grid typed = f.editor->entry()->givens();
        QCOMPARE(typed.at(0), 5);
        QCOMPARE(typed.at(1), 3);
        for (int cell : {2, 3, 4}) QCOMPARE(typed.at(cell), 0);
        QCOMPARE(typed.at(5), 7);
        // Over a filled cell, a blank key empties it.
        board->setSelectedCell(1);
        QTest::keyClick(board, Qt::Key_Period);
        QCOMPARE(f.editor->entry()->givens().at(1), 0);
        QCOMPARE(board->selectedCell(), 2);
        board->setSelectedCell(kCellCount - 1);
        QTest::keyClick(board, Qt::Key_9);
        QCOMPARE(f.editor->entry()->givens().at(kCellCount - 1), 9);
        QCOMPARE(board->selectedCell(), 0);
        // The game's board is not a line: a digit there stays in its cell.
        QVERIFY(!f.window->board()->typingAdvances());
    }

    // Typing never waits for the worker: a run of keys is taken at once, and the verdict
    // that arrives is the one for the last grid.
    void typingNeverWaits()
    {
        Fixture f;
        f.editor->open();
        const Grid target = gridOf(sample());
        int typed = 0;
        for (int cell = 0; cell < kCellCount; ++cell)
            if (target.at(cell) != 0) {
                f.type(cell, target.at(cell));
                ++typed;
            }
        QCOMPARE(f.editor->entry()->givens(), target);
        QCOMPARE(f.editor->entry()->undoStack()->count(), typed);
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Unique);
        QCOMPARE(f.editor->verdictJob()->givens(), target);
    }

    void startPlayingMakesTheGame()
    {
        Fixture f;
        GameSession* session = f.window->session();
        QVERIFY(session->hasGame());
        f.window->findChild<QAction*>(QStringLiteral("actionEnterPuzzle"))->trigger();
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.mode->stack()->currentWidget(), f.editor->view());
        QVERIFY(!f.window->menuBar()->isEnabled());
        QVERIFY(session->isPaused());
        QVERIFY(f.editor->paste(sample()));
        const EntryVerdict verdict = f.waitForVerdict();
        QCOMPARE(verdict.kind, EntryVerdict::Kind::Unique);
        QSignalSpy closed(f.editor, &PuzzleEditor::closed);
        QTest::mouseClick(f.editor->view()->startButton(), Qt::LeftButton);
        QCOMPARE(closed.size(), 1);
        // A game like an imported one: these givens, their solution, the graded level,
        // playing, the window back to the game.
        QCOMPARE(session->state().givens(), gridOf(sample()));
        QCOMPARE(session->state().solution(), verdict.solution);
        QCOMPARE(session->level(), verdict.level);
        QVERIFY(session->isPlayable());
        QCOMPARE(session->undoStack()->count(), 0);
        QVERIFY(f.mode->stack()->currentWidget() != f.editor->view());
        QVERIFY(f.window->menuBar()->isEnabled());
        QVERIFY(!QFile::exists(EntryFile(f.data.path()).path()));
    }

    void cancelLeavesTheGameUntouched()
    {
        Fixture f;
        GameSession* session = f.window->session();
        // A game with a move, running.
        const Grid givens = session->state().givens().toClassic();
        int empty = 0;
        while (givens.at(empty) != 0) ++empty;
        QVERIFY(session->setValue(empty, session->state().solution().at(empty)));
        const GameRecord before = session->record();
        const QString title = f.window->windowTitle();
        QVERIFY(!session->isPaused());

        auto* status = f.window->findChild<QLabel*>(QStringLiteral("gameStatus"));
        QVERIFY(status != nullptr && status->isVisible());
        f.editor->open();
        QVERIFY(session->isPaused());
        QVERIFY(!status->isVisible()); // the game's figures are not the entry's
        f.type(0, 3);
        // While editing, what acts on the game does nothing: New's shortcut is off.
        QSignalSpy resetWhileEditing(session, &GameSession::reset);
        QTest::keyClick(f.window->statusBar(), Qt::Key_N, Qt::ControlModifier);
        QTest::keyClick(f.editor->view()->board(), Qt::Key_N, Qt::ControlModifier);
        QTest::qWait(200); // a new game would have arrived from the source by now
        QCOMPARE(resetWhileEditing.size(), 0);

        // With givens entered, Cancel asks first; answering "Cancel" keeps the editor.
        f.editor->view()->cancelButton()->click();
        auto* question = f.window->findChild<QMessageBox*>(QStringLiteral("editorCancelQuestion"));
        QVERIFY(question);
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(f.editor->isOpen());
        QTRY_VERIFY(!f.window->findChild<QMessageBox*>(QStringLiteral("editorCancelQuestion"))); // closed and gone
        f.editor->view()->cancelButton()->click();
        question = f.window->findChild<QMessageBox*>(QStringLiteral("editorCancelQuestion"));
        QVERIFY(question);
        question->button(QMessageBox::Discard)->click();
        QVERIFY(!f.editor->isOpen());
        QTRY_VERIFY(!f.window->findChild<QMessageBox*>(QStringLiteral("editorCancelQuestion")));

        const GameRecord after = session->record();
        QCOMPARE(after.puzzle, before.puzzle);
        QCOMPARE(after.moves, before.moves);
        QCOMPARE(after.undoIndex, before.undoIndex);
        QVERIFY(!session->isPaused()); // running again, as it was
        QCOMPARE(f.window->windowTitle(), title);
        QVERIFY(f.window->menuBar()->isEnabled());
        QVERIFY(status->isVisible());
        QVERIFY(!QFile::exists(EntryFile(f.data.path()).path()));
        // And the game's shortcuts are back: the same key that did nothing while editing.
        // (The offscreen platform does not give the window the activation back from the box.)
        f.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        QSignalSpy reset(session, &GameSession::reset);
        QTest::keyClick(f.window->board(), Qt::Key_N, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(reset.size(), 1, 5000);
    }

    // A puzzle from outside (a later launch's link or file, the command line) while the
    // editor is open: never a game swapped in behind it. Nothing entered: the editor closes
    // and the puzzle opens. Givens entered: the player chooses, once however many arrive;
    // keeping the entry drops the puzzle and says so, opening it leaves as Cancel does.
    // Drops are refused while the editor is open.
    void outsidePuzzleAsksFirst()
    {
        Fixture f;
        GameSession* session = f.window->session();
        const GameRecord before = session->record();
        f.window->setAcceptDrops(true); // as the game's drop opener has it
        QStringList opened;

        f.editor->open();
        QVERIFY(!f.window->acceptDrops());
        f.editor->leaveFor([&opened] { opened << QStringLiteral("empty"); });
        QCOMPARE(opened, QStringList{QStringLiteral("empty")});
        QVERIFY(!f.editor->isOpen());
        QVERIFY(f.window->acceptDrops());

        f.editor->open();
        f.type(0, 3);
        QSignalSpy message(f.editor, &PuzzleEditor::message);
        f.editor->leaveFor([&opened] { opened << QStringLiteral("older"); });
        f.editor->leaveFor([&opened] { opened << QStringLiteral("newer"); });
        QCOMPARE(f.window->findChildren<QMessageBox*>(QStringLiteral("editorLeaveQuestion")).size(), 1);
        auto* question = f.window->findChild<QMessageBox*>(QStringLiteral("editorLeaveQuestion"));
        question->button(QMessageBox::Cancel)->click();
        QCOMPARE(opened, QStringList{QStringLiteral("empty")});
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.editor->entry()->givens().at(0), 3);
        QCOMPARE(message.size(), 1);
        QTRY_VERIFY(!f.window->findChild<QMessageBox*>(QStringLiteral("editorLeaveQuestion")));

        bool closedFirst = false;
        f.editor->leaveFor([&] {
            closedFirst = !f.editor->isOpen();
            opened << QStringLiteral("newest");
        });
        question = f.window->findChild<QMessageBox*>(QStringLiteral("editorLeaveQuestion"));
        QVERIFY(question);
        question->button(QMessageBox::Open)->click();
        QCOMPARE(opened, (QStringList{QStringLiteral("empty"), QStringLiteral("newest")}));
        QVERIFY(closedFirst);
        QVERIFY(!f.editor->isOpen());
        QVERIFY(f.window->acceptDrops());
        QVERIFY(!QFile::exists(EntryFile(f.data.path()).path()));
        QCOMPARE(session->record().puzzle, before.puzzle);
        QCOMPARE(session->record().moves, before.moves);
    }

    // The entry is on disk a moment after each change (and at once on quit), and a new
    // editor on the same folder (the next launch) opens with it.
    void entrySurvivesARestart()
    {
        QTemporaryDir data;
        const Grid typed = severalSolutions();
        {
            auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
            PuzzleEditor editor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
            editor.open();
            QVERIFY(editor.paste(formatGridLine(typed).c_str()));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(EntryFile(data.path()).path()), 3000);
        }
        auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        PuzzleEditor editor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
        QSignalSpy opened(&editor, &PuzzleEditor::opened);
        QVERIFY(editor.resumeSaved());
        QCOMPARE(opened.size(), 1);
        QCOMPARE(editor.entry()->givens(), typed);
        editor.cancel();
        QVERIFY(!editor.resumeSaved()); // cancelled: gone
    }

    // At start-up the entry comes back before the window is shown (app/shell/launch.cpp):
    // leaving the editor then gives back the window as it is after any start, toolbar and
    // menus included.
    void entryBackAtStartUpLeavesTheWindowWhole()
    {
        QTemporaryDir data;
        {
            EntryFile file(data.path());
            QVERIFY(!file.save(severalSolutions()));
        }
        auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        auto* editor = new PuzzleEditor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
        auto* mode = new EditingMode(window.get(), editor);
        QVERIFY(editor->resumeSaved());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto* bar = window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());
        QCOMPARE(mode->stack()->currentWidget(), editor->view());
        editor->cancel();
        QVERIFY(bar->isVisible());
        QVERIFY(window->menuBar()->isEnabled());
        QVERIFY(mode->stack()->currentWidget() != editor->view());
    }

    void damagedEntryIsSetAside()
    {
        QTemporaryDir data;
        QFile damaged(EntryFile(data.path()).path());
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(R"({"format": "nonet-entry", "version": 1, "givens": "12x"})");
        damaged.close();
        auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        PuzzleEditor editor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
        QSignalSpy problem(&editor, &PuzzleEditor::problem);
        QVERIFY(!editor.resumeSaved());
        QCOMPARE(problem.size(), 1);
        QVERIFY(problem.first().first().toString().contains(QStringLiteral("could not be read back")));
        QVERIFY(!QFile::exists(EntryFile(data.path()).path()));
        QCOMPARE(QDir(data.path()).entryList({QStringLiteral("entry.json.damaged-*")}, QDir::Files).size(), 1);
    }
};

QTEST_MAIN(TestEditor)
#include "test_editor.moc"
