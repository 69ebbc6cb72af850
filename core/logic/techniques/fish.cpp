#include "core/logic/techniques/fish.h"

#include "core/logic/techniques/scan.h"

#include <array>
#include <bit>

namespace nonet {

namespace {

// The digit's candidates per line of one direction: lines[i] has bit j set when the
// digit is a candidate where base line i crosses cover line j.
struct Lines {
    std::array<std::uint16_t, kSide> masks{};
    int baseFirst = 0;  // house number of base line 0 (rows 0, columns 9)
    int coverFirst = 0; // house number of cover line 0
};

Lines linesOf(const CandidateGrid& grid, int digit, bool rowsAsBase)
{
    Lines lines;
    lines.baseFirst = rowsAsBase ? rowHouse(0) : columnHouse(0);
    lines.coverFirst = rowsAsBase ? columnHouse(0) : rowHouse(0);
    for (int cell : grid.cellsWith(digit)) {
        const int base = rowsAsBase ? rowOf(cell) : columnOf(cell);
        const int cover = rowsAsBase ? columnOf(cell) : rowOf(cell);
        auto& m = lines.masks[static_cast<std::size_t>(base)];
        m = static_cast<std::uint16_t>(m | (1u << cover));
    }
    return lines;
}

Step fishStep(Technique technique, int digit, const Lines& lines, std::uint16_t base, std::uint16_t cover,
              CellSet body, CellSet fins, CellSet eliminated)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = scan::toVector(body);
    step.fins = scan::toVector(fins);
    for (int i = 0; i < kSide; ++i)
        if ((base >> i) & 1u) step.houses.push_back(lines.baseFirst + i);
    for (int i = 0; i < kSide; ++i)
        if ((cover >> i) & 1u) step.houses.push_back(lines.coverFirst + i);
    step.digits = DigitSet::single(digit);
    return step;
}

std::optional<Step> basicFish(const CandidateGrid& grid, int size, Technique technique)
{
    const auto& combinations = scan::kCombinations[static_cast<std::size_t>(size)];
    for (int digit = 1; digit <= kSide; ++digit) {
        const CellSet all = grid.cellsWith(digit);
        if (all.count() < 2 * size) continue;
        for (bool rowsAsBase : {true, false}) {
            const Lines lines = linesOf(grid, digit, rowsAsBase);
            std::uint16_t usable = 0;
            for (int i = 0; i < kSide; ++i) {
                const int n = std::popcount(lines.masks[static_cast<std::size_t>(i)]);
                if (n >= 2 && n <= size) usable = static_cast<std::uint16_t>(usable | (1u << i));
            }
            if (std::popcount(usable) < size) continue;
            for (int k = 0; k < combinations.size; ++k) {
                const std::uint16_t base = combinations.masks[static_cast<std::size_t>(k)];
                if ((base & ~usable) != 0) continue;
                std::uint16_t cover = 0;
                for (int i = 0; i < kSide; ++i)
                    if ((base >> i) & 1u) cover = static_cast<std::uint16_t>(cover | lines.masks[static_cast<std::size_t>(i)]);
                if (std::popcount(cover) != size) continue;
                const CellSet baseCells = scan::housesUnion(lines.baseFirst, base);
                const CellSet coverCells = scan::housesUnion(lines.coverFirst, cover);
                const CellSet eliminated = (all & coverCells) - baseCells;
                if (eliminated.empty()) continue;
                return fishStep(technique, digit, lines, base, cover, all & baseCells, CellSet(), eliminated);
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> finnedFish(const CandidateGrid& grid, int size, Technique technique)
{
    const auto& combinations = scan::kCombinations[static_cast<std::size_t>(size)];
    for (int digit = 1; digit <= kSide; ++digit) {
        const CellSet all = grid.cellsWith(digit);
        for (bool rowsAsBase : {true, false}) {
            const Lines lines = linesOf(grid, digit, rowsAsBase);
            std::uint16_t usable = 0;
            for (int i = 0; i < kSide; ++i)
                if (std::popcount(lines.masks[static_cast<std::size_t>(i)]) >= 2) usable = static_cast<std::uint16_t>(usable | (1u << i));
            if (std::popcount(usable) < size) continue;
            for (int k = 0; k < combinations.size; ++k) {
                const std::uint16_t base = combinations.masks[static_cast<std::size_t>(k)];
                if ((base & ~usable) != 0) continue;
                std::uint16_t seen = 0;
                for (int i = 0; i < kSide; ++i)
                    if ((base >> i) & 1u) seen = static_cast<std::uint16_t>(seen | lines.masks[static_cast<std::size_t>(i)]);
                // No fin (a basic fish) or fins spread over more than one box's width.
                const int spread = std::popcount(seen);
                if (spread <= size || spread > size + 3) continue;
                const CellSet baseCells = scan::housesUnion(lines.baseFirst, base);
                for (int block = 0; block < 3; ++block) {
                    const auto blockLines = static_cast<std::uint16_t>(0b111u << (3 * block));
                    const auto required = static_cast<std::uint16_t>(seen & ~blockLines);
                    const auto optional = static_cast<std::uint16_t>(seen & blockLines);
                    const int missing = size - std::popcount(required);
                    if (missing < 0) continue;
                    // Cover = the required lines plus `missing` of the block's lines; the
                    // block's other lines carry the fins.
                    const auto& picks = scan::kCombinations[static_cast<std::size_t>(missing)];
                    const int pickCount = missing == 0 ? 1 : picks.size;
                    for (int p = 0; p < pickCount; ++p) {
                        const std::uint16_t extra = missing == 0 ? 0 : picks.masks[static_cast<std::size_t>(p)];
                        if ((extra & ~optional) != 0) continue;
                        const auto cover = static_cast<std::uint16_t>(required | extra);
                        const auto finLines = static_cast<std::uint16_t>(optional & ~extra);
                        const CellSet fins = all & baseCells & scan::housesUnion(lines.coverFirst, finLines);
                        const int finBox = boxHouse(boxOf(fins.first()));
                        if (!(fins - houseSet(finBox)).empty()) continue;
                        const CellSet coverCells = scan::housesUnion(lines.coverFirst, cover);
                        const CellSet eliminated = (all & coverCells & houseSet(finBox)) - baseCells;
                        if (eliminated.empty()) continue;
                        return fishStep(technique, digit, lines, base, cover, all & baseCells & coverCells, fins,
                                        eliminated);
                    }
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findXWing(const CandidateGrid& grid) { return basicFish(grid, 2, Technique::XWing); }
std::optional<Step> findSwordfish(const CandidateGrid& grid) { return basicFish(grid, 3, Technique::Swordfish); }
std::optional<Step> findJellyfish(const CandidateGrid& grid) { return basicFish(grid, 4, Technique::Jellyfish); }
std::optional<Step> findFinnedXWing(const CandidateGrid& grid) { return finnedFish(grid, 2, Technique::FinnedXWing); }
std::optional<Step> findFinnedSwordfish(const CandidateGrid& grid) { return finnedFish(grid, 3, Technique::FinnedSwordfish); }
std::optional<Step> findFinnedJellyfish(const CandidateGrid& grid) { return finnedFish(grid, 4, Technique::FinnedJellyfish); }

} // namespace nonet
