#pragma once
// The default solver: candidates as bit boards, one 27-bit word per digit and band,
// propagated with band-wide permutation tables (rows, boxes, box/line), column
// eliminations, naked singles and hidden singles; then guesses on a cell with the fewest
// candidates. All search state lives on the stack; nothing is allocated while searching.

#include "core/solver/solver.h"

namespace nonet {

class FastSolver final : public Solver {
public:
    std::string_view name() const override { return "fast"; }
    SolveResult solve(const Grid& puzzle, int limit) const override;
};

} // namespace nonet
