#include "app/stats/game_statistics.h"

#include "app/storage/json_file.h"
#include "app/storage/level_key.h"
#include "app/storage/set_aside.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonValue>

#include <algorithm>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("nonet-statistics");
constexpr int kVersion = 1;

JsonFile fileIn(const QString& directory) { return JsonFile(QDir(directory).filePath(QStringLiteral("statistics.json")), kFormat, kVersion); }

} // namespace

void GameStatistics::recordStarted(Level level) { ++levels_[static_cast<std::size_t>(level)].started; }

GameStatistics::Solve GameStatistics::recordSolved(Level level, qint64 ms, bool usedHints, bool usedChecks)
{
    LevelStatistics& s = levels_[static_cast<std::size_t>(level)];
    Solve result{false, s.bestMs};
    ++s.solved;
    s.totalMs += ms;
    if (!usedHints) ++s.solvedWithoutHints;
    if (!usedHints && !usedChecks && (s.bestMs == 0 || ms < s.bestMs)) {
        s.bestMs = ms;
        result.newBest = true;
    }
    s.bestStreak = std::max(s.bestStreak, ++s.currentStreak);
    return result;
}

void GameStatistics::recordAbandoned(Level level) { levels_[static_cast<std::size_t>(level)].currentStreak = 0; }

void GameStatistics::recordLost(Level level)
{
    LevelStatistics& s = levels_[static_cast<std::size_t>(level)];
    ++s.lost;
    s.currentStreak = 0;
}

QJsonObject GameStatistics::toJson() const
{
    QJsonObject levels;
    for (Level level : kAllLevels) {
        const LevelStatistics& s = this->level(level);
        levels.insert(levelKeyText(level), QJsonObject{{QStringLiteral("started"), s.started},
                                                {QStringLiteral("solved"), s.solved},
                                                {QStringLiteral("solvedWithoutHints"), s.solvedWithoutHints},
                                                {QStringLiteral("bestMs"), s.bestMs},
                                                {QStringLiteral("totalMs"), s.totalMs},
                                                {QStringLiteral("currentStreak"), s.currentStreak},
                                                {QStringLiteral("bestStreak"), s.bestStreak},
                                                {QStringLiteral("lost"), s.lost}});
    }
    return levels;
}

std::optional<GameStatistics> GameStatistics::fromJson(const QJsonObject& levels)
{
    GameStatistics result;
    for (Level level : kAllLevels) {
        const QJsonValue value = levels.value(levelKeyText(level));
        if (value.isUndefined()) continue;
        if (!value.isObject()) return std::nullopt;
        const QJsonObject o = value.toObject();
        LevelStatistics& s = result.levels_[static_cast<std::size_t>(level)];
        const auto number = [&](const char* name, auto& field) {
            const QJsonValue v = o.value(QLatin1String(name));
            if (!v.isDouble() || v.toDouble() < 0) return false;
            field = static_cast<std::remove_reference_t<decltype(field)>>(v.toInteger());
            return true;
        };
        if (!number("started", s.started) || !number("solved", s.solved) || !number("solvedWithoutHints", s.solvedWithoutHints) ||
            !number("bestMs", s.bestMs) || !number("totalMs", s.totalMs) || !number("currentStreak", s.currentStreak) ||
            !number("bestStreak", s.bestStreak))
            return std::nullopt;
        // Files written before games could be lost have no "lost": none.
        if (o.contains(QStringLiteral("lost")) && !number("lost", s.lost)) return std::nullopt;
    }
    return result;
}

GameStatistics GameStatistics::load(const QString& directory, QString* error)
{
    const JsonFile file = fileIn(directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return {};
    if (loaded.status == JsonFile::Status::Loaded)
        if (auto statistics = fromJson(loaded.object.value(QStringLiteral("levels")).toObject())) return *statistics;
    const auto aside = setAside(file.path(), AsideReason::Damaged);
    if (error != nullptr)
        *error = aside ? QCoreApplication::translate("nonet::app::GameStatistics",
                                                     "The statistics file was damaged and has been set aside as %1.").arg(*aside)
                       : QCoreApplication::translate("nonet::app::GameStatistics", "The statistics file %1 is damaged.").arg(file.path());
    return {};
}

std::optional<QString> GameStatistics::save(const QString& directory) const
{
    QDir().mkpath(directory);
    return fileIn(directory).save(QJsonObject{{QStringLiteral("levels"), toJson()}});
}

} // namespace nonet::app
