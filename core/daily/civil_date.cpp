#include "core/daily/civil_date.h"

#include "core/daily/quoted.h"

#include <chrono>

namespace nonet {

namespace {

using std::chrono::sys_days;
using std::chrono::year_month_day;

year_month_day chronoDate(int y, int m, int d)
{
    return year_month_day{std::chrono::year{y}, std::chrono::month{static_cast<unsigned>(m)},
                          std::chrono::day{static_cast<unsigned>(d)}};
}

// Two or four ASCII digits as a number; nothing on anything else.
std::optional<int> digits(std::string_view text)
{
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

} // namespace

std::optional<CivilDate> CivilDate::fromYmd(int y, int m, int d)
{
    if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return std::nullopt;
    if (!chronoDate(y, m, d).ok()) return std::nullopt;
    return CivilDate(y, m, d);
}

CivilDate CivilDate::fromDayNumber(std::int64_t dayNumber)
{
    const year_month_day ymd{sys_days{std::chrono::days{dayNumber}}};
    return CivilDate(static_cast<int>(ymd.year()), static_cast<int>(static_cast<unsigned>(ymd.month())),
                     static_cast<int>(static_cast<unsigned>(ymd.day())));
}

std::int64_t CivilDate::dayNumber() const
{
    return sys_days{chronoDate(year_, month_, day_)}.time_since_epoch().count();
}

int CivilDate::isoWeekday() const
{
    return static_cast<int>(std::chrono::weekday{sys_days{chronoDate(year_, month_, day_)}}.iso_encoding());
}

std::string CivilDate::toString() const
{
    std::string text = "0000-00-00";
    const auto put = [&text](std::size_t end, int value) {
        for (std::size_t i = end; value > 0; --i, value /= 10) text[i] = static_cast<char>('0' + value % 10);
    };
    put(3, year_);
    put(6, month_);
    put(9, day_);
    return text;
}

DateParse parseCivilDate(std::string_view text)
{
    DateParse result;
    const auto formatError = [&result, text] {
        result.error = {DateError::Code::Format, quoted(text) + " is not a date of the form YYYY-MM-DD"};
        return result;
    };
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return formatError();
    const auto y = digits(text.substr(0, 4));
    const auto m = digits(text.substr(5, 2));
    const auto d = digits(text.substr(8, 2));
    if (!y || !m || !d) return formatError();
    result.date = CivilDate::fromYmd(*y, *m, *d);
    if (!result.date) {
        std::string why = *y == 0 ? "there is no year 0000" : *m < 1 || *m > 12 ? "there is no month " + std::to_string(*m)
                                                                                  : "that month has no day " + std::to_string(*d);
        result.error = {DateError::Code::NoSuchDay, std::string(text) + " is not a day of the calendar (" + why + ")"};
    }
    return result;
}

} // namespace nonet
