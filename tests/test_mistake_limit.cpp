// The mistake counter and limit: every wrong digit placed while wrong digits are marked
// counts (undo takes none back; one the board did not mark never counts), the count is kept
// with the game, and in Solution mode a limit of 3 or 5 ends the game as lost exactly at the
// limit, which the statistics count apart from solved games.

#include "app/help/mistake_mode.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/settings/preferences.h"
#include "app/shell/main_window.h"
#include "app/storage/game_statistics.h"
#include "app/stats/statistics_recorder.h"
#include "app/storage/save_file.h"
#include "bad_input_catalogue.h"
#include "ui/board_widget.h"

#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace nonet;
using nonet::app::GameSession;
using nonet::app::MainWindow;

namespace {

// The sample puzzle's first row: "8.7.5..32", solved "867154932".
constexpr int r1c2 = 1, r1c4 = 3, r1c6 = 5, r1c7 = 6;

} // namespace

class TestMistakeLimit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_mistake_limit"));
    }
    void init()
    {
        QSettings().clear();
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/statistics.json"));
    }

    void everyWrongDigitCountsAndUndoTakesNoneBack()
    {
        GameSession session;
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QSignalSpy changes(&session, &GameSession::mistakesChanged);
        QVERIFY(session.setValue(r1c2, 6)); // right
        QCOMPARE(session.mistakes(), 0);
        QVERIFY(session.setValue(r1c4, 2)); // wrong
        QCOMPARE(session.mistakes(), 1);
        session.undoStack()->undo();
        QCOMPARE(session.mistakes(), 1);
        session.undoStack()->redo(); // the same digit again: not a new mistake by the player
        QCOMPARE(session.mistakes(), 1);
        WideCellSet two;
        two.insert(r1c6);
        two.insert(r1c7);
        QVERIFY(session.setValues(two, 7)); // two wrong digits in one move
        QCOMPARE(session.mistakes(), 3);
        QVERIFY(session.setValue(r1c4, 5)); // a wrong digit over a wrong one counts too
        QCOMPARE(session.mistakes(), 4);
        QVERIFY(session.toggleNote(10, 3)); // r2c2 (solved 9): notes are never mistakes
        QCOMPARE(session.mistakes(), 4);
        QCOMPARE(changes.count(), 3);
        QVERIFY(!session.isLost()); // no limit
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QCOMPARE(session.mistakes(), 0);
    }

    void limitEndsTheGameAsLost()
    {
        qint64 now = 0;
        GameSession session([&now] { return now; });
        session.setMistakeLimit(3);
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QSignalSpy lost(&session, &GameSession::lost);
        QVERIFY(session.setValue(r1c2, 5));
        QVERIFY(session.setValue(r1c4, 2));
        QVERIFY(session.isPlayable());
        now += 4000;
        QVERIFY(session.setValue(r1c6, 3));
        QCOMPARE(lost.count(), 1);
        QVERIFY(session.isLost());
        QVERIFY(session.isFinished());
        QVERIFY(!session.isPlayable());
        QVERIFY(!session.setValue(r1c7, 9)); // over
        now += 60000;
        QCOMPARE(session.elapsed(), qint64{4000}); // the stopwatch stopped
        QVERIFY(!session.hasUnfinishedGame());    // nothing to keep for Continue

        // Kept with the game.
        const auto read = app::SaveFile::read(app::SaveFile::write({session.record(), QStringLiteral("lost"), {}}));
        if (const auto* error = std::get_if<app::SaveError>(&read)) QFAIL(qPrintable(error->detail));
        GameSession again;
        QVERIFY(again.restore(std::get<app::SavedGame>(read).record));
        QCOMPARE(again.mistakes(), 3);
        QVERIFY(again.isLost());
        QVERIFY(!again.isPlayable());
    }

    void unmarkedWrongDigitsNeverCount()
    {
        GameSession session;
        session.setMistakeLimit(3);
        session.setMistakesMarked(false);
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QCOMPARE(session.mistakeLimit(), 0); // not in force while nothing is marked
        for (int cell : {r1c2, r1c4, r1c6}) QVERIFY(session.setValue(cell, 8)); // three wrong, unmarked
        QCOMPARE(session.mistakes(), 0);
        session.setMistakesMarked(true);
        QCOMPARE(session.mistakeLimit(), 3);
        QCOMPARE(session.mistakes(), 0); // marked now, but they were not shown as they were made
        QVERIFY(session.setValue(r1c7, 8));
        QCOMPARE(session.mistakes(), 1);
        QVERIFY(!session.isLost());
    }

    void theGameEndsExactlyAtTheLimit()
    {
        GameSession session;
        session.setMistakeLimit(3);
        QVERIFY(session.newGame(testing::samplePuzzle()));
        QSignalSpy lost(&session, &GameSession::lost);
        QVERIFY(session.setValue(r1c2, 5)); // wrong: 1
        QVERIFY(session.setValue(r1c4, 2)); // wrong: 2
        CellSet two;
        two.insert(r1c6);
        two.insert(r1c7);
        QVERIFY(session.setValues(two, 7)); // two wrong digits in one move: the third ends it
        QCOMPARE(session.mistakes(), 3);
        QCOMPARE(lost.count(), 1);
        QVERIFY(session.isLost());
    }

    void aChangedLimitAppliesFromTheNextGame()
    {
        GameSession session;
        QVERIFY(session.newGame(testing::samplePuzzle()));
        for (int cell : {r1c2, r1c4, r1c6, r1c7}) QVERIFY(session.setValue(cell, 8));
        QCOMPARE(session.mistakes(), 4);
        session.setMistakeLimit(3); // below the count: not "5 of 3" at the next one
        QCOMPARE(session.mistakeLimit(), 0);
        QVERIFY(session.setValue(r1c2, 9));
        QVERIFY(!session.isLost());
        const GameRecord saved = session.record();
        QCOMPARE(saved.mistakes, 5);

        GameSession restored; // a game that already has that many plays on without a limit
        restored.setMistakeLimit(3);
        QVERIFY(restored.restore(saved));
        QCOMPARE(restored.mistakeLimit(), 0);
        QVERIFY(restored.setValue(r1c4, 9));
        QVERIFY(!restored.isLost());

        QVERIFY(session.newGame(testing::samplePuzzle())); // the next game has it
        QCOMPARE(session.mistakeLimit(), 3);

        GameSession at; // 5 mistakes, limit 5: already there
        at.setMistakeLimit(5);
        QVERIFY(at.restore(saved));
        QCOMPARE(at.mistakeLimit(), 0);
        GameRecord fewer = saved; // a restored game below the limit takes it
        fewer.mistakes = 2;
        GameSession below;
        below.setMistakeLimit(3);
        QVERIFY(below.restore(fewer));
        QCOMPARE(below.mistakeLimit(), 3);
    }

    void windowShowsTheCountAndStatisticsCountTheLoss()
    {
        app::Preferences preferences = app::Preferences::load();
        QCOMPARE(preferences.mistakeLimit, 0); // off by default
        preferences.mistakeMode = app::MistakeMode::Solution;
        preferences.mistakeLimit = 3;
        preferences.save();
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1), [] { return qint64{0}; });
        QVERIFY(window.session()->newGame(testing::samplePuzzle()));
        auto* status = window.findChild<QLabel*>(QStringLiteral("gameStatus"));
        QVERIFY(status != nullptr);
        QVERIFY2(status->text().contains(QStringLiteral("0 of 3 mistake")), qPrintable(status->text()));
        QVERIFY(window.session()->setValue(r1c2, 6)); // a move first: the game is started
        for (int cell : {r1c4, r1c6, r1c7}) QVERIFY(window.session()->setValue(cell, 8));
        QVERIFY(window.session()->isLost());
        QVERIFY2(status->text().contains(QStringLiteral("3 of 3 mistake")), qPrintable(status->text()));
        QVERIFY(window.board()->isLocked());
        auto* banner = window.findChild<QLabel*>(QStringLiteral("banner"));
        QVERIFY(banner != nullptr);
        QVERIFY2(banner->text().startsWith(QStringLiteral("Game over")), qPrintable(banner->text()));
        auto* statistics = window.findChild<app::StatisticsRecorder*>(QStringLiteral("statistics"));
        QVERIFY(statistics != nullptr);
        const app::LevelStatistics& level = statistics->statistics().level(testing::samplePuzzle().level);
        QCOMPARE(level.lost, 1);
        QCOMPARE(level.solved, 0);
        QCOMPARE(level.started, 1);
        QCOMPARE(level.currentStreak, 0);
        // And in the file, read back.
        const app::GameStatistics stored = app::GameStatistics::load(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        QCOMPARE(stored.level(testing::samplePuzzle().level).lost, 1);
    }

    void noLimitOutsideSolutionMode()
    {
        app::Preferences preferences = app::Preferences::load();
        preferences.mistakeMode = app::MistakeMode::Conflicts;
        preferences.mistakeLimit = 3;
        preferences.save();
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1), [] { return qint64{0}; });
        QVERIFY(window.session()->newGame(testing::samplePuzzle()));
        for (int cell : {r1c2, r1c4, r1c6, r1c7}) QVERIFY(window.session()->setValue(cell, 8)); // wrong, not marked
        QVERIFY(!window.session()->isLost());
        QCOMPARE(window.session()->mistakes(), 0);
        auto* status = window.findChild<QLabel*>(QStringLiteral("gameStatus"));
        QVERIFY(!status->text().contains(QStringLiteral("mistake")));
        // Marked from now on: the count starts where the player can see it, and the game
        // ends exactly at the limit (not "3 of 3" going on, not "4 of 3").
        window.setMistakeMode(app::MistakeMode::Solution);
        QVERIFY2(status->text().contains(QStringLiteral("0 of 3 mistake")), qPrintable(status->text()));
        constexpr int r2c2 = 10, r2c3 = 11; // solved 9 and 1
        QVERIFY(window.session()->setValue(r1c2, 5));
        QVERIFY(window.session()->setValue(r2c2, 1));
        QVERIFY2(status->text().contains(QStringLiteral("2 of 3 mistake")), qPrintable(status->text()));
        QVERIFY(!window.session()->isLost());
        QVERIFY(window.session()->setValue(r2c3, 2));
        QVERIFY(window.session()->isLost());
        QVERIFY2(status->text().contains(QStringLiteral("3 of 3 mistake")), qPrintable(status->text()));
        auto* banner = window.findChild<QLabel*>(QStringLiteral("banner"));
        QVERIFY2(banner->text().startsWith(QStringLiteral("Game over: 3 wrong digit")), qPrintable(banner->text()));
    }

    void statisticsFilesWithoutLostStillRead()
    {
        const QJsonObject old{{QStringLiteral("easy"), QJsonObject{{QStringLiteral("started"), 2}, {QStringLiteral("solved"), 1},
                                                                    {QStringLiteral("solvedWithoutHints"), 1}, {QStringLiteral("bestMs"), 1000},
                                                                    {QStringLiteral("totalMs"), 1000}, {QStringLiteral("currentStreak"), 1},
                                                                    {QStringLiteral("bestStreak"), 1}}}};
        const auto read = app::GameStatistics::fromJson(QJsonObject{{QStringLiteral("levels"), old}});
        QVERIFY(read.has_value());
        QCOMPARE(read->level(Level::Easy).lost, 0);
        QCOMPARE(read->level(Level::Easy).solved, 1);
    }
};

QTEST_MAIN(TestMistakeLimit)
#include "test_mistake_limit.moc"
