// The main window on the puzzle pool: ready counts in the New chooser (of the variant
// chosen there, from the one pool), the non-modal
// "Generating..." notice with Cancel while a level is empty, and every game that starts
// (loaded, imported, resumed) counting as seen.
#include "app/files/game_opener.h"
#include "app/pool/new_game_choice.h"
#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "app/session/game_session.h"
#include "app/shell/game_actions.h"
#include "app/shell/generating_notice.h"
#include "app/shell/main_window.h"
#include "app/storage/level_key.h"
#include "core/notation/formatter.h"

#include <QAction>
#include <QPushButton>
#include <QSignalSpy>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <thread>

using nonet::GamePuzzle;
using nonet::Level;
using nonet::app::PuzzlePool;

namespace {

// One classic puzzle per level, from the seed; the Extreme ones only when `extremeAllowed`.
// The other variants' from the real generator.
PuzzlePool::Generate generator(std::shared_ptr<std::atomic<bool>> extremeAllowed)
{
    return [extremeAllowed](nonet::Variant variant, Level level, std::uint64_t seed, std::stop_token stop) -> std::optional<GamePuzzle> {
        if (variant != nonet::Variant::Classic) return nonet::app::poolGenerator({})(variant, level, seed, stop);
        while (level == Level::Extreme && !*extremeAllowed && !stop.stop_requested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (stop.stop_requested()) return std::nullopt;
        const char* solved = "867154932491823675352967418915382746786419523234576891178245369623798154549631287";
        GamePuzzle p;
        for (int i = 0; i < nonet::kCellCount; ++i) p.solution.setAt(i, solved[i] - '0');
        p.givens = p.solution;
        // The remainder in 64 bits, then the cast: a cast first could turn negative (UBSan
        // found the out-of-range index in the sanitizer build).
        for (int i = 0; i < 45; ++i)
            p.givens.setAt(static_cast<int>(((seed >> (i % 8)) * 7 + static_cast<std::uint64_t>(i) * 13) % 81), 0);
        p.level = level;
        return p;
    };
}

QAction* levelAction(nonet::app::MainWindow& window, Level level)
{
    return window.findChild<QAction*>(QStringLiteral("actionNew-classic-") + nonet::app::levelKeyText(level));
}

GamePuzzle fixedPuzzle(const char* givens, Level level)
{
    const char* solved = "867154932491823675352967418915382746786419523234576891178245369623798154549631287";
    GamePuzzle p;
    for (int i = 0; i < nonet::kCellCount; ++i) {
        p.solution.setAt(i, solved[i] - '0');
        p.givens.setAt(i, givens[i] == '.' ? 0 : givens[i] - '0');
    }
    p.level = level;
    return p;
}

} // namespace

class TestMainWindowPool : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void chooserShowsCountsAndNoticeOffersCancel()
    {
        QSettings().clear();
        QTemporaryDir dir;
        auto allowed = std::make_shared<std::atomic<bool>>(false);
        PuzzlePool::Options o;
        o.directory = dir.path();
        o.generate = generator(allowed);
        o.stock.fill(2);
        o.threadCount = 3; // two of them are held by Extreme (its stock of 2), one is free for the rest
        o.seed = 3;
        auto* pool = new PuzzlePool(o);
        nonet::app::MainWindow window(pool);
        pool->start();
        QTRY_COMPARE_WITH_TIMEOUT(pool->readyCount(nonet::Variant::Classic, Level::Medium), 2, 10000);
        QAction* medium = levelAction(window, Level::Medium);
        QVERIFY(medium);
        QTRY_VERIFY(medium->text().contains(QStringLiteral("2 ready")));

        // The same pool counts for every variant: starting a 6×6 game from its submenu keeps
        // that variant and level ready, and its level says how many.
        const Level sixLevel = Level::Easy;
        QAction* six = window.findChild<QAction*>(QStringLiteral("actionNew-6x6-") + nonet::app::levelKeyText(sixLevel));
        QVERIFY(six);
        six->trigger();
        QCOMPARE(pool->kept(), std::make_optional(std::make_pair(nonet::Variant::Mini6, sixLevel)));
        QTRY_COMPARE_WITH_TIMEOUT(window.session()->state().variant(), nonet::Variant::Mini6, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(six->text().contains(QStringLiteral("2 ready")), 30000);
        QCOMPARE(pool->readyCount(nonet::Variant::Mini6, sixLevel), 2);
        medium->trigger(); // a classic game again: its ready puzzle is taken and replaced
        QTRY_COMPARE(window.session()->state().variant(), nonet::Variant::Classic);
        QTRY_VERIFY_WITH_TIMEOUT(medium->text().contains(QStringLiteral("2 ready")), 10000);

        // Extreme is empty and its generation is held back: the notice shows, the window
        // stays usable, Cancel drops the request.
        auto* notice = window.findChild<nonet::app::GeneratingNotice*>(QStringLiteral("generatingNotice"));
        QVERIFY(notice);
        window.requestNewGame(Level::Extreme);
        QTRY_VERIFY(!notice->isHidden());
        QVERIFY(pool->isBusy());
        QTest::mouseClick(notice->cancelButton(), Qt::LeftButton);
        QVERIFY(notice->isHidden());
        QVERIFY(!pool->isBusy());

        // Asked again and let through: the game starts the moment the puzzle is there.
        const GamePuzzle before = window.session()->state().puzzle();
        window.requestNewGame(Level::Extreme);
        *allowed = true;
        QTRY_VERIFY_WITH_TIMEOUT(!(window.session()->state().puzzle() == before), 10000);
        QCOMPARE(window.session()->level(), Level::Extreme);
        QVERIFY(notice->isHidden());
    }

    void everyStartedGameCountsAsSeen()
    {
        QSettings().clear();
        QTemporaryDir dir;
        // Two bundled Easy puzzles; nothing is generated (the generator never answers).
        const GamePuzzle loaded = fixedPuzzle("8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7", Level::Easy);
        const GamePuzzle imported = fixedPuzzle("8.7.5..32......6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7", Level::Easy);
        PuzzlePool::Options o;
        o.directory = dir.path();
        o.generate = [](nonet::Variant, Level, std::uint64_t, std::stop_token) { return std::optional<GamePuzzle>(); };
        o.bundled = {loaded, imported};
        o.stock.fill(2);
        o.threadCount = 1;
        o.seed = 5;
        {
            auto* pool = new PuzzlePool(o);
            QCOMPARE(pool->readyCount(nonet::Variant::Classic, Level::Easy), 2);
            // A window whose first game waits (the autosave is tried first in the game).
            nonet::app::MainWindow window(pool, {}, nullptr, nonet::app::MainWindow::FirstGame::Later);
            QVERIFY(!window.session()->hasGame());
            QCOMPARE(pool->readyCount(nonet::Variant::Classic, Level::Easy), 2); // nothing spent yet

            // A saved game (Load, Open, a resumed autosave) is in the pool: it leaves it.
            nonet::app::GameOpener opener(window.session(), [](const nonet::ShapeGrid&, std::stop_token) { return Level::Easy; });
            nonet::GameRecord record;
            record.puzzle = loaded;
            QVERIFY(opener.openSaved({record, QStringLiteral("saved"), {}}));
            QVERIFY(pool->isSeen(loaded.givens.toClassic()));
            QCOMPARE(pool->readyCount(nonet::Variant::Classic, Level::Easy), 1);
            QAction* easy = levelAction(window, Level::Easy);
            QVERIFY(easy->text().contains(QStringLiteral("1 ready")));

            // Imported (or a shared link) as text: seen once it starts.
            QSignalSpy importedSpy(&opener, &nonet::app::GameOpener::imported);
            opener.importText(QString::fromStdString(nonet::formatNonetLink(imported.givens.toClassic())));
            QTRY_COMPARE_WITH_TIMEOUT(importedSpy.count(), 1, 10000);
            QVERIFY(pool->isSeen(imported.givens.toClassic()));
            QCOMPARE(pool->readyCount(nonet::Variant::Classic, Level::Easy), 0);
        }
        // Remembered across a restart, by the files the pool saved on its way out.
        PuzzlePool again(o);
        QVERIFY(again.isSeen(loaded.givens.toClassic()));
        QVERIFY(again.isSeen(imported.givens.toClassic()));
        QCOMPARE(again.readyCount(nonet::Variant::Classic, Level::Easy), 0);
    }
};

QTEST_MAIN(TestMainWindowPool)
#include "test_main_window_pool.moc"
