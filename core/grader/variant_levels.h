#pragma once
// The levels each variant offers and what a grading means for it.
//
//   variant          levels                      meaning
//   classic, x,      Very easy .. Extreme        the technique tiers of the catalog
//   windoku, jigsaw                              (core/logic/technique_catalog.cpp)
//   6x6              Very easy .. Extreme        the same tiers
//   16x16            Very easy .. Very tough     the same tiers; Extreme (chains and
//                                                forcing on 256 cells) is not generated
//   4x4              Very easy, Easy             every 4x4 puzzle with one solution falls
//                                                to full houses and hidden singles in
//                                                boxes (the Very easy tier), so the two
//                                                levels split that tier: Very easy = full
//                                                houses alone; Easy = a hidden single is
//                                                needed (or anything harder)
//
// The levels and their meaning are the preset's (core/presets/preset.cpp), read here;
// docs/grading.md ("Levels per variant") mirrors this table.

#include "core/grader/grader.h"
#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <span>

namespace nonet {

// The levels the generator offers for the variant, easiest first.
std::span<const Level> variantLevels(Variant variant);
bool offersLevel(Variant variant, Level level);
// The level a grading of a puzzle of the variant means (for most variants the tier).
Level variantLevel(Variant variant, const GradeResult& result);
// The highest technique tier a puzzle of the variant's level may need: the grader's
// maxLevel when testing whether a puzzle stays at or below the level.
Level tierCap(Variant variant, Level level);

} // namespace nonet
