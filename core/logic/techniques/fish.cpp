#include "core/logic/techniques/fish.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <algorithm>
#include <array>
#include <bit>

namespace nonet {

namespace {

// The digit's candidates per line of one direction: lines[i] has bit j set when the
// digit is a candidate where base line i crosses cover line j.
struct Lines {
    std::array<std::uint16_t, 16> masks{};
    int baseFirst = 0;  // house number of base line 0 (rows 0, columns side)
    int coverFirst = 0; // house number of cover line 0
};

template <class G>
Lines linesOf(const G& grid, int digit, bool rowsAsBase)
{
    Lines lines;
    lines.baseFirst = rowsAsBase ? grid.rowHouse(0) : grid.columnHouse(0);
    lines.coverFirst = rowsAsBase ? grid.columnHouse(0) : grid.rowHouse(0);
    for (int cell : grid.cellsWith(digit)) {
        const int base = rowsAsBase ? grid.rowOf(cell) : grid.columnOf(cell);
        const int cover = rowsAsBase ? grid.columnOf(cell) : grid.rowOf(cell);
        auto& m = lines.masks[static_cast<std::size_t>(base)];
        m = static_cast<std::uint16_t>(m | (1u << cover));
    }
    return lines;
}

template <class Cells>
Step fishStep(Technique technique, int digit, const Lines& lines, std::uint16_t base, std::uint16_t cover,
              Cells body, Cells fins, Cells eliminated)
{
    Step step;
    step.technique = technique;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = scan::toVector(body);
    step.fins = scan::toVector(fins);
    for (int i = 0; i < 16; ++i)
        if ((base >> i) & 1u) step.houses.push_back(lines.baseFirst + i);
    for (int i = 0; i < 16; ++i)
        if ((cover >> i) & 1u) step.houses.push_back(lines.coverFirst + i);
    step.digits = DigitSet::single(digit);
    return step;
}

template <class G>
std::optional<Step> basicFish(const G& grid, int size, Technique technique)
{
    using Cells = typename G::Cells;
    const int side = grid.side();
    for (int digit = 1; digit <= side; ++digit) {
        const Cells all = grid.cellsWith(digit);
        if (all.count() < 2 * size) continue;
        for (bool rowsAsBase : {true, false}) {
            const Lines lines = linesOf(grid, digit, rowsAsBase);
            std::uint16_t usable = 0;
            for (int i = 0; i < side; ++i) {
                const int n = std::popcount(lines.masks[static_cast<std::size_t>(i)]);
                if (n >= 2 && n <= size) usable = static_cast<std::uint16_t>(usable | (1u << i));
            }
            if (std::popcount(usable) < size) continue;
            for (const std::uint16_t base : scan::combinations(size, side)) {
                if ((base & ~usable) != 0) continue;
                std::uint16_t cover = 0;
                for (int i = 0; i < side; ++i)
                    if ((base >> i) & 1u) cover = static_cast<std::uint16_t>(cover | lines.masks[static_cast<std::size_t>(i)]);
                if (std::popcount(cover) != size) continue;
                const Cells baseCells = scan::housesUnion(grid, lines.baseFirst, base);
                const Cells coverCells = scan::housesUnion(grid, lines.coverFirst, cover);
                const Cells eliminated = (all & coverCells) - baseCells;
                if (eliminated.empty()) continue;
                return fishStep(technique, digit, lines, base, cover, all & baseCells, Cells(), eliminated);
            }
        }
    }
    return std::nullopt;
}

// Where fins may lie, as groups of cover lines: for regular boxes the cover lines of one
// box stack (rows as base) or band (columns as base), in order; for Jigsaw regions the
// cover lines each region meets. Fins must then share one box or region.
struct FinBlocks {
    std::array<std::uint16_t, 16> masks{};
    int size = 0;
    int width = 0; // the most cover lines in one block
};

template <class G>
FinBlocks finBlocks(const G& grid, bool rowsAsBase)
{
    FinBlocks out;
    if (grid.hasRegularBoxes()) {
        out.width = rowsAsBase ? grid.boxColumns() : grid.boxRows();
        for (int first = 0; first < grid.side(); first += out.width)
            out.masks[static_cast<std::size_t>(out.size++)] = static_cast<std::uint16_t>(((1u << out.width) - 1u) << first);
        return out;
    }
    for (const int house : grid.boxLikeHouses()) {
        if (grid.houseKind(house) != HouseKind::Region) continue;
        const std::uint16_t mask = rowsAsBase ? grid.columnsMeeting(house) : grid.rowsMeeting(house);
        out.masks[static_cast<std::size_t>(out.size++)] = mask;
        out.width = std::max(out.width, std::popcount(mask));
    }
    return out;
}

template <class G>
std::optional<Step> finnedFish(const G& grid, int size, Technique technique)
{
    using Cells = typename G::Cells;
    const int side = grid.side();
    for (int digit = 1; digit <= side; ++digit) {
        const Cells all = grid.cellsWith(digit);
        for (bool rowsAsBase : {true, false}) {
            const Lines lines = linesOf(grid, digit, rowsAsBase);
            std::uint16_t usable = 0;
            for (int i = 0; i < side; ++i)
                if (std::popcount(lines.masks[static_cast<std::size_t>(i)]) >= 2) usable = static_cast<std::uint16_t>(usable | (1u << i));
            if (std::popcount(usable) < size) continue;
            const FinBlocks blocks = finBlocks(grid, rowsAsBase);
            for (const std::uint16_t base : scan::combinations(size, side)) {
                if ((base & ~usable) != 0) continue;
                std::uint16_t seen = 0;
                for (int i = 0; i < side; ++i)
                    if ((base >> i) & 1u) seen = static_cast<std::uint16_t>(seen | lines.masks[static_cast<std::size_t>(i)]);
                // No fin (a basic fish) or fins spread over more than one block's width.
                const int spread = std::popcount(seen);
                if (spread <= size || spread > size + blocks.width) continue;
                const Cells baseCells = scan::housesUnion(grid, lines.baseFirst, base);
                for (int block = 0; block < blocks.size; ++block) {
                    const std::uint16_t blockLines = blocks.masks[static_cast<std::size_t>(block)];
                    const auto required = static_cast<std::uint16_t>(seen & ~blockLines);
                    const auto optional = static_cast<std::uint16_t>(seen & blockLines);
                    const int missing = size - std::popcount(required);
                    if (missing < 0) continue;
                    // Cover = the required lines plus `missing` of the block's lines; the
                    // block's other lines carry the fins.
                    const auto picks = scan::combinations(missing, side);
                    const int pickCount = missing == 0 ? 1 : static_cast<int>(picks.size());
                    for (int p = 0; p < pickCount; ++p) {
                        const std::uint16_t extra = missing == 0 ? 0 : picks[static_cast<std::size_t>(p)];
                        if ((extra & ~optional) != 0) continue;
                        const auto cover = static_cast<std::uint16_t>(required | extra);
                        const auto finLines = static_cast<std::uint16_t>(optional & ~extra);
                        const Cells fins = all & baseCells & scan::housesUnion(grid, lines.coverFirst, finLines);
                        if (fins.empty()) continue;
                        const int finBox = grid.regionHouseOf(fins.first());
                        if (!(fins - grid.houseSet(finBox)).empty()) continue;
                        const Cells coverCells = scan::housesUnion(grid, lines.coverFirst, cover);
                        const Cells eliminated = (all & coverCells & grid.houseSet(finBox)) - baseCells;
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

template <class G> std::optional<Step> findXWing(const G& grid) { return basicFish(grid, 2, Technique::XWing); }
template <class G> std::optional<Step> findSwordfish(const G& grid) { return basicFish(grid, 3, Technique::Swordfish); }
template <class G> std::optional<Step> findJellyfish(const G& grid) { return basicFish(grid, 4, Technique::Jellyfish); }
template <class G> std::optional<Step> findFinnedXWing(const G& grid) { return finnedFish(grid, 2, Technique::FinnedXWing); }
template <class G> std::optional<Step> findFinnedSwordfish(const G& grid) { return finnedFish(grid, 3, Technique::FinnedSwordfish); }
template <class G> std::optional<Step> findFinnedJellyfish(const G& grid) { return finnedFish(grid, 4, Technique::FinnedJellyfish); }

NONET_INSTANTIATE_FINDER(findXWing);
NONET_INSTANTIATE_FINDER(findSwordfish);
NONET_INSTANTIATE_FINDER(findJellyfish);
NONET_INSTANTIATE_FINDER(findFinnedXWing);
NONET_INSTANTIATE_FINDER(findFinnedSwordfish);
NONET_INSTANTIATE_FINDER(findFinnedJellyfish);

} // namespace nonet
