#include "core/logic/techniques/coloring.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/scan.h"

#include <array>

namespace nonet {

namespace {

template <class G>
struct Cluster {
    typename G::Cells colors[2];
    std::array<int, G::kMaxCells> parent{}; // the cell that coloured each cell (-1: the root)
};

// Colours the cluster of `root` by breadth-first search over the conjugate pairs; returns
// false when the pairs contradict the colouring (an odd cycle: an invalid position).
template <class G>
bool colorCluster(const scan::StrongLinks<G>& links, int root, Cluster<G>& cluster)
{
    std::array<int, G::kMaxCells> queue{};
    int head = 0;
    int tail = 0;
    queue[static_cast<std::size_t>(tail++)] = root;
    cluster.colors[0].insert(root);
    cluster.parent[static_cast<std::size_t>(root)] = -1;
    bool consistent = true;
    while (head < tail) {
        const int cell = queue[static_cast<std::size_t>(head++)];
        const int color = cluster.colors[0].contains(cell) ? 0 : 1;
        for (int i = 0; i < links.size; ++i) {
            const auto& link = links.items[static_cast<std::size_t>(i)];
            if (link.a != cell && link.b != cell) continue;
            const int other = link.a == cell ? link.b : link.a;
            if (cluster.colors[color].contains(other)) consistent = false;
            if (cluster.colors[0].contains(other) || cluster.colors[1].contains(other)) continue;
            cluster.colors[1 - color].insert(other);
            cluster.parent[static_cast<std::size_t>(other)] = cell;
            queue[static_cast<std::size_t>(tail++)] = other;
        }
    }
    return consistent;
}

template <class G>
Step coloringStep(int digit, const Cluster<G>& cluster, typename G::Cells eliminated)
{
    Step step;
    step.technique = Technique::SimpleColoring;
    scan::addEliminations(step.eliminations, eliminated, digit);
    step.cells = scan::toVector(cluster.colors[0]);
    step.secondColorCells = scan::toVector(cluster.colors[1]);
    step.digits = DigitSet::single(digit);
    for (int color = 0; color < 2; ++color)
        for (int cell : cluster.colors[color]) {
            const int from = cluster.parent[static_cast<std::size_t>(cell)];
            if (from >= 0) step.links.push_back(scan::link(from, digit, cell, digit, true));
        }
    return step;
}

} // namespace

template <class G>
std::optional<Step> findSimpleColoring(const G& grid)
{
    using Cells = typename G::Cells;
    for (int digit = 1; digit <= grid.side(); ++digit) {
        const scan::StrongLinks<G> links = scan::strongLinks(grid, digit);
        if (links.size < 2) continue;
        Cells linked;
        for (int i = 0; i < links.size; ++i) {
            linked.insert(links.items[static_cast<std::size_t>(i)].a);
            linked.insert(links.items[static_cast<std::size_t>(i)].b);
        }
        Cells done;
        for (int root : linked) {
            if (done.contains(root)) continue;
            Cluster<G> cluster;
            const bool consistent = colorCluster(links, root, cluster);
            const Cells members = cluster.colors[0] | cluster.colors[1];
            done |= members;
            if (!consistent || members.count() < 3) continue;
            for (int color = 0; color < 2; ++color) {
                const Cells same = cluster.colors[color];
                for (int cell : same) {
                    if ((grid.peerSet(cell) & same).empty()) continue;
                    return coloringStep(digit, cluster, same); // wrap: this colour is false
                }
            }
            Cells seesFirst;
            Cells seesSecond;
            for (int cell : cluster.colors[0]) seesFirst |= grid.peerSet(cell);
            for (int cell : cluster.colors[1]) seesSecond |= grid.peerSet(cell);
            const Cells trapped = (grid.cellsWith(digit) & seesFirst & seesSecond) - members;
            if (!trapped.empty()) return coloringStep(digit, cluster, trapped);
        }
    }
    return std::nullopt;
}

NONET_INSTANTIATE_FINDER(findSimpleColoring);

} // namespace nonet
