#pragma once
// Moves as JSON, for the undo history of save files. Cells are written the way players
// name them ("r3c4"), notes as their digits ("125"), so a person can read a history:
//
//   {"kind": "set-value",   "cell": "r3c4", "digit": 5, "peerNotes": "remove"|"keep"}
//   {"kind": "erase",       "cell": "r3c4"}
//   {"kind": "toggle-note", "cell": "r3c4", "digit": 5}
//   {"kind": "set-notes",   "notes": [{"cell": "r1c1", "notes": "25"}, ...]}
//   {"kind": "set-cells",   "cells": [{"cell": "r1c1", "value": 0, "notes": "25"}, ...]}
//   {"kind": "restart"}
//   {"kind": "compound",    "parts": [<move>, ...]}
//
// The reader accepts exactly this and nothing else, within bounds (a hostile file cannot
// make it recurse deeply or allocate much); whether a move is legal on the game is for
// GameState::apply to say.

#include "core/digit_set.h"
#include "core/game/move.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

// Compound moves nest; the game makes them one level deep. Deeper is not a Nonet file.
inline constexpr int kMaxMoveNesting = 4;
// Cells listed by one set-notes / set-cells move (a cell may appear more than once in a
// compound's parts, never more than this in one list).
inline constexpr int kMaxCellsPerMove = 81;
// Parts of one compound move.
inline constexpr int kMaxMoveParts = 256;

QJsonObject moveToJson(const Move& move);
// The move, or what is wrong with it (English, for the "damaged file" detail).
std::variant<Move, QString> moveFromJson(const QJsonValue& value);

// "r3c4" <-> 20; nothing for anything that is not exactly r<1-9>c<1-9>.
QString cellKey(int cell);
std::optional<int> cellFromKey(const QString& key);
// "125" <-> {1,2,5}; digits in any order, each at most once; nothing otherwise.
QString digitsText(DigitSet digits);
std::optional<DigitSet> digitsFromText(const QString& text);

} // namespace nonet::app
