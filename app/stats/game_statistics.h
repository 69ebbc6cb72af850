#pragma once
// Statistics per level: games started and solved, solved without hints, best and average
// time, current and best streak. A plain value with its JSON form; the file lives beside
// the app's other data (AppDataLocation/statistics.json, written with QSaveFile through
// JsonFile: { "format": "nonet-statistics", "version": 1, "levels": { "<level key>": {...} } }).
//
// Rules:
//   started   counted at a game's first move (a game nobody touched was not played)
//   solved    counted once per game; its time goes into the average
//   best time only from games solved without hints or checks ("eligible")
//   streak    solved games in a row at the level; a game left unsolved for another ends it
//   lost      games ended by the mistake limit (counted apart from solved ones; end the streak)

#include "core/grader/level.h"

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

    const LevelStatistics& level(Level level) const { return levels_[static_cast<std::size_t>(level)]; }
    void recordStarted(Level level);
    Solve recordSolved(Level level, qint64 ms, bool usedHints, bool usedChecks);
    void recordAbandoned(Level level);
    void recordLost(Level level);
    void reset() { levels_ = {}; }

    QJsonObject toJson() const;
    // Unknown levels are ignored; a level whose fields are not numbers gives nothing.
    static std::optional<GameStatistics> fromJson(const QJsonObject& levels);

    // The file: statistics.json in `directory`. A damaged file is moved aside (and the
    // statistics start afresh); `error` says so, for the status bar.
    static GameStatistics load(const QString& directory, QString* error = nullptr);
    std::optional<QString> save(const QString& directory) const;

    bool operator==(const GameStatistics&) const = default;

private:
    std::array<LevelStatistics, kLevelCount> levels_{};
};

} // namespace nonet::app
