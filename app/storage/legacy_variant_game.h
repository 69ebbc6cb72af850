#pragma once
// The variant window's save format from before every shape was one game, read into a game
// record (SaveFile::read hands it here; nothing writes this format any more). .nonetv files,
// the variant window's autosave (variant-autosave.json) and the variant games kept in the
// Continue list were written in it:
//
//   {
//     "format": "nonet-variant-game", "version": 1,
//     "variant": "6x6",                      core/shape/variant.h keys, never "classic"
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
// Such a file keeps a position, not an undo history. It becomes a record whose history is
// one set-cells move from the givens to that position, played: the position is the one
// the player left, every entry and note of it stays the player's own (erasable, counted by
// the statistics as a game begun), and one Undo goes back to the empty puzzle, which is all
// the file can say about how the position came about. A file with nothing of the player's
// on it becomes a record without moves: a game not yet begun. Notes are corner notes (the
// variant window had no other kind).
//
// Every field is checked as it always was (the puzzle by the variant notation, the solution
// against the givens, entries and notes against the shape), then the record goes through
// replay() like any other before it is handed out.

#include "app/storage/save_file.h"

#include <QJsonObject>
#include <QString>

#include <variant>

namespace nonet::app {

inline const QString kLegacyVariantFormatName = QStringLiteral("nonet-variant-game");
// The one version there is; nothing newer will be written.
inline constexpr int kLegacyVariantFormatVersion = 1;

// root is a JSON object whose "format" is kLegacyVariantFormatName.
std::variant<SavedGame, SaveError> readLegacyVariantGame(const QJsonObject& root);

} // namespace nonet::app
