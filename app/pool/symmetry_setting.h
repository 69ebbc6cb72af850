#pragma once
// The symmetry of the clues of newly generated puzzles, as the player chose it. One place
// for the setting's name and values, shared by whoever writes it (the Preferences dialog)
// and whoever reads it (the puzzle pool, each time it starts a generation job; puzzles
// already in the pool keep the symmetry they were made with):
//
//   QSettings  newGame/symmetry = rot180 | none | horizontal | vertical | diagonal | rot90
//
// The values are core's symmetryKey() strings (core/generator/symmetry.h). A missing or
// unknown value means the default, Rotate180.

#include "core/generator/symmetry.h"

#include <QString>

#include <optional>

class QSettings;

namespace nonet::app {

inline constexpr Symmetry kDefaultNewGameSymmetry = Symmetry::Rotate180;

// "newGame/symmetry"
QString newGameSymmetryKey();
QString symmetrySettingValue(Symmetry symmetry);
std::optional<Symmetry> symmetryFromSettingValue(const QString& value);

// The setting as stored in `settings`, the default when it is missing or unknown.
Symmetry newGameSymmetry(const QSettings& settings);
// The same from the application's settings. Safe on any thread: it reads through its own
// QSettings object (QSettings is reentrant), so a pool job can call it as it starts.
Symmetry newGameSymmetry();
// Stores the choice in the application's settings.
void saveNewGameSymmetry(Symmetry symmetry);

} // namespace nonet::app
