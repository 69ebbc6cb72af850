#pragma once
// A day of the proleptic Gregorian calendar, without time or zone: what a daily puzzle is
// for. Written and read as ISO 8601 "YYYY-MM-DD" (four-digit year, two-digit month and day).
// Day numbers count from 1970-01-01 (day 0), so consecutive days differ by one across month
// and year ends alike.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nonet {

class CivilDate {
public:
    // 1970-01-01.
    constexpr CivilDate() = default;

    // Nothing unless the day exists (2026-02-29 does not) and the year is 1..9999.
    static std::optional<CivilDate> fromYmd(int year, int month, int day);
    static CivilDate fromDayNumber(std::int64_t dayNumber);

    int year() const { return year_; }
    int month() const { return month_; }
    int day() const { return day_; }
    std::int64_t dayNumber() const;
    // ISO weekday: 1 = Monday ... 7 = Sunday.
    int isoWeekday() const;
    CivilDate addDays(std::int64_t days) const { return fromDayNumber(dayNumber() + days); }

    std::string toString() const; // "2026-12-01"

    bool operator==(const CivilDate&) const = default;
    // Chronological. (Written out rather than a defaulted <=>: Qt 6.4's moc cannot read
    // <compare>, and tests that moc include this header.)
    bool operator<(const CivilDate& other) const { return key() < other.key(); }
    bool operator>(const CivilDate& other) const { return other < *this; }
    bool operator<=(const CivilDate& other) const { return !(other < *this); }
    bool operator>=(const CivilDate& other) const { return !(*this < other); }

private:
    constexpr CivilDate(int year, int month, int day) : year_(year), month_(month), day_(day) {}
    int key() const { return (year_ * 100 + month_) * 100 + day_; }

    int year_ = 1970;
    int month_ = 1;
    int day_ = 1;
};

// Why a text is not a date, for messages ("2026-13-01": no month 13).
struct DateError {
    enum class Code : std::uint8_t { Format, NoSuchDay, OutOfRange };
    Code code = Code::Format;
    std::string message;
};

struct DateParse {
    std::optional<CivilDate> date;
    DateError error; // meaningful when date is empty
};

// Exactly "YYYY-MM-DD" (year 0001..9999): no spaces, signs, other separators or extra
// characters. Errors: Format or NoSuchDay (OutOfRange is for callers with a narrower range).
DateParse parseCivilDate(std::string_view text);

} // namespace nonet
