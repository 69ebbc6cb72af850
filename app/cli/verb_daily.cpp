// nonet-cli daily: the daily puzzle of a date, the same on every machine; and the check of
// a shared result line.

#include "app/cli/arguments.h"
#include "app/cli/verb.h"
#include "core/daily/daily_puzzle.h"
#include "core/daily/daily_schedule.h"
#include "core/daily/result_line.h"
#include "core/notation/formatter.h"

#include <array>
#include <ctime>
#include <ostream>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-cli daily [--date YYYY-MM-DD]
       nonet-cli daily --check LINE

Writes the daily puzzle of the date (default: today, in the local time zone) as one line

  date  level  puzzle

separated by tabs: the date as YYYY-MM-DD, the level (very-easy ... extreme), and the 81
cells with '.' for a blank. The daily puzzle is made from the date alone, so every copy of
Nonet on every machine gives the same line for the same date; the game's Today's Puzzle
is the same puzzle. Dates from 2026-01-01 to 9999-12-31 have one.

With --check, reads a result line shared by a player ("Nonet daily 2026-12-01 ..."; the
text may have more around it) and says whether its check code matches the date's puzzle,
level, time and hints: "genuine", "altered" or "wrong level", then the result.

Exit status: 0 for a puzzle, or a genuine result; 1 for a result that does not check;
2 on a bad command line (a date that is not YYYY-MM-DD, a day that does not exist or has
no daily puzzle) or a line that is not a result.
)";

CivilDate localToday()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return CivilDate::fromYmd(local.tm_year + 1900, local.tm_mon + 1, local.tm_mday).value_or(CivilDate{});
}

int check(const Invocation& invocation, std::string_view line)
{
    const ResultCheck checked = checkResultLine(line);
    if (checked.verdict == ResultCheck::Verdict::Unreadable) {
        invocation.err << "nonet-cli daily: not a result line: " << checked.parsed.error.message << '\n';
        return kExitUsage;
    }
    const DailyResult& result = *checked.parsed.result;
    const char* verdict = checked.verdict == ResultCheck::Verdict::Genuine      ? "genuine"
                          : checked.verdict == ResultCheck::Verdict::WrongLevel ? "wrong level"
                                                                                : "altered";
    invocation.out << verdict << '\t' << result.date.toString() << '\t' << levelKey(result.level) << '\t'
                   << formatResultTime(result.seconds) << '\t' << (result.usedHints ? "with hints" : "no hints") << '\n';
    return checked.verdict == ResultCheck::Verdict::Genuine ? kExitOk : kExitNotAll;
}

constexpr std::array<std::string_view, 2> kOptions{"--date", "--check"};

Outcome run(const Invocation& invocation)
{
    const Arguments& arguments = invocation.arguments;
    if (!arguments.files.empty()) return UsageError{"unexpected argument '" + std::string(arguments.files.front()) + "'"};
    if (arguments.value("--date") && arguments.value("--check")) return UsageError{"--date and --check do not go together"};
    if (const auto line = arguments.value("--check")) return check(invocation, *line);
    CivilDate date = localToday();
    if (const auto text = arguments.value("--date")) {
        const DateParse parsed = parseDailyDate(*text);
        if (!parsed.date) return UsageError{parsed.error.message};
        date = *parsed.date;
    }
    if (!hasDailyPuzzle(date)) return UsageError{"today (" + date.toString() + ") has no daily puzzle: is the clock right?"};
    const auto daily = dailyPuzzle(date);
    if (!daily) return kExitUsage; // only without a daily puzzle, ruled out above
    invocation.out << date.toString() << '\t' << levelKey(daily->puzzle.level) << '\t' << formatLine(daily->puzzle.givens) << '\n';
    return kExitOk;
}

} // namespace

Verb dailyVerb() { return {"daily", "the daily puzzle of a date; check a shared result", kHelp, kOptions, &run}; }

} // namespace nonet::cli
