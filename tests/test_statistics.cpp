// Statistics: the per-level rules (started, solved, without hints, best and average time,
// streaks), the file, and the game window recording solved and abandoned games, best-time
// eligibility, the completion message and the dialog with its reset.

#include "app/help/help_actions.h"
#include "app/help/hint_controller.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/stats/game_statistics.h"
#include "app/stats/statistics_dialog.h"
#include "app/stats/statistics_recorder.h"
#include "hint_positions.h"
#include "tests/fixtures.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::GameStatistics;
using nonet::app::MainWindow;

namespace {

// A window on a hand-driven clock (ms), its statistics in the test's app data dir.
struct Window {
    std::shared_ptr<qint64> now = std::make_shared<qint64>(0);
    std::unique_ptr<MainWindow> window;
};

Window makeWindow()
{
    Window w;
    auto now = w.now;
    w.window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1),
                                            [now] { return *now; });
    w.window->show();
    if (!QTest::qWaitForWindowActive(w.window.get())) qWarning("window not active");
    return w;
}

// Starts the puzzle as a new game and solves it in `ms` of play.
void solve(Window& w, const GamePuzzle& puzzle, qint64 ms)
{
    app::GameSession* session = w.window->session();
    QVERIFY(session->newGame(puzzle));
    const GameState& state = session->state();
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (state.value(cell) != 0) continue;
        if (session->state().filledCount() == kCellCount - 1) *w.now += ms;
        QVERIFY(session->setValue(cell, state.solution().at(cell)));
    }
    QVERIFY(session->isFinished());
}

const GamePuzzle& medium()
{
    static const GamePuzzle puzzle = [] {
        GamePuzzle p = test::puzzleOf(test::kPointingPuzzle);
        p.level = Level::Medium;
        return p;
    }();
    return puzzle;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_statistics"));
    }
    void init()
    {
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void rules()
    {
        GameStatistics s;
        s.recordStarted(Level::Easy);
        auto solve = s.recordSolved(Level::Easy, 300'000, false, false);
        QVERIFY(solve.newBest);
        QCOMPARE(solve.previousBestMs, 0);
        s.recordStarted(Level::Easy);
        solve = s.recordSolved(Level::Easy, 200'000, true, false); // faster, with hints
        QVERIFY(!solve.newBest);
        s.recordStarted(Level::Easy);
        solve = s.recordSolved(Level::Easy, 100'000, false, true); // faster, with a check
        QVERIFY(!solve.newBest);
        s.recordStarted(Level::Easy);
        solve = s.recordSolved(Level::Easy, 250'000, false, false);
        QVERIFY(solve.newBest);
        QCOMPARE(solve.previousBestMs, 300'000);
        const auto& easy = s.level(Level::Easy);
        QCOMPARE(easy.started, 4);
        QCOMPARE(easy.solved, 4);
        QCOMPARE(easy.solvedWithoutHints, 3);
        QCOMPARE(easy.bestMs, 250'000);
        QCOMPARE(easy.averageMs(), (300'000 + 200'000 + 100'000 + 250'000) / 4);
        QCOMPARE(easy.currentStreak, 4);
        s.recordStarted(Level::Easy);
        s.recordAbandoned(Level::Easy);
        QCOMPARE(s.level(Level::Easy).currentStreak, 0);
        QCOMPARE(s.level(Level::Easy).bestStreak, 4);
        QCOMPARE(s.level(Level::Easy).started, 5);
        QCOMPARE(s.level(Level::Tough).started, 0);
    }

    void file()
    {
        QTemporaryDir dir;
        GameStatistics s;
        s.recordStarted(Level::Tough);
        s.recordSolved(Level::Tough, 123'456, false, false);
        QVERIFY(!s.save(dir.path()).has_value());
        QString error;
        QVERIFY(GameStatistics::load(dir.path(), &error) == s);
        QVERIFY(error.isEmpty());
        // A damaged file: set aside, statistics start afresh, the player is told.
        QFile file(QDir(dir.path()).filePath(QStringLiteral("statistics.json")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ not json");
        file.close();
        QVERIFY(GameStatistics::load(dir.path(), &error) == GameStatistics());
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(file.fileName()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    }

    void solvedAndAbandonedInTheWindow()
    {
        Window w = makeWindow();
        app::StatisticsRecorder* recorder = nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics");
        solve(w, medium(), 90'000);
        const auto& stats = [&] { return recorder->statistics().level(Level::Medium); };
        QCOMPARE(stats().started, 1);
        QCOMPARE(stats().solved, 1);
        QCOMPARE(stats().bestMs, 90'000);
        QVERIFY(nonet::test::child<QLabel>(*w.window, "banner")->text().contains(QStringLiteral("sets your best time")));

        // Faster again: a new best, announced with the previous one.
        solve(w, medium(), 60'000);
        QCOMPARE(stats().bestMs, 60'000);
        QVERIFY(nonet::test::child<QLabel>(*w.window, "banner")->text().contains(QStringLiteral("New best time (was 1:30)")));
        QCOMPARE(stats().currentStreak, 2);

        // Abandoned: a move, then another game.
        QVERIFY(w.window->session()->newGame(medium()));
        const int empty = CandidateGrid::fromGrid(medium().givens).unsolvedCells().first();
        QVERIFY(w.window->session()->toggleNote(empty, 1));
        QCOMPARE(stats().started, 3);
        QVERIFY(w.window->session()->newGame(medium()));
        QCOMPARE(stats().currentStreak, 0);
        QCOMPARE(stats().bestStreak, 2);
        // A game nobody touched is not counted.
        QVERIFY(w.window->session()->newGame(medium()));
        QCOMPARE(stats().started, 3);

        // Kept in the app data dir: the next window reads it.
        Window second = makeWindow();
        QVERIFY(nonet::test::child<nonet::app::StatisticsRecorder>(*second.window, "statistics")->statistics() == recorder->statistics());
    }

    void hintsAndChecksAreNotEligible_data()
    {
        QTest::addColumn<QString>("help");
        QTest::newRow("hint") << QStringLiteral("hint");
        QTest::newRow("check") << QStringLiteral("check");
        QTest::newRow("solution marks") << QStringLiteral("solution");
    }
    void hintsAndChecksAreNotEligible()
    {
        QFETCH(QString, help);
        Window w = makeWindow();
        app::GameSession* session = w.window->session();
        QVERIFY(session->newGame(medium()));
        QVERIFY(session->setValue(CandidateGrid::fromGrid(medium().givens).unsolvedCells().first(),
                                  medium().solution.at(CandidateGrid::fromGrid(medium().givens).unsolvedCells().first())));
        if (help == QLatin1String("hint")) {
            nonet::test::child<QAction>(*w.window, "actionHint")->trigger();
            QTRY_COMPARE(nonet::test::child<nonet::app::HintController>(*w.window, "hints")->stage(), nonet::HintStage::Where);
        } else if (help == QLatin1String("check")) {
            nonet::test::child<QAction>(*w.window, "actionCheck")->trigger();
        } else {
            w.window->setMistakeMode(app::MistakeMode::Solution);
        }
        const GameState& state = session->state();
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (state.value(cell) != 0) continue;
            if (state.filledCount() == kCellCount - 1) *w.now += 30'000;
            QVERIFY(session->setValue(cell, state.solution().at(cell)));
        }
        QVERIFY(session->isFinished());
        const auto& stats = nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->statistics().level(Level::Medium);
        QCOMPARE(stats.solved, 1);
        QCOMPARE(stats.bestMs, 0);
        QCOMPARE(stats.solvedWithoutHints, help == QLatin1String("hint") ? 0 : 1);
        // The message says what counted and agrees with the statistics.
        const QString banner = nonet::test::child<QLabel>(*w.window, "banner")->text();
        const QString named = help == QLatin1String("hint")    ? QStringLiteral("(hints)")
                              : help == QLatin1String("check") ? QStringLiteral("(Check)")
                                                               : QStringLiteral("(mistakes marked against the solution)");
        QVERIFY2(banner.contains(named), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("no best time")), qPrintable(banner));
        QVERIFY2(banner.contains(help == QLatin1String("hint") ? QStringLiteral("not counted as solved without hints")
                                                               : QStringLiteral("still counted as solved without hints")),
                 qPrintable(banner));
    }

    // An almost solved grid (imported) is counted, but sets no best time, and says why.
    void fewEmptyCellsSetNoBestTime()
    {
        Window w = makeWindow();
        GamePuzzle almost = medium();
        almost.givens = almost.solution;
        for (int cell : {0, 10, 20, 30, 40}) almost.givens.setAt(cell, 0);
        solve(w, almost, 8'000);
        const auto& stats = nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->statistics().level(Level::Medium);
        QCOMPARE(stats.solved, 1);
        QCOMPARE(stats.solvedWithoutHints, 1);
        QCOMPARE(stats.bestMs, 0);
        const QString banner = nonet::test::child<QLabel>(*w.window, "banner")->text();
        QVERIFY2(banner.contains(QStringLiteral("only 5 empty cell")), qPrintable(banner)); // "cells" with the English plurals loaded
        QVERIFY2(banner.contains(QStringLiteral("at least 36")), qPrintable(banner));
        // A real puzzle still sets one.
        solve(w, medium(), 90'000);
        QCOMPARE(stats.bestMs, 90'000);
    }

    // Nothing used: no word about help.
    void helpOnlyNamedWhenUsed()
    {
        Window w = makeWindow();
        solve(w, medium(), 90'000);
        solve(w, medium(), 95'000); // not a new best: the sentence would show here
        QVERIFY(!nonet::test::child<QLabel>(*w.window, "banner")->text().contains(QStringLiteral("help")));
        QVERIFY(nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->helpUsed().isEmpty());
    }

    void dialogShowsAndResets()
    {
        Window w = makeWindow();
        solve(w, medium(), 75'000);
        nonet::test::child<QAction>(*w.window, "actionStatistics")->trigger();
        auto* dialog = w.window->findChild<app::StatisticsDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->isVisible());
        QTableWidget* table = dialog->table();
        const int row = static_cast<int>(Level::Medium);
        QCOMPARE(table->item(row, 0)->text(), QStringLiteral("1"));
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("1"));
        QCOMPARE(table->item(row, 3)->text(), QStringLiteral("1:15"));
        QVERIFY(!table->accessibleName().isEmpty());
        QVERIFY(table->item(row, 3)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("1:15")));
        QVERIFY(dialog->resetButton()->focusPolicy() & Qt::TabFocus);
        // The whole table in view at once: no column cut off, no scrolling.
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        QCOMPARE(table->verticalScrollBar()->maximum(), 0);
        QVERIFY(table->viewport()->width() >= table->horizontalHeader()->length());
        // No focus frame on the current cell (it would read as editable): a cell paints the
        // same with and without the focus state.
        const auto paintCell = [&](bool focused) {
            QImage image(120, 30, QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            QStyleOptionViewItem option;
            option.initFrom(table->viewport());
            option.rect = image.rect();
            option.state |= QStyle::State_Enabled;
            if (focused) option.state |= QStyle::State_HasFocus;
            table->itemDelegate()->paint(&painter, option, table->model()->index(row, 0));
            return image;
        };
        QCOMPARE(paintCell(true), paintCell(false));

        // Declined: nothing changes. Confirmed: every number goes.
        dialog->confirmReset = [](QWidget*) { return false; };
        QTest::mouseClick(dialog->resetButton(), Qt::LeftButton);
        QCOMPARE(nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->statistics().level(Level::Medium).solved, 1);
        dialog->confirmReset = [](QWidget*) { return true; };
        QTest::mouseClick(dialog->resetButton(), Qt::LeftButton);
        QVERIFY(nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->statistics() == GameStatistics());
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("0"));
        QVERIFY(GameStatistics::load(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) == GameStatistics());
        dialog->close();
    }
};

QTEST_MAIN(TestStatistics)
#include "test_statistics.moc"
