#pragma once
// Mistake checking: what the board marks while playing (one setting, stored in QSettings
// under "help/mistakes" as off / conflicts / solution).
//
//   Off        nothing is marked (the player finds clashes alone)
//   Conflicts  digits that repeat in a row, column or box (the rules only)
//   Solution   conflicts, and entries that differ from the solution
//
// The Check action marks wrong entries once, in any mode, until the next move.

#include "core/cell_set.h"
#include "core/game/game_state.h"
#include "ui/cell_view.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace nonet::app {

enum class MistakeMode : std::uint8_t { Off, Conflicts, Solution };

inline constexpr MistakeMode kDefaultMistakeMode = MistakeMode::Conflicts;

QString mistakeModeKey(MistakeMode mode);
std::optional<MistakeMode> parseMistakeMode(const QString& key);
MistakeMode loadMistakeMode();          // from QSettings, the default when unset or unknown
void saveMistakeMode(MistakeMode mode); // to QSettings

// What a cell shows under the mode; `showWrong` adds the wrong mark (Check) in any mode.
ui::CellView mistakeView(const GameState& state, const CellSet& conflicts, MistakeMode mode, bool showWrong, int cell);

} // namespace nonet::app
