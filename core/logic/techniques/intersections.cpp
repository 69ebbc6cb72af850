#include "core/logic/techniques/intersections.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

namespace nonet {

namespace {

template <class Cells>
Step lockedStep(Technique technique, Cells confined, int source, int target, Cells eliminated, int digit)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = scan::toVector(confined);
    step.houses = {source, target};
    step.digits = DigitSet::single(digit);
    return step;
}

// For each source house in order and each digit with two or more places there, the
// other houses (ascending) that hold every one of those places: the digit leaves the rest
// of such a house.
template <class G, class Houses>
std::optional<Step> locked(const G& grid, Technique technique, const Houses& sources)
{
    for (int source : sources) {
        for (int digit = 1; digit <= grid.side(); ++digit) {
            const auto inSource = grid.cellsWith(digit, source);
            if (inSource.count() < 2) continue;
            for (int target : grid.housesOf(inSource.first())) {
                if (target == source || !(inSource - grid.houseSet(target)).empty()) continue;
                const auto eliminated = grid.cellsWith(digit, target) - grid.houseSet(source);
                if (!eliminated.empty()) return lockedStep(technique, inSource, source, target, eliminated, digit);
            }
        }
    }
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findLockedPointing(const G& grid)
{
    return locked(grid, Technique::LockedPointing, grid.boxLikeHouses());
}

template <class G>
std::optional<Step> findLockedClaiming(const G& grid)
{
    return locked(grid, Technique::LockedClaiming, grid.lineLikeHouses());
}

NONET_INSTANTIATE_FINDER(findLockedPointing);
NONET_INSTANTIATE_FINDER(findLockedClaiming);

} // namespace nonet
