#pragma once
// Level names as the player reads them (translated), and the expert-scale figure beside
// them wherever a puzzle's difficulty is shown (the game's status bar, the editor).

#include "core/expert/expert_rating.h"
#include "core/grader/level.h"

#include <QString>

namespace nonet::app {

// "Very easy": a name, for menus, lists and titles.
QString levelTitle(Level level);
// "a very easy puzzle", "an extreme puzzle": the level in the middle of a sentence, with its
// article. Translated whole, so that every language gets its own article and agreement.
QString levelPuzzle(Level level);
// "SE 7.2" in the reader's number format, "SE 9.5+" when the walk estimated past its ladder.
QString expertRatingText(const ExpertRating& rating);

} // namespace nonet::app
