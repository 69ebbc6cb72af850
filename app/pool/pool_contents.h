#pragma once
// What the puzzle pool keeps between launches, in pool.json (format "nonet-puzzle-pool",
// app/pool/pool_files.h):
//
//   "seed":    "<decimal uint64>"   the per-install seed every generation job derives from
//   "counter": "<decimal uint64>"   jobs started so far (job n gets seed f(seed, n))
//   "puzzles": [ ... ]              in the order they are handed out, per variant and level
//
//   version 2 (written)   { "variant": "16x16", "level": "very-tough",
//                           "puzzle": "<the variant's one-line notation; Jigsaw: layout, space, cells>",
//                           "solution": "<the cells>" }                       any variant
//   version 1 (read)      { "level": "extreme", "givens": "<81, '.' = empty>", "solution": "<81>" }
//                                                                             classic only
//
// The variant puzzles of earlier builds were kept apart, in variant-pool.json (format
// "nonet-variant-pool", version 1): the seed, the counter and entries of the version 2
// form, of every variant but classic. fromVariantPoolJson reads it, once, into the pool.
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
    std::vector<GamePuzzle> puzzles; // in the order they are handed out, per variant and level

    // Version 2.
    QJsonObject toJson() const;
    // pool.json of the version JsonFile found (1 or 2). Refuses the whole file on any bad
    // entry (a variant or level it does not know, a puzzle that does not read, a solution
    // that does not solve it): it is our own file, so a bad entry means damage, and the
    // file is then kept aside rather than half-used.
    static Parsed fromJson(const QJsonObject& object, int version);
    // variant-pool.json of earlier builds, refused the same way; a classic puzzle in it is
    // damage too (classic puzzles were pool.json's).
    static Parsed fromVariantPoolJson(const QJsonObject& object);
};

struct PoolContents::Parsed {
    std::optional<PoolContents> contents;
    QString error;
};

} // namespace nonet::app
