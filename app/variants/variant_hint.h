#pragma once
// The next step of a variant game, for the Hint action: the grader's simplest step from
// the position of the givens and the player's values (the true candidates; the player's
// notes are not trusted), or the wrong entries when there are some, since no logic
// follows from a broken position. Pure: safe to run on a worker thread.
//
//   press 1   where to look: the step's pattern framed, its technique named and explained
//   press 2   the conclusion in words and its cells marked
//   press 3   applied, one undo step (placements; eliminations written as notes)

#include "core/game/shape_game.h"
#include "core/logic/step.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace nonet::app {

struct VariantHint {
    WideCellSet wrong;        // not empty: the hint is "there is a mistake"
    std::optional<Step> step; // otherwise the step (none: the grader found nothing)
};

class VariantHints {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::VariantHints)
public:
    static VariantHint find(const ShapeGame& game);
    // The step's conclusion: "Place 4 in r2c3." / "Remove 3 from r1c1, r1c2."
    static QString conclusion(const Step& step, const Shape& shape);
    // The move that applies the step: placements as values, eliminations as notes (the
    // cell's notes, or its candidates where it has none, less the eliminated values).
    static ShapeMove applyMove(const ShapeGame& game, const Step& step);
};

} // namespace nonet::app
