#pragma once
// What the variant pool (variant_pool.h) keeps between launches, in variant-pool.json
// (format "nonet-variant-pool", version 1):
//
//   "seed":    "<decimal uint64>"   the per-install seed every generation job derives from
//   "counter": "<decimal uint64>"   jobs started so far (job n gets seed f(seed, n))
//   "puzzles": [ { "variant": "16x16", "level": "very-tough",
//                  "puzzle": "<the variant's one-line notation; Jigsaw: layout, space, cells>",
//                  "solution": "<the cells>" } ]
//
// The 64-bit numbers are strings: JSON numbers are doubles and would lose bits.

#include "core/game/shape_game.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace nonet::app {

struct VariantPoolContents {
    struct Parsed;

    std::uint64_t seed = 0;
    std::uint64_t counter = 0;
    std::vector<ShapeGamePuzzle> puzzles; // in the order they are handed out, per variant and level

    QJsonObject toJson() const;
    // Refuses the whole file on any bad entry (a variant or level it does not know, a
    // puzzle that does not read, a solution that does not solve it, a classic puzzle, which
    // belongs to the classic pool): it is our own file, so a bad entry means damage, and
    // the file is then kept aside rather than half-used.
    static Parsed fromJson(const QJsonObject& object);
};

struct VariantPoolContents::Parsed {
    std::optional<VariantPoolContents> contents;
    QString error;
};

} // namespace nonet::app
