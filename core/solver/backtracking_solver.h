#pragma once
// The baseline of the Dutch assignment: take the first empty cell in reading order, try
// each allowed value in turn, recurse. Slow on hard puzzles; kept to compare against.

#include "core/solver/solver.h"

#include <optional>
#include <stop_token>

namespace nonet {

class BacktrackingSolver final : public Solver {
public:
    std::string_view name() const override { return "backtrack"; }
    SolveResult solve(const Grid& puzzle, int limit) const override;
    // The same search, abandoned (nothing returned) once `stop` is requested: the
    // baseline can take minutes on one hard puzzle.
    std::optional<SolveResult> solve(const Grid& puzzle, int limit, std::stop_token stop) const;
};

} // namespace nonet
