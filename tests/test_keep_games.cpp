// No unfinished game is lost by starting another: New at any level, Import, Load, Open, a
// link from outside and the Continue list itself each keep the game in progress first
// (GameSession's keeper, GameKeeper), it comes back from Game ▸ Continue with its undo
// history, and the list keeps the ten games left most recently. Games of every shape join
// it and come back identical (cells, notes, time); each entry says what the game is (its
// variant and level, the daily puzzle's date, the practised technique), and the game the
// variant window of earlier versions left in its autosave is taken in at start-up; a
// damaged kept game is set aside with a clear message. Driven on a real window with
// GameFiles, as a player would meet it.
#include "app/files/game_files.h"
#include "app/files/game_keeper.h"
#include "app/files/import_dialog.h"
#include "app/files/import_job.h"
#include "app/files/load_dialog.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/level_names.h"
#include "app/session/technique_names.h"
#include "app/shell/main_window.h"
#include "app/stats/statistics_recorder.h"
#include "app/storage/unfinished_store.h"
#include "app/daily/daily_recorder.h"
#include "app/trainer/practice_controller.h"
#include "core/generator/shape_generator.h"
#include "core/notation/formatter.h"
#include "tests/bad_input_catalogue.h"
#include "tests/fixtures.h"
#include "ui/accessibility/spoken_text.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
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
#include <random>

Q_DECLARE_METATYPE(nonet::Variant)

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

    // The app data folder is `directory` when given (a later start of Nonet on the same
    // folder), else a fresh one.
    explicit Fixture(const QString& directory = {})
    {
        window = std::make_unique<MainWindow>(source);
        files = new GameFiles(window.get(), window->session(), {directory.isEmpty() ? data.path() : directory, &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        continueMenu = window->findChild<QMenu*>(QStringLiteral("menuContinue"));
        QVERIFY(continueMenu != nullptr);
        window->resize(900, 700);
        window->show();
    }
    app::GameSession* session() const { return window->session(); }
    std::string givens() const { return formatLine(session()->state().givens().toClassic()); }
    std::size_t keptCount() const { return files->keeper()->store().list().games.size(); }

    // Places the solution's digit in the first `count` empty cells after the first `skip`,
    // so the game has moves, entries and a redo-free history (a game of its own: a game
    // whose history starts with another's is that game, further on).
    GameRecord play(int count = 3, int skip = 0)
    {
        const GameState& state = session()->state();
        int placed = 0;
        for (int cell = 0; cell < kCellCount && placed < count; ++cell) {
            if (state.value(cell) != 0 || skip-- > 0) continue;
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

// A new game of the variant in the fixture's window (a puzzle made from the seed), with a
// value and a note of the player's on it, typed on the board.
bool playedVariant(MainWindow& window, Variant variant, Level level, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng);
    if (!made || !window.startGame(GamePuzzle{made->givens, made->solution, made->level})) return false;
    const GameState& game = window.session()->state();
    std::vector<int> empty;
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) empty.push_back(cell);
    ui::BoardWidget* board = window.board();
    board->setSelectedCell(empty.at(0));
    QTest::keyClick(board, Qt::Key(Qt::Key_0 + made->solution.at(empty.at(0))));
    board->setSelectedCell(empty.at(1));
    QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
    return game.value(empty.at(0)) != 0 && game.notes(empty.at(1)).contains(2);
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
        // "Classic · Easy, 3 % filled, 0:00 played, today at 10:15": no name, as the game had none.
        QVERIFY2(entries.front()->text().startsWith(ui::SpokenText::plain(app::GameTitle::of(before.puzzle)) + QStringLiteral(", ")),
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
        left.push_back(f.play(3, 0));
        QApplication::clipboard()->setText(kPuzzle);
        f.files->showImport();
        QTest::mouseClick(f.files->importDialog()->importButton(), Qt::LeftButton);
        QTRY_COMPARE(QString::fromStdString(f.givens()), kPuzzle);
        QCOMPARE(f.keptCount(), std::size_t{1});

        // Load (the dialog).
        left.push_back(f.play(3, 3));
        f.files->showLoad();
        auto* load = f.window->findChildren<app::LoadDialog*>().back();
        load->list()->setCurrentItem(load->list()->topLevelItem(0));
        QTest::mouseClick(load->openButton(), Qt::LeftButton);
        QTRY_COMPARE(f.files->currentName(), QStringLiteral("Named"));
        QCOMPARE(f.keptCount(), std::size_t{2});

        // Open a file.
        left.push_back(f.play(3, 6));
        f.files->openFile(file);
        QTRY_COMPARE(f.session()->undoStack()->count(), 0);
        QCOMPARE(f.keptCount(), std::size_t{3});

        // A link from outside (command line, a clicked link).
        left.push_back(f.play(3, 9));
        f.files->openArgument(QStringLiteral("nonet://play?p=") + kPuzzle);
        QTRY_COMPARE(f.session()->undoStack()->count(), 0);
        QCOMPARE(f.keptCount(), std::size_t{4});

        // Continue itself: the game left for the kept one is kept in turn.
        left.push_back(f.play(3, 12));
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

    // Loading the game being played (its own save, as far as it was played or further on)
    // keeps no copy of it: nothing of it would be lost. Loading it back from further on
    // keeps the game as it was, which the save does not hold.
    void loadingTheGameBeingPlayedKeepsNoCopy()
    {
        Fixture f;
        f.play(3, 0);
        QVERIFY(f.files->saveUnder(QStringLiteral("Mine")));
        const auto saved = [&f] {
            auto read = f.files->store().open(f.files->store().pathFor(QStringLiteral("Mine")));
            return std::get<SavedGame>(read);
        };
        QVERIFY(f.files->opener()->openSaved(saved()));
        QCOMPARE(f.keptCount(), std::size_t{0});
        QCOMPARE(f.continueEntries().size(), 0);
        // The save, and further on in memory: loading a save of further on keeps nothing...
        f.play(1, 0);
        QVERIFY(f.files->saveUnder(QStringLiteral("Mine")));
        f.session()->undoStack()->undo(); // back to where it was: the save holds every position
        QVERIFY(f.files->opener()->openSaved(saved()));
        QCOMPARE(f.keptCount(), std::size_t{0});
        // ...but going back to the save from further on keeps the game that was further.
        const GameRecord further = f.play(2, 0);
        QVERIFY(f.files->opener()->openSaved(saved()));
        QCOMPARE(f.keptCount(), std::size_t{1});
        const auto kept = f.files->keeper()->store().open(f.files->keeper()->store().list().games.front().path);
        QVERIFY(sameGame(std::get<SavedGame>(kept).record, further));
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
        const QDate day = app::qDate(*f.window->dailyRecorder()->currentDay());
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
        // Each says what it is: the practice position its technique, the daily puzzle its
        // date; the first game is an ordinary one.
        const auto games = f.files->keeper()->store().list().games;
        QCOMPARE(games.at(0).origin.practice, std::optional<Technique>(Technique::XYWing));
        QCOMPARE(games.at(1).origin.daily, std::optional<QDate>(day));
        QCOMPARE(games.at(2).origin, app::GameOrigin{});
        QList<QAction*> entries = f.continueEntries();
        QCOMPARE(entries.size(), 3);
        // Continue lists its games in words ("Classic, Tough"), as a screen reader reads them;
        // the status bar shows the title as written ("Classic · Tough").
        const QString shownPractice = QStringLiteral("Practice of %1 (%2)").arg(app::techniqueTitle(Technique::XYWing), app::GameTitle::of(Variant::Classic, games.at(0).level));
        const QString practice = ui::SpokenText::plain(shownPractice) + QStringLiteral(", ");
        QVERIFY2(entries.at(0)->text().startsWith(practice), qPrintable(entries.at(0)->text()));
        const QString daily = QStringLiteral("Daily puzzle of %1 (").arg(QLocale().toString(day, QLocale::LongFormat));
        QVERIFY2(entries.at(1)->text().startsWith(daily), qPrintable(entries.at(1)->text()));
        QVERIFY2(entries.at(2)->text().startsWith(ui::SpokenText::plain(app::GameTitle::of(first.puzzle)) + QStringLiteral(", ")), qPrintable(entries.at(2)->text()));

        // A practice position brought back and left again is still one.
        entries.at(0)->trigger();
        QVERIFY2(f.window->statusBar()->currentMessage().contains(shownPractice), qPrintable(f.window->statusBar()->currentMessage()));
        f.play(1);
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{3});
        QCOMPARE(f.files->keeper()->store().list().games.at(0).origin.practice, std::optional<Technique>(Technique::XYWing));

        // The first game is still there to continue.
        entries = f.continueEntries();
        entries.back()->trigger();
        QVERIFY(sameGame(f.session()->record(), first));
    }

    // What a game is outlasts a restart: the autosave keeps it, and the game brought back
    // from it says it in the Continue list when it is left.
    void whatAGameIsOutlastsARestart()
    {
        QTemporaryDir data;
        {
            Fixture f(data.path());
            QVERIFY(!f.files->resume());
            f.window->practise(Technique::XYWing);
            QTRY_VERIFY_WITH_TIMEOUT(f.window->practice()->position().has_value(), 20000);
            const CellDigit removal = f.window->practice()->position()->step.eliminations.front();
            QVERIFY(f.session()->toggleNote(removal.cell, removal.digit));
            QVERIFY(f.files->autosave()->writeNow());
            const auto slot = app::SaveFile::readFile(f.files->autosave()->slotPath());
            QVERIFY(std::holds_alternative<SavedGame>(slot));
            QCOMPARE(std::get<SavedGame>(slot).origin.practice, std::optional<Technique>(Technique::XYWing));
        } // Nonet quits
        Fixture f(data.path());
        QVERIFY(f.files->resume());
        QVERIFY(!f.window->practice()->isActive());
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        QCOMPARE(f.files->keeper()->store().list().games.front().origin.practice, std::optional<Technique>(Technique::XYWing));
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
        // Twelve games (a digit in another cell each), each left a minute after the one
        // before; their times tell them apart.
        Fixture f;
        const GameRecord base = f.play(1);
        std::vector<int> empty;
        for (int cell = 0; cell < kCellCount; ++cell)
            if (base.puzzle.givens.at(cell) == 0) empty.push_back(cell);
        for (int i = 0; i < 12; ++i) {
            GameRecord game = base;
            const int cell = empty[static_cast<std::size_t>(i)];
            game.moves = {Move::setValue(cell, base.puzzle.solution.at(cell))};
            game.undoIndex = 1;
            game.elapsedMs = 1000 * (i + 1);
            const auto kept = store.keep(SavedGame{game, QString(), start.addSecs(60 * i)});
            QVERIFY(std::holds_alternative<app::KeptFile>(kept));
        }
        const auto listing = store.list();
        QCOMPARE(listing.games.size(), std::size_t{10});
        for (std::size_t i = 0; i < listing.games.size(); ++i) QCOMPARE(listing.games[i].elapsedMs, qint64(1000 * (12 - i)));
        // The same game kept twice within a millisecond gets a file of its own (never one
        // over the other), and is listed once.
        const app::UnfinishedStore two(dir.filePath(QStringLiteral("two")));
        const auto first = two.keep(SavedGame{base, QString(), start});
        const auto second = two.keep(SavedGame{base, QString(), start});
        QVERIFY(std::holds_alternative<app::KeptFile>(first));
        QVERIFY(std::holds_alternative<app::KeptFile>(second));
        QVERIFY(std::get<app::KeptFile>(first).path != std::get<app::KeptFile>(second).path);
        QCOMPARE(two.list().games.size(), std::size_t{1});
    }

    // No game is listed twice: a kept game whose whole history another game left later
    // begins with (the same game, left again) goes with it; two plays of one puzzle stay
    // two games. An old variant file and the same game kept since count as one too.
    void aGameIsListedOnce()
    {
        QTemporaryDir dir;
        const app::UnfinishedStore store(dir.path());
        const QDateTime start = QDateTime::currentDateTimeUtc();
        GameRecord game;
        game.puzzle = testing::samplePuzzle();
        std::vector<int> empty;
        for (int cell = 0; cell < kCellCount; ++cell)
            if (game.puzzle.givens.at(cell) == 0) empty.push_back(cell);
        const auto place = [&](GameRecord record, int index) {
            const int cell = empty[static_cast<std::size_t>(index)];
            record.moves.push_back(Move::setValue(cell, record.puzzle.solution.at(cell)));
            record.undoIndex = static_cast<int>(record.moves.size());
            return record;
        };
        const GameRecord once = place(game, 0);
        const GameRecord further = place(once, 1);
        const GameRecord otherPlay = place(game, 2);
        QVERIFY(std::holds_alternative<app::KeptFile>(store.keep(SavedGame{once, QString(), start})));
        QVERIFY(std::holds_alternative<app::KeptFile>(store.keep(SavedGame{otherPlay, QString(), start.addSecs(60)})));
        QVERIFY(std::holds_alternative<app::KeptFile>(store.keep(SavedGame{further, QString(), start.addSecs(120)})));
        auto games = store.list().games;
        QCOMPARE(games.size(), std::size_t{2});
        const auto opened = store.open(games.at(0).path);
        QVERIFY(std::holds_alternative<SavedGame>(opened));
        QCOMPARE(std::get<SavedGame>(opened).record, further);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // the earlier copy's file is gone

        // The variant window's old file of a 4x4 game, and the same game kept since.
        const app::UnfinishedStore variants(dir.filePath(QStringLiteral("variants")));
        QVERIFY(QDir().mkpath(variants.directory()));
        const QString old = QDir(variants.directory()).filePath(QStringLiteral("20260101-000000000-deadbeef.nonetv"));
        QVERIFY(QFile::copy(QStringLiteral(NONET_SOURCE_DIR "/tests/data/variant_game_4x4.nonetv"), old));
        const auto read = app::SaveFile::readFile(old);
        QVERIFY(std::holds_alternative<SavedGame>(read));
        QCOMPARE(variants.list().games.size(), std::size_t{1});
        QVERIFY(std::holds_alternative<app::KeptFile>(variants.keep(SavedGame{std::get<SavedGame>(read).record, QString(), start})));
        games = variants.list().games;
        QCOMPARE(games.size(), std::size_t{1});
        QVERIFY(games.front().path.endsWith(QStringLiteral(".nonet")));
        QCOMPARE(games.front().variant(), Variant::Mini4);
        QVERIFY(!QFile::exists(old));
    }

    // A game taken back from the list is still what it was when it is left again, with
    // nothing else to say so (here no shell: no origin source at all).
    void aGameBroughtBackStaysWhatItIs()
    {
        QTemporaryDir dir;
        app::GameSession session;
        app::GameKeeper keeper(&session, dir.path());
        GameRecord record;
        record.puzzle = testing::samplePuzzle();
        int cell = 0;
        while (record.puzzle.givens.at(cell) != 0) ++cell;
        record.moves = {Move::setValue(cell, record.puzzle.solution.at(cell))};
        record.undoIndex = 1;
        const app::GameOrigin practice{std::nullopt, Technique::XWing};
        const auto kept = keeper.store().keep(SavedGame{record, QString(), QDateTime::currentDateTimeUtc(), practice});
        QVERIFY(std::holds_alternative<app::KeptFile>(kept));
        QSignalSpy messages(&keeper, &app::GameKeeper::message);
        QVERIFY(keeper.resume(std::get<app::KeptFile>(kept).path));
        QVERIFY2(messages.front().front().toString().contains(QStringLiteral("Practice of %1").arg(app::techniqueTitle(Technique::XWing))),
                 qPrintable(messages.front().front().toString()));
        QCOMPARE(keeper.originOf(record.puzzle.givens), practice);
        QCOMPARE(keeper.originOf(testing::sampleVariantPuzzle(Variant::Mini4).givens), app::GameOrigin{});
        QVERIFY(session.newGame(testing::sampleVariantPuzzle(Variant::Mini4)));
        const auto games = keeper.store().list().games;
        QCOMPARE(games.size(), std::size_t{1});
        QCOMPARE(games.front().origin, practice);
        QVERIFY2(keeper.keptNote().contains(QStringLiteral("Practice of")), qPrintable(keeper.keptNote()));
    }

    // The variant window of earlier versions kept its game in variant-autosave.json, which
    // nothing reads any more: the next start takes that game into the Continue list and
    // says so (a game with nothing to lose just goes); a damaged one is set aside.
    void variantAutosaveGoesToContinue()
    {
        const QString data4x4 = QStringLiteral(NONET_SOURCE_DIR "/tests/data/variant_game_4x4.nonetv");
        {
            Fixture f;
            const QString path = f.files->variantAutosavePath();
            QCOMPARE(QFileInfo(path).dir(), QDir(f.data.path()));
            QVERIFY(QFile::copy(data4x4, path));
            QSignalSpy messages(f.files->keeper(), &app::GameKeeper::message);
            f.files->resume();
            QVERIFY(!QFile::exists(path));
            QCOMPARE(f.keptCount(), std::size_t{1});
            const auto entry = f.files->keeper()->store().list().games.front();
            QCOMPARE(entry.variant(), Variant::Mini4);
            QCOMPARE(entry.elapsedMs, 65004);
            QCOMPARE(messages.size(), 1);
            QVERIFY2(messages.front().front().toString().contains(QStringLiteral("4×4 · Easy")) &&
                         messages.front().front().toString().contains(QStringLiteral("Game ▸ Continue")),
                     qPrintable(messages.front().front().toString()));
            const QList<QAction*> entries = f.continueEntries();
            QCOMPARE(entries.size(), 1);
            QVERIFY2(entries.front()->text().startsWith(QStringLiteral("4 by 4, Easy, ")), qPrintable(entries.front()->text()));
            // Chosen, it plays in the one window, as it was left.
            entries.front()->trigger();
            QCOMPARE(f.session()->state().variant(), Variant::Mini4);
            QCOMPARE(f.session()->elapsed() >= 65004, true);
        }
        {
            // Nothing of the player's on it: nothing to keep, the file goes.
            Fixture f;
            const QString path = f.files->variantAutosavePath();
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format": "nonet-variant-game", "version": 1, "variant": "4x4", "level": "easy", "elapsedMs": 0,
                "puzzle": "2...3......2...1", "solution": "2413312413424231", "entries": "................"})");
            file.close();
            QSignalSpy messages(f.files->keeper(), &app::GameKeeper::message);
            f.files->resume();
            QVERIFY(!QFile::exists(path));
            QCOMPARE(f.keptCount(), std::size_t{0});
            QCOMPARE(messages.size(), 0);
        }
        {
            // Damaged: set aside as it is, the player told.
            Fixture f;
            const QString path = f.files->variantAutosavePath();
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format": "nonet-variant-game", "version": 1, "variant": "5x5"})");
            file.close();
            QSignalSpy problems(f.files->keeper(), &app::GameKeeper::problem);
            f.files->resume();
            QVERIFY(!QFile::exists(path));
            QCOMPARE(f.keptCount(), std::size_t{0});
            QCOMPARE(problems.size(), 1);
            QVERIFY(problems.front().front().toString().contains(QStringLiteral("variant-autosave.json")));
            QCOMPARE(QDir(f.data.path()).entryList({QStringLiteral("variant-autosave.json.damaged-*")}, QDir::Files).size(), 1);
        }
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

    // A variant game left for a classic one is in Continue with its variant, level, progress
    // and time; chosen, it comes back in the one window with the same cells, notes and time,
    // as a classic game does, and the classic game is kept in turn.
    void variantGameLeftAndBack()
    {
        Fixture f;
        QVERIFY(playedVariant(*f.window, Variant::Mini6, Level::Easy, 5));
        const GameRecord before = f.session()->record();
        const GameState position = f.session()->state();
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        QCOMPARE(f.session()->state().variant(), Variant::Classic);

        const app::GameStore::Entry entry = f.files->keeper()->store().list().games.front();
        QCOMPARE(entry.variant(), Variant::Mini6);
        QCOMPARE(entry.level, Level::Easy);
        QVERIFY(entry.elapsedMs >= before.elapsedMs);
        const int open = position.cellCount() - position.givens().filledCount();
        QCOMPARE(entry.progressPercent, 100 / open);
        const QList<QAction*> entries = f.continueEntries();
        QCOMPARE(entries.size(), 1);
        QVERIFY2(entries.front()->text().startsWith(QStringLiteral("6 by 6, Easy, %1 % filled, ").arg(100 / open)), qPrintable(entries.front()->text()));
        QVERIFY(entries.front()->text().contains(QStringLiteral("played")));

        f.play(); // something of the player's on the classic game, so that it is kept
        const GameRecord classic = f.session()->record();
        entries.front()->trigger();
        QCOMPARE(f.session()->state().variant(), Variant::Mini6);
        QVERIFY(f.session()->state().values() == position.values());
        for (int cell = 0; cell < position.cellCount(); ++cell) QCOMPARE(f.session()->state().notes(cell), position.notes(cell));
        QCOMPARE(f.session()->level(), Level::Easy);
        QCOMPARE(f.window->board()->cellCount(), 36);
        QVERIFY(f.session()->elapsed() >= entry.elapsedMs);
        const auto games = f.files->keeper()->store().list().games;
        QCOMPARE(games.size(), std::size_t{1}); // the classic game, kept in turn
        QCOMPARE(games.front().variant(), Variant::Classic);
        QVERIFY(sameGame(std::get<app::SavedGame>(f.files->keeper()->store().open(games.front().path)).record, classic));
    }

    // The help used is the game's: a game with a hint and a Check, left for another and
    // brought back from Continue, still has them (its hint log as it was), and once solved
    // the statistics count it as helped: solved, not without hints, no best time; the
    // completion message says why. Every shape.
    void helpComesBackWithTheGame_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant variant : kAllVariants) QTest::newRow(variantKey(variant).data()) << variant;
    }
    void helpComesBackWithTheGame()
    {
        QFETCH(Variant, variant);
        Fixture f;
        const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
        QVERIFY(f.window->startGame(puzzle));
        const GameState& state = f.session()->state();
        int first = 0;
        while (state.value(first) != 0) ++first;
        QVERIFY(f.session()->setValue(first, puzzle.solution.at(first)));
        QAction* hint = f.window->findChild<QAction*>(QStringLiteral("actionHint"));
        QAction* check = f.window->findChild<QAction*>(QStringLiteral("actionCheck"));
        QVERIFY(hint != nullptr && check != nullptr);
        hint->trigger();
        QTRY_COMPARE(f.session()->hints().hintCount(), 1);
        check->trigger();
        const HintLog help = f.session()->hints();
        QCOMPARE(help.checks, 1);

        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        QCOMPARE(f.session()->hints(), HintLog{});
        f.continueEntries().front()->trigger();
        QCOMPARE(f.session()->state().givens(), puzzle.givens);
        QCOMPARE(f.session()->hints(), help);

        const auto* recorder = nonet::test::child<app::StatisticsRecorder>(*f.window, "statistics");
        const app::LevelStatistics before = recorder->statistics().level(variant, puzzle.level);
        for (int cell = 0; cell < state.cellCount(); ++cell)
            if (state.value(cell) == 0) QVERIFY(f.session()->setValue(cell, puzzle.solution.at(cell)));
        QVERIFY(f.session()->isFinished());
        const app::LevelStatistics after = recorder->statistics().level(variant, puzzle.level);
        QCOMPARE(after.solved, before.solved + 1);
        QCOMPARE(after.solvedWithoutHints, before.solvedWithoutHints);
        QCOMPARE(after.bestMs, before.bestMs);
        const QString banner = nonet::test::child<QLabel>(*f.window, "banner")->text();
        QVERIFY2(banner.contains(app::StatisticsRecorder::helpSentence(true, true, help.solutionMarks)), qPrintable(banner));
    }

    // Games of every shape replace each other in the one window and are kept alike; an
    // untouched game is not; the Continue list holds both kinds, newest first.
    void variantGamesKeptByNewGames()
    {
        Fixture f;
        f.play();
        f.window->requestNewGame(Level::Easy);
        QTRY_COMPARE(f.keptCount(), std::size_t{1});
        QVERIFY(playedVariant(*f.window, Variant::Mini4, Level::VeryEasy, 8));
        QCOMPARE(f.keptCount(), std::size_t{1}); // the classic one was untouched
        QVERIFY(playedVariant(*f.window, Variant::Mini6, Level::Easy, 9));
        QCOMPARE(f.keptCount(), std::size_t{2});
        QVERIFY2(f.window->statusBar()->currentMessage().contains(QStringLiteral("Game ▸ Continue")),
                 qPrintable(f.window->statusBar()->currentMessage()));
        QVERIFY(playedVariant(*f.window, Variant::Mini4, Level::Easy, 12));
        QCOMPARE(f.keptCount(), std::size_t{3});
        const auto games = f.files->keeper()->store().list().games;
        QCOMPARE(games.at(0).variant(), Variant::Mini6); // the last one left comes first
        QCOMPARE(games.at(0).level, Level::Easy);
        QCOMPARE(games.at(1).variant(), Variant::Mini4);
        QCOMPARE(games.at(2).variant(), Variant::Classic);
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
