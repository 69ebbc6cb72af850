#include "app/storage/game_statistics.h"

#include "app/storage/json_file.h"
#include "app/storage/level_key.h"
#include "app/storage/set_aside.h"
#include "core/presets/preset.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonValue>

#include <algorithm>
#include <limits>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("nonet-statistics");
constexpr int kVersion = 1;
const QString kLevels = QStringLiteral("levels");
const QString kVariants = QStringLiteral("variants");

JsonFile fileIn(const QString& directory) { return JsonFile(QDir(directory).filePath(QStringLiteral("statistics.json")), kFormat, kVersion); }

QString keyOf(Variant variant)
{
    const std::string_view key = variantKey(variant);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

// A count or a time as the file holds it: a whole number from 0 to what the field holds
// (an edited 1e300 or 2.5 is damage, not a number to squeeze in).
template <typename Field>
bool readNumber(const QJsonObject& o, const char* name, Field& field)
{
    // toInteger gives the default for anything but a whole number that fits 64 bits.
    const qint64 n = o.value(QLatin1String(name)).toInteger(-1);
    if (n < 0 || n > static_cast<qint64>(std::numeric_limits<Field>::max())) return false;
    field = static_cast<Field>(n);
    return true;
}

} // namespace

void GameStatistics::recordStarted(Variant variant, Level level) { ++at(variant, level).started; }

GameStatistics::Solve GameStatistics::recordSolved(Variant variant, Level level, qint64 ms, bool usedHints, bool usedChecks)
{
    LevelStatistics& s = at(variant, level);
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

void GameStatistics::recordAbandoned(Variant variant, Level level) { at(variant, level).currentStreak = 0; }

void GameStatistics::recordLost(Variant variant, Level level)
{
    LevelStatistics& s = at(variant, level);
    ++s.lost;
    s.currentStreak = 0;
}

QJsonObject GameStatistics::levelsToJson(const Levels& levels)
{
    QJsonObject object;
    for (Level level : kAllLevels) {
        const LevelStatistics& s = levels[static_cast<std::size_t>(level)];
        object.insert(levelKeyText(level), QJsonObject{{QStringLiteral("started"), s.started},
                                                       {QStringLiteral("solved"), s.solved},
                                                       {QStringLiteral("solvedWithoutHints"), s.solvedWithoutHints},
                                                       {QStringLiteral("bestMs"), s.bestMs},
                                                       {QStringLiteral("totalMs"), s.totalMs},
                                                       {QStringLiteral("currentStreak"), s.currentStreak},
                                                       {QStringLiteral("bestStreak"), s.bestStreak},
                                                       {QStringLiteral("lost"), s.lost}});
    }
    return object;
}

QJsonObject GameStatistics::toJson() const
{
    QJsonObject variants = unknownVariants_;
    for (Variant variant : kAllVariants) {
        if (presetOf(variant).home) continue;
        const Levels& levels = tables_[static_cast<std::size_t>(variant)];
        // Only variants that were played: the file stays short and reads like the game.
        if (std::all_of(levels.begin(), levels.end(), [](const LevelStatistics& s) { return s == LevelStatistics(); })) continue;
        variants.insert(keyOf(variant), levelsToJson(levels));
    }
    QJsonObject fields{{kLevels, levelsToJson(tables_[static_cast<std::size_t>(homeVariant())])}};
    if (!variants.isEmpty()) fields.insert(kVariants, variants);
    return fields;
}

std::optional<GameStatistics::Levels> GameStatistics::levelsFromJson(const QJsonObject& object)
{
    Levels result{};
    for (Level level : kAllLevels) {
        const QJsonValue value = object.value(levelKeyText(level));
        if (value.isUndefined()) continue;
        if (!value.isObject()) return std::nullopt;
        const QJsonObject o = value.toObject();
        LevelStatistics& s = result[static_cast<std::size_t>(level)];
        if (!readNumber(o, "started", s.started) || !readNumber(o, "solved", s.solved) ||
            !readNumber(o, "solvedWithoutHints", s.solvedWithoutHints) || !readNumber(o, "bestMs", s.bestMs) ||
            !readNumber(o, "totalMs", s.totalMs) || !readNumber(o, "currentStreak", s.currentStreak) ||
            !readNumber(o, "bestStreak", s.bestStreak))
            return std::nullopt;
        // Files written before games could be lost have no "lost": none.
        if (o.contains(QStringLiteral("lost")) && !readNumber(o, "lost", s.lost)) return std::nullopt;
    }
    return result;
}

std::optional<GameStatistics> GameStatistics::fromJson(const QJsonObject& fields)
{
    GameStatistics result;
    const QJsonValue classic = fields.value(kLevels);
    if (!classic.isUndefined() && !classic.isObject()) return std::nullopt;
    const auto levels = levelsFromJson(classic.toObject());
    if (!levels) return std::nullopt;
    result.tables_[static_cast<std::size_t>(homeVariant())] = *levels;

    const QJsonValue variantsValue = fields.value(kVariants);
    if (variantsValue.isUndefined()) return result; // a file from before the variants were counted
    if (!variantsValue.isObject()) return std::nullopt;
    const QJsonObject variants = variantsValue.toObject();
    for (auto it = variants.begin(); it != variants.end(); ++it) {
        if (!it.value().isObject()) return std::nullopt;
        const std::optional<Variant> variant = parseVariant(it.key().toStdString());
        // The classic game lives under "levels"; a key this build does not know (or spells
        // otherwise) is a later Nonet's: kept for it, untouched.
        if (!variant || presetOf(*variant).home || keyOf(*variant) != it.key()) {
            result.unknownVariants_.insert(it.key(), it.value());
            continue;
        }
        const auto table = levelsFromJson(it.value().toObject());
        if (!table) return std::nullopt;
        result.tables_[static_cast<std::size_t>(*variant)] = *table;
    }
    return result;
}

GameStatistics GameStatistics::load(const QString& directory, QString* error)
{
    const JsonFile file = fileIn(directory);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return {};
    if (loaded.status == JsonFile::Status::Loaded)
        if (auto statistics = fromJson(loaded.object)) return *statistics;
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
    return fileIn(directory).save(toJson());
}

} // namespace nonet::app
