#pragma once
// What New Game starts: the variant and, per variant, the level, as the player last chose
// them in New Game's menu (or in the New Variant Game dialog). One place for the settings'
// names, shared by the main window, the variant window and the variant pool:
//
//   QSettings  newGame/variant        classic | 4x4 | 6x6 | 16x16 | x | windoku | jigsaw
//              game/level             the classic level (the key it always had)
//              variants/levels/<key>  the level of each other variant
//              variants/variant       the last variant other than classic (the dialog's first choice)
//
// Values are core's keys (core/shape/variant.h, core/grader/level.h). A missing or unknown
// variant means Classic; a missing level, or one the variant does not offer
// (core/grader/variant_levels.h), means Easy for classic and the variant's easiest level
// for the others.

#include "core/grader/level.h"
#include "core/shape/variant.h"

namespace nonet::app {

class NewGameChoice {
public:
    static Variant variant();
    static Level level(Variant variant);
    // The last variant other than Classic that was chosen; 4×4 at first.
    static Variant lastVariant();

    // Remembers the variant (and, for one other than Classic, as the last variant too).
    static void rememberVariant(Variant variant);
    // Remembers the level of the variant; a level the variant does not offer is ignored.
    static void rememberLevel(Variant variant, Level level);
};

} // namespace nonet::app
