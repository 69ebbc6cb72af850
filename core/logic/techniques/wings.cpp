#include "core/logic/techniques/wings.h"

#include "core/logic/techniques/scan.h"

#include <utility>

namespace nonet {

namespace {

CellSet bivalueCells(const CandidateGrid& grid)
{
    CellSet out;
    for (int cell : grid.unsolvedCells())
        if (grid.candidates(cell).count() == 2) out.insert(cell);
    return out;
}

Step wingStep(Technique technique, int pivot, int a, int b, DigitSet digits, CellSet eliminated, int z)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, z);
    step.cells = {pivot, a, b};
    step.digits = digits;
    return step;
}

} // namespace

std::optional<Step> findXYWing(const CandidateGrid& grid)
{
    const CellSet bivalue = bivalueCells(grid);
    for (int pivot : bivalue) {
        const DigitSet xy = grid.candidates(pivot);
        const CellSet pincers = bivalue & peerSet(pivot);
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
                const CellSet eliminated = peerSet(a) & peerSet(b) & grid.cellsWith(z);
                if (eliminated.empty()) continue;
                return wingStep(Technique::XYWing, pivot, a, b, xy | DigitSet::single(z), eliminated, z);
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> findXYZWing(const CandidateGrid& grid)
{
    const CellSet bivalue = bivalueCells(grid);
    for (int pivot : grid.unsolvedCells()) {
        const DigitSet xyz = grid.candidates(pivot);
        if (xyz.count() != 3) continue;
        const CellSet pincers = bivalue & peerSet(pivot);
        for (int a : pincers) {
            const DigitSet ca = grid.candidates(a);
            if (!ca.isSubsetOf(xyz)) continue;
            for (int b : pincers) {
                if (b <= a) continue;
                const DigitSet cb = grid.candidates(b);
                if (!cb.isSubsetOf(xyz) || cb == ca) continue;
                const int z = (ca & cb).first();
                const CellSet eliminated = peerSet(pivot) & peerSet(a) & peerSet(b) & grid.cellsWith(z);
                if (eliminated.empty()) continue;
                return wingStep(Technique::XYZWing, pivot, a, b, xyz, eliminated, z);
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> findWWing(const CandidateGrid& grid)
{
    const CellSet bivalue = bivalueCells(grid);
    for (int a : bivalue) {
        const DigitSet pair = grid.candidates(a);
        for (int b : bivalue) {
            if (b <= a || grid.candidates(b) != pair || arePeers(a, b)) continue;
            const CellSet both = peerSet(a) & peerSet(b);
            for (int x : pair) {
                const int y = (pair - DigitSet::single(x)).first();
                const CellSet eliminated = both & grid.cellsWith(y);
                if (eliminated.empty()) continue;
                for (int house = 0; house < kHouseCount; ++house) {
                    const CellSet ends = grid.cellsWith(x, house);
                    if (ends.count() != 2 || ends.contains(a) || ends.contains(b)) continue;
                    auto it = ends.begin();
                    int p = *it;
                    int q = *++it;
                    if (!(arePeers(a, p) && arePeers(q, b))) {
                        if (!(arePeers(a, q) && arePeers(p, b))) continue;
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

} // namespace nonet
