#include "core/logic/techniques/intersections.h"

#include "core/logic/techniques/scan.h"

namespace nonet {

namespace {

Step lockedStep(Technique technique, CellSet confined, int source, int target, CellSet eliminated, int digit)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = scan::toVector(confined);
    step.houses = {source, target};
    step.digits = DigitSet::single(digit);
    return step;
}

} // namespace

std::optional<Step> findLockedPointing(const CandidateGrid& grid)
{
    for (int box = 0; box < kSide; ++box) {
        const int house = boxHouse(box);
        for (int digit = 1; digit <= kSide; ++digit) {
            const CellSet inBox = grid.cellsWith(digit, house);
            if (inBox.count() < 2) continue;
            const int first = inBox.first();
            const int lines[2] = {rowHouse(rowOf(first)), columnHouse(columnOf(first))};
            for (int line : lines) {
                if (!(inBox - houseSet(line)).empty()) continue;
                const CellSet eliminated = grid.cellsWith(digit, line) - houseSet(house);
                if (!eliminated.empty())
                    return lockedStep(Technique::LockedPointing, inBox, house, line, eliminated, digit);
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> findLockedClaiming(const CandidateGrid& grid)
{
    for (int line = 0; line < 2 * kSide; ++line) {
        for (int digit = 1; digit <= kSide; ++digit) {
            const CellSet inLine = grid.cellsWith(digit, line);
            if (inLine.count() < 2) continue;
            const int box = boxHouse(boxOf(inLine.first()));
            if (!(inLine - houseSet(box)).empty()) continue;
            const CellSet eliminated = grid.cellsWith(digit, box) - houseSet(line);
            if (!eliminated.empty())
                return lockedStep(Technique::LockedClaiming, inLine, line, box, eliminated, digit);
        }
    }
    return std::nullopt;
}

} // namespace nonet
