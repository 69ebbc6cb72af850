#pragma once
// Moves as JSON, for the undo history of save files, in a game of any shape
// (core/shape/shape.h). Cells are written the way players name them ("r3c4", "r12c16"),
// notes as their values ("125", on a 16x16 "19AG": 10 to 16 are A to G, as the shape's
// notation writes them), so a person can read a history:
//
//   {"kind": "set-value",   "cell": "r3c4", "digit": 5, "peerNotes": "remove"|"keep"[, "returnNotes": true]}
//   {"kind": "erase",       "cell": "r3c4"[, "returnNotes": true]}
//   {"kind": "toggle-note", "cell": "r3c4", "digit": 5[, "layer": "centre"]}
//   {"kind": "set-notes",   "notes": [{"cell": "r1c1", "notes": "25"}, ...][, "layer": "centre"]}
//   {"kind": "set-cells",   "cells": [{"cell": "r1c1", "value": 0, "notes": "25"
//                                      [, "centre": "37", "colour": 2, "noteColours": {"5": 1},
//                                        "taken": {"corner": ["r1c5", ...], "centre": [...]}]}, ...]}
//   {"kind": "restart"}
//   {"kind": "compound",    "parts": [<move>, ...]}
//   {"kind": "set-colour",  "cell": "r3c4", "colour": 2}               0 = no colour
//   {"kind": "colour-note", "cell": "r3c4", "digit": 5, "colour": 1}   0 = no colour
//
// Notes without a "layer" are corner notes (the only kind of format version 1), and a
// set-cells cell without "centre", "colour" or "noteColours" has none, so every version 1
// history reads as it always did. A set-value or erase move without "returnNotes" (version
// 4) gives no notes back, as every move of an older file was played. "taken" (version 4) lists the peers whose notes the
// cell's digit took when it was placed (TakenNotes), given back when it is erased; a cell
// without it took none (all an older file can say).
//
// The reader accepts exactly this and nothing else, within bounds (a hostile file cannot
// make it recurse deeply or allocate much), and only cells and values of the game's shape
// (a cell r5c1 or a digit 5 in a 4x4 game is refused here, with its reason); whether a move
// is legal on the game is for GameState::apply to say.

#include "core/digit_set.h"
#include "core/game/move.h"
#include "core/shape/shape.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

// Compound moves nest; the game makes them one level deep. Deeper is not a Nonet file.
inline constexpr int kMaxMoveNesting = 4;
// Cells listed by one set-notes / set-cells move (a cell may appear more than once in a
// compound's parts, never more than the largest shape's cells in one list).
inline constexpr int kMaxCellsPerMove = Shape::kMaxCells;
// Parts of one compound move.
inline constexpr int kMaxMoveParts = 256;

QJsonObject moveToJson(const Move& move, const Shape& shape);
// The move, or what is wrong with it (English, for the "damaged file" detail).
std::variant<Move, QString> moveFromJson(const QJsonValue& value, const Shape& shape);

// Cells and values are written as shape_fields.h says.
// {"5": 1, "C": 3} <-> the colours of notes 5 and 12; nothing for anything else (a value
// twice or beyond the side, a colour out of range, a colour 0).
QJsonObject noteColoursToJson(const CandidateColours& colours);
std::optional<CandidateColours> noteColoursFromJson(const QJsonValue& value, int side);
// {"corner": ["r1c5"], "centre": []} <-> the peers a digit took notes from; either list may
// be absent (none); nothing for anything else (not cells, a cell twice, unknown keys).
QJsonObject takenNotesToJson(const TakenNotes& taken, const Shape& shape);
std::optional<TakenNotes> takenNotesFromJson(const QJsonValue& value, const Shape& shape);

} // namespace nonet::app
