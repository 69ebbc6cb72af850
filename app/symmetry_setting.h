#pragma once
// The symmetry of new puzzles: one setting, stored in QSettings under "newGame/symmetry"
// as the key of core/generator/symmetry.h ("rot180", "none", "horizontal", ...). The
// preferences dialog writes it; whatever generates new puzzles reads it through here, so
// the key and the mapping live in one place.
//
// symmetryKey/parseSymmetry overload core's std::string_view versions for QString; an
// unqualified call with a Symmetry argument also finds core's by argument-dependent
// lookup, so call them as app::symmetryKey / app::parseSymmetry.

#include "core/generator/symmetry.h"

#include <QString>

#include <optional>

namespace nonet::app {

inline constexpr Symmetry kDefaultNewGameSymmetry = Symmetry::Rotate180;

QString symmetrySettingsKey(); // "newGame/symmetry"
QString symmetryKey(Symmetry symmetry);
std::optional<Symmetry> parseSymmetry(const QString& key);
Symmetry loadNewGameSymmetry();              // from QSettings, the default when unset or unknown
void saveNewGameSymmetry(Symmetry symmetry); // to QSettings

} // namespace nonet::app
