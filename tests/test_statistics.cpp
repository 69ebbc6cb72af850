// Statistics: the per-level rules (started, solved, without hints, best and average time,
// streaks), the file (a file from before the variants were counted, bad files from the
// catalogue, sections of unknown variants kept), the game window recording solved and
// abandoned games, best-time eligibility, the completion message and the dialog with its
// reset; the variant window recording its games by variant and level, and the dialog's
// variant choice.

#include "app/help/help_actions.h"
#include "app/help/hint_controller.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/storage/game_statistics.h"
#include "app/stats/statistics_dialog.h"
#include "app/stats/statistics_recorder.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/spoken_choice.h"
#include "ui/timer_label.h"
#include "core/generator/shape_generator.h"
#include "hint_positions.h"
#include "tests/bad_input_catalogue.h"
#include "tests/fixtures.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QJsonDocument>
#include <QJsonObject>
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

#include <chrono>
#include <memory>
#include <random>

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

Qt::Key keyOf(int value) { return value <= 9 ? Qt::Key(Qt::Key_0 + value) : Qt::Key(Qt::Key_A + value - 10); }

// A new game of the variant and level (a puzzle made from the seed) in `w`'s window.
bool variantGame(Window& w, Variant variant, Level level, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng);
    return made && w.window->startGame(GamePuzzle{made->givens, made->solution, made->level});
}

// Plays every empty cell of the game from the keyboard (its solution), in `ms` of play.
void solveOnTheBoard(Window& w, qint64 ms = 40'000)
{
    ui::BoardWidget* board = w.window->board();
    const GameState& game = w.window->session()->state();
    const ShapeGrid solution = game.solution();
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (game.value(cell) != 0) continue;
        if (game.filledCount() == game.cellCount() - 1) *w.now += ms;
        board->setSelectedCell(cell);
        QTest::keyClick(board, keyOf(solution.at(cell)));
    }
}

int firstEmpty(const GameState& game)
{
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) return cell;
    return -1;
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

    // statistics.json as Nonet wrote it before the variants were counted (some levels from
    // before games could be lost): read as it always was, no variant has games, and saved
    // again its classic part is the same.
    void fileFromBeforeTheVariants()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.json"));
        QVERIFY(QFile::copy(QStringLiteral(NONET_SOURCE_DIR "/tests/data/statistics_before_variants.json"), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        QString error;
        GameStatistics s = GameStatistics::load(dir.path(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(s.level(Level::Easy).started, 6);
        QCOMPARE(s.level(Level::Easy).solved, 4);
        QCOMPARE(s.level(Level::Easy).solvedWithoutHints, 3);
        QCOMPARE(s.level(Level::Easy).bestMs, 251'000);
        QCOMPARE(s.level(Level::Easy).averageMs(), 301'000);
        QCOMPARE(s.level(Level::Easy).currentStreak, 2);
        QCOMPARE(s.level(Level::Easy).bestStreak, 3);
        QCOMPARE(s.level(Level::Easy).lost, 1);
        QCOMPARE(s.level(Level::Medium).bestMs, 402'000);
        QCOMPARE(s.level(Level::Extreme).started, 1);
        QCOMPARE(s.level(Level::Extreme).lost, 0);
        QCOMPARE(s.level(Level::Tough).started, 0);
        for (Variant variant : kAllVariants)
            for (Level level : kAllLevels)
                if (variant != Variant::Classic) QVERIFY(!s.hasGames(variant, level));

        // Written again with a variant's game: "levels" holds the same classic numbers (what
        // an older Nonet reads), the variant sits beside them.
        s.recordStarted(Variant::Jigsaw, Level::Tough);
        QVERIFY(!s.save(dir.path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(written.value(QStringLiteral("version")).toInt(), 1);
        const QJsonObject easy = written.value(QStringLiteral("levels")).toObject().value(QStringLiteral("easy")).toObject();
        QCOMPARE(easy.value(QStringLiteral("started")).toInt(), 6);
        QCOMPARE(easy.value(QStringLiteral("bestMs")).toInteger(), 251'000);
        QCOMPARE(written.value(QStringLiteral("variants")).toObject().value(QStringLiteral("jigsaw")).toObject()
                     .value(QStringLiteral("tough")).toObject().value(QStringLiteral("started")).toInt(),
                 1);
        QCOMPARE(GameStatistics::load(dir.path()), s);
    }

    // A variant this build does not know (a later Nonet's) is kept as it was and written back.
    void unknownVariantsKept()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "nonet-statistics", "version": 1, "levels": {},
                       "variants": {"samurai": {"extreme": {"started": 7, "colour": "red"}}}})");
        file.close();
        QString error;
        GameStatistics s = GameStatistics::load(dir.path(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        s.recordStarted(Variant::Mini6, Level::Easy);
        QVERIFY(!s.save(dir.path()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject variants = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("variants")).toObject();
        file.close();
        QCOMPARE(variants.value(QStringLiteral("samurai")).toObject().value(QStringLiteral("extreme")).toObject(),
                 (QJsonObject{{QStringLiteral("started"), 7}, {QStringLiteral("colour"), QStringLiteral("red")}}));
        QCOMPARE(GameStatistics::load(dir.path()).level(Variant::Mini6, Level::Easy).started, 1);
        // Reset clears everything the player's statistics hold.
        s.reset();
        QVERIFY(!s.toJson().contains(QStringLiteral("variants")));
    }

    // Bad files (tests/bad_input_catalogue.cpp): set aside exactly as they were (nothing is
    // lost), the statistics start afresh, and the player is told.
    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badStatisticsFiles()) QTest::newRow(row.name) << row.bytes << row.messageFragment;
    }
    void badFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        QString error;
        QCOMPARE(GameStatistics::load(dir.path(), &error), GameStatistics());
        QVERIFY2(error.contains(fragment), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        const QStringList left = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(left.size(), 1);
        QVERIFY2(error.contains(left.first()), qPrintable(error));
        QFile aside(QDir(dir.path()).filePath(left.first()));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), bytes);
    }

    // The rules by variant: one variant's games never touch another's or the classic game's.
    void variantRules()
    {
        GameStatistics s;
        s.recordStarted(Variant::Mini6, Level::Easy);
        QVERIFY(s.recordSolved(Variant::Mini6, Level::Easy, 40'000, false, false).newBest);
        s.recordStarted(Variant::X, Level::Easy);
        s.recordLost(Variant::X, Level::Easy);
        QCOMPARE(s.level(Variant::Mini6, Level::Easy).solved, 1);
        QCOMPARE(s.level(Variant::Mini6, Level::Easy).bestMs, 40'000);
        QCOMPARE(s.level(Variant::X, Level::Easy).lost, 1);
        QCOMPARE(s.level(Variant::X, Level::Easy).solved, 0);
        QCOMPARE(s.level(Level::Easy), app::LevelStatistics());
        QCOMPARE(s.level(Variant::Windoku, Level::Easy), app::LevelStatistics());
        QVERIFY(GameStatistics::fromJson(s.toJson()) == s);
        // Best times need the classic game's share of empty cells, rounded up.
        QCOMPARE(app::StatisticsRecorder::minEmptyForBestTime(81), 36);
        QCOMPARE(app::StatisticsRecorder::minEmptyForBestTime(16), 8);
        QCOMPARE(app::StatisticsRecorder::minEmptyForBestTime(36), 16);
        QCOMPARE(app::StatisticsRecorder::minEmptyForBestTime(256), 114);
    }

    // Games of a variant count for their variant and level: started at the first move,
    // solved with the time the window showed (and the solved message says it sets the best
    // time), abandoned when another game replaces one left unsolved, Check keeps the best
    // time away; the classic numbers stay as they were. The file keeps them for the next
    // window.
    void variantGamesInTheOneWindow()
    {
        Window w = makeWindow();
        app::StatisticsRecorder* recorder = nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics");
        const auto stats = [&] { return recorder->statistics().level(Variant::Mini6, Level::Easy); };
        const auto banner = [&] { return nonet::test::child<QLabel>(*w.window, "banner")->text(); };

        QVERIFY(variantGame(w, Variant::Mini6, Level::Easy, 11));
        QCOMPARE(stats().started, 0); // nothing played yet
        solveOnTheBoard(w);
        QCOMPARE(w.window->session()->state().completion(), Completion::Solved);
        QCOMPARE(stats().started, 1);
        QCOMPARE(stats().solved, 1);
        QCOMPARE(stats().solvedWithoutHints, 1);
        QVERIFY(stats().bestMs > 0);
        QCOMPARE(stats().currentStreak, 1);
        QVERIFY2(banner().contains(QStringLiteral("That sets your best time at this level.")), qPrintable(banner()));
        const qint64 best = stats().bestMs;

        // Check, then solved: counted as solved without hints, no best time, and said so.
        QVERIFY(variantGame(w, Variant::Mini6, Level::Easy, 12));
        nonet::test::child<QAction>(*w.window, "actionCheck")->trigger();
        solveOnTheBoard(w);
        QCOMPARE(stats().solved, 2);
        QCOMPARE(stats().solvedWithoutHints, 2);
        QCOMPARE(stats().bestMs, best);
        QVERIFY2(banner().contains(QStringLiteral("(Check)")), qPrintable(banner()));

        // A move, then another game: started, and the streak ends.
        QVERIFY(variantGame(w, Variant::Mini6, Level::Easy, 13));
        const int cell = firstEmpty(w.window->session()->state());
        w.window->board()->setSelectedCell(cell);
        QTest::keyClick(w.window->board(), keyOf(w.window->session()->state().solution().at(cell)));
        QCOMPARE(stats().started, 3);
        QCOMPARE(stats().currentStreak, 2);
        QVERIFY(variantGame(w, Variant::Mini6, Level::Easy, 14));
        QCOMPARE(stats().currentStreak, 0);
        QCOMPARE(stats().bestStreak, 2);
        QCOMPARE(stats().started, 3); // the new game is untouched

        // Another variant and level have their own numbers; the classic game has none.
        QVERIFY(variantGame(w, Variant::Mini4, Level::VeryEasy, 15));
        solveOnTheBoard(w);
        QCOMPARE(recorder->statistics().level(Variant::Mini4, Level::VeryEasy).solved, 1);
        QCOMPARE(stats().solved, 2);
        for (Level level : kAllLevels) QCOMPARE(recorder->statistics().level(level), app::LevelStatistics());

        Window second = makeWindow();
        QCOMPARE(nonet::test::child<nonet::app::StatisticsRecorder>(*second.window, "statistics")->statistics(), recorder->statistics());
    }

    // The dialog: Classic first; the variant chosen from the keyboard shows its levels and
    // numbers, with names a screen reader says.
    void dialogShowsEachVariant()
    {
        Window w = makeWindow();
        solve(w, medium(), 75'000);
        QVERIFY(variantGame(w, Variant::Mini4, Level::Easy, 21));
        solveOnTheBoard(w);
        w.window->activateWindow();
        w.window->showStatistics();
        auto* dialog = w.window->findChild<app::StatisticsDialog*>();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        QComboBox* choice = dialog->variantChoice();
        QCOMPARE(choice->currentIndex(), 0);
        QCOMPARE(choice->currentText(), QStringLiteral("Classic"));
        QCOMPARE(choice->count(), static_cast<int>(kAllVariants.size()));
        QVERIFY(!choice->accessibleName().isEmpty());
        QVERIFY(choice->focusPolicy() & Qt::TabFocus);
        // A screen reader hears the choice (Qt 6.4 tells it no value): announced on focus and
        // on each change the keys make.
        auto* spoken = choice->findChild<ui::SpokenChoice*>();
        QVERIFY(spoken != nullptr);
        QSignalSpy said(spoken->announcer(), &ui::Announcer::announced);
        QTableWidget* table = dialog->table();
        QCOMPARE(table->rowCount(), kLevelCount);
        QCOMPARE(table->item(static_cast<int>(Level::Medium), 1)->text(), QStringLiteral("1"));

        // The choice comes before the table in the Tab chain; the arrow keys pick the variant.
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Backtab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(choice));
        QTRY_COMPARE(said.size(), 1); // once the focus is told: its label first
        QTest::keyClick(choice, Qt::Key_Down);
        QCOMPARE(dialog->variant(), Variant::Mini4);
        QCOMPARE(said.size(), 2);
        QCOMPARE(said.at(0).at(0).toString(), QStringLiteral("Classic"));
        QCOMPARE(said.at(1).at(0).toString(), QStringLiteral("4 by 4")); // a size, said as one
        // A 4×4 offers two levels: two rows.
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(dialog->levelAt(0), Level::VeryEasy);
        QCOMPARE(dialog->levelAt(1), Level::Easy);
        QCOMPARE(table->verticalHeaderItem(1)->text(), QStringLiteral("Easy"));
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("1"));
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("1"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("0"));
        QVERIFY(table->accessibleName().contains(QStringLiteral("4×4")));
        QVERIFY(table->item(1, 1)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("Easy")));
        // The numbers are the record's.
        const auto& easy = nonet::test::child<nonet::app::StatisticsRecorder>(*w.window, "statistics")->statistics().level(Variant::Mini4, Level::Easy);
        QCOMPARE(table->item(1, 3)->text(), ui::TimerLabel::format(std::chrono::milliseconds(easy.bestMs)));
        // Back to Classic: its six levels again.
        dialog->showVariant(Variant::Classic);
        QCOMPARE(table->rowCount(), kLevelCount);
        QCOMPARE(table->item(static_cast<int>(Level::Medium), 3)->text(), QStringLiteral("1:15"));
        dialog->close();
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
        const int empty = CandidateGrid::fromGrid(medium().givens.toClassic()).unsolvedCells().first();
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
        QVERIFY(session->setValue(CandidateGrid::fromGrid(medium().givens.toClassic()).unsolvedCells().first(),
                                  medium().solution.at(CandidateGrid::fromGrid(medium().givens.toClassic()).unsolvedCells().first())));
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
