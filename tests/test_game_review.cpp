// The review of a game that has ended: its figures are those of the game as played (moves,
// mistakes, hints by stage, checkpoints), its technique counts are the grader's solution
// path, the text to share, a lost game, and the hints kept with the game in its file.

#include "app/help/hint_controller.h"
#include "app/help/hint_text.h"
#include "app/help/mistake_mode.h"
#include "app/review/game_review_dialog.h"
#include "app/files/puzzle_import.h"
#include "app/review/review_text.h"
#include "app/session/game_title.h"
#include "app/session/game_session.h"
#include "app/settings/preferences.h"
#include "app/settings/translation_loader.h"
#include "app/storage/save_file.h"
#include "bad_input_catalogue.h"
#include "core/game/game_review.h"
#include "core/grader/grader.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/formatter.h"
#include "core/notation/share_link.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

#include <QSignalSpy>

#include <memory>
#include <numeric>
#include <stop_token>

Q_DECLARE_METATYPE(nonet::Variant)

using namespace nonet;
using nonet::app::GameReviewDialog;
using nonet::app::GameSession;
using nonet::app::HintController;
using nonet::app::MainWindow;

namespace {

// The sample puzzle's first row: "8.7.5..32", solved "867154932".
constexpr int r1c2 = 1, r1c4 = 3, r1c6 = 5, r1c7 = 6;

// Fills every empty cell with its solution digit; returns the moves made.
int solveTheRest(GameSession& session)
{
    int moves = 0;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (session.state().values().at(cell) == 0 && session.setValue(cell, session.state().puzzle().solution.at(cell))) ++moves;
    return moves;
}

// One press of Hint; the first press of a hint waits for its search.
void press(HintController& hints)
{
    const bool first = hints.stage() == HintStage::None;
    hints.next();
    if (first) QTRY_VERIFY(hints.stage() != HintStage::None);
}

QString cellText(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item != nullptr ? item->text() : QString();
}

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_game_review"));
        // English plural forms ("1 hint", "2 mistakes"), as the game installs them.
        auto* loader = new app::TranslationLoader(qApp);
        QCOMPARE(loader->install(QStringLiteral("en")), QStringLiteral("en"));
    }
    void init() { QSettings().clear(); }

    void figuresAreThoseOfThePlayedGame()
    {
        qint64 now = 0;
        GameSession session([&now] { return now; });
        session.setAutoRemoveNotes(false);
        HintController hints(&session);
        QVERIFY(session.newGame(testing::samplePuzzle()));
        int moves = 0;
        QVERIFY(session.setValue(r1c2, 6)); // right
        ++moves;
        QVERIFY(session.setValue(r1c4, 9)); // wrong: a mistake
        ++moves;
        // A hint on a mistake: that there is one, then where. Stages, no technique.
        press(hints);
        QCOMPARE(hints.hint().kind, HintKind::Mistake);
        press(hints);
        QCOMPARE(hints.stage(), HintStage::What);
        QVERIFY(session.erase(r1c4));
        ++moves;
        // A hint taken to the end: where, what, the pattern, applied (one move).
        press(hints);
        QCOMPARE(hints.hint().kind, HintKind::Step);
        const Technique technique = hints.hint().step.technique;
        press(hints);
        press(hints);
        QCOMPARE(hints.stage(), HintStage::Pattern);
        press(hints);
        ++moves;
        QVERIFY(session.addCheckpoint());
        now += 125000;
        moves += solveTheRest(session);
        QVERIFY(session.isFinished());

        const GameReview review = reviewFigures(session.record());
        QVERIFY(review.solved);
        QVERIFY(!review.lost);
        QCOMPARE(review.level, testing::samplePuzzle().level);
        QCOMPARE(review.elapsedMs, qint64{125000});
        QCOMPARE(review.moves, moves);
        QCOMPARE(review.mistakes, 1);
        QCOMPARE(review.checkpoints, 1);
        QCOMPARE(review.hints.hintCount(), 2);
        QCOMPARE(review.hints.count(HintStage::Where), 2);
        QCOMPARE(review.hints.count(HintStage::What), 2);
        QCOMPARE(review.hints.count(HintStage::Pattern), 1);
        QCOMPARE(review.hints.count(HintStage::Apply), 1);
        HintLog::Techniques asked{};
        asked[static_cast<std::size_t>(technique)] = 1;
        QCOMPARE(review.hints.techniques, asked);
        QCOMPARE(review.wrongCells, CellSet::single(r1c4)); // put right later, still where it went wrong

        // The dialog shows the same figures, each named for screen readers.
        GameReviewDialog dialog(session.record());
        const auto shown = [&](const char* name) {
            auto* label = test::child<QLabel>(dialog, name);
            if (label->accessibleName().isEmpty()) qWarning("%s has no accessible name", name);
            return label->text();
        };
        QCOMPARE(shown("reviewMoves"), QString::number(moves));
        QCOMPARE(shown("reviewMistakes"), QStringLiteral("1"));
        QCOMPARE(shown("reviewCheckpoints"), QStringLiteral("1"));
        QCOMPARE(shown("reviewTime"), QStringLiteral("2:05"));
        QCOMPARE(shown("reviewHints"), QStringLiteral("2 (where to look 2, technique named 2, pattern shown 1, applied 1)"));
        QVERIFY(test::child<QLabel>(dialog, "reviewHeading")->text().startsWith(QStringLiteral("Solved in 2:05")));
        // The small board: the game as it ended, the cell where a wrong digit was placed
        // shaded (and named), its right digit now not marked wrong.
        QCOMPARE(dialog.board()->hintCells(), CellSet::single(r1c4));
        QCOMPARE(dialog.board()->cell(r1c4).value, 1);
        QVERIFY(!dialog.board()->cell(r1c4).wrong);
        QVERIFY(dialog.board()->isLocked());
        auto* caption = test::child<QLabel>(dialog, "reviewWrongCaption");
        QCOMPARE(caption->text(), QStringLiteral("Shaded: the cell where a wrong digit was placed."));
        QVERIFY2(caption->accessibleDescription().contains(QStringLiteral("row 1 column 4")), qPrintable(caption->accessibleDescription()));
        QTRY_VERIFY(!dialog.isGrading());
        // The hinted technique's row says 1 under "Your hints".
        QTableWidget* table = dialog.techniqueTable();
        QVERIFY(!table->accessibleName().isEmpty());
        bool found = false;
        for (int row = 0; row < table->rowCount(); ++row) {
            if (cellText(table, row, 0) != app::HintText::techniqueName(technique)) continue;
            found = true;
            QCOMPARE(cellText(table, row, 2), QStringLiteral("1"));
        }
        QVERIFY(found);
    }

    void techniqueCountsAreTheGradersPath()
    {
        GameSession session;
        QVERIFY(session.newGame(testing::samplePuzzle()));
        solveTheRest(session);
        const GradeResult graded = grade(testing::samplePuzzle().givens);
        QVERIFY(graded.solved);
        const GameReview review = reviewGame(session.record());
        QVERIFY(review.pathGraded);
        QCOMPARE(review.path, graded.counts);
        QCOMPARE(review.pathSteps(), std::accumulate(graded.counts.begin(), graded.counts.end(), 0));

        // The table, once the worker has graded: a row per technique of the path, in the
        // grader's order, with its count.
        GameReviewDialog dialog(session.record());
        QSignalSpy gradedSignal(&dialog, &GameReviewDialog::graded);
        QTRY_COMPARE(gradedSignal.count(), 1);
        QCOMPARE(dialog.review().path, graded.counts);
        QTableWidget* table = dialog.techniqueTable();
        int row = 0;
        for (Technique technique : techniquesInGradingOrder()) {
            const int count = graded.counts[static_cast<std::size_t>(technique)];
            if (count == 0) continue;
            QVERIFY(row < table->rowCount());
            QCOMPARE(cellText(table, row, 0), app::HintText::techniqueName(technique));
            QCOMPARE(cellText(table, row, 1), QString::number(count));
            QCOMPARE(cellText(table, row, 2), QStringLiteral("0"));
            ++row;
        }
        QCOMPARE(row, table->rowCount());
        QVERIFY(dialog.text().contains(QStringLiteral("The puzzle's path: ")));
    }

    void gradingStopsWhenTheDialogCloses()
    {
        GameSession session;
        QVERIFY(session.newGame(testing::samplePuzzle()));
        solveTheRest(session);
        auto dialog = std::make_unique<GameReviewDialog>(session.record());
        QVERIFY(dialog->isGrading());
        dialog.reset(); // cancels and waits: nothing is left running on the review's behalf
        GameReview stopped = reviewGame(session.record(), std::stop_token{});
        QVERIFY(stopped.pathGraded);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!reviewGame(session.record(), stop.get_token()).pathGraded);
    }

    void copiedTextIsTheLineToShareAndTheFigures()
    {
        qint64 now = 0;
        GameSession session([&now] { return now; });
        QVERIFY(session.newGame(testing::samplePuzzle()));
        now += 751000; // 12:31
        solveTheRest(session);
        GameReviewDialog dialog(session.record());
        QTRY_VERIFY(!dialog.isGrading());
        QApplication::clipboard()->clear();
        dialog.copyButton()->click();
        const QString copied = QApplication::clipboard()->text();
        QCOMPARE(copied, dialog.text());
        const QStringList lines = copied.split(QLatin1Char('\n'));
        const QString link = QString::fromStdString(formatNonetLink(testing::samplePuzzle().givens.toClassic()));
        QVERIFY(link.startsWith(QStringLiteral("nonet://")));
        QCOMPARE(lines.value(0), QStringLiteral("Nonet \u00b7 Classic \u00b7 Easy \u00b7 12:31 \u00b7 no hints \u00b7 ") + link);
        QVERIFY2(lines.value(1).startsWith(QStringLiteral("Solved \u00b7 ")), qPrintable(lines.value(1)));
        QVERIFY(lines.value(1).contains(QStringLiteral("0 mistakes")));
        QCOMPARE(lines.value(2), QStringLiteral("Hints: none"));
        QVERIFY(lines.value(3).startsWith(QStringLiteral("The puzzle's path: ")));
        QCOMPARE(lines.value(4), QStringLiteral("Your hints: none"));

        // With hints and mistakes the line says how many.
        GameReview review = dialog.review();
        review.hints.note(HintStage::Where, Technique::XWing);
        review.mistakes = 2;
        QCOMPARE(app::ReviewText::shareLine(review, testing::samplePuzzle()),
                 QStringLiteral("Nonet \u00b7 Classic \u00b7 Easy \u00b7 12:31 \u00b7 1 hint \u00b7 2 mistakes \u00b7 ") + link);
        QVERIFY(app::ReviewText::askedLine(review).startsWith(QStringLiteral("Your hints: X-Wing 1")));
    }

    // By keyboard alone: Tab goes from the result and the summary's figures to the
    // technique table, on to Copy as Text and Close, and round again; inside the table the
    // arrow keys move, Tab does not stay there.
    void tabReachesEveryPart()
    {
        GameSession session([] { return qint64{0}; });
        QVERIFY(session.newGame(testing::samplePuzzle()));
        solveTheRest(session);
        GameReviewDialog dialog(session.record());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTRY_VERIFY(!dialog.isGrading());
        QVERIFY(dialog.techniqueTable()->rowCount() > 1);
        // It opens on the result.
        auto* heading = test::child<QLabel>(dialog, "reviewHeading");
        QTRY_COMPARE(QApplication::focusWidget(), heading);
        QStringList chain;
        QList<QWidget*> visited;
        for (int press = 0; press < 30 && !visited.contains(QApplication::focusWidget()); ++press) {
            visited << QApplication::focusWidget();
            chain << QApplication::focusWidget()->objectName();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        // Round again, through the summary's figures, the table and the buttons, in order.
        QVERIFY2(QApplication::focusWidget() == heading, qPrintable(chain.join(QStringLiteral(", "))));
        const QStringList order{QStringLiteral("reviewHeading"), QStringLiteral("reviewGame"), QStringLiteral("reviewTime"),
                                QStringLiteral("reviewMoves"), QStringLiteral("reviewMistakes"), QStringLiteral("reviewHints"),
                                QStringLiteral("reviewCheckpoints"), QStringLiteral("reviewTechniques"), QStringLiteral("copyReviewButton")};
        QCOMPARE(chain.mid(0, order.size()), order);
        QCOMPARE(chain.size(), order.size() + 1); // and Close
        QWidget* close = visited.back();
        QVERIFY(qobject_cast<QPushButton*>(close) != nullptr && close != dialog.copyButton());
        // One Tab from anywhere in the table leaves it (the arrow keys move inside it).
        dialog.techniqueTable()->setFocus();
        dialog.techniqueTable()->setCurrentCell(0, 0);
        QTest::keyClick(dialog.techniqueTable(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), dialog.copyButton());
        // Shift+Tab from Close goes back through Copy as Text to the table and the figures.
        close->setFocus();
        QTest::keyClick(close, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), dialog.copyButton());
        QTest::keyClick(dialog.copyButton(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), dialog.techniqueTable());
        QTest::keyClick(dialog.techniqueTable(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), test::child<QLabel>(dialog, "reviewCheckpoints"));
    }

    // Copy as Text's first line names the game and carries its share link: pasted into
    // Import as it opens (its Variant box left as it is), the link, or the whole text, is
    // the same puzzle, of every shape (a 4×4 and a Killer with its cages included).
    void everyShapesReviewLinkOpensTheSamePuzzle_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant variant : kAllVariants) QTest::newRow(variantKey(variant).data()) << variant;
    }
    void everyShapesReviewLinkOpensTheSamePuzzle()
    {
        QFETCH(Variant, variant);
        GameRecord record;
        record.puzzle = testing::sampleVariantPuzzle(variant);
        record.elapsedMs = 61000;
        GameReviewDialog dialog(record);
        const QString first = dialog.text().split(QLatin1Char('\n')).value(0);
        QVERIFY2(first.startsWith(QStringLiteral("Nonet \u00b7 ") + app::GameTitle::of(record.puzzle) + QStringLiteral(" \u00b7 ")), qPrintable(first));
        const QString link = first.section(QStringLiteral(" \u00b7 "), -1);
        QCOMPARE(link, QString::fromStdString(formatShareLink(record.puzzle.givens)));
        QVERIFY2(link.startsWith(QStringLiteral("nonet://play?")), qPrintable(link));
        // The link alone, and the whole text as copied (Import reads the one link in it).
        for (const QString& text : {link, dialog.text()}) {
            QCOMPARE(app::PuzzleImport::variantOf(text), variant);
            const auto imported = app::PuzzleImport::run(text);
            if (const auto* problem = std::get_if<app::ImportProblem>(&imported)) QFAIL(qPrintable(text + QStringLiteral(": ") + problem->message));
            const GamePuzzle& opened = std::get<app::ImportedPuzzle>(imported).puzzle;
            QCOMPARE(opened.variant(), variant);
            QVERIFY(opened.givens == record.puzzle.givens);
            QVERIFY(opened.shape() == record.puzzle.shape()); // a Jigsaw's regions, a Killer's cages
            QVERIFY(opened.solution == record.puzzle.solution);
        }
        // Two links in one text are not guessed between.
        QVERIFY(std::holds_alternative<app::ImportProblem>(app::PuzzleImport::parse(dialog.text() + QLatin1Char('\n') + link)));
    }

    void aLostGameIsReviewedFromItsBanner()
    {
        app::Preferences preferences = app::Preferences::load();
        preferences.mistakeMode = app::MistakeMode::Solution;
        preferences.mistakeLimit = 3;
        preferences.save();
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1), [] { return qint64{0}; });
        window.show();
        QVERIFY(window.session()->newGame(testing::samplePuzzle()));
        QAction* review = test::action(window, "actionReviewGame");
        QVERIFY(!review->isEnabled()); // not while the game goes on
        QVERIFY(!review->shortcut().isEmpty());
        QVERIFY(test::child<QMenu>(window, "menuGame")->actions().contains(review));
        QVERIFY(window.session()->setValue(r1c2, 6));
        for (int cell : {r1c4, r1c6, r1c7}) QVERIFY(window.session()->setValue(cell, 8));
        QVERIFY(window.session()->isLost());
        QVERIFY(review->isEnabled());

        // One click away: the banner's button is the action.
        auto* button = test::child<QToolButton>(window, "bannerButton");
        QVERIFY(button->isVisible());
        QCOMPARE(button->defaultAction(), review);
        QVERIFY(button->focusPolicy() & Qt::TabFocus);
        button->click();
        auto* dialog = window.findChild<GameReviewDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->review().lost);
        QCOMPARE(dialog->review().mistakes, 3);
        QCOMPARE(dialog->review().moves, 4);
        CellSet wrong;
        for (int cell : {r1c4, r1c6, r1c7}) wrong.insert(cell);
        QCOMPARE(dialog->board()->hintCells(), wrong);
        for (int cell : {r1c4, r1c6, r1c7}) QVERIFY(dialog->board()->cell(cell).wrong); // still on the board
        QVERIFY(!dialog->board()->cell(r1c2).wrong);
        QVERIFY(test::child<QLabel>(*dialog, "reviewHeading")->text().startsWith(QStringLiteral("Lost after 3 mistakes")));
        QVERIFY(dialog->text().section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral(" \u00b7 lost \u00b7 no hints \u00b7 3 mistakes \u00b7 nonet://")));
        QTRY_VERIFY(!dialog->isGrading());
        dialog->close();

        // A new game: nothing to review until it ends, and the banner goes with its button.
        QVERIFY(window.session()->newGame(testing::samplePuzzle()));
        QVERIFY(!review->isEnabled());
        QVERIFY(!button->isVisible());
    }

    void aSolvedGameIsReviewedFromItsBanner()
    {
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1), [] { return qint64{0}; });
        window.show();
        QVERIFY(window.session()->newGame(testing::samplePuzzle()));
        solveTheRest(*window.session());
        QVERIFY(window.session()->isFinished());
        QAction* review = test::action(window, "actionReviewGame");
        QVERIFY(review->isEnabled());
        auto* button = test::child<QToolButton>(window, "bannerButton");
        QVERIFY(button->isVisible());
        QCOMPARE(button->defaultAction(), review);
        review->trigger();
        auto* dialog = window.findChild<GameReviewDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->review().solved);
        QTRY_VERIFY(!dialog->isGrading());
    }

    void hintsAreKeptWithTheGame()
    {
        GameSession session;
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QVERIFY(session.setValue(r1c2, 6));
        session.noteHint(HintStage::Where, Technique::HiddenSingleBox);
        session.noteHint(HintStage::What, Technique::HiddenSingleBox);
        session.noteHint(HintStage::Where, std::nullopt); // a mistake's hint
        const GameRecord record = session.record();
        QCOMPARE(record.hints.hintCount(), 2);
        const auto read = app::SaveFile::read(app::SaveFile::write({record, QStringLiteral("hints"), {}}));
        if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
        QCOMPARE(std::get<app::SavedGame>(read).record.hints, record.hints);
        GameSession again;
        QVERIFY(again.restore(std::get<app::SavedGame>(read).record));
        QCOMPARE(again.hints(), record.hints);
        QVERIFY(again.newGame(testing::samplePuzzle()));
        QVERIFY(again.hints().empty());
        // A game without hints writes none (older readers see the file as before).
        GameSession plain;
        QVERIFY(plain.newGame(testing::samplePuzzle()));
        QVERIFY(!app::SaveFile::write({plain.record(), QStringLiteral("plain"), {}}).contains("\"hints\""));
    }
};

QTEST_MAIN(TestGameReview)
#include "test_game_review.moc"
