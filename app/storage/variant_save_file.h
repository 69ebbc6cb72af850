#pragma once
// A variant game (core/game/shape_game.h) as a file: JSON a person can read, versioned,
// beside the classic save format (save_file.h), whose errors and limits it shares.
//
//   {
//     "format": "nonet-variant-game", "version": 1,
//     "variant": "6x6",                      core/shape/variant.h keys
//     "level": "easy",                       "elapsedMs": 65000,
//     "puzzle":   "56...3...6....4.6..2.5....5...6...35",   the variant's one-line notation
//                                            (Jigsaw: the layout, a space, the cells)
//     "solution": "564123...",               the cells, '.'-free
//     "entries":  "..1.......",              the player's values ('.' on givens and empty cells)
//     "notes":    {"r1c3": "24", ...}        notes of empty cells, values as the notation writes them
//     "mistakes": 2, "lost": false           wrong values placed, and whether the mistake limit
//                                            ended the game (absent: 0, false)
//   }
//
// A variant game keeps its position, not its undo history. read never crashes and never
// trusts the input: every field is checked (the puzzle by the variant notation, the
// solution against the givens, entries and notes against the shape) before a game is
// handed out.

#include "app/storage/save_file.h"
#include "core/game/shape_game.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace nonet::app {

inline constexpr int kVariantSaveFormatVersion = 1;

struct SavedVariantGame {
    ShapeGame game;
    qint64 elapsedMs = 0;
    int mistakes = 0;
    bool lost = false;
};

class VariantSaveFile {
public:
    static QByteArray write(const ShapeGame& game, qint64 elapsedMs, int mistakes = 0, bool lost = false);
    static std::variant<SavedVariantGame, SaveError> read(const QByteArray& bytes);
    // Reads a file from disk within kMaxSaveFileBytes.
    static std::variant<SavedVariantGame, SaveError> readFile(const QString& path);
    // Whether the bytes are JSON that says it is a variant game (any version).
    static bool isVariantGame(const QByteArray& bytes);
};

} // namespace nonet::app
