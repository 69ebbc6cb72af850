#pragma once
// A practice position for one technique: a puzzle whose hardest step is that technique,
// advanced by the grader (every step it takes, eliminations included) to the first point
// where the technique is the step it needs. There the grader's next step is the technique
// and no single applies; the candidates are what the notes show.

#include "core/game/game_puzzle.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"

#include <optional>
#include <stop_token>

namespace nonet {

struct TrainerPosition {
    GamePuzzle puzzle;      // the givens, their solution and level
    CandidateGrid position; // givens and placed digits, and the candidates of the other cells
    Step step;              // the grader's next step: of the chosen technique
};

// Nothing when the givens have no single solution, the grader never uses the technique on
// them, or stopped.
std::optional<TrainerPosition> makeTrainerPosition(const Grid& givens, Technique technique, std::stop_token stop = {});

} // namespace nonet
