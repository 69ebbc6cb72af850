#pragma once
// Puzzle generator: a random full grid, then clues removed orbit by orbit of the symmetry
// while the solution stays unique, steered toward the requested level and accepted only
// when the grader rates it exactly that level.
//
// Steering: for Very easy and Easy an orbit is removed only while the puzzle stays solvable
// by the techniques of that level or below (that also proves uniqueness, since no
// uniqueness technique is used in that test). For harder levels, orbits are removed while
// the solution stays unique (nonet::countSolutions with limit 2); if the minimal puzzle is
// too hard for the level, removed orbits are put back, last removed first, until the
// level's techniques solve it. Either way the puzzle is accepted only when the grader
// rates it exactly the requested level.
//
// Deterministic for a given generator state, reentrant (all state is local), and the stop
// token is checked between removals and inside grading.

#include "core/generator/symmetry.h"
#include "core/grader/level.h"
#include "core/grid.h"
#include "core/logic/technique.h"

#include <optional>
#include <random>
#include <stop_token>

namespace nonet {

struct GeneratedPuzzle {
    Grid givens;
    Grid solution;
    Level level = Level::VeryEasy;
    int score = 0;
    Technique hardest = Technique::FullHouse;
};

// Keeps trying until a puzzle is accepted; nothing only when a stop was requested.
std::optional<GeneratedPuzzle> generate(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop = {});

// One try: a full grid, removals, grading. Nothing when rejected (wrong level) or stopped.
std::optional<GeneratedPuzzle> generateOnce(Level level, Symmetry symmetry, std::mt19937_64& rng, std::stop_token stop = {});

} // namespace nonet
