#pragma once
// What the puzzle pool keeps between launches:
//
//   "seed":    "<decimal uint64>"   the per-install seed every generation job derives from
//   "counter": "<decimal uint64>"   jobs started so far (job n gets seed f(seed, n))
//   "puzzles": [ { "level": "extreme", "givens": "<81, '.' = empty>", "solution": "<81>" } ]
//
// The 64-bit numbers are strings: JSON numbers are doubles and would lose bits.

#include "core/game/game_puzzle.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace nonet::app {

struct PoolContents {
    struct Parsed;

    std::uint64_t seed = 0;
    std::uint64_t counter = 0;
    std::vector<GamePuzzle> puzzles; // in the order they are handed out, per level

    QJsonObject toJson() const;
    // Refuses the whole file on any bad entry: it is our own file, so a bad entry means
    // damage, and the file is then kept aside rather than half-used.
    static Parsed fromJson(const QJsonObject& object);
};

struct PoolContents::Parsed {
    std::optional<PoolContents> contents;
    QString error;
};

} // namespace nonet::app
