#pragma once
// An expert's scale for a puzzle: an estimate of its Sukaku Explainer (SE) rating, the
// figure enthusiasts quote (1.0 .. 11.x; 7.2 reads "needs forcing chains of about ten
// links"). It is a separate walk from the grader's, made only where it is asked for: the
// grader's levels and score do not depend on it.
//
// The walk follows SE's rules: at each step the techniques are tried in SE's order (its
// ladder), the first that applies is used (for chains: the easiest of all found), and the
// rating is the hardest step's difficulty. Where SE's ladder goes beyond dynamic forcing
// chains (+) (nested chains, 9.5 and up) the walk stops: the rating is then 9.5 or the
// hardest step so far, whichever is more, and marked as not exact.

#include "core/grid.h"

#include <optional>
#include <stop_token>
#include <string>

namespace nonet {

struct ExpertRating {
    int tenths = 0;      // the rating times ten: 72 = 7.2
    bool exact = true;   // false: the walk went past its ladder (nested chains) and says "at least"
};

// Nothing when cancelled or when the puzzle does not have exactly one solution.
std::optional<ExpertRating> rateExpert(const Grid& puzzle, std::stop_token stop = {});

// "7.2"
std::string formatExpertRating(int tenths);

} // namespace nonet
