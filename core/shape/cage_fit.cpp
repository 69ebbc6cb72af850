#include "core/shape/cage_fit.h"

#include <cstdint>
#include <vector>

namespace nonet {

bool combinationFits(DigitSet combination, DigitSet placed, std::span<const DigitSet> emptyCellCandidates)
{
    if (!placed.isSubsetOf(combination)) return false;
    const DigitSet rest = combination - placed;
    if (rest.count() != static_cast<int>(emptyCellCandidates.size())) return false;
    // A perfect matching of the empty cells to the values left, cell by cell: reachable
    // holds the sets of values the cells so far can take (a cage has at most 9 cells).
    std::vector<bool> reachable(std::size_t{1} << 16, false);
    std::vector<std::uint16_t> frontier{0};
    for (const DigitSet candidates : emptyCellCandidates) {
        std::vector<std::uint16_t> next;
        for (const std::uint16_t used : frontier)
            for (const int value : candidates & rest) {
                const std::uint16_t bit = DigitSet::single(value).mask();
                if ((used & bit) != 0) continue;
                const auto with = static_cast<std::uint16_t>(used | bit);
                if (!reachable[with]) {
                    reachable[with] = true;
                    next.push_back(with);
                }
            }
        frontier = std::move(next);
        if (frontier.empty()) return false;
    }
    return true;
}

} // namespace nonet
