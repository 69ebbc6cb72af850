#include "core/expert/expert_rating.h"

#include "core/expert/expert_ladder.h"
#include "core/logic/candidate_grid.h"
#include "core/solver/solve.h"

#include <algorithm>

namespace nonet {

std::optional<ExpertRating> rateExpert(const Grid& puzzle, std::stop_token stop)
{
    if (!hasUniqueSolution(puzzle)) return std::nullopt;
    CandidateGrid grid = CandidateGrid::fromGrid(puzzle);
    ExpertRating rating;
    rating.tenths = 10;
    // Every step removes a candidate or fills a cell, so 729 steps bound any walk.
    for (int steps = 0; steps < kCellCount * 9 && !grid.isComplete(); ++steps) {
        if (stop.stop_requested()) return std::nullopt;
        std::optional<expert::ExpertStep> step = expert::nextExpertStep(grid, stop);
        if (stop.stop_requested()) return std::nullopt;
        if (!step) {
            rating.exact = false;
            rating.tenths = std::max(rating.tenths, 95);
            break;
        }
        rating.tenths = std::max(rating.tenths, step->difficulty);
        expert::applyExpertStep(grid, *step);
    }
    return rating;
}

std::string formatExpertRating(int tenths)
{
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

} // namespace nonet
