#include "core/logic/techniques/remote_pairs.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <array>

namespace nonet {

template <class G>
std::optional<Step> findRemotePair(const G& grid)
{
    using Cells = typename G::Cells;
    Cells bivalue;
    for (int cell : grid.unsolvedCells())
        if (grid.candidates(cell).count() == 2) bivalue.insert(cell);
    if (bivalue.count() < 4) return std::nullopt;
    for (const std::uint16_t pair : scan::combinations(2, grid.side())) {
        const DigitSet digits = DigitSet::fromMask(pair);
        Cells cells;
        for (int cell : bivalue)
            if (grid.candidates(cell) == digits) cells.insert(cell);
        if (cells.count() < 4) continue;
        const int x = digits.first();
        const int y = (digits - DigitSet::single(x)).first();
        Cells done;
        for (int root : cells) {
            if (done.contains(root)) continue;
            // Breadth-first over "sees", two colours by parity.
            Cells parity[2];
            std::array<int, G::kMaxCells> queue{};
            std::array<int, G::kMaxCells> parent{};
            int head = 0;
            int tail = 0;
            queue[static_cast<std::size_t>(tail++)] = root;
            parent[static_cast<std::size_t>(root)] = -1;
            parity[0].insert(root);
            bool consistent = true;
            while (head < tail) {
                const int cell = queue[static_cast<std::size_t>(head++)];
                const int side = parity[0].contains(cell) ? 0 : 1;
                for (int next : cells & grid.peerSet(cell)) {
                    if (parity[side].contains(next)) consistent = false;
                    if (parity[0].contains(next) || parity[1].contains(next)) continue;
                    parity[1 - side].insert(next);
                    parent[static_cast<std::size_t>(next)] = cell;
                    queue[static_cast<std::size_t>(tail++)] = next;
                }
            }
            const Cells chain = parity[0] | parity[1];
            done |= chain;
            // Three such cells seeing each other would be a contradiction, not a chain.
            if (!consistent || chain.count() < 4) continue;
            const Cells targets = (grid.cellsWith(x) | grid.cellsWith(y)) - chain;
            Step step;
            for (int target : targets) {
                const Cells seen0 = grid.peerSet(target) & parity[0];
                const Cells seen1 = grid.peerSet(target) & parity[1];
                bool remote = false;
                for (int a : seen0)
                    if (!(seen1 - grid.peerSet(a)).empty()) remote = true;
                if (!remote) continue;
                for (int d : grid.candidates(target) & digits) step.eliminations.push_back({target, d});
            }
            if (step.eliminations.empty()) continue;
            step.technique = Technique::RemotePair;
            step.cells = scan::toVector(parity[0]);
            step.secondColorCells = scan::toVector(parity[1]);
            step.digits = digits;
            for (int i = 1; i < tail; ++i) {
                const int cell = queue[static_cast<std::size_t>(i)];
                step.links.push_back(scan::link(parent[static_cast<std::size_t>(cell)], x, cell, x, false));
            }
            return step;
        }
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findRemotePair);

} // namespace nonet
