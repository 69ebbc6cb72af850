#include "core/expert/direct_hints.h"

#include "core/logic/techniques/scan.h"

namespace nonet::expert {

namespace {

constexpr int kBoxes = 18; // first house of each kind
constexpr int kRows = 0;
constexpr int kColumns = 9;

ExpertStep placement(int difficulty, int cell, int digit)
{
    ExpertStep step;
    step.difficulty = difficulty;
    step.placements.push_back({cell, digit});
    return step;
}

// Houses of kind `first` (0, 9, 18) confining the digit to their crossing with a house of
// kind `second`; a single left in another house of the first kind.
std::optional<ExpertStep> directLocking(const CandidateGrid& grid, int first, int second, int digit, int difficulty)
{
    const CellSet with = grid.cellsWith(digit);
    for (int i1 = 0; i1 < 9; ++i1) {
        const CellSet places = with & houseSet(first + i1);
        if (places.count() < 2) continue;
        for (int i2 = 0; i2 < 9; ++i2) {
            const CellSet line = houseSet(second + i2);
            if (!houseSet(first + i1).intersects(line) || !(places - line).empty()) continue;
            for (int i3 = 0; i3 < 9; ++i3) {
                if (i3 == i1 || !houseSet(first + i3).intersects(line)) continue;
                const CellSet places3 = with & houseSet(first + i3);
                if (places3.count() < 2) continue;
                const CellSet left = places3 - line;
                if (left.count() == 1) return placement(difficulty, left.first(), digit);
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ExpertStep> findDirectPointing(const CandidateGrid& grid)
{
    // Sukaku Explainer's order: box/column, box/row, column/box, row/box, each digit-major.
    struct Pair {
        int first;
        int second;
        int difficulty;
    };
    constexpr Pair kPairs[] = {{kBoxes, kColumns, 17}, {kBoxes, kRows, 17}, {kColumns, kBoxes, 19}, {kRows, kBoxes, 19}};
    for (const Pair& pair : kPairs)
        for (int digit = 1; digit <= 9; ++digit)
            if (auto step = directLocking(grid, pair.first, pair.second, digit, pair.difficulty)) return step;
    return std::nullopt;
}

std::optional<ExpertStep> findDirectHiddenSubset(const CandidateGrid& grid, int size)
{
    const int difficulty = size == 2 ? 20 : 25;
    for (int first : {kBoxes, kColumns, kRows}) {
        for (int i = 0; i < 9; ++i) {
            const int house = first + i;
            const CellSet cells = houseSet(house);
            if ((cells & grid.unsolvedCells()).count() <= size) continue;
            const auto& combos = scan::kCombinations[static_cast<std::size_t>(size)];
            for (int k = 0; k < combos.size; ++k) {
                const std::uint16_t digits = combos.masks[static_cast<std::size_t>(k)];
                CellSet together;
                bool ok = true;
                for (int d = 1; d <= 9 && ok; ++d) {
                    if (!((digits >> (d - 1)) & 1u)) continue;
                    const CellSet places = grid.cellsWith(d, house);
                    ok = places.count() >= 2;
                    together |= places;
                }
                if (!ok || together.count() != size) continue;
                for (int d = 1; d <= 9; ++d) {
                    if ((digits >> (d - 1)) & 1u) continue;
                    const CellSet places = grid.cellsWith(d, house);
                    if (places.count() < 2) continue;
                    const CellSet left = places - together;
                    if (left.count() == 1) return placement(difficulty, left.first(), d);
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace nonet::expert
