#pragma once
// Unique loops (Sukaku Explainer's "Unique Rectangle / Loop"): cells that all hold the same
// two digits {x, y}, linked in a closed loop where each step stays in one house and every
// house the loop touches holds exactly two of its cells, one at an even and one at an odd
// place. Were every cell reduced to {x, y}, x and y could be swapped all along the loop:
// two solutions. A puzzle with one solution therefore keeps some other digit:
//
//   type 1  one cell has more: it loses x and y
//   type 2  the cells with more share one extra digit z: z leaves every cell seeing them all
//   type 3  two cells with more, in one house, act as one cell of their extra digits: a
//           naked subset with other cells of that house clears its digits from the rest
//   type 4  two cells with more, in one house where x has no other place: they lose y
//
// Difficulty 4.5 for a rectangle, 4.6 for six cells, 4.7 for eight, 5.0 for ten or more;
// type 3 adds 0.1 per digit of its subset beyond two. The easiest wins, then the lower type.
// Sound only for puzzles with one solution.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findUniqueLoop(const CandidateGrid& grid);

} // namespace nonet::expert
