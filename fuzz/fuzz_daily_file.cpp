// daily.json (the daily puzzle results, app/storage/daily_results.h) on any bytes: the bytes
// as a JSON document, its "days" object through DailyResults::fromJson, as DailyResults::load
// reads them. Invariants on every input:
//   - an accepted file has only dates with a daily puzzle, times in range, and a moment for
//     every solved day;
//   - written with toJson and read again it is the same results;
//   - the streaks of the results are within the number of solved days.

#include "app/storage/daily_results.h"
#include "core/daily/daily_schedule.h"
#include "core/daily/result_line.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!document.isObject()) return 0;
    const QJsonValue days = document.object().value(QStringLiteral("days"));
    if (!days.isObject()) return 0;
    const auto results = nonet::app::DailyResults::fromJson(days.toObject());
    if (!results) return 0;
    int solved = 0;
    for (const auto& [date, record] : results->days()) {
        NONET_FUZZ_CHECK(nonet::hasDailyPuzzle(date));
        NONET_FUZZ_CHECK(record.seconds >= 0 && record.seconds <= nonet::kMaxResultSeconds);
        if (record.solved) ++solved;
    }
    const auto again = nonet::app::DailyResults::fromJson(results->toJson());
    NONET_FUZZ_CHECK(again && *again == *results);
    const nonet::Streaks streaks = results->streaks(nonet::firstDailyDate().addDays(400));
    NONET_FUZZ_CHECK(streaks.current >= 0 && streaks.current <= streaks.longest && streaks.longest <= solved);
    return 0;
}
