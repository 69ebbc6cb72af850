#pragma once
// Mistake checking: what the board marks while playing (one setting, stored in QSettings
// under "help/mistakes" as off / conflicts / solution).
//
//   Off        nothing is marked (the player finds clashes alone)
//   Conflicts  digits that repeat in a row, column or box (the rules only)
//   Solution   conflicts, and entries that differ from the solution
//
// The Check action marks wrong entries once, in any mode, until the next move.
//
// The mistake limit ("help/mistakeLimit": 0 = none, the default; 3 or 5) ends a game as
// lost when the player has placed that many wrong digits - only in Solution mode, where
// each one is marked as it is made.

#include "core/shape/wide_cell_set.h"
#include "core/game/game_state.h"
#include "ui/cell_view.h"

#include <QString>

#include <array>

#include <cstdint>
#include <optional>

namespace nonet::app {

enum class MistakeMode : std::uint8_t { Off, Conflicts, Solution };

inline constexpr MistakeMode kDefaultMistakeMode = MistakeMode::Conflicts;

QString mistakeModeKey(MistakeMode mode);
std::optional<MistakeMode> parseMistakeMode(const QString& key);
MistakeMode loadMistakeMode();          // from QSettings, the default when unset or unknown
void saveMistakeMode(MistakeMode mode); // to QSettings

inline constexpr std::array<int, 3> kMistakeLimits{0, 3, 5};
int loadMistakeLimit(); // one of kMistakeLimits; 0 when unset or anything else
void saveMistakeLimit(int limit);

// What a cell shows under the mode; `showWrong` adds the wrong mark (Check) in any mode.
ui::CellView mistakeView(const GameState& state, const WideCellSet& conflicts, MistakeMode mode, bool showWrong, int cell);

} // namespace nonet::app
