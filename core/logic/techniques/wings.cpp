#include "core/logic/techniques/wings.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <utility>

namespace nonet {

namespace {

template <class G>
typename G::Cells bivalueCells(const G& grid)
{
    typename G::Cells out;
    for (int cell : grid.unsolvedCells())
        if (grid.candidates(cell).count() == 2) out.insert(cell);
    return out;
}

template <class Cells>
Step wingStep(Technique technique, int pivot, int a, int b, DigitSet digits, Cells eliminated, int z)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, z);
    step.cells = {pivot, a, b};
    step.digits = digits;
    return step;
}

} // namespace

template <class G>
std::optional<Step> findXYWing(const G& grid)
{
    using Cells = typename G::Cells;
    const Cells bivalue = bivalueCells(grid);
    for (int pivot : bivalue) {
        const DigitSet xy = grid.candidates(pivot);
        const Cells pincers = bivalue & grid.peerSet(pivot);
        for (int a : pincers) {
            const DigitSet ca = grid.candidates(a);
            const DigitSet sharedA = ca & xy;
            if (!sharedA.isSingle()) continue;
            const int z = (ca - xy).first();
            for (int b : pincers) {
                if (b <= a) continue;
                const DigitSet cb = grid.candidates(b);
                // {y, z} with y the pivot digit that a lacks.
                if (cb != ((xy - sharedA) | DigitSet::single(z))) continue;
                const Cells eliminated = grid.peerSet(a) & grid.peerSet(b) & grid.cellsWith(z);
                if (eliminated.empty()) continue;
                return wingStep(Technique::XYWing, pivot, a, b, xy | DigitSet::single(z), eliminated, z);
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findXYZWing(const G& grid)
{
    using Cells = typename G::Cells;
    const Cells bivalue = bivalueCells(grid);
    for (int pivot : grid.unsolvedCells()) {
        const DigitSet xyz = grid.candidates(pivot);
        if (xyz.count() != 3) continue;
        const Cells pincers = bivalue & grid.peerSet(pivot);
        for (int a : pincers) {
            const DigitSet ca = grid.candidates(a);
            if (!ca.isSubsetOf(xyz)) continue;
            for (int b : pincers) {
                if (b <= a) continue;
                const DigitSet cb = grid.candidates(b);
                if (!cb.isSubsetOf(xyz) || cb == ca) continue;
                const int z = (ca & cb).first();
                const Cells eliminated = grid.peerSet(pivot) & grid.peerSet(a) & grid.peerSet(b) & grid.cellsWith(z);
                if (eliminated.empty()) continue;
                return wingStep(Technique::XYZWing, pivot, a, b, xyz, eliminated, z);
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findWWing(const G& grid)
{
    using Cells = typename G::Cells;
    const Cells bivalue = bivalueCells(grid);
    for (int a : bivalue) {
        const DigitSet pair = grid.candidates(a);
        for (int b : bivalue) {
            if (b <= a || grid.candidates(b) != pair || grid.arePeers(a, b)) continue;
            const Cells both = grid.peerSet(a) & grid.peerSet(b);
            for (int x : pair) {
                const int y = (pair - DigitSet::single(x)).first();
                const Cells eliminated = both & grid.cellsWith(y);
                if (eliminated.empty()) continue;
                for (int house = 0; house < grid.houseCount(); ++house) {
                    const Cells ends = grid.cellsWith(x, house);
                    if (ends.count() != 2 || ends.contains(a) || ends.contains(b)) continue;
                    auto it = ends.begin();
                    int p = *it;
                    int q = *++it;
                    if (!(grid.arePeers(a, p) && grid.arePeers(q, b))) {
                        if (!(grid.arePeers(a, q) && grid.arePeers(p, b))) continue;
                        std::swap(p, q);
                    }
                    Step step;
                    step.technique = Technique::WWing;
                    scan::addEliminations(step.eliminations, eliminated, y);
                    step.cells = {a, b};
                    step.houses = {house};
                    step.digits = pair;
                    step.links = {scan::link(a, x, p, x, false), scan::link(p, x, q, x, true),
                                  scan::link(q, x, b, x, false)};
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findXYWing);
NONET_INSTANTIATE_FINDER(findXYZWing);
NONET_INSTANTIATE_FINDER(findWWing);

} // namespace nonet
