#include "core/shape/killer_cages.h"

#include "core/shape/cage_combinations.h"
#include "core/shape/shape_names.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

// The cells of `cells` reachable from cells[0] through side-sharing neighbours in `cells`.
std::vector<int> reachable(int side, std::span<const std::uint8_t> cells)
{
    std::array<bool, 256> member{};
    for (const std::uint8_t cell : cells) member[cell] = true;
    std::array<bool, 256> seen{};
    std::vector<int> out;
    if (cells.empty()) return out;
    out.push_back(cells.front());
    seen[cells.front()] = true;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int cell = out[i];
        const int r = cell / side;
        const int c = cell % side;
        const std::array<std::pair<bool, int>, 4> around{{{r > 0, cell - side},
                                                         {c > 0, cell - 1},
                                                         {c < side - 1, cell + 1},
                                                         {r < side - 1, cell + side}}};
        for (const auto& [inside, next] : around) {
            if (!inside || !member[static_cast<std::size_t>(next)] || seen[static_cast<std::size_t>(next)]) continue;
            seen[static_cast<std::size_t>(next)] = true;
            out.push_back(next);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

bool isConnected(int side, std::span<const std::uint8_t> cells) { return reachable(side, cells).size() == cells.size(); }

std::optional<LayoutProblem> checkKillerCages(int side, std::span<const std::uint8_t> cageOf, std::span<const int> sums,
                                              const std::function<std::string(int)>& name)
{
    const int cells = side * side;
    if (cageOf.size() != static_cast<std::size_t>(cells))
        return LayoutProblem{"the cages cover " + std::to_string(cageOf.size()) + " cells; the grid has " + std::to_string(cells), {}};
    const int count = static_cast<int>(sums.size());
    if (count > kMaxCages)
        return LayoutProblem{"there are " + std::to_string(count) + " cages; a Killer has at most " + std::to_string(kMaxCages), {}};
    std::vector<std::vector<std::uint8_t>> members(sums.size());
    for (int cell = 0; cell < cells; ++cell) {
        const int cage = cageOf[static_cast<std::size_t>(cell)];
        if (cage >= count) return LayoutProblem{gridCellName(side, cell) + " is in no cage", {cell}};
        members[static_cast<std::size_t>(cage)].push_back(static_cast<std::uint8_t>(cell));
    }
    int total = 0;
    for (int cage = 0; cage < count; ++cage) {
        const auto& own = members[static_cast<std::size_t>(cage)];
        const std::vector<int> cellList(own.begin(), own.end());
        const int size = static_cast<int>(own.size());
        const int sum = sums[static_cast<std::size_t>(cage)];
        if (size == 0) return LayoutProblem{name(cage) + " has a sum (" + std::to_string(sum) + ") but no cells", {}};
        if (size > side)
            return LayoutProblem{name(cage) + " has " + std::to_string(size) + " cells; a cage holds at most " + std::to_string(side) +
                                     " (no value twice)",
                                 cellList};
        const std::vector<int> first = reachable(side, own);
        if (first.size() != own.size()) {
            std::vector<int> apart;
            std::set_difference(cellList.begin(), cellList.end(), first.begin(), first.end(), std::back_inserter(apart));
            return LayoutProblem{name(cage) + " is not connected: " + gridCellName(side, apart.front()) + " does not touch " +
                                     gridCellName(side, own.front()) + "'s part of it",
                                 cellList};
        }
        const int low = smallestCageSum(size);
        const int high = largestCageSum(size, side);
        if (sum < low || sum > high) {
            std::string message = name(cage) + " (" + std::to_string(size) + (size == 1 ? " cell" : " cells") + " from " +
                                  gridCellName(side, own.front()) + ") has the sum " + std::to_string(sum) + "; ";
            if (size == 1) message += "one cell holds 1 to " + std::to_string(side);
            else message += std::to_string(size) + " different values 1 to " + std::to_string(side) + " add up to " +
                            std::to_string(low) + " to " + std::to_string(high);
            return LayoutProblem{message, cellList};
        }
        total += sum;
    }
    const int whole = side * side * (side + 1) / 2;
    if (total != whole)
        return LayoutProblem{"the cage sums add up to " + std::to_string(total) + "; the cells of a " + std::to_string(side) + "\u00d7" +
                                 std::to_string(side) + " grid add up to " + std::to_string(whole),
                             {}};
    return std::nullopt;
}

} // namespace nonet
