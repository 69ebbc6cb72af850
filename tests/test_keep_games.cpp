// No unfinished game is lost by starting another: New at any level, Import, Load, Open, a
// link from outside and the Continue list itself each keep the game in progress first
// (GameSession's keeper, GameKeeper), it comes back from Game ▸ Continue with its undo
// history, and the list keeps the ten games left most recently. Variant games join the
// list when the variant window lets them go (a new game, the window closed, Nonet quit)
// and come back in it identical (cells, notes, time); a damaged kept variant game is set
// aside with a clear message. Driven on a real window with GameFiles, as a player would
// meet it.
#include "app/files/game_files.h"
#include "app/files/game_keeper.h"
#include "app/files/import_dialog.h"
#include "app/files/import_job.h"
#include "app/files/load_dialog.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/shell/main_window.h"
#include "app/storage/unfinished_store.h"
#include "app/daily/daily_recorder.h"
#include "app/trainer/practice_controller.h"
#include "app/variants/variant_window.h"
#include "ui/shape_board_widget.h"
#include "core/notation/formatter.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace nonet;
using nonet::app::GameFiles;
using nonet::app::MainWindow;
using nonet::app::SavedGame;

namespace {

// The Dutch assignment's puzzle: unique, and not among the bundled ones the window starts with.
const QString kPuzzle = QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

struct Fixture {
    QTemporaryDir data;
    std::unique_ptr<MainWindow> window;
    GameFiles* files = nullptr;
    QMenu* continueMenu = nullptr;
    app::PuzzleSource* source = new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1);

    Fixture()
    {
        window = std::make_unique<MainWindow>(source);
        files = new GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        continueMenu = window->findChild<QMenu*>(QStringLiteral("menuContinue"));
        QVERIFY(continueMenu != nullptr);
        window->resize(900, 700);
        window->show();
    }
    app::GameSession* session() const { return window->session(); }
    std::string givens() const { return formatLine(session()->state().givens()); }
    std::size_t keptCount() const { return files->keeper()->store().list().games.size(); }

    // Places the solution's digit in the first `count` empty cells and erases the last one
    // again, so the game has moves, an entry and a redo-free history.
    GameRecord play(int count = 3)
    {
        const GameState& state = session()->state();
        int placed = 0;
        for (int cell = 0; cell < kCellCount && placed < count; ++cell) {
            if (state.value(cell) != 0) continue;
            [&] { QVERIFY(session()->setValue(cell, state.solution().at(cell))); }();
            ++placed;
        }
        return session()->record();
    }

    // The Continue menu as the player opens it: its entries that resume a game.
    QList<QAction*> continueEntries() const
    {
        emit continueMenu->aboutToShow();
        QList<QAction*> entries;
        for (QAction* action : continueMenu->actions())
            if (action->isEnabled() && !action->isSeparator()) entries << action;
        return entries;
    }
};

// The variant window of the fixture's main window with a new game (seeded), a value and a
// note of the player's on it.
app::VariantWindow* playedVariant(MainWindow& window, Variant variant, Level level, std::uint64_t seed)
{
    app::VariantWindow* variants = window.variants();
    QSignalSpy shown(variants, &app::VariantWindow::gameShown);
    variants->startNewGame(variant, level, seed);
    if (!shown.wait(20000)) return variants;
    const ShapeGame& game = *variants->game();
    std::vector<int> empty;
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) empty.push_back(cell);
    ui::ShapeBoardWidget* board = variants->board();
    board->selectCell(empty.at(0));
    QTest::keyClick(board, Qt::Key(Qt::Key_0 + game.puzzle().solution.at(empty.at(0))));
    board->selectCell(empty.at(1));
    QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
    return variants;
}

bool sameGame(const GameRecord& a, const GameRecord& b)
{
    return a.puzzle == b.puzzle && a.moves == b.moves && a.undoIndex == b.undoIndex;
}

} // namespace

class TestKeepGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_keep_games"));
    }
    void init() { QSettings().clear(); }

    // New at any level (the misclicked level arrow): the game is kept and comes back from
    // Continue exactly, undo history and time included; the status bar says where it went.
    void newAtAnyLevelKeepsTheGame_data()
    {
        QTest::addColumn<Level>("level");
        for (Level level : kAllLevels) QTest::newRow(QByteArray(levelKey(level).data(), static_cast<qsizetype>(levelKey(level).size())).constData()) << level;
    }
    void newAtAnyLevelKeepsTheGame()
    {
        QFETCH(Level, level);
        Fixture f;
        const GameRecord before = f.play();
        f.window->requestNewGame(level);
        QTRY_VERIFY(f.session()->undoStack()->count() == 0);
        QCOMPARE(f.session()->level(), level);
        QCOMPARE(f.keptCount(), std::size_t{1});
        QVERIFY2(f.window->statusBar()->currentMessage().contains(QStringLiteral("Continue")),
                 qPrintable(f.window->statusBar()->currentMessage()));

        const QList<QAction*> entries = f.continueEntries();
        QCOMPARE(entries.size(), 1);
        // "Easy, 3 % filled, 0:00 played, today at 10:15": no name, as the game had none.
        QVERIFY2(entries.front()->text().startsWith(app::levelTitle(before.puzzle.level) + QStringLiteral(", ")),
                 qPrintable(entries.front()->text()));
        QVERIFY(entries.front()->text().contains(QStringLiteral("filled")));
        entries.front()->trigger();
        QVERIFY(sameGame(f.session()->record(), before));
        QCOMPARE(f.session()->elapsed() >= before.elapsedMs, true);
        QVERIFY(f.session()->undoStack()->canUndo());
        // Back in play, it left the list; the fresh game it replaced had no moves to keep.
        QCOMPARE(f.keptCount(), std::size_t{0});
    }

    // Every other way in keeps it too: Import, Load, Open, a link from outside, Continue.
    void everyWayInKeepsTheGame()
    {
        Fixture f;
        QVERIFY(f.files->saveUnder(QStringLiteral("Named")));
        const QString file = QDir(f.data.path()).filePath(QStringLiteral("other.nonet"));
        QVERIFY(f.files->saveToFile(file));
        std::vector<GameRecord> left;

        // Import (the dialog, as the player uses it).
        left.push_back(f.play());
        QApplication::clipboard()->setText(kPuzzle);
        f.files->showImport();
        QTest::mouseClick(f.files->importDialog()->importButton(), Qt::LeftButton);
        QTRY_COMPARE(QString::fromStdString(f.givens()), kPuzzle);
        QCOMPARE(f.keptCount(), std::size_t{1});

        // Load (the dialog).
        left.push_back(f.play());
        f.files->showLoad();
        auto* load = f.window->findChildren<app::LoadDialog*>().back();
        load->list()->setCurrentItem(load->list()->topLevelItem(0));
        QTest::mouseClick(load->openButton(), Qt::LeftButton);
        QTRY_COMPARE(f.files->currentName(), QStringLiteral("Named"));
        QCOMPARE(f.keptCount(), std::size_t{2});

        // Open a file.
        left.push_back(f.play());
        f.files->openFile(file);
        QTRY_COMPARE(f.session()->undoStack()->count(), 0);
        QCOMPARE(f.keptCount(), std::size_t{3});

        // A link from outside (command line, a clicked link).
        left.push_back(f.play());
        f.files->openArgument(QStringLiteral("nonet://play?p=") + kPuzzle);
        QTRY_COMPARE(f.session()->undoStack()->count(), 0);
        QCOMPARE(f.keptCount(), std::size_t{4});

        // Continue itself: the game left for the kept one is kept in turn.
        left.push_back(f.play());
        QList<QAction*> entries = f.continueEntries();
        QCOMPARE(entries.size(), 4);
        entries.back()->trigger(); // the oldest: the game left for Import
        QVERIFY(sameGame(f.session()->record(), left.front()));
        QCOMPARE(f.keptCount(), std::size_t{4});

        // Every game left is there (the one resumed is the current game).
        std::vector<GameRecord> found{f.session()->record()};
        for (const auto& entry : f.files->keeper()->store().list().games) {
            auto game = f.files->keeper()->store().open(entry.path);
            QVERIFY(std::holds_alternative<SavedGame>(game));
            found.push_back(std::get<SavedGame>(game).record);
        }
        for (const GameRecord& game : left)
            QVERIFY(std::any_of(found.begin(), found.end(), [&](const GameRecord& g) { return sameGame(g, game); }));
        // The game loaded as "Named" keeps its name in the list and gets it back.
        const QList<QAction*> named = f.continueEntries();
        const auto it = std::find_if(named.begin(), named.end(), [](QAction* a) { return a->text().contains(QStringLiteral("Named")); });
        QVERIFY(it != named.end());
        (*it)->trigger();
        QCOMPARE(f.files->currentName(), QStringLiteral("Named"));
    }

    // Today's Puzzle and a practice position start the way New does: the game left is
    // kept. A practice position replaced by the next one is an exercise, not kept (it would
    // push real games out of the list); one that another game replaces is kept like any.
    void dailyAndPracticeKeepTheGame()
    {
        Fixture f;
        const GameRecord first = f.play();
        f.window->findChild<QAction*>(QStringLiteral("actionTodaysPuzzle"))->trigger();
        QTRY_VERIFY(f.window->dailyRecorder()->currentDay().has_value());
        QCOMPARE(f.keptCount(), std::size_t{1});
        f.play();

        f.window->practise(Technique::XYWing);
        QTRY_VERIFY_WITH_TIMEOUT(f.window->practice()->position().has_value(), 20000);
        QCOMPARE(f.keptCount(), std::size_t{2});
        QVERIFY(!f.window->dailyRecorder()->currentDay());
        const TrainerPosition position = *f.window->practice()->position();
        const CellDigit removal = position.step.eliminations.front();
        QVERIFY(f.session()->toggleNote(removal.cell, removal.digit));
        f.window->practice()->next();
        QTRY_VERIFY_WITH_TIMEOUT(f.window->practice()->position()->puzzle.givens != position.puzzle.givens, 20000);
        QCOMPARE(f.keptCount(), std::size_t{2});

        QVERIFY(f.session()->toggleNote(f.window->practice()->position()->step.eliminations.front().cell,
                                        f.window->practice()->position()->step.eliminations.front().digit));
        f.window->requestNewGame(Level::Easy);
        QTRY_VERIFY(!f.window->practice()->isActive() && f.session()->undoStack()->count() == 0);
        QCOMPARE(f.keptCount(), std::size_t{3});
        // The first game is still there to continue.
        const QList<QAction*> entries = f.continueEntries();
        entries.back()->trigger();
        QVERIFY(sameGame(f.session()->record(), first));
    }

    // Today's puzzle left for another game and asked for again goes on where it was left.
    void todaysPuzzleComesBackFromContinue()
    {
        Fixture f;
        QAction* today = f.window->findChild<QAction*>(QStringLiteral("actionTodaysPuzzle"));
        today->trigger();
        QTRY_VERIFY(f.window->dailyRecorder()->currentDay().has_value());
        const GameRecord daily = f.play(4);
        f.window->requestNewGame(Level::Easy);
        QTRY_VERIFY(!f.window->dailyRecorder()->currentDay());
        QCOMPARE(f.keptCount(), std::size_t{1});
        today->trigger();
        QTRY_VERIFY(f.window->dailyRecorder()->currentDay().has_value());
        QVERIFY(sameGame(f.session()->record(), daily));
        QCOMPARE(f.keptCount(), std::size_t{0}); // back in play, out of the list
    }

    // Nothing worth keeping: a game without moves, a solved game.
    void untouchedAndSolvedGamesAreNotKept()
    {
        Fixture f;
        f.window->requestNewGame(Level::Easy);
        QTRY_VERIFY(f.session()->level() == Level::Easy);
        QCOMPARE(f.keptCount(), std::size_t{0});

        const GameState& state = f.session()->state();
        for (int cell = 0; cell < kCellCount; ++cell)
            if (state.value(cell) == 0) QVERIFY(f.session()->setValue(cell, state.solution().at(cell)));
        QVERIFY(f.session()->isFinished());
        const std::string solved = f.givens();
        f.window->requestNewGame(Level::Medium);
        QTRY_VERIFY(f.givens() != solved);
        QCOMPARE(f.keptCount(), std::size_t{0});
        QVERIFY(f.continueEntries().isEmpty());
        // The empty menu says why it is empty.
        QCOMPARE(f.continueMenu->actions().size(), 1);
        QVERIFY(!f.continueMenu->actions().front()->isEnabled());
    }

    // A game that cannot be kept (the folder cannot be made) is not replaced: the player is
    // told why and plays on.
    void aGameThatCannotBeKeptIsNotReplaced()
    {
        Fixture f;
        QFile blocker(QDir(f.data.path()).filePath(QStringLiteral("unfinished")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the folder should be
        blocker.close();
        const GameRecord before = f.play();
        QSignalSpy problems(f.files->keeper(), &app::GameKeeper::problem);
        QSignalSpy ready(f.source, &app::PuzzleSource::puzzleReady);
        f.window->requestNewGame(Level::Tough);
        QVERIFY(ready.wait(5000));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.front().front().toString().contains(QStringLiteral("not started")),
                 qPrintable(problems.front().front().toString()));
        QVERIFY(sameGame(f.session()->record(), before));
        QVERIFY(f.session()->isPlayable());

        // Nor by Import: the problem shows in the dialog, which stays open.
        QApplication::clipboard()->setText(kPuzzle);
        f.files->showImport();
        QTest::mouseClick(f.files->importDialog()->importButton(), Qt::LeftButton);
        QTRY_VERIFY(f.files->importDialog()->problemLabel()->isVisible());
        QVERIFY(f.files->importDialog()->isVisible());
        QVERIFY(sameGame(f.session()->record(), before));
    }

    // The stated rule: the ten games left most recently stay, the oldest go first.
    void theTenLeftMostRecentlyStay()
    {
        QTemporaryDir dir;
        const app::UnfinishedStore store(dir.path());
        QCOMPARE(store.limit(), 10);
        const QDateTime start = QDateTime::currentDateTimeUtc();
        // Twelve games, each left a minute after the one before; their times tell them apart.
        Fixture f;
        const GameRecord base = f.play(1);
        for (int i = 0; i < 12; ++i) {
            GameRecord game = base;
            game.elapsedMs = 1000 * (i + 1);
            const auto kept = store.keep(SavedGame{game, QString(), start.addSecs(60 * i)});
            QVERIFY(std::holds_alternative<app::KeptFile>(kept));
        }
        const auto listing = store.list();
        QCOMPARE(listing.games.size(), std::size_t{10});
        for (std::size_t i = 0; i < listing.games.size(); ++i) QCOMPARE(listing.games[i].elapsedMs, qint64(1000 * (12 - i)));
        // The same game kept twice within a millisecond gets a file of its own.
        const app::UnfinishedStore two(dir.filePath(QStringLiteral("two")));
        QVERIFY(std::holds_alternative<app::KeptFile>(two.keep(SavedGame{base, QString(), start})));
        QVERIFY(std::holds_alternative<app::KeptFile>(two.keep(SavedGame{base, QString(), start})));
        QCOMPARE(two.list().games.size(), std::size_t{2});
    }

    // A kept game's file that cannot be read is reported and set aside, never deleted; the
    // other kept games are listed as usual.
    void aDamagedKeptGameIsSetAside()
    {
        Fixture f;
        f.play();
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        const QDir folder(QDir(f.data.path()).filePath(QStringLiteral("unfinished")));
        QFile damaged(folder.filePath(QStringLiteral("20260101-000000000-deadbeef.nonet")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": \"nonet-game\", \"version\": 1, \"puzzle\": \"53..");
        damaged.close();
        QSignalSpy problems(f.files->keeper(), &app::GameKeeper::problem);
        QCOMPARE(f.continueEntries().size(), 1);
        QCOMPARE(problems.size(), 1);
        QVERIFY(!QFile::exists(damaged.fileName()));
        QCOMPARE(folder.entryList({QStringLiteral("20260101-000000000-deadbeef.nonet.damaged-*")}, QDir::Files).size(), 1);
    }

    // A variant game left by closing its window is in Continue with its variant, level,
    // progress and time, no longer in the autosave (one place only); chosen, it comes back in
    // the variant window with the same cells, notes and time, paused until the next move.
    void variantGameClosedAndBack()
    {
        QFile::remove(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("variant-autosave.json")));
        Fixture f;
        app::VariantWindow* variants = playedVariant(*f.window, Variant::Mini6, Level::Easy, 5);
        QVERIFY(variants->game() != nullptr);
        const ShapeGame before = *variants->game();
        QVERIFY(QFile::exists(variants->autosavePath()));
        variants->close();
        const qint64 elapsed = variants->elapsedMs();
        QVERIFY(variants->game() == nullptr);
        QVERIFY(!QFile::exists(variants->autosavePath()));
        QCOMPARE(f.keptCount(), std::size_t{1});

        const app::GameStore::Entry entry = f.files->keeper()->store().list().games.front();
        QCOMPARE(entry.variant, Variant::Mini6);
        QCOMPARE(entry.level, Level::Easy);
        QCOMPARE(entry.elapsedMs, elapsed);
        const int open = before.cellCount() - before.puzzle().givens.filledCount();
        QCOMPARE(entry.progressPercent, 100 / open);
        const QList<QAction*> entries = f.continueEntries();
        QCOMPARE(entries.size(), 1);
        QVERIFY2(entries.front()->text().startsWith(QStringLiteral("6×6 · Easy, %1 % filled, ").arg(100 / open)), qPrintable(entries.front()->text()));
        QVERIFY(entries.front()->text().contains(QStringLiteral("played")));
        QVERIFY(entries.front()->statusTip().contains(QStringLiteral("variant window")));

        const GameRecord classic = f.session()->record();
        entries.front()->trigger();
        QVERIFY(variants->isVisible());
        QVERIFY(variants->game() != nullptr);
        QVERIFY(variants->game()->values() == before.values());
        QVERIFY(variants->game()->puzzle().solution == before.puzzle().solution);
        QCOMPARE(variants->game()->level(), Level::Easy);
        for (int cell = 0; cell < before.cellCount(); ++cell) QCOMPARE(variants->game()->notes(cell), before.notes(cell));
        QCOMPARE(variants->elapsedMs(), elapsed);
        QTest::qWait(30);
        QCOMPARE(variants->elapsedMs(), elapsed); // paused until the next move
        QCOMPARE(f.keptCount(), std::size_t{0});
        QVERIFY(f.window->statusBar()->currentMessage().contains(QStringLiteral("variant window")));
        QVERIFY(sameGame(f.session()->record(), classic)); // the classic game is untouched
    }

    // A new variant game keeps the one it replaces (the status bar says so), quitting keeps
    // the one in the window, and the Continue list holds both kinds, newest first.
    void variantGamesKeptByNewGameAndQuit()
    {
        QFile::remove(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("variant-autosave.json")));
        Fixture f;
        f.play();
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        app::VariantWindow* variants = playedVariant(*f.window, Variant::Mini4, Level::VeryEasy, 8);
        QCOMPARE(f.keptCount(), std::size_t{1});
        playedVariant(*f.window, Variant::Mini6, Level::Easy, 9);
        QCOMPARE(f.keptCount(), std::size_t{2});
        QVERIFY2(variants->statusBar()->currentMessage().contains(QStringLiteral("Game ▸ Continue")),
                 qPrintable(variants->statusBar()->currentMessage()));
        // An untouched variant game is not kept.
        QSignalSpy shown(variants, &app::VariantWindow::gameShown);
        variants->startNewGame(Variant::Mini4, Level::Easy, 10);
        QVERIFY(shown.wait(20000));
        QCOMPARE(f.keptCount(), std::size_t{3});
        variants->startNewGame(Variant::Mini4, Level::Easy, 11);
        QVERIFY(shown.wait(20000));
        QCOMPARE(f.keptCount(), std::size_t{3});

        playedVariant(*f.window, Variant::Mini4, Level::Easy, 12);
        QCOMPARE(f.keptCount(), std::size_t{3});
        f.window->close(); // quitting
        QCOMPARE(f.keptCount(), std::size_t{4});
        const auto games = f.files->keeper()->store().list().games;
        QCOMPARE(games.at(0).variant, Variant::Mini4); // the last one left comes first
        QCOMPARE(games.at(0).level, Level::Easy);
        QCOMPARE(games.at(1).variant, Variant::Mini6);
        QCOMPARE(games.at(2).variant, Variant::Mini4);
        QCOMPARE(games.at(3).variant, Variant::Classic);
    }

    // A kept variant game that cannot be read: the other games are listed, the player is told
    // which file and why, and the file is set aside as it was (nothing lost).
    void aDamagedKeptVariantGameIsSetAside()
    {
        Fixture f;
        f.play();
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        const QDir folder(QDir(f.data.path()).filePath(QStringLiteral("unfinished")));
        const QByteArray bytes = R"({"format": "nonet-variant-game", "version": 1, "variant": "5x5"})";
        QFile damaged(folder.filePath(QStringLiteral("20260101-000000000-deadbeef.nonetv")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(bytes);
        damaged.close();
        QSignalSpy problems(f.files->keeper(), &app::GameKeeper::problem);
        QCOMPARE(f.continueEntries().size(), 1);
        QCOMPARE(problems.size(), 1);
        const QString said = problems.front().front().toString();
        QVERIFY2(said.contains(QStringLiteral("20260101-000000000-deadbeef.nonetv")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("It was kept as")), qPrintable(said));
        QVERIFY(!QFile::exists(damaged.fileName()));
        const QStringList aside = folder.entryList({QStringLiteral("20260101-000000000-deadbeef.nonetv.damaged-*")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile kept(folder.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
    }

    // The Continue menu sits in the Game menu and under the New button's arrow.
    void continueIsWhereNewIs()
    {
        Fixture f;
        auto* game = f.window->menuBar()->findChild<QMenu*>(QStringLiteral("menuGame"));
        QVERIFY(game != nullptr);
        QVERIFY(game->actions().contains(f.continueMenu->menuAction()));
        auto* levels = f.window->findChild<QMenu*>(QStringLiteral("menuNew"));
        QVERIFY(levels != nullptr);
        QVERIFY(levels->actions().contains(f.continueMenu->menuAction()));
    }
};

QTEST_MAIN(TestKeepGames)
#include "test_keep_games.moc"
