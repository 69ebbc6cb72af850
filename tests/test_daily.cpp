// The daily puzzle's engine: dates, the published schedule, the pinned puzzles of fixed
// dates (on 1 and 4 threads), the shared result line and its check code, and streaks.

#include "core/daily/civil_date.h"
#include "core/daily/daily_puzzle.h"
#include "core/daily/daily_schedule.h"
#include "core/daily/result_line.h"
#include "core/daily/streaks.h"
#include "core/generator/symmetry.h"
#include "core/grader/grader.h"
#include "core/notation/formatter.h"
#include "core/notation/parser.h"
#include "core/solver/solve.h"

#include <QTest>

#include <set>
#include <thread>
#include <vector>

using namespace nonet;

Q_DECLARE_METATYPE(DateError::Code)
Q_DECLARE_METATYPE(ResultLineError::Code)
Q_DECLARE_METATYPE(ResultCheck::Verdict)

namespace {

CivilDate date(const char* text)
{
    const DateParse parsed = parseCivilDate(text);
    if (!parsed.date) qFatal("bad test date %s", text);
    return *parsed.date;
}

Grid grid(const char* line)
{
    const ParseResult parsed = parsePuzzleLine(line);
    if (!parsed) qFatal("bad test puzzle %s", line);
    return parsed.puzzle().givens;
}

// The held list: these dates must give exactly these puzzles for ever (schedule version 1).
// If this test fails after a change to the grader or anything the daily algorithm uses, the
// change moved published daily puzzles: see docs/formats.md, "The daily puzzle", on keeping
// old dates stable. Never update these lines to make the test pass.
struct Pinned {
    const char* date;
    Level level;
    const char* puzzle;
};
const std::vector<Pinned>& pinnedDates()
{
    static const std::vector<Pinned> pinned{
        {"2026-01-01", Level::Medium, "2..4.86....16...2..5.2....97...8.1921.8...5.4923.1...63....2.4..8...39....48.9..3"},
        {"2026-02-28", Level::VeryTough, ".....5..3.1...794.2..1965....9.....484.....911.....8....6912..8.816...3.4..5....."},
        {"2026-03-01", Level::Extreme, "..3.47...74..9...6.8...1.7.9.84..75....5.2....75..86.3.9.1...6.5...8..17...72.4.."},
        {"2026-11-30", Level::Easy, ".3.8...6.5.12...9.........3..65.3.1...96.15...1.9.47..2.........8...73.9.9...2.8."},
        {"2026-12-01", Level::Easy, "7.24..5.......6..18.......4.3.6.54..5..9.3..7..97.4.3.9.......61..5.......8..71.3"},
        {"2026-12-02", Level::Medium, "912.6..3.....1.........546.54...637...........275...98.594.........7.....7..5.924"},
        {"2026-12-03", Level::Medium, ".712........8..1.7425.9.......67...2..7...9..2...39.......8.6133.8..6........129."},
        {"2026-12-04", Level::Tough, "..8....656...34....45.....941..8.....9.1.7.4.....9..528.....21....84...636....9.."},
        {"2026-12-05", Level::VeryTough, "7.4.....925.....179....5...14.7..9..5..6.2..1..9..8.75...3....283.....544.....7.3"},
        {"2026-12-06", Level::Extreme, ".9..4.........1...7..56.2.3..87..65.2..1.5..7.37..69..4.1.58..9...2.........1..7."},
        {"2026-12-31", Level::Medium, ".419.6....3....1..7.5.8........6.8.4.1.7.2.9.2.4.9........2.5.8..6....3....4.596."},
        {"2027-01-01", Level::Tough, "....63.5.3.......7.6...19..71..8......89.26......3..75..54...1.8.......9.4.21...."},
        {"2028-02-29", Level::Easy, "..8..925...4.523.1..5..8..........35843...76957..........2..9..1.964.5...529..4.."},
        {"2031-07-15", Level::Easy, "..91..6...24.3..9.87..9......73.81.9....6....9.62.14......2..48.6..5.91...2..45.."},
        {"2099-12-31", Level::Medium, "..5..9.....4.2.3.9..8.7....1.6.4..57.9.....1.85..9.4.3....5.7..2.9.3.1.....1..2.."},
    };
    return pinned;
}

// Seconds since 1970-01-01 00:00 UTC of a local time in a zone `offset` hours from UTC.
std::int64_t at(const char* day, int hour, int minute, int offsetHours)
{
    return date(day).dayNumber() * 86400 + hour * 3600 + minute * 60 - offsetHours * 3600;
}

} // namespace

class TestDaily : public QObject {
    Q_OBJECT
private slots:
    void datesRoundTrip()
    {
        QCOMPARE(CivilDate{}.toString(), std::string("1970-01-01"));
        QCOMPARE(CivilDate{}.dayNumber(), 0);
        QCOMPARE(date("2026-01-01").dayNumber(), 20454);
        QCOMPARE(date("2026-12-01").dayNumber(), 20788);
        QCOMPARE(date("9999-12-31").dayNumber(), kLastDailyDayNumber);
        QCOMPARE(date("0001-01-01").toString(), std::string("0001-01-01"));
        QCOMPARE(date("2026-11-30").isoWeekday(), 1);
        QCOMPARE(date("2026-12-01").isoWeekday(), 2);
        QCOMPARE(date("2026-01-01").isoWeekday(), 4);
        QCOMPARE(date("2028-02-29").isoWeekday(), 2);
        QCOMPARE(firstDailyDate().toString(), std::string("2026-01-01"));
        // Every day of four years, across month and year ends and a leap day, one apart.
        CivilDate day = date("2027-12-25");
        for (int i = 0; i < 4 * 366; ++i) {
            const CivilDate next = day.addDays(1);
            QCOMPARE(next.dayNumber(), day.dayNumber() + 1);
            QVERIFY(day < next);
            QCOMPARE(parseCivilDate(next.toString()).date, std::optional<CivilDate>(next));
            QCOMPARE(next.isoWeekday(), day.isoWeekday() % 7 + 1);
            day = next;
        }
        QCOMPARE(date("2028-02-28").addDays(1).toString(), std::string("2028-02-29"));
        QCOMPARE(date("2027-02-28").addDays(1).toString(), std::string("2027-03-01"));
        QCOMPARE(date("2026-12-31").addDays(1).toString(), std::string("2027-01-01"));
    }

    void badDates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<DateError::Code>("code");
        using C = DateError::Code;
        QTest::newRow("empty") << "" << C::Format;
        QTest::newRow("one-digit month") << "2026-1-01" << C::Format;
        QTest::newRow("slashes") << "2026/12/01" << C::Format;
        QTest::newRow("day first") << "01-12-2026" << C::Format;
        QTest::newRow("no separators") << "20261201" << C::Format;
        QTest::newRow("leading space") << " 2026-12-01" << C::Format;
        QTest::newRow("trailing space") << "2026-12-01 " << C::Format;
        QTest::newRow("time after it") << "2026-12-01T10:00" << C::Format;
        QTest::newRow("sign") << "+026-12-01" << C::Format;
        QTest::newRow("letters") << "2026-de-01" << C::Format;
        QTest::newRow("full-width digits") << QString::fromUtf8("２０２６-12-01") << C::Format;
        QTest::newRow("month 13") << "2026-13-01" << C::NoSuchDay;
        QTest::newRow("month 0") << "2026-00-10" << C::NoSuchDay;
        QTest::newRow("day 0") << "2026-12-00" << C::NoSuchDay;
        QTest::newRow("30 February") << "2026-02-30" << C::NoSuchDay;
        QTest::newRow("29 February, not a leap year") << "2026-02-29" << C::NoSuchDay;
        QTest::newRow("29 February 2100") << "2100-02-29" << C::NoSuchDay;
        QTest::newRow("31 April") << "2026-04-31" << C::NoSuchDay;
        QTest::newRow("year 0") << "0000-01-01" << C::NoSuchDay;
        QTest::newRow("before the first daily puzzle") << "2025-12-31" << C::OutOfRange;
    }
    void badDates()
    {
        QFETCH(QString, text);
        QFETCH(DateError::Code, code);
        const std::string bytes = text.toStdString();
        const DateParse parsed = parseDailyDate(bytes);
        QVERIFY(!parsed.date);
        QCOMPARE(parsed.error.code, code);
        QVERIFY(!parsed.error.message.empty());
    }

    void levelFollowsTheWeek()
    {
        const std::array<Level, 7> week{Level::Easy,  Level::Easy,      Level::Medium, Level::Medium,
                                        Level::Tough, Level::VeryTough, Level::Extreme};
        for (int i = 0; i < 21; ++i) {
            const CivilDate day = date("2026-11-30").addDays(i); // a Monday
            QCOMPARE(dailyLevel(day), week[static_cast<std::size_t>(i % 7)]);
            QCOMPARE(scheduleVersion(day), 1);
        }
        QVERIFY(hasDailyPuzzle(date("2026-01-01")));
        QVERIFY(!hasDailyPuzzle(date("2025-12-31")));
        QVERIFY(!dailyPuzzle(date("2025-12-31")));
        std::set<std::uint64_t> seeds;
        for (int i = 0; i < 3000; ++i) seeds.insert(dailySeed(firstDailyDate().addDays(i)));
        QCOMPARE(seeds.size(), std::size_t(3000));
    }

    // The held list, on one thread and then spread over four: the same puzzles.
    void pinnedDatesOnOneAndFourThreads()
    {
        const auto& pinned = pinnedDates();
        QVERIFY(pinned.size() >= 12);
        const auto makeAll = [&pinned](int threads) {
            std::vector<std::string> lines(pinned.size());
            std::vector<std::jthread> workers;
            for (int t = 0; t < threads; ++t)
                workers.emplace_back([&, t] {
                    for (std::size_t i = static_cast<std::size_t>(t); i < pinned.size(); i += static_cast<std::size_t>(threads)) {
                        const auto daily = dailyPuzzle(date(pinned[i].date));
                        lines[i] = daily ? std::string(levelKey(daily->puzzle.level)) + ' ' + formatLine(daily->puzzle.givens) : "none";
                    }
                });
            workers.clear();
            return lines;
        };
        const std::vector<std::string> one = makeAll(1);
        const std::vector<std::string> four = makeAll(4);
        for (std::size_t i = 0; i < pinned.size(); ++i) {
            const std::string expected = std::string(levelKey(pinned[i].level)) + ' ' + pinned[i].puzzle;
            QCOMPARE(QString::fromStdString(one[i]), QString::fromStdString(expected));
            QCOMPARE(QString::fromStdString(four[i]), QString::fromStdString(expected));
        }
    }

    // What a daily puzzle is: unique, 180-degree symmetric, graded at the weekday's level.
    void pinnedPuzzlesAreSound()
    {
        for (const Pinned& p : pinnedDates()) {
            const Grid givens = grid(p.puzzle);
            QCOMPARE(dailyLevel(date(p.date)), p.level);
            QCOMPARE(countSolutions(givens, 2), 1);
            QVERIFY(hasSymmetry(givens, Symmetry::Rotate180));
            const auto daily = dailyPuzzle(date(p.date));
            QVERIFY(daily);
            QCOMPARE(grade(givens).level, p.level);
            QCOMPARE(daily->puzzle.solution, *solve(givens, 2).solution);
            QCOMPARE(daily->version, 1);
        }
    }

    void generationStops()
    {
        std::stop_source source;
        source.request_stop();
        QVERIFY(!dailyPuzzle(date("2026-12-06"), source.get_token()));
    }

    void resultLine()
    {
        const Pinned& p = pinnedDates().front();
        const Grid givens = grid(p.puzzle);
        const DailyResult result{date(p.date), p.level, 7 * 60 + 42, false};
        const std::string line = formatResultLine(result, givens);
        const std::string start = "Nonet daily " + std::string(p.date) + " \xC2\xB7 " + std::string(levelName(p.level)) +
                                  " \xC2\xB7 7:42 \xC2\xB7 no hints \xC2\xB7 ";
        QVERIFY2(line.starts_with(start), line.c_str());
        QCOMPARE(line.size(), start.size() + 9);
        const ParsedResultLine parsed = parseResultLine(line);
        QVERIFY(parsed.result);
        QCOMPARE(*parsed.result, result);
        QCOMPARE(parsed.code, resultCode(result, givens));
        QCOMPARE(checkResultLine(line).verdict, ResultCheck::Verdict::Genuine);

        QCOMPARE(formatResultTime(0), std::string("0:00"));
        QCOMPARE(formatResultTime(59 * 60 + 59), std::string("59:59"));
        QCOMPARE(formatResultTime(3600 + 2 * 60 + 3), std::string("1:02:03"));
        // Codes differ when anything they cover differs.
        std::set<std::string> codes{resultCode(result, givens)};
        codes.insert(resultCode({result.date, result.level, result.seconds + 1, false}, givens));
        codes.insert(resultCode({result.date, result.level, result.seconds, true}, givens));
        codes.insert(resultCode({result.date.addDays(7), result.level, result.seconds, false}, givens));
        codes.insert(resultCode(result, grid(pinnedDates()[1].puzzle)));
        QCOMPARE(codes.size(), std::size_t(5));
    }

    // The same result, written the ways people retype or paste it, still checks.
    void resultLineVariants_data()
    {
        QTest::addColumn<QString>("variant");
        const Pinned& p = pinnedDates().front();
        const DailyResult result{date(p.date), p.level, 3723, true};
        const QString line = QString::fromStdString(formatResultLine(result, grid(p.puzzle)));
        const QString code = line.right(9);
        QTest::newRow("as written") << line;
        QTest::newRow("in a chat message") << "beat this! " + line + " :)\nsee you tomorrow";
        QTest::newRow("code in lower case") << line.left(line.size() - 9) + code.toLower();
        QTest::newRow("code without hyphen") << line.left(line.size() - 9) + QString(code).remove('-');
        QTest::newRow("bars for dots") << QString(line).replace(QString::fromUtf8(" \xC2\xB7 "), " | ");
        QTest::newRow("tight dots") << QString(line).replace(QString::fromUtf8(" \xC2\xB7 "), QString::fromUtf8("\xC2\xB7"));
        QTest::newRow("no-break spaces") << QString(line).replace(QString::fromUtf8(" \xC2\xB7 "), QString::fromUtf8("\xC2\xA0\xC2\xB7\xC2\xA0"));
        QTest::newRow("level as a key") << QString(line).replace(QString::fromStdString(std::string(levelName(p.level))),
                                                                 QString::fromStdString(std::string(levelKey(p.level))));
        QTest::newRow("CRLF") << line + "\r\n";
    }
    void resultLineVariants()
    {
        QFETCH(QString, variant);
        const ResultCheck check = checkResultLine(variant.toStdString());
        QVERIFY2(check.verdict == ResultCheck::Verdict::Genuine, check.parsed.error.message.c_str());
        QCOMPARE(check.parsed.result->seconds, 3723);
        QVERIFY(check.parsed.result->usedHints);
    }

    // An edited line is told apart from the real one; a broken one is not a result at all.
    void editedResultLines_data()
    {
        QTest::addColumn<QString>("edited");
        QTest::addColumn<ResultCheck::Verdict>("verdict");
        QTest::addColumn<ResultLineError::Code>("error");
        using V = ResultCheck::Verdict;
        using E = ResultLineError::Code;
        const Pinned& p = pinnedDates().front();
        const std::string name(levelName(p.level));
        const DailyResult result{date(p.date), p.level, 7 * 60 + 42, false};
        const QString line = QString::fromStdString(formatResultLine(result, grid(p.puzzle)));
        const QString code = line.right(9);
        const auto replaced = [&line](const QString& from, const QString& to) { return QString(line).replace(from, to); };
        const QString nextWeek = QString::fromStdString(result.date.addDays(7).toString());
        QTest::newRow("faster time") << replaced("7:42", "5:42") << V::Altered << E::NoResult;
        QTest::newRow("hints hidden") << QString::fromStdString(formatResultLine({result.date, p.level, 462, true}, grid(p.puzzle)))
                                                 .replace("with hints", "no hints")
                                      << V::Altered << E::NoResult;
        QTest::newRow("hints admitted") << replaced("no hints", "with hints") << V::Altered << E::NoResult;
        QTest::newRow("another week") << replaced(QString::fromLatin1(p.date), nextWeek) << V::Altered << E::NoResult;
        QTest::newRow("code changed") << line.left(line.size() - 1) + (line.endsWith('0') ? "1" : "0") << V::Altered << E::NoResult;
        QTest::newRow("level raised") << replaced(QString::fromStdString(name), "Extreme") << V::WrongLevel << E::NoResult;
        QTest::newRow("not a result") << "Nonet is a Sudoku game" << V::Unreadable << E::NoResult;
        QTest::newRow("empty") << "" << V::Unreadable << E::NoResult;
        QTest::newRow("date only") << "Nonet daily " + QString::fromLatin1(p.date) << V::Unreadable << E::NoResult;
        QTest::newRow("bad date") << replaced(QString::fromLatin1(p.date), "2026-02-30") << V::Unreadable << E::BadDate;
        QTest::newRow("date before the schedule") << replaced(QString::fromLatin1(p.date), "2025-06-01") << V::Unreadable << E::BadDate;
        QTest::newRow("unknown level") << replaced(QString::fromStdString(name), "Fiendish") << V::Unreadable << E::BadLevel;
        QTest::newRow("time with letters") << replaced("7:42", "7m42") << V::Unreadable << E::BadTime;
        QTest::newRow("seconds over 59") << replaced("7:42", "7:62") << V::Unreadable << E::BadTime;
        QTest::newRow("minutes over 59") << replaced("7:42", "75:42") << V::Unreadable << E::BadTime;
        QTest::newRow("negative time") << replaced("7:42", "-7:42") << V::Unreadable << E::BadTime;
        QTest::newRow("hints as a number") << replaced("no hints", "3 hints") << V::Unreadable << E::BadHints;
        QTest::newRow("short code") << line.left(line.size() - 2) << V::Unreadable << E::BadCode;
        QTest::newRow("code with U") << line.left(line.size() - 1) + "U" << V::Unreadable << E::BadCode;
        QTest::newRow("no code") << line.left(line.size() - 12) << V::Unreadable << E::NoResult;
        QTest::newRow("extra field") << replaced("7:42", QString::fromUtf8("7:42 \xC2\xB7 7:42")) << V::Unreadable << E::Extra;
        Q_UNUSED(code);
    }
    void editedResultLines()
    {
        QFETCH(QString, edited);
        QFETCH(ResultCheck::Verdict, verdict);
        QFETCH(ResultLineError::Code, error);
        const ResultCheck check = checkResultLine(edited.toStdString());
        QCOMPARE(check.verdict, verdict);
        if (verdict == ResultCheck::Verdict::Unreadable) {
            QCOMPARE(check.parsed.error.code, error);
            QVERIFY(!check.parsed.error.message.empty());
        }
    }

    void streaksOverMonthsYearsAndLeapDays()
    {
        const auto onTheDay = [](const char* day) { return DailySolve{date(day), at(day, 20, 0, 1)}; };
        // Across a month end, a leap day and a year end.
        const std::vector<DailySolve> solves{onTheDay("2027-12-30"), onTheDay("2027-12-31"), onTheDay("2028-01-01"),
                                             onTheDay("2028-01-31"), onTheDay("2028-02-01"), onTheDay("2028-02-28"),
                                             onTheDay("2028-02-29"), onTheDay("2028-03-01"), onTheDay("2028-03-02")};
        QCOMPARE(computeStreaks(solves, date("2028-03-02")), (Streaks{4, 4}));
        QCOMPARE(computeStreaks(solves, date("2028-03-03")), (Streaks{4, 4})); // today not solved yet: still going
        QCOMPARE(computeStreaks(solves, date("2028-03-04")), (Streaks{0, 4})); // a whole day missed
        QCOMPARE(computeStreaks(std::span(solves).first(3), date("2028-01-01")), (Streaks{3, 3}));
        QCOMPARE(computeStreaks(std::span(solves).first(5), date("2028-02-01")), (Streaks{2, 3}));
        // 2027 has no 29 February: 28 February to 1 March is two days in a row.
        const std::vector<DailySolve> noLeap{onTheDay("2027-02-27"), onTheDay("2027-02-28"), onTheDay("2027-03-01")};
        QCOMPARE(computeStreaks(noLeap, date("2027-03-01")), (Streaks{3, 3}));
        // Order and repeats do not matter.
        std::vector<DailySolve> shuffled{solves.rbegin(), solves.rend()};
        shuffled.push_back(solves[3]);
        QCOMPARE(computeStreaks(shuffled, date("2028-03-02")), (Streaks{4, 4}));
        QCOMPARE(computeStreaks({}, date("2028-03-02")), (Streaks{0, 0}));
    }

    void streaksAcrossTimeZones()
    {
        // Late in the evening in Honolulu (UTC-10) is the next morning in UTC: still in time.
        QVERIFY(solvedInTime(date("2026-12-31"), at("2026-12-31", 23, 30, -10)));
        // The day lasts until it ends at UTC-12, 12:00 UTC the next day, and no longer.
        QVERIFY(solvedInTime(date("2026-12-31"), at("2027-01-01", 11, 59, 0)));
        QVERIFY(!solvedInTime(date("2026-12-31"), at("2027-01-01", 12, 0, 0)));
        // Kiribati (UTC+14) plays a day first; any earlier moment is in time too.
        QVERIFY(solvedInTime(date("2027-01-01"), at("2027-01-01", 0, 5, 14)));

        // A traveller: Auckland (UTC+13) on the 30th, Los Angeles (UTC-8) on the 31st (flying
        // back across the date line), London on 1 January: three days in a row, and the
        // flight does not cost the streak although the UTC moments are 44 hours apart.
        const std::vector<DailySolve> traveller{{date("2026-12-30"), at("2026-12-30", 7, 0, 13)},
                                                {date("2026-12-31"), at("2026-12-31", 22, 0, -8)},
                                                {date("2027-01-01"), at("2027-01-01", 21, 0, 0)}};
        QCOMPARE(computeStreaks(traveller, date("2027-01-01")), (Streaks{3, 3}));
        // The other way: Los Angeles late on the 30th, then Tokyo (UTC+9) where it is the 1st
        // when they land; the 31st was never theirs to play: the streak restarts.
        const std::vector<DailySolve> eastward{{date("2026-12-30"), at("2026-12-30", 23, 0, -8)},
                                               {date("2027-01-01"), at("2027-01-01", 20, 0, 9)}};
        QCOMPARE(computeStreaks(eastward, date("2027-01-01")), (Streaks{1, 1}));
        // Solved in Tokyo on the 1st, then back in Los Angeles where it is still 31 December:
        // the streak the player sees is not lost because "today" went back a day.
        const std::vector<DailySolve> westward{{date("2026-12-31"), at("2026-12-31", 9, 0, 9)},
                                               {date("2027-01-01"), at("2027-01-01", 9, 0, 9)}};
        QCOMPARE(computeStreaks(westward, date("2026-12-31")), (Streaks{2, 2}));
        // A past day played a week later is kept, but joins no streak.
        const std::vector<DailySolve> late{{date("2026-12-30"), at("2026-12-30", 12, 0, 1)},
                                           {date("2026-12-31"), at("2027-01-07", 12, 0, 1)},
                                           {date("2027-01-01"), at("2027-01-01", 12, 0, 1)}};
        QCOMPARE(computeStreaks(late, date("2027-01-01")), (Streaks{1, 1}));
    }
};

QTEST_APPLESS_MAIN(TestDaily)
#include "test_daily.moc"
