#include "app/storage/daily_results.h"

#include "app/storage/json_file.h"
#include "app/storage/set_aside.h"
#include "core/daily/daily_schedule.h"
#include "core/daily/result_line.h"
#include "core/notation/grid_line.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QJsonValue>

#include <algorithm>

namespace nonet::app {

namespace {

const QString kFileName = QStringLiteral("daily.json");
const QString kFormat = QStringLiteral("nonet-daily");
constexpr int kVersion = 1;

JsonFile fileIn(const QString& directory) { return JsonFile(QDir(directory).filePath(kFileName), kFormat, kVersion); }

QString key(CivilDate date) { return QString::fromStdString(date.toString()); }

std::optional<Grid> puzzleOf(const QJsonValue& value)
{
    if (!value.isString()) return std::nullopt;
    return parseGridLine(value.toString().toStdString());
}

// A whole number in [low, high] stored as a JSON number; nothing for anything else.
std::optional<qint64> wholeNumber(const QJsonValue& value, qint64 low, qint64 high)
{
    if (!value.isDouble()) return std::nullopt;
    const double d = value.toDouble();
    if (!(d >= static_cast<double>(low) && d <= static_cast<double>(high)) || d != static_cast<double>(static_cast<qint64>(d)))
        return std::nullopt;
    return static_cast<qint64>(d);
}

} // namespace

const DailyRecord* DailyResults::find(CivilDate date) const
{
    const auto it = days_.find(date);
    return it == days_.end() ? nullptr : &it->second;
}

void DailyResults::noteStarted(CivilDate date, const Grid& givens)
{
    DailyRecord& record = days_[date];
    if (!record.solved) record.givens = givens;
}

bool DailyResults::noteHint(CivilDate date)
{
    const auto it = days_.find(date);
    if (it == days_.end() || it->second.solved || it->second.usedHints) return false;
    it->second.usedHints = true;
    return true;
}

std::optional<CivilDate> DailyResults::dateOf(const Grid& givens) const
{
    for (const auto& [date, record] : days_)
        if (record.givens == givens) return date;
    return std::nullopt;
}

bool DailyResults::recordSolved(CivilDate date, const Grid& givens, int seconds, bool usedHints, qint64 solvedAtUtc)
{
    DailyRecord& record = days_[date];
    if (record.solved) return false;
    record = DailyRecord{givens, true, std::clamp(seconds, 0, kMaxResultSeconds), usedHints || record.usedHints, solvedAtUtc};
    return true;
}

std::vector<DailySolve> DailyResults::solves() const
{
    std::vector<DailySolve> solves;
    for (const auto& [date, record] : days_)
        if (record.solved) solves.push_back({date, record.solvedAtUtc});
    return solves;
}

QJsonObject DailyResults::toJson() const
{
    QJsonObject days;
    for (const auto& [date, record] : days_) {
        QJsonObject day{{QStringLiteral("puzzle"), QString::fromStdString(formatGridLine(record.givens))},
                        {QStringLiteral("solved"), record.solved},
                        {QStringLiteral("hints"), record.usedHints}};
        if (record.solved) {
            day.insert(QStringLiteral("seconds"), record.seconds);
            day.insert(QStringLiteral("solvedAt"),
                       QDateTime::fromSecsSinceEpoch(record.solvedAtUtc, Qt::UTC).toString(Qt::ISODate));
        }
        days.insert(key(date), day);
    }
    return days;
}

std::optional<DailyResults> DailyResults::fromJson(const QJsonObject& days)
{
    DailyResults results;
    for (auto it = days.begin(); it != days.end(); ++it) {
        const DateParse date = parseDailyDate(it.key().toStdString());
        if (!date.date || !it.value().isObject()) return std::nullopt;
        const QJsonObject day = it.value().toObject();
        DailyRecord record;
        const auto givens = puzzleOf(day.value(QStringLiteral("puzzle")));
        const QJsonValue solved = day.value(QStringLiteral("solved"));
        const QJsonValue hints = day.value(QStringLiteral("hints"));
        if (!givens || !solved.isBool() || !hints.isBool()) return std::nullopt;
        record.givens = *givens;
        record.solved = solved.toBool();
        record.usedHints = hints.toBool();
        if (record.solved) {
            const auto seconds = wholeNumber(day.value(QStringLiteral("seconds")), 0, kMaxResultSeconds);
            const QDateTime at = QDateTime::fromString(day.value(QStringLiteral("solvedAt")).toString(), Qt::ISODate);
            if (!seconds || !at.isValid()) return std::nullopt;
            record.seconds = static_cast<int>(*seconds);
            record.solvedAtUtc = at.toSecsSinceEpoch();
        }
        results.days_.emplace(*date.date, record);
    }
    return results;
}

DailyResults DailyResults::load(const QString& directory, QString* error)
{
    const JsonFile file = fileIn(directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return {};
    if (loaded.status == JsonFile::Status::Loaded) {
        const QJsonValue days = loaded.object.value(QStringLiteral("days"));
        if (days.isObject())
            if (auto results = fromJson(days.toObject())) return *results;
    }
    const auto aside = setAside(file.path(), AsideReason::Damaged);
    if (error != nullptr)
        *error = aside ? QCoreApplication::translate("nonet::app::DailyResults",
                                                     "The daily puzzle results were damaged and have been set aside as %1.")
                             .arg(*aside)
                       : QCoreApplication::translate("nonet::app::DailyResults", "The daily puzzle results file %1 is damaged.")
                             .arg(file.path());
    return {};
}

std::optional<QString> DailyResults::save(const QString& directory) const
{
    QDir().mkpath(directory);
    return fileIn(directory).save(QJsonObject{{QStringLiteral("days"), toJson()}});
}

} // namespace nonet::app
