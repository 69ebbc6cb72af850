#include "core/trainer/trainer_position.h"

#include "core/grader/grader.h"
#include "core/solver/solve.h"

namespace nonet {

std::optional<TrainerPosition> makeTrainerPosition(const Grid& givens, Technique technique, std::stop_token stop)
{
    const SolveResult solved = solve(givens, 2);
    if (solved.count != 1) return std::nullopt;
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    const GradeResult result = grade(givens, options, stop);
    if (result.cancelled) return std::nullopt;
    // The grader is deterministic: replaying its steps passes through the positions it saw.
    CandidateGrid position = CandidateGrid::fromGrid(givens);
    for (const Step& step : result.steps) {
        if (step.technique == technique)
            return TrainerPosition{GamePuzzle{givens, *solved.solution, result.level}, position, step};
        position.apply(step);
    }
    return std::nullopt;
}

} // namespace nonet
