#pragma once
// The puzzle a game is played on, of any shape (core/shape/shape.h): the givens, their
// (unique) solution and the level it was graded at (as its variant means levels,
// core/grader/variant_levels.h). Whoever makes a GamePuzzle (generator, bundled list,
// importer) checks that the solution completes the givens; GameState relies on it.
//
// A classic Grid converts to a ShapeGrid of the classic shape, so a classic puzzle is
// written {givens, solution, level} as before; toClassic() gives its grids back.

#include "core/grader/level.h"
#include "core/shape/shape_grid.h"

namespace nonet {

struct GamePuzzle {
    ShapeGrid givens;
    ShapeGrid solution;
    Level level = Level::VeryEasy;

    const Shape& shape() const { return givens.shape(); }
    const ShapePtr& shapePtr() const { return givens.shapePtr(); }
    Variant variant() const { return givens.variant(); }
    bool isClassic() const { return shape().isClassic(); }

    bool operator==(const GamePuzzle&) const = default;
};

// Givens and solution of one shape, the solution solved, and every given in it.
bool isConsistentPuzzle(const GamePuzzle& puzzle);

} // namespace nonet
