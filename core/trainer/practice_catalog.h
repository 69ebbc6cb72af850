#pragma once
// What the technique trainer offers and how fast its positions can be made.
//
// Every technique the generator can aim at can be practised (isTargetable). Most are made
// on demand by the technique generator in well under a second; the ones isTooRareToGenerate
// names take longer than a player should wait (measured with `nonet-bench practice`, see
// docs/performance.md), so they come from puzzles made ahead with
// `nonet-cli generate --technique`.

#include "core/logic/technique.h"

#include <vector>

namespace nonet {

// The techniques of the trainer, in the grader's order (so grouped by level).
std::vector<Technique> practiceTechniques();
// Puzzles of each technique in the bundled set, resources/trainer/practice.txt (made by
// packaging/make-practice-puzzles.sh): at least this many of every technique, and more of
// the rare ones, which the trainer serves from there alone.
inline constexpr int kBundledPerTechnique = 3;
inline constexpr int kBundledRare = 4;

// Fewer than one puzzle a second on one core: made ahead, not while the player waits.
bool isTooRareToGenerate(Technique technique);

} // namespace nonet
