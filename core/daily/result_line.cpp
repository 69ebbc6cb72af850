#include "core/daily/result_line.h"

#include "core/daily/daily_puzzle.h"
#include "core/daily/daily_random.h"
#include "core/daily/daily_schedule.h"
#include "core/daily/quoted.h"
#include "core/notation/formatter.h"

#include <array>
#include <vector>

namespace nonet {

namespace {

constexpr std::string_view kPrefix = "Nonet daily";
constexpr std::string_view kSeparator = " \xC2\xB7 "; // " · "
constexpr std::string_view kNoHints = "no hints";
constexpr std::string_view kWithHints = "with hints";
// Crockford's base 32: no I, L, O or U, so the code survives being read aloud and retyped.
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kCodeLength = 8;

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (upper(a[i]) != upper(b[i])) return false;
    return true;
}

// Spaces, tabs and the no-break space (U+00A0) that chat programs like to put in.
std::string_view trim(std::string_view text)
{
    for (;;) {
        if (text.starts_with(' ') || text.starts_with('\t')) text.remove_prefix(1);
        else if (text.starts_with("\xC2\xA0")) text.remove_prefix(2);
        else break;
    }
    for (;;) {
        if (text.ends_with(' ') || text.ends_with('\t')) text.remove_suffix(1);
        else if (text.ends_with("\xC2\xA0")) text.remove_suffix(2);
        else break;
    }
    return text;
}

// The fields between '·' (U+00B7) or '|' separators, trimmed.
std::vector<std::string_view> splitFields(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t width = text[i] == '|' ? 1 : text.substr(i).starts_with("\xC2\xB7") ? 2 : 0;
        if (width == 0) {
            ++i;
            continue;
        }
        fields.push_back(trim(text.substr(start, i - start)));
        i += width;
        start = i;
    }
    fields.push_back(trim(text.substr(start)));
    return fields;
}

std::optional<int> number(std::string_view text)
{
    if (text.empty() || text.size() > 4) return std::nullopt;
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

// "m:ss" under an hour, "h:mm:ss" from an hour on: the forms formatResultTime writes.
std::optional<int> parseTime(std::string_view text)
{
    std::vector<std::string_view> parts;
    for (std::size_t colon; (colon = text.find(':')) != std::string_view::npos; text.remove_prefix(colon + 1))
        parts.push_back(text.substr(0, colon));
    parts.push_back(text);
    std::vector<int> values;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto value = number(parts[i]);
        if (!value || (i > 0 && parts[i].size() != 2) || (i > 0 && *value >= 60)) return std::nullopt;
        values.push_back(*value);
    }
    if (values.size() == 2 && values[0] < 60 && parts[0].size() <= 2) return values[0] * 60 + values[1];
    if (values.size() == 3 && values[0] >= 1 && parts[0].front() != '0') return (values[0] * 60 + values[1]) * 60 + values[2];
    return std::nullopt;
}

// The code without its hyphen, upper case, with Crockford's look-alikes (O, I, L) read as
// the digits they stand for; nothing when it is not 8 such characters.
std::optional<std::string> normalizeCode(std::string_view text)
{
    std::string code;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = upper(text[i]);
        if (c == '-' && i == 4 && text.size() == kCodeLength + 1) continue;
        if (c == 'O') c = '0';
        if (c == 'I' || c == 'L') c = '1';
        if (kAlphabet.find(c) == std::string_view::npos) return std::nullopt;
        code.push_back(c);
    }
    if (code.size() != kCodeLength) return std::nullopt;
    code.insert(4, 1, '-');
    return code;
}

ParsedResultLine failure(ResultLineError::Code code, std::string message)
{
    ParsedResultLine parsed;
    parsed.error = {code, std::move(message)};
    return parsed;
}

std::uint64_t fnv1a(std::string_view text)
{
    std::uint64_t hash = 0xCBF29CE484222325ull;
    for (char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ull;
    }
    return hash;
}

} // namespace

std::string formatResultTime(int seconds)
{
    const int h = seconds / 3600;
    const int m = seconds / 60 % 60;
    const int s = seconds % 60;
    const auto two = [](int v) { return std::string(1, static_cast<char>('0' + v / 10)) + static_cast<char>('0' + v % 10); };
    if (h == 0) return std::to_string(m) + ':' + two(s);
    return std::to_string(h) + ':' + two(m) + ':' + two(s);
}

std::string resultCode(const DailyResult& result, const Grid& givens)
{
    // Every field in a fixed spelling, so the code does not depend on how the line was typed.
    const std::string input = "nonet-daily-result/1|" + result.date.toString() + '|' + std::string(levelKey(result.level)) +
                              '|' + std::to_string(result.seconds) + '|' + (result.usedHints ? "hints" : "no-hints") + '|' +
                              formatLine(givens);
    const std::uint64_t hash = splitMix64(fnv1a(input));
    std::string code;
    for (int i = 0; i < kCodeLength; ++i) code.push_back(kAlphabet[static_cast<std::size_t>((hash >> (59 - 5 * i)) & 31u)]);
    code.insert(4, 1, '-');
    return code;
}

std::string formatResultLine(const DailyResult& result, const Grid& givens)
{
    std::string line(kPrefix);
    line += ' ';
    line += result.date.toString();
    line += kSeparator;
    line += levelName(result.level);
    line += kSeparator;
    line += formatResultTime(result.seconds);
    line += kSeparator;
    line += result.usedHints ? kWithHints : kNoHints;
    line += kSeparator;
    line += resultCode(result, givens);
    return line;
}

ParsedResultLine parseResultLine(std::string_view text)
{
    std::size_t at = std::string_view::npos;
    for (std::size_t i = 0; i + kPrefix.size() <= text.size() && at == std::string_view::npos; ++i)
        if (equalsIgnoringCase(text.substr(i, kPrefix.size()), kPrefix)) at = i;
    if (at == std::string_view::npos)
        return failure(ResultLineError::Code::NoResult, "there is no \"Nonet daily\" result line in the text");
    text.remove_prefix(at + kPrefix.size());
    text = text.substr(0, text.find_first_of("\r\n"));

    const std::vector<std::string_view> fields = splitFields(text);
    const DateParse date = parseDailyDate(fields[0]);
    if (!date.date) return failure(ResultLineError::Code::BadDate, date.error.message);
    if (fields.size() < 5)
        return failure(ResultLineError::Code::NoResult,
                       "the line ends too soon: it needs the date, the level, the time, the hints and the code, "
                       "separated by \xC2\xB7");
    if (fields.size() > 5)
        return failure(ResultLineError::Code::Extra, "the line has more fields than a result: is one added or split?");

    DailyResult result;
    result.date = *date.date;
    const auto level = parseLevel(fields[1]);
    if (!level) return failure(ResultLineError::Code::BadLevel, quoted(fields[1]) + " is not a level");
    result.level = *level;
    const auto seconds = parseTime(fields[2]);
    if (!seconds) return failure(ResultLineError::Code::BadTime, quoted(fields[2]) + " is not a time like 7:42 or 1:02:03");
    result.seconds = *seconds;
    if (equalsIgnoringCase(fields[3], kNoHints)) result.usedHints = false;
    else if (equalsIgnoringCase(fields[3], kWithHints)) result.usedHints = true;
    else return failure(ResultLineError::Code::BadHints, quoted(fields[3]) + " is neither \"no hints\" nor \"with hints\"");

    // Whatever follows the code after a space (a remark in a chat) is not part of the result.
    const std::string_view codeField = fields[4].substr(0, fields[4].find_first_of(" \t"));
    const auto code = normalizeCode(codeField);
    if (!code)
        return failure(ResultLineError::Code::BadCode,
                       quoted(codeField) + " is not a check code (eight letters and digits, like 3F7K-Q2MD)");
    ParsedResultLine parsed;
    parsed.result = result;
    parsed.code = *code;
    return parsed;
}

ResultCheck checkResultLine(std::string_view text, std::stop_token stop)
{
    ResultCheck check;
    check.parsed = parseResultLine(text);
    if (!check.parsed.result) return check;
    const DailyResult& result = *check.parsed.result;
    const auto daily = dailyPuzzle(result.date, stop);
    if (!daily) {
        check.verdict = ResultCheck::Verdict::Stopped;
        return check;
    }
    if (daily->puzzle.level != result.level) check.verdict = ResultCheck::Verdict::WrongLevel;
    else if (resultCode(result, daily->puzzle.givens) == check.parsed.code) check.verdict = ResultCheck::Verdict::Genuine;
    else check.verdict = ResultCheck::Verdict::Altered;
    return check;
}

} // namespace nonet
