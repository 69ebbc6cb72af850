#pragma once
// A saved game as a file, of any shape (core/shape/variant.h): JSON a person can read,
// versioned.
//
//   {
//     "format": "nonet-game", "version": 5,
//     "variant": "16x16",                    the shape (core/shape/variant.h keys)  (version 5)
//     "layout": "1112222...",                Jigsaw only: its 81 region digits 1-9  (version 5)
//               "0011223... 12,9,17,...",     Killer: its 81 cage labels, then its sums
//                                             (core/notation/killer_notation.h)
//     "name": "Medium — 2026-11-29 20:15",   "saved": "2026-11-29T20:15:03Z",
//     "level": "medium",                     "elapsedMs": 754000,
//     "puzzle":   "8.7.5..324.....6.5...",   one character a cell, '.' = empty: the
//     "solution": "867154932491823675...",   shape's notation (core/notation/shape_notation.h),
//                                            values 1-9 then A-G (16x16); 81 for a 9x9
//     "entries":  ".6.1.49..........3...",   the player's values ('.' on givens and empty cells)
//     "notes":    {"r1c2": "69", ...},       corner notes (pencil marks) of empty cells
//                                            ("r12c16": "3AG" on a 16x16)
//     "centreNotes": {"r4c4": "37"},         centre notes of empty cells        (version 2)
//     "colours":  {"r1c1": 2, ...},          cell colours 1..6                  (version 2)
//     "noteColours": {"r1c2": {"6": 1}},     colours of single notes            (version 2)
//     "history":  {"moves": [...], "done": 12}   the undo stack (move_json.h), oldest first;
//                                               the first `done` moves are played
//     "checkpoints": [{"elapsedMs": 301000,      positions the player marked, oldest first:
//                      "position": <set-cells>}] the position as a set-cells move from the
//                                                givens (core/game/checkpoint.h) (version 3)
//     "mistakes": 2, "lost": false           wrong digits placed, and whether the mistake
//                                            limit ended the game                (version 3)
//     "hints": {"where": 3, "what": 2,       the presses of Hint by the stage they showed,
//               "pattern": 1, "apply": 1,    and the technique of each hint that found a
//               "techniques": {"x-wing": 1}} step (core/game/hint_log.h); absent: none
//                                                                                (version 3)
//     "help": {"checks": 2,                  the other help: presses of Check, and whether
//              "solutionMarks": true}        moves were made while wrong digits were marked
//                                            against the solution; absent: neither (read
//                                            since version 5; an older reader skips it)
//     "origin": {"daily": "2026-12-02"}      what the game is besides its puzzle, for the
//            or {"practice": "x-wing"}       Continue list: the daily puzzle of a date, a
//                                            practice position of a technique; absent:
//                                            neither                            (version 5)
//   }
//
// The history decides the position; "entries" and the notes and colours are there for
// people and are checked against it on reading. Version 2 added centre notes and colours
// (and their moves), version 3 the checkpoints and the mistakes, version 4 the notes a placed
// digit took from its peers and gives back when erased ("returnNotes" and "taken" in moves,
// move_json.h), version 5 the shape ("variant", "layout"): a file without "variant" is a
// classic game. A version 1 file has none of the later fields, a version 1 or 2 file no
// checkpoints and no mistakes, and no older file gives notes back, and each reads as it
// always did.
//
// The variant window's own format of before (legacy_variant_game.h, "nonet-variant-game",
// .nonetv files) is read by the same read(), into the same SavedGame: one reader for every
// file a game comes from. read never crashes and never trusts the input: every field is
// checked against the game's shape (cells, values 1..side), sizes are bounded, and the moves
// are replayed on a GameState (which refuses illegal ones) before a game is handed out.

#include "app/storage/data_file.h"
#include "core/game/game_record.h"
#include "core/logic/technique.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

inline constexpr int kSaveFormatVersion = 5;
// A game file is written within this (an eighth of what is read back, data_file.h). A long
// game is some thousands of moves, a few hundred KB; a 16×16 game with 100,000 note moves
// 7.0 MB. A history that would take more is folded when written: its oldest played
// moves become one move from the givens to the position they reached (see write()).
inline constexpr qint64 kGameFileBudget = kMaxDataFileBytes / 8;
// The most moves a file holds: more than the budget can take of the shortest moves (about
// 30 bytes each), and write() never writes more.
inline constexpr int kMaxSavedMoves = 300000;
// The game keeps far fewer; more than this is not a Nonet file.
inline constexpr int kMaxSavedCheckpoints = 100;
// Anything longer than ten years of play is not a real time.
inline constexpr qint64 kMaxElapsedMs = qint64{10} * 366 * 24 * 3600 * 1000;

// What a game is besides its puzzle, when there is more to say: the daily puzzle of a date,
// or a practice position of a technique (at most one of them).
struct GameOrigin {
    std::optional<QDate> daily;
    std::optional<Technique> practice;
    bool operator==(const GameOrigin&) const = default;
};

struct SavedGame {
    GameRecord record;
    QString name;
    QDateTime saved; // UTC
    GameOrigin origin{};
};

struct SaveError {
    enum class Code {
        Unreadable,   // the file could not be opened or read
        TooLarge,     // larger than kMaxDataFileBytes; not read (detail: its size)
        NotAFile,     // a folder, device, pipe or socket (detail: which)
        NotJson,      // not JSON at all, or cut short (truncated)
        NotNonet,     // JSON, but not a Nonet saved game
        NewerVersion, // written by a newer Nonet (its format version is higher)
        Inconsistent, // a Nonet game whose content does not add up (detail says what)
    };
    Code code = Code::NotJson;
    QString detail; // English, precise: what is wrong and where
};

class SaveFile {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::SaveFile)
public:
    // The file of a game, always within kGameFileBudget: when the history would take more,
    // the oldest played moves are folded into one set-cells move from the givens to the
    // position they reached (so undo after reading goes back move by move through the rest,
    // then to the givens in one step), and a redo branch too long to keep loses its far end.
    // The position, the clock and everything else of the game are whole either way. Each
    // move is one line (compact JSON); the rest is indented.
    static QByteArray write(const SavedGame& game);
    static std::variant<SavedGame, SaveError> read(const QByteArray& bytes);
    // Reads a file from disk within the size bound.
    static std::variant<SavedGame, SaveError> readFile(const QString& path);
    // Whether bytes look like a save file (of any version, the legacy variant format too)
    // rather than puzzle text: a JSON object.
    static bool looksLikeSaveFile(const QByteArray& bytes);

    // Plain words for a person: what happened to which file ("fileName" as shown).
    static QString describe(const SaveError& error, const QString& fileName);
};

} // namespace nonet::app
