#pragma once
// Statistics per variant and level: games started and solved, solved without hints, best
// and average time, current and best streak. A plain value with its JSON form; the file
// lives beside the app's other data (AppDataLocation/statistics.json, written with
// QSaveFile through JsonFile):
//
//   { "format": "nonet-statistics", "version": 1,
//     "levels":   { "<level key>": {...} },                 the classic game (as always)
//     "variants": { "6x6": { "<level key>": {...} }, ... }  the other variants (core/shape/variant.h keys)
//   }
//
// A file without "variants" (written before the variants were counted) reads as it always
// did; a build without variants reads a new file's classic part and ignores the rest. A
// section under "variants" this build does not know (a variant of a later Nonet) is kept as
// it is and written back, so going back and forth between versions loses nothing.
//
// Rules:
//   started   counted at a game's first move (a game nobody touched was not played)
//   solved    counted once per game; its time goes into the average
//   best time only from games solved without hints or checks ("eligible")
//   streak    solved games in a row at the level; a game left unsolved for another ends it
//   lost      games ended by the mistake limit (counted apart from solved ones; end the streak)

#include "core/grader/level.h"
#include "core/shape/variant.h"
#include "core/presets/preset.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>

namespace nonet::app {

struct LevelStatistics {
    int started = 0;
    int solved = 0;
    int solvedWithoutHints = 0;
    qint64 bestMs = 0;  // 0: no eligible solve yet
    qint64 totalMs = 0; // of every solved game, for the average
    int currentStreak = 0;
    int bestStreak = 0;
    int lost = 0;

    qint64 averageMs() const { return solved == 0 ? 0 : totalMs / solved; }
    bool operator==(const LevelStatistics&) const = default;
};

class GameStatistics {
public:
    struct Solve {
        bool newBest = false;     // an eligible time better than the previous best (or the first)
        qint64 previousBestMs = 0;
    };

    // The classic game's.
    const LevelStatistics& level(Level level) const { return this->level(homeVariant(), level); }
    const LevelStatistics& level(Variant variant, Level level) const { return at(variant, level); }
    // Whether any game of the variant was counted at the level.
    bool hasGames(Variant variant, Level level) const { return at(variant, level).started > 0; }

    void recordStarted(Level level) { recordStarted(homeVariant(), level); }
    void recordStarted(Variant variant, Level level);
    Solve recordSolved(Level level, qint64 ms, bool usedHints, bool usedChecks)
    {
        return recordSolved(homeVariant(), level, ms, usedHints, usedChecks);
    }
    Solve recordSolved(Variant variant, Level level, qint64 ms, bool usedHints, bool usedChecks);
    void recordAbandoned(Level level) { recordAbandoned(homeVariant(), level); }
    void recordAbandoned(Variant variant, Level level);
    void recordLost(Level level) { recordLost(homeVariant(), level); }
    void recordLost(Variant variant, Level level);
    // Every variant's numbers go (the sections of unknown variants too: the player asked
    // for all statistics to go).
    void reset() { *this = GameStatistics(); }

    // The file's fields: {"levels": ..., "variants": ...}.
    QJsonObject toJson() const;
    // Unknown levels are ignored; a level whose fields are not whole numbers within their
    // range, or a "variants" that is not an object of objects, gives nothing (the file is
    // damaged).
    static std::optional<GameStatistics> fromJson(const QJsonObject& fields);

    // The file: statistics.json in `directory`. A damaged file is moved aside (and the
    // statistics start afresh); `error` says so, for the status bar.
    static GameStatistics load(const QString& directory, QString* error = nullptr);
    std::optional<QString> save(const QString& directory) const;

    bool operator==(const GameStatistics&) const = default;

private:
    using Levels = std::array<LevelStatistics, kLevelCount>;

    const LevelStatistics& at(Variant variant, Level level) const
    {
        return tables_[static_cast<std::size_t>(variant)][static_cast<std::size_t>(level)];
    }
    LevelStatistics& at(Variant variant, Level level) { return tables_[static_cast<std::size_t>(variant)][static_cast<std::size_t>(level)]; }
    static QJsonObject levelsToJson(const Levels& levels);
    static std::optional<Levels> levelsFromJson(const QJsonObject& object);

    std::array<Levels, kVariantCount> tables_{};
    QJsonObject unknownVariants_; // kept as read, written back
};

} // namespace nonet::app
