#pragma once
// The puzzle a game is played on: the givens, their (unique) solution and the level it
// was graded at. Whoever makes a GamePuzzle (generator, bundled list, importer) checks
// that the solution completes the givens; GameState relies on it.

#include "core/grader/level.h"
#include "core/grid.h"

namespace nonet {

struct GamePuzzle {
    Grid givens;
    Grid solution;
    Level level = Level::VeryEasy;
    bool operator==(const GamePuzzle&) const = default;
};

// The solution is solved and agrees with every given.
bool isConsistentPuzzle(const GamePuzzle& puzzle);

} // namespace nonet
