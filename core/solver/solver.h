#pragma once
// The one small interface every solver implements. A solver searches for up to `limit`
// solutions and reports how many it found (so limit 2 proves uniqueness) and the first.
// Implementations keep all search state on the stack or in the call: solve() is const,
// reentrant and safe to call from several threads at once on one object.

#include "core/grid.h"

#include <optional>
#include <string_view>

namespace nonet {

struct SolveResult {
    int count = 0;                 // solutions found, at most the limit
    std::optional<Grid> solution;  // the first one found, when count > 0
};

class Solver {
public:
    virtual ~Solver() = default;
    virtual std::string_view name() const = 0;
    // A grid whose givens break the rules has no solution (count 0).
    virtual SolveResult solve(const Grid& puzzle, int limit) const = 0;
};

} // namespace nonet
