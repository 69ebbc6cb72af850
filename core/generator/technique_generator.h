#pragma once
// Puzzles whose hardest step, as the grader reports it (GradeResult::hardest, what
// `nonet-cli rate` prints), is one chosen technique: material for practising it.
//
// Steering: a random full grid, then clues removed orbit by orbit of the symmetry (first
// the orbits of one random house, then those of one random digit, then the rest, each
// group in random order) while the solution stays unique and the grader solves the puzzle
// without any technique it tries after the chosen one (techniquesInGradingOrder). Once the
// puzzle needs the chosen technique, a removal must keep it needed. Such a puzzle can only
// need the chosen technique or easier ones; it is accepted when the grader's hardest is
// the chosen one.
//
// The hidden quad, which the grader only needs in a house with all nine cells unsolved,
// has its own steering (see the .cpp): one house kept empty, the rest dug to a minimal
// puzzle, then clues put back where the grader gets stuck until it solves the puzzle with
// the hidden quad.
//
// Deterministic for a given generator state, reentrant, stoppable (between removals and
// inside grading).

#include "core/generator/generator.h"

#include <optional>
#include <random>
#include <stop_token>

namespace nonet {

// Whether puzzles can be made for the technique: every technique but the singles (which
// every puzzle needs; their levels are what `generate --level` is for), Guess (not a
// technique a person practises) and Turbot fish (the grader never needs it: see the .cpp).
bool isTargetable(Technique technique);

// One try; nothing when the try missed the technique or was stopped.
std::optional<GeneratedPuzzle> generateForTechniqueOnce(Technique technique, Symmetry symmetry, std::mt19937_64& rng,
                                                        std::stop_token stop = {});
// Tries until one is accepted; nothing only when stopped. Rare techniques can take minutes.
std::optional<GeneratedPuzzle> generateForTechnique(Technique technique, Symmetry symmetry, std::mt19937_64& rng,
                                                    std::stop_token stop = {});

} // namespace nonet
