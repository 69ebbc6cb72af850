// parseResultLine (Help > Check a Result..., nonet-cli daily --check) and parseCivilDate
// (nonet-cli daily --date) on any bytes.
// Invariants: a refusal has a message; an accepted line has a date with a daily puzzle, a
// level, a time in range and a well-formed code; its time and date written out read back
// the same; a line formatted from the accepted result (with any puzzle) reads back as that
// result; an accepted date is exactly its own text.

#include "core/daily/daily_schedule.h"
#include "core/daily/result_line.h"
#include "fuzz/fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const nonet::DateParse date = nonet::parseCivilDate(text);
    if (date.date) NONET_FUZZ_CHECK(date.date->toString() == text);
    else NONET_FUZZ_CHECK(!date.error.message.empty());

    const nonet::ParsedResultLine parsed = nonet::parseResultLine(text);
    if (!parsed.result) {
        NONET_FUZZ_CHECK(!parsed.error.message.empty());
        return 0;
    }
    const nonet::DailyResult& result = *parsed.result;
    NONET_FUZZ_CHECK(nonet::hasDailyPuzzle(result.date));
    NONET_FUZZ_CHECK(result.seconds >= 0 && result.seconds <= nonet::kMaxResultSeconds);
    NONET_FUZZ_CHECK(parsed.code.size() == 9 && parsed.code[4] == '-');
    NONET_FUZZ_CHECK(nonet::parseCivilDate(result.date.toString()).date == result.date);
    const nonet::Grid givens; // any grid: only the code depends on it
    const nonet::ParsedResultLine again = nonet::parseResultLine(nonet::formatResultLine(result, givens));
    NONET_FUZZ_CHECK(again.result && *again.result == result);
    NONET_FUZZ_CHECK(again.code == nonet::resultCode(result, givens));
    return 0;
}
