// The technique trainer in the game: the bundled practice set, positions made ahead in the
// background, the chooser (levels, paragraphs, diagrams from real positions), and practice
// on the board: the position with its notes, a right and a wrong step, the next position,
// another game ending practice, and practice left out of the statistics.

#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/stats/statistics_recorder.h"
#include "app/trainer/practice_bar.h"
#include "app/trainer/practice_controller.h"
#include "app/trainer/practice_set.h"
#include "app/trainer/practice_supply.h"
#include "app/trainer/trainer_dialog.h"
#include "core/geometry.h"
#include "core/logic/technique_catalog.h"
#include "core/trainer/practice_catalog.h"
#include "tests/fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

using namespace nonet;
using nonet::app::MainWindow;
using nonet::app::PracticeController;
using nonet::app::PracticeSet;
using nonet::app::PracticeSupply;

namespace {

std::unique_ptr<MainWindow> makeWindow()
{
    auto window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) qWarning("window not exposed");
    return window;
}

// Starts practising the technique and waits for its position on the board.
bool practise(MainWindow& window, Technique technique)
{
    window.practice()->start(technique);
    return QTest::qWaitFor([&] { return window.practice()->position().has_value(); }, 20000);
}

} // namespace

class TestTrainerGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_trainer_game"));
    }
    void init()
    {
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void bundledSetIsCompiledIn()
    {
        const PracticeSet::Parsed parsed = PracticeSet::loadBuiltIn();
        QVERIFY2(parsed.errors.isEmpty(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
        for (Technique t : practiceTechniques()) QVERIFY2(!parsed.set.of(t).empty(), techniqueInfo(t).key.data());
        // Bad lines are reported and left out.
        const PracticeSet::Parsed bad = PracticeSet::parse(QStringLiteral("# comment\nx-wing 123\nfishy ") + QString(81, QLatin1Char('.')) +
                                                           QStringLiteral("\nx-wing ") + QString(81, QLatin1Char('.')) + QStringLiteral(" extra\n"));
        QCOMPARE(bad.errors.size(), 3);
        QVERIFY(bad.set.of(Technique::XWing).empty());
    }

    // Positions come from the event loop, made off the GUI thread: the bundled ones first,
    // then (for a common technique) generated ones; a rare technique only from the set. The
    // diagram's puzzle (the first bundled one, its answer shown in the chooser) is never
    // served for a common technique and last in each round of a rare one.
    void supplyServesInTheBackground()
    {
        PracticeSupply supply(PracticeSet::loadBuiltIn().set, 7);
        QSignalSpy ready(&supply, &PracticeSupply::positionReady);
        const std::vector<Grid>& bundled = supply.set().of(Technique::XWing);
        QVERIFY(bundled.size() >= 2);
        std::vector<Grid> served;
        for (int i = 0; i < static_cast<int>(bundled.size()); ++i) {
            supply.request(Technique::XWing);
            QCOMPARE(ready.count(), i); // never from inside the call
            QTRY_COMPARE_WITH_TIMEOUT(ready.count(), i + 1, 20000);
            const auto position = ready.back().at(0).value<TrainerPosition>();
            QCOMPARE(position.step.technique, Technique::XWing);
            served.push_back(position.puzzle.givens.toClassic());
        }
        for (std::size_t i = 0; i + 1 < bundled.size(); ++i) {
            QVERIFY(std::find(bundled.begin() + 1, bundled.end(), served[i]) != bundled.end());
            QVERIFY(std::find(served.begin(), served.begin() + static_cast<std::ptrdiff_t>(i), served[i]) == served.begin() + static_cast<std::ptrdiff_t>(i));
        }
        QVERIFY(std::find(bundled.begin(), bundled.end(), served.back()) == bundled.end()); // generated
        QTRY_COMPARE_WITH_TIMEOUT(supply.readyCount(Technique::XWing), 2, 30000); // stocked ahead

        QVERIFY(isTooRareToGenerate(Technique::HiddenQuad));
        const std::vector<Grid>& rare = supply.set().of(Technique::HiddenQuad);
        QVERIFY(rare.size() >= 2);
        for (int i = 0; i < 2 * static_cast<int>(rare.size()) + 1; ++i) {
            const int before = ready.count();
            supply.request(Technique::HiddenQuad);
            QTRY_COMPARE_WITH_TIMEOUT(ready.count(), before + 1, 20000);
            const auto position = ready.back().at(0).value<TrainerPosition>();
            const auto at = std::find(rare.begin(), rare.end(), position.puzzle.givens);
            QVERIFY(at != rare.end());
            // The diagram's puzzle ends each round.
            const bool endsRound = (i + 1) % static_cast<int>(rare.size()) == 0;
            QCOMPARE(at == rare.begin(), endsRound);
        }
    }

    void chooserListsTechniquesByLevelWithDiagrams()
    {
        auto window = makeWindow();
        app::TrainerDialog* dialog = window->showTrainer();
        QTreeWidget* list = dialog->techniqueList();
        int techniques = 0;
        Level previous = Level::VeryEasy;
        for (int g = 0; g < list->topLevelItemCount(); ++g) {
            QTreeWidgetItem* group = list->topLevelItem(g);
            QVERIFY(!(group->flags() & Qt::ItemIsSelectable)); // a level is a heading
            for (int i = 0; i < group->childCount(); ++i) {
                const auto technique = static_cast<Technique>(group->child(i)->data(0, Qt::UserRole).toInt());
                QVERIFY(techniqueInfo(technique).level >= previous);
                previous = techniqueInfo(technique).level;
                ++techniques;
            }
        }
        QCOMPARE(techniques, static_cast<int>(practiceTechniques().size()));
        QCOMPARE(list->topLevelItemCount(), 4); // Medium, Tough, Very tough, Extreme

        QSignalSpy shown(dialog, &app::TrainerDialog::diagramShown);
        dialog->choose(Technique::XWing);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.back().at(0).value<Technique>() == Technique::XWing, 10000);
        QVERIFY(dialog->paragraphLabel()->text().contains(QStringLiteral("two rows")));
        QVERIFY(!dialog->diagram()->hintCells().empty()); // the pattern is drawn
        QVERIFY(dialog->diagram()->width() >= 440); // large enough to read its rings (48 px a cell)
        // The keyboard: Down moves to the next technique and its diagram follows.
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Down);
        QVERIFY(dialog->chosen() != Technique::XWing);
        QTRY_VERIFY_WITH_TIMEOUT(shown.back().at(0).value<Technique>() == *dialog->chosen(), 10000);

        dialog->choose(Technique::XYWing);
        dialog->practiseButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(window->practice()->position().has_value(), 20000);
        QCOMPARE(window->practice()->technique(), std::optional<Technique>(Technique::XYWing));
    }

    void practiseOnTheBoard()
    {
        auto window = makeWindow();
        app::GameSession* session = window->session();
        const int startedBefore = nonet::test::child<nonet::app::StatisticsRecorder>(*window, "statistics")->statistics().level(Level::Tough).started;
        window->resize(1040, 720);
        const auto boardOnScreen = [&window] {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QApplication::processEvents();
            const QWidget* first = window->board()->cellWidget(0);
            const QWidget* last = window->board()->cellWidget(80);
            return QRect(first->mapTo(window.get(), QPoint(0, 0)), last->mapTo(window.get(), QPoint(last->width(), last->height())));
        };
        QTRY_COMPARE(window->size(), QSize(1040, 720));
        const QRect boardBefore = boardOnScreen();
        QVERIFY(practise(*window, Technique::XYWing));
        const TrainerPosition position = *window->practice()->position();
        app::PracticeBar* bar = window->practiceBar();
        QVERIFY(bar->isVisible());
        // In the message band above the board: the board neither shrinks nor moves.
        QTRY_COMPARE(boardOnScreen(), boardBefore);
        QCOMPARE(bar->parentWidget()->objectName(), QStringLiteral("messageStrip"));
        QVERIFY(bar->textLabel()->text().contains(QStringLiteral("XY-Wing")));
        // The position on the board: the givens, the grader's digits, the candidates as notes.
        for (int cell = 0; cell < kCellCount; ++cell) {
            QCOMPARE(session->state().value(cell), position.position.value(cell));
            if (position.position.value(cell) == 0) QCOMPARE(session->state().notes(cell), position.position.candidates(cell));
        }
        QCOMPARE(session->state().givens(), position.puzzle.givens);

        // Nothing done yet: not right, the pattern shown.
        QVERIFY(bar->checkButton()->isEnabled());
        bar->checkButton()->click();
        QVERIFY(bar->textLabel()->text().startsWith(QStringLiteral("Nothing changed")));
        QVERIFY(!window->board()->hintCells().empty());

        // A wrong removal: the solution's own digit of an empty cell.
        int cell = 0;
        while (position.position.value(cell) != 0) ++cell;
        QVERIFY(session->toggleNote(cell, position.puzzle.solution.at(cell)));
        bar->checkButton()->click();
        // A first wrong try gets another: the change is framed, the step not told yet.
        QVERIFY2(bar->textLabel()->text().startsWith(QStringLiteral("Not this time")), qPrintable(bar->textLabel()->text()));
        QVERIFY2(bar->textLabel()->text().contains(QStringLiteral("try again")), qPrintable(bar->textLabel()->text()));
        QVERIFY(!bar->textLabel()->text().contains(QStringLiteral("The step is")));
        QCOMPARE(window->board()->hintCells(), CellSet::single(cell));
        for (int c = 0; c < kCellCount; ++c) QVERIFY(window->board()->cellWidget(c)->hintPattern().empty());
        // Checked again, the step is shown.
        bar->checkButton()->click();
        QVERIFY2(bar->textLabel()->text().contains(QStringLiteral("The step is")), qPrintable(bar->textLabel()->text()));
        QVERIFY(session->undoStack()->canUndo());
        session->undoStack()->undo();

        // The step itself: right.
        for (const CellDigit& e : position.step.eliminations) QVERIFY(session->toggleNote(e.cell, e.digit));
        const auto verdict = window->practice()->check();
        QVERIFY(verdict && verdict->right);
        QVERIFY2(bar->textLabel()->text().startsWith(QStringLiteral("Right")), qPrintable(bar->textLabel()->text()));

        // Next: another position of the same technique.
        bar->nextButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(window->practice()->position() && window->practice()->position()->puzzle.givens != position.puzzle.givens, 20000);
        // Practice is not a game of the statistics: nothing started, no streak ended.
        QCOMPARE(nonet::test::child<nonet::app::StatisticsRecorder>(*window, "statistics")->statistics().level(Level::Tough).started, startedBefore);

        // Another game (New) ends practice, and the marks of a check go with the position:
        // the new puzzle shows no rings or strike-throughs before its first move.
        bar->checkButton()->click();
        const auto marked = [&window] {
            for (int c = 0; c < kCellCount; ++c)
                if (!window->board()->cellWidget(c)->hintPattern().empty() || !window->board()->cellWidget(c)->hintRemoved().empty())
                    return true;
            return false;
        };
        QVERIFY(marked());
        const Grid practised = session->state().givens().toClassic();
        window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QTRY_VERIFY(!window->practice()->isActive());
        QVERIFY(!bar->isVisible());
        QTRY_VERIFY(session->state().givens() != practised);
        QVERIFY(session->undoStack()->count() == 0);
        QVERIFY(!marked());
        QVERIFY(window->board()->hintCells().empty());
    }

    // A digit placed with notes removed automatically (the default) takes itself out of its
    // peers' notes: the answer is the placement alone, not those removals too.
    void placementIsTheAnswerWithoutItsNoteRemovals()
    {
        const auto position = makeTrainerPosition(PracticeSet::loadBuiltIn().set.of(Technique::XYWing).front(), Technique::XYWing);
        QVERIFY(position);
        app::GameSession session;
        QVERIFY(session.autoRemoveNotes());
        QVERIFY(session.newGame(position->puzzle));
        QVERIFY(session.play(PracticeController::setupMove(*position)));
        int cell = 0;
        while (position->position.value(cell) != 0) ++cell;
        const int digit = position->puzzle.solution.at(cell);
        bool peerHadIt = false;
        for (const auto peer : peersOf(cell)) peerHadIt = peerHadIt || session.state().notes(peer).contains(digit);
        QVERIFY(peerHadIt);
        QVERIFY(session.setValue(cell, digit));
        const TrainerAnswer answer = PracticeController::answerOf(*position, session.state());
        QCOMPARE(answer.placed.size(), std::size_t{1});
        QCOMPARE(answer.placed.front().cell, cell);
        QVERIFY(answer.removed.empty());
        // A removal of its own still counts.
        int other = 0;
        while (other == cell || position->position.value(other) != 0 || session.state().notes(other).count() < 2
               || session.state().notes(other).contains(digit))
            ++other;
        const int removed = *session.state().notes(other).begin();
        QVERIFY(session.toggleNote(other, removed));
        QCOMPARE(PracticeController::answerOf(*position, session.state()).removed.size(), std::size_t{1});
    }

    void endPracticeKeepsTheGame()
    {
        auto window = makeWindow();
        QVERIFY(practise(*window, Technique::LockedPointing));
        const Grid givens = window->session()->state().givens().toClassic();
        window->practiceBar()->endButton()->click();
        QVERIFY(!window->practice()->isActive());
        QVERIFY(!window->practiceBar()->isVisible());
        QCOMPARE(window->session()->state().givens(), givens);
        QVERIFY(window->session()->isPlayable());
    }
};

QTEST_MAIN(TestTrainerGame)
#include "test_trainer_game.moc"
