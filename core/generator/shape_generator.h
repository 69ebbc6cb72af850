#pragma once
// Puzzles of every variant: a random full grid of the shape (for Jigsaw first a random
// layout, core/shape/jigsaw_layout.h, kept only when a full grid exists for it), then the
// clue removal of the classic generator (core/generator/clue_removal.h) with the shape's
// solver and grader, accepted only when graded exactly the requested level. The classic
// variant is the classic generator itself (same puzzles for the same generator state).
//
// Steering per shape: 4x4, 6x6 and the 9x9 shapes steer as the classic one does (by logic
// up to Easy, by uniqueness above; 4x4 Easy, "a hidden single needed", by uniqueness:
// every minimal 4x4 needs one). 16x16 steers by logic at every level (a clue stays out
// only while the level's techniques still solve the puzzle): proving uniqueness of a
// sparse 16x16 by search is what would take long, and a puzzle solved by logic is unique
// anyway. Levels per variant and their meaning: core/grader/variant_levels.h.
//
// Deterministic for a given generator state, reentrant, cancellable between removals and
// inside grading.

#include "core/generator/symmetry.h"
#include "core/grader/level.h"
#include "core/logic/technique.h"
#include "core/shape/shape_grid.h"
#include "core/shape/variant.h"

#include <optional>
#include <random>
#include <stop_token>

namespace nonet {

struct GeneratedShapePuzzle {
    ShapeGrid givens;   // with the shape (for Jigsaw: the generated layout)
    ShapeGrid solution;
    Level level = Level::VeryEasy; // as the variant means it (variantLevel)
    int score = 0;
    Technique hardest = Technique::FullHouse;
};

// The clue symmetry new puzzles of the variant get unless asked otherwise: the preset's
// (180° rotation; none for Jigsaw, whose regions have no symmetry to echo).
Symmetry defaultSymmetry(Variant variant);

// Keeps trying until a puzzle is accepted; nothing only when a stop was requested (or the
// variant does not offer the level).
std::optional<GeneratedShapePuzzle> generateShaped(Variant variant, Level level, Symmetry symmetry, std::mt19937_64& rng,
                                                   std::stop_token stop = {});
// One try; nothing when rejected (wrong level, a Jigsaw layout without a full grid) or stopped.
std::optional<GeneratedShapePuzzle> generateShapedOnce(Variant variant, Level level, Symmetry symmetry, std::mt19937_64& rng,
                                                       std::stop_token stop = {});

} // namespace nonet
