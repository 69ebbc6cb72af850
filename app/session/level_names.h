#pragma once
// Level names as the player reads them (translated).

#include "core/grader/level.h"

#include <QString>

namespace nonet::app {

// "Very easy": a name, for menus, lists and titles.
QString levelTitle(Level level);
// "a very easy puzzle", "an extreme puzzle": the level in the middle of a sentence, with its
// article. Translated whole, so that every language gets its own article and agreement.
QString levelPuzzle(Level level);

} // namespace nonet::app
