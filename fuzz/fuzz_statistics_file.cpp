// statistics.json (app/storage/game_statistics.h) on any bytes: the bytes as a JSON
// document through GameStatistics::fromJson, as GameStatistics::load reads them.
// Invariants on every input:
//   - an accepted file has no negative count or time, for every variant and level;
//   - written with toJson and read again it is the same statistics (sections of variants
//     this build does not know included);
//   - recording a game on top of it and reading it back keeps that game.

#include "app/storage/game_statistics.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using nonet::app::GameStatistics;
using nonet::app::LevelStatistics;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!document.isObject()) return 0;
    auto statistics = GameStatistics::fromJson(document.object());
    if (!statistics) return 0;
    for (nonet::Variant variant : nonet::kAllVariants) {
        for (nonet::Level level : nonet::kAllLevels) {
            const LevelStatistics& s = statistics->level(variant, level);
            NONET_FUZZ_CHECK(s.started >= 0 && s.solved >= 0 && s.solvedWithoutHints >= 0 && s.lost >= 0);
            NONET_FUZZ_CHECK(s.bestMs >= 0 && s.totalMs >= 0 && s.currentStreak >= 0 && s.bestStreak >= 0);
        }
    }
    const auto again = GameStatistics::fromJson(statistics->toJson());
    NONET_FUZZ_CHECK(again && *again == *statistics);
    statistics->recordStarted(nonet::Variant::Mini6, nonet::Level::Easy);
    const auto played = GameStatistics::fromJson(statistics->toJson());
    NONET_FUZZ_CHECK(played && *played == *statistics);
    return 0;
}
