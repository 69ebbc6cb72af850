#pragma once
// The line a player shares after solving a daily puzzle, and its check code:
//
//   Nonet daily 2026-12-01 · Tough · 7:42 · no hints · 3F7K-Q2MD
//
// The code is 40 bits of a hash of the date, the level, the time in whole seconds, the
// hints flag and the date's puzzle, in Crockford's base 32. Anyone with Nonet can make the
// puzzle from the date and recompute the code, so a line whose date, time or hints flag
// was edited by hand does not check. There is no secret (there is no server), so it does
// not prove that a person solved the puzzle in that time: someone who runs Nonet's code
// can make a code for any time.
//
// The line is the same in every language (like a puzzle string): its words are fixed so
// that anyone can check it whatever language their Nonet speaks.

#include "core/daily/civil_date.h"
#include "core/grader/level.h"
#include "core/grid.h"

#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

namespace nonet {

struct DailyResult {
    CivilDate date;
    Level level = Level::VeryEasy;
    int seconds = 0; // solving time, whole seconds (0 .. kMaxResultSeconds)
    bool usedHints = false;
    bool operator==(const DailyResult&) const = default;
};

inline constexpr int kMaxResultSeconds = 9999 * 3600 + 59 * 60 + 59;

// "7:42", "1:02:03".
std::string formatResultTime(int seconds);
// "3F7K-Q2MD" for the result on the puzzle with these givens.
std::string resultCode(const DailyResult& result, const Grid& givens);
// The whole line, code included.
std::string formatResultLine(const DailyResult& result, const Grid& givens);

struct ResultLineError {
    enum class Code : std::uint8_t { NoResult, BadDate, BadLevel, BadTime, BadHints, BadCode, Extra };
    Code code = Code::NoResult;
    std::string message;
};

struct ParsedResultLine {
    std::optional<DailyResult> result;
    std::string code;      // upper case, with its hyphen: "3F7K-Q2MD"
    ResultLineError error; // meaningful when result is empty
};

// Finds "Nonet daily" in the text (a pasted chat message may have more around it) and reads
// the line from there: fields separated by '·' or '|', any spaces around them; the code in
// either case, with or without its hyphen. Dates must have a daily puzzle.
ParsedResultLine parseResultLine(std::string_view text);

struct ResultCheck {
    enum class Verdict : std::uint8_t {
        Genuine,    // the code matches the date's puzzle, level, time and hints
        WrongLevel, // the level is not the level of that date's puzzle
        Altered,    // well formed, but the code does not match: edited or made up
        Unreadable, // not a result line (see error)
        Stopped,
    };
    Verdict verdict = Verdict::Unreadable;
    ParsedResultLine parsed;
};

// Parses the line and makes the date's daily puzzle to check the code (milliseconds: call
// it off the GUI thread).
ResultCheck checkResultLine(std::string_view text, std::stop_token stop = {});

} // namespace nonet
