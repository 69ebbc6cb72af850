// The daily puzzle in the game: its results file (and every damaged form of it), the
// recorder as games are played, kept, reopened and helped, streaks when the player's time
// zone changes, Today's Puzzle and the calendar in the window, the result line with its
// dialog, and Help > Check a Result... with every kind of bad line.

#include "app/daily/daily_calendar.h"
#include "app/daily/daily_calendar_dialog.h"
#include "app/daily/daily_launcher.h"
#include "app/daily/daily_recorder.h"
#include "app/daily/daily_result_dialog.h"
#include "app/daily/result_check_dialog.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/level_names.h"
#include "app/shell/main_window.h"
#include "app/storage/daily_results.h"
#include "core/daily/daily_puzzle.h"
#include "core/daily/daily_schedule.h"
#include "tests/bad_input_catalogue.h"
#include "ui/accessibility/cell_grid_accessible.h"

#include <QAccessible>
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QMenu>
#include <QToolBar>

#include <memory>

using namespace nonet;
using nonet::app::DailyRecorder;
using nonet::app::DailyResults;
using nonet::app::MainWindow;

namespace {

CivilDate day(int y, int m, int d) { return *CivilDate::fromYmd(y, m, d); }

GamePuzzle dailyOf(CivilDate date)
{
    const auto daily = dailyPuzzle(date);
    return GamePuzzle{daily->puzzle.givens, daily->puzzle.solution, daily->puzzle.level};
}

// Fills every empty cell with the solution's digit.
void solve(app::GameSession& session)
{
    for (int cell = 0; cell < kCellCount; ++cell)
        if (session.state().value(cell) == 0) QVERIFY(session.setValue(cell, session.state().solution().at(cell)));
    QVERIFY(session.isFinished());
}

int firstEmpty(const GamePuzzle& puzzle)
{
    int cell = 0;
    while (puzzle.givens.at(cell) != 0) ++cell;
    return cell;
}

// A moment given as a local time in a zone `hours` ahead of UTC.
QDateTime at(CivilDate date, int hour, int minute, int hours)
{
    return QDateTime(QDate(date.year(), date.month(), date.day()), QTime(hour, minute), QTimeZone(hours * 3600));
}

QString dataDir() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

} // namespace

class TestDailyGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_daily_game"));
    }
    void init()
    {
        QSettings().clear();
        QDir(dataDir()).removeRecursively();
    }

    void resultsFile()
    {
        const GamePuzzle first = dailyOf(day(2026, 12, 1));
        const GamePuzzle second = dailyOf(day(2026, 12, 2));
        DailyResults results;
        results.noteStarted(day(2026, 12, 1), first.givens.toClassic());
        results.noteStarted(day(2026, 12, 2), second.givens.toClassic());
        QVERIFY(results.noteHint(day(2026, 12, 2)));
        QVERIFY(!results.noteHint(day(2026, 12, 2))); // already noted
        QVERIFY(results.recordSolved(day(2026, 12, 1), first.givens.toClassic(), 462, false, at(day(2026, 12, 1), 20, 14, 1).toSecsSinceEpoch()));
        QVERIFY(!results.recordSolved(day(2026, 12, 1), first.givens.toClassic(), 100, false, 0)); // the first solve stays
        QCOMPARE(results.find(day(2026, 12, 1))->seconds, 462);
        QCOMPARE(results.dateOf(second.givens.toClassic()), std::optional<CivilDate>(day(2026, 12, 2)));
        QVERIFY(!results.dateOf(Grid{}));
        QVERIFY(!results.save(dataDir()));
        QString error;
        QCOMPARE(DailyResults::load(dataDir(), &error), results);
        QVERIFY(error.isEmpty());
        // A day started with hints keeps them when it is solved later.
        QVERIFY(results.recordSolved(day(2026, 12, 2), second.givens.toClassic(), 600, false, at(day(2026, 12, 2), 9, 0, 0).toSecsSinceEpoch()));
        QVERIFY(results.find(day(2026, 12, 2))->usedHints);
    }

    void badResultsFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        for (const auto& row : testing::badDailyFiles()) QTest::newRow(row.name) << row.bytes << row.messageFragment;
    }
    void badResultsFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QDir().mkpath(dataDir());
        QFile file(QDir(dataDir()).filePath(QStringLiteral("daily.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        QString error;
        const DailyResults results = DailyResults::load(dataDir(), &error);
        QVERIFY(results.days().empty());
        QVERIFY2(error.contains(message), qPrintable(error));
        // Set aside, never overwritten: the bytes are kept beside, and no daily.json is left.
        QVERIFY(!file.exists());
        const QStringList aside = QDir(dataDir()).entryList({QStringLiteral("daily.json.damaged-*")});
        QCOMPARE(aside.size(), 1);
        QFile kept(QDir(dataDir()).filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
    }

    // A traveller: each solve is recorded at its moment; the streak counts all three days.
    // And a day missed going east across the date line breaks it.
    void streaksWhenTheTimeZoneChanges()
    {
        auto now = std::make_shared<QDateTime>(at(day(2026, 12, 30), 7, 0, 13)); // Auckland
        app::GameSession session;
        DailyRecorder recorder(&session, dataDir(), [now] { return *now; });
        const auto play = [&](CivilDate date) {
            const GamePuzzle puzzle = dailyOf(date);
            recorder.noteStarted(date, puzzle.givens.toClassic());
            QVERIFY(session.newGame(puzzle));
            QCOMPARE(recorder.currentDay(), std::optional<CivilDate>(date));
            solve(session);
        };
        QCOMPARE(recorder.today(), day(2026, 12, 30));
        play(day(2026, 12, 30));
        *now = at(day(2026, 12, 31), 22, 0, -8); // Los Angeles, 44 hours later in UTC
        QCOMPARE(recorder.today(), day(2026, 12, 31));
        play(day(2026, 12, 31));
        *now = at(day(2027, 1, 1), 21, 0, 0); // London
        play(day(2027, 1, 1));
        QCOMPARE(recorder.results().streaks(recorder.today()), (Streaks{3, 3}));
        // Months and years are one calendar: the streak is seen from the next day too.
        *now = at(day(2027, 1, 2), 8, 0, 0);
        QCOMPARE(recorder.results().streaks(recorder.today()), (Streaks{3, 3}));
        *now = at(day(2027, 1, 3), 8, 0, 0);
        QCOMPARE(recorder.results().streaks(recorder.today()), (Streaks{0, 3}));
        // Going east: Los Angeles late on the 3rd, then Tokyo, where the 4th is already over.
        *now = at(day(2027, 1, 3), 23, 30, -8);
        play(day(2027, 1, 3));
        *now = at(day(2027, 1, 5), 20, 0, 9);
        play(day(2027, 1, 5));
        QCOMPARE(recorder.results().streaks(recorder.today()), (Streaks{1, 3}));
        // The file has every moment in UTC: a new recorder reads the same streaks.
        DailyRecorder again(&session, dataDir(), [now] { return *now; });
        QCOMPARE(again.results(), recorder.results());
    }

    // A daily game kept and reopened (or resumed after a restart) still records its day, and
    // a hint shown before the restart still counts.
    void reopenedDailyGameCounts()
    {
        const CivilDate date = day(2026, 12, 3);
        const GamePuzzle puzzle = dailyOf(date);
        GameRecord kept;
        {
            app::GameSession session;
            DailyRecorder recorder(&session, dataDir());
            recorder.noteStarted(date, puzzle.givens.toClassic());
            QVERIFY(session.newGame(puzzle));
            recorder.noteHint();
            for (int cell = 0, placed = 0; cell < kCellCount && placed < 5; ++cell)
                if (session.state().value(cell) == 0) placed += session.setValue(cell, puzzle.solution.at(cell)) ? 1 : 0;
            kept = session.record();
        }
        app::GameSession session;
        DailyRecorder recorder(&session, dataDir());
        QSignalSpy solved(&recorder, &DailyRecorder::daySolved);
        QVERIFY(!recorder.currentDay());
        QVERIFY(session.restore(kept));
        QCOMPARE(recorder.currentDay(), std::optional<CivilDate>(date));
        solve(session);
        QCOMPARE(solved.count(), 1);
        const auto result = recorder.resultOf(date);
        QVERIFY(result);
        QVERIFY(result->usedHints);
        QCOMPARE(result->level, puzzle.level);
        const ResultCheck check = checkResultLine(recorder.resultLine(date)->toStdString());
        QCOMPARE(check.verdict, ResultCheck::Verdict::Genuine);
        // Any other game is no daily puzzle.
        QVERIFY(session.newGame(dailyOf(day(2026, 12, 4))));
        QVERIFY(!recorder.currentDay());
    }

    void launcherWorksInTheBackground()
    {
        app::DailyLauncher launcher;
        QSignalSpy ready(&launcher, &app::DailyLauncher::ready);
        launcher.request(day(2026, 12, 6));
        QVERIFY(launcher.isBusy());
        QCOMPARE(ready.count(), 0); // never from inside the call
        QTRY_COMPARE(ready.count(), 1);
        QCOMPARE(ready.front().at(1).value<GamePuzzle>(), dailyOf(day(2026, 12, 6)));
        // A day made once comes back at once, still from the event loop.
        launcher.request(day(2026, 12, 6));
        QCOMPARE(ready.count(), 1);
        QTRY_COMPARE(ready.count(), 2);
        // Asking for another day while one is being made answers the last request only.
        launcher.request(day(2026, 12, 7));
        launcher.request(day(2026, 12, 8));
        QTRY_COMPARE(ready.count(), 3);
        QCOMPARE(ready.back().at(0).value<CivilDate>(), day(2026, 12, 8));
        QTest::qWait(50);
        QCOMPARE(ready.count(), 3);
        // Before the first daily puzzle: failed.
        QSignalSpy failed(&launcher, &app::DailyLauncher::failed);
        launcher.request(day(2025, 12, 31));
        QTRY_COMPARE(failed.count(), 1);
    }

    void todaysPuzzleInTheWindow()
    {
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* today = window.findChild<QAction*>(QStringLiteral("actionTodaysPuzzle"));
        QVERIFY(today);
        // On the toolbar, beside New.
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(bar && bar->actions().contains(today));
        QVERIFY(bar->widgetForAction(today)->isVisible());
        const CivilDate date = window.dailyRecorder()->today();
        const GamePuzzle puzzle = dailyOf(date);
        today->trigger();
        QTRY_COMPARE(window.session()->state().givens(), puzzle.givens);
        QCOMPARE(window.session()->level(), dailyLevel(date));
        // The title says which day it is.
        QCOMPARE(window.windowTitle(), QStringLiteral("Nonet - ") + app::GameTitle::of(puzzle, {app::qDate(date), std::nullopt}));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Daily puzzle of ")));
        QCOMPARE(window.dailyRecorder()->currentDay(), std::optional<CivilDate>(date));
        // Asked again while it is played, it goes on (no fresh start).
        QVERIFY(window.session()->setValue(firstEmpty(puzzle), puzzle.solution.at(firstEmpty(puzzle))));
        today->trigger();
        QTest::qWait(50);
        QCOMPARE(window.session()->undoStack()->count(), 1);
        QVERIFY(!window.dailyLauncher()->isBusy());

        solve(*window.session());
        QDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<QDialog*>(QStringLiteral("dailyResultDialog"))) != nullptr);
        const QString line = dialog->findChild<QLineEdit*>(QStringLiteral("dailyResultLine"))->text();
        QVERIFY(line.startsWith(QStringLiteral("Nonet daily ") + QString::fromStdString(date.toString())));
        QCOMPARE(checkResultLine(line.toStdString()).verdict, ResultCheck::Verdict::Genuine);
        dialog->findChild<QPushButton*>(QStringLiteral("copyDailyResult"))->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), line);
        dialog->close();

        // Today's Puzzle again, solved: it starts over on an empty board and says that it was
        // solved and that this replay is not recorded.
        today->trigger();
        auto* banner = window.findChild<QLabel*>(QStringLiteral("banner"));
        QTRY_VERIFY(banner->text().contains(QStringLiteral("This replay is not recorded")));
        QVERIFY2(banner->text().startsWith(QStringLiteral("You solved the daily puzzle of ")), qPrintable(banner->text()));
        QCOMPARE(window.session()->state().givens(), puzzle.givens);
        QCOMPARE(window.session()->undoStack()->count(), 0);
        QVERIFY(!window.session()->isFinished());

        // The calendar: today solved without hints, a streak of one, the line to copy.
        app::DailyCalendarDialog* calendar = window.showDailyCalendar();
        QVERIFY(calendar->streakLabel()->text().contains(QLatin1Char('1')));
        QCOMPARE(calendar->selectedDay(), date);
        QVERIFY(calendar->dayLabel()->text().contains(QStringLiteral("without hints")));
        QVERIFY(calendar->copyButton()->isEnabled());
        QGuiApplication::clipboard()->clear();
        calendar->copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), line);
        QCOMPARE(calendar->calendar()->maximumDate(), QDate::currentDate());
        QCOMPARE(calendar->calendar()->minimumDate(), QDate(2026, 1, 1));
        // A past day can be played.
        const CivilDate past = date.addDays(-3);
        calendar->calendar()->setSelectedDate(QDate(past.year(), past.month(), past.day()));
        QVERIFY(calendar->dayLabel()->text().contains(QStringLiteral("not played")));
        QVERIFY(!calendar->copyButton()->isEnabled());
        calendar->playButton()->click();
        QTRY_COMPARE(window.session()->state().givens(), dailyOf(past).givens);
        QCOMPARE(window.dailyRecorder()->currentDay(), std::optional<CivilDate>(past));
        QCOMPARE(window.windowTitle(), QStringLiteral("Nonet - ") + app::GameTitle::of(dailyOf(past), {app::qDate(past), std::nullopt}));
    }

    // The calendar by keyboard: arrows by day and week, across the month's edge (where the
    // cells of the next and previous month cannot be chosen), Page Up/Down by month, Home and
    // End in the month, clamped to 2026-01-01 .. today, mirrored right to left.
    void calendarKeys_data()
    {
        QTest::addColumn<QDate>("from");
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("rightToLeft");
        QTest::addColumn<QDate>("to");
        const QDate today(2026, 12, 3);
        QTest::newRow("left in the month") << today << int(Qt::Key_Left) << false << QDate(2026, 12, 2);
        QTest::newRow("left into the month before") << QDate(2026, 12, 1) << int(Qt::Key_Left) << false << QDate(2026, 11, 30);
        QTest::newRow("up into the month before") << QDate(2026, 12, 2) << int(Qt::Key_Up) << false << QDate(2026, 11, 25);
        QTest::newRow("right into the next month") << QDate(2026, 10, 31) << int(Qt::Key_Right) << false << QDate(2026, 11, 1);
        QTest::newRow("down into the next month") << QDate(2026, 10, 29) << int(Qt::Key_Down) << false << QDate(2026, 11, 5);
        QTest::newRow("right past today stays") << today << int(Qt::Key_Right) << false << today;
        QTest::newRow("down past today: today") << QDate(2026, 11, 30) << int(Qt::Key_Down) << false << today;
        QTest::newRow("left before the first puzzle stays") << QDate(2026, 1, 1) << int(Qt::Key_Left) << false << QDate(2026, 1, 1);
        QTest::newRow("up before the first puzzle: the first") << QDate(2026, 1, 5) << int(Qt::Key_Up) << false << QDate(2026, 1, 1);
        QTest::newRow("page up") << today << int(Qt::Key_PageUp) << false << QDate(2026, 11, 3);
        QTest::newRow("page up over the year") << QDate(2027, 1, 31) << int(Qt::Key_PageUp) << false << QDate(2026, 12, 31);
        QTest::newRow("page down") << QDate(2026, 10, 31) << int(Qt::Key_PageDown) << false << QDate(2026, 11, 30);
        QTest::newRow("home") << QDate(2026, 11, 17) << int(Qt::Key_Home) << false << QDate(2026, 11, 1);
        QTest::newRow("end") << QDate(2026, 11, 17) << int(Qt::Key_End) << false << QDate(2026, 11, 30);
        QTest::newRow("end of this month: today") << QDate(2026, 12, 1) << int(Qt::Key_End) << false << today;
        QTest::newRow("right to left: left is the next day") << QDate(2026, 11, 30) << int(Qt::Key_Left) << true << QDate(2026, 12, 1);
        QTest::newRow("right to left: right is the day before") << QDate(2026, 12, 1) << int(Qt::Key_Right) << true << QDate(2026, 11, 30);
    }
    void calendarKeys()
    {
        QFETCH(QDate, from);
        QFETCH(int, key);
        QFETCH(bool, rightToLeft);
        QFETCH(QDate, to);
        const QDate today = from.year() == 2027 ? QDate(2027, 2, 10) : QDate(2026, 12, 3);
        app::DailyCalendar calendar;
        if (rightToLeft) calendar.setLayoutDirection(Qt::RightToLeft);
        calendar.setResults(DailyResults{}, today);
        calendar.setSelectedDate(from);
        QCOMPARE(calendar.selectedDate(), from);
        calendar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&calendar));
        calendar.days()->setFocus();
        QSignalSpy changed(&calendar, &app::DailyCalendar::selectionChanged);
        QTest::keyClick(calendar.days(), Qt::Key(key));
        QCOMPARE(calendar.selectedDate(), to);
        QCOMPARE(changed.count(), from == to ? 0 : 1);
        // The table follows: its current cell is the chosen day, in the month shown.
        const QTableWidgetItem* current = calendar.days()->currentItem();
        QVERIFY(current);
        QVERIFY(current->text().startsWith(QString::number(to.day())));
        QVERIFY(current->data(Qt::AccessibleTextRole).toString().startsWith(QLocale().toString(to, QLocale::LongFormat)));
        QVERIFY(calendar.findChild<QLabel*>(QStringLiteral("monthName"))->text().endsWith(QString::number(to.year())));
    }

    // The calendar to a screen reader: a grid of days, not a table of weeks (Orca reads a
    // table's whole row when the cursor enters another; a week is no record), the day the
    // cursor is on named with its puzzle's level and how it went, its row and column still
    // there to ask for.
    void calendarReadsDayByDay()
    {
        // Marked as a grid after Qt made and kept its table's interface, as Qt does while a
        // screen reader listens (a view tells of itself as it is made).
        QTableWidget made(2, 2);
        QCOMPARE(QAccessible::queryAccessibleInterface(&made)->role(), QAccessible::Table);
        ui::readAsCellGrid(&made);
        QVERIFY(QAccessible::queryAccessibleInterface(&made)->role() != QAccessible::Table);
        QVERIFY(QAccessible::queryAccessibleInterface(&made)->tableInterface() != nullptr);
        {
            // Qt owns the places and may delete them first (at the end, in any order): the
            // grid then makes a place anew, and, deleted itself, touches none it lost.
            QAccessibleInterface* grid = QAccessible::queryAccessibleInterface(&made);
            QAccessibleInterface* place = grid->tableInterface()->cellAt(1, 1);
            QVERIFY(place != nullptr);
            const int index = grid->indexOfChild(place);
            QCOMPARE(index, (1 + 1) * 3 + 1 + 1);
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(place));
            QAccessibleInterface* again = grid->child(index);
            QVERIFY(again != nullptr && again->isValid());
            QCOMPARE(again->tableCellInterface()->rowIndex(), 1);
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(again));
        }

        const QDate today(2026, 12, 20);
        const QDate solved(2026, 12, 7);
        DailyResults results;
        QVERIFY(results.recordSolved(app::civilDate(solved), dailyOf(app::civilDate(solved)).givens.toClassic(), 300, false, 0));
        app::DailyCalendar calendar;
        calendar.setResults(results, today);
        calendar.setSelectedDate(solved);
        calendar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&calendar));
        calendar.days()->setFocus();
        QTRY_VERIFY(calendar.days()->hasFocus());
        QAccessibleInterface* grid = QAccessible::queryAccessibleInterface(calendar.days());
        QVERIFY(grid != nullptr);
        QVERIFY2(grid->role() != QAccessible::Table, "the days are no table of records");
        QVERIFY(grid->tableInterface() != nullptr);
        QCOMPARE(grid->tableInterface()->columnCount(), 7);
        const QString level = app::levelTitle(dailyLevel(app::civilDate(solved)));
        const auto focused = [&] {
            QAccessibleInterface* cell = grid->focusChild();
            return cell != nullptr ? cell->text(QAccessible::Name) : QString();
        };
        QCOMPARE(focused(), QStringLiteral("%1, %2, solved without hints").arg(QLocale().toString(solved, QLocale::LongFormat), level));
        QAccessibleInterface* cell = grid->focusChild();
        QVERIFY(cell->state().focused);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QVERIFY(cell->tableCellInterface() != nullptr);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), 0); // a Monday
        QCOMPARE(cell->parent()->role(), grid->role());
        // Numbered as QTableView numbers the cell it tells a screen reader of: a row of
        // header places first, and one at the start of each row (the hidden row header's).
        QCOMPARE(grid->indexOfChild(cell), (cell->tableCellInterface()->rowIndex() + 1) * 8 + 1);
        QCOMPARE(grid->child((cell->tableCellInterface()->rowIndex() + 1) * 8 + 1), cell);
        QVERIFY(cell->tableCellInterface()->columnHeaderCells().isEmpty()); // the name says the weekday
        // Down: the next week's day, alone, with its level; Up back.
        QTest::keyClick(calendar.days(), Qt::Key_Down);
        const QDate next = solved.addDays(7);
        QCOMPARE(calendar.selectedDate(), next);
        QCOMPARE(focused(), QStringLiteral("%1, %2, not played").arg(QLocale().toString(next, QLocale::LongFormat),
                                                                     app::levelTitle(dailyLevel(app::civilDate(next)))));
        QTest::keyClick(calendar.days(), Qt::Key_Up);
        QVERIFY(focused().startsWith(QLocale().toString(solved, QLocale::LongFormat)));
        // The weekdays are the columns' headers, after the corner.
        QCOMPARE(grid->childCount(), 7 * 8);
        QCOMPARE(grid->child(1)->role(), QAccessible::ColumnHeader);
        QCOMPARE(grid->child(1)->text(QAccessible::Name), QLocale().dayName(1, QLocale::ShortFormat));
        QCOMPARE(grid->child(8)->role(), QAccessible::RowHeader);
        QVERIFY(grid->child(8)->state().invisible);
    }

    void checkAResult()
    {
        const CivilDate date = day(2026, 12, 6);
        const GamePuzzle puzzle = dailyOf(date);
        const QString line = QString::fromStdString(formatResultLine({date, puzzle.level, 25 * 60 + 7, false}, puzzle.givens.toClassic()));
        QGuiApplication::clipboard()->setText(QStringLiteral("my result: ") + line);
        app::ResultCheckDialog dialog;
        QVERIFY(dialog.lineEdit()->toPlainText().contains(line)); // taken from the clipboard
        QSignalSpy checked(&dialog, &app::ResultCheckDialog::checked);
        dialog.checkButton()->click();
        QTRY_COMPARE(checked.count(), 1);
        QVERIFY2(dialog.verdictLabel()->text().startsWith(QStringLiteral("Genuine")), qPrintable(dialog.verdictLabel()->text()));
        QVERIFY(dialog.verdictLabel()->text().contains(QStringLiteral("25:07")));
        dialog.lineEdit()->setPlainText(QString(line).replace(QStringLiteral("25:07"), QStringLiteral("15:07")));
        dialog.checkButton()->click();
        QTRY_COMPARE(checked.count(), 2);
        QVERIFY(dialog.verdictLabel()->text().startsWith(QStringLiteral("Not genuine")));
    }

    // Every bad line of the catalogue gets its sentence.
    void badResultLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        for (const auto& row : testing::badResultLines()) QTest::newRow(row.name) << row.text << row.messageFragment;
    }
    void badResultLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const QString said = app::ResultCheckDialog::describe(checkResultLine(text.toStdString()));
        QVERIFY2(said.contains(message), qPrintable(said));
    }
};

QTEST_MAIN(TestDailyGame)
#include "test_daily_game.moc"
