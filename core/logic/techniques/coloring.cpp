#include "core/logic/techniques/coloring.h"

#include "core/logic/techniques/scan.h"

#include <array>

namespace nonet {

namespace {

struct Cluster {
    CellSet colors[2];
    std::array<int, kCellCount> parent{}; // the cell that coloured each cell (-1: the root)
};

// Colours the cluster of `root` by breadth-first search over the conjugate pairs; returns
// false when the pairs contradict the colouring (an odd cycle: an invalid position).
bool colorCluster(const scan::StrongLinks& links, int root, Cluster& cluster)
{
    std::array<int, kCellCount> queue{};
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

Step coloringStep(int digit, const Cluster& cluster, CellSet eliminated)
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

std::optional<Step> findSimpleColoring(const CandidateGrid& grid)
{
    for (int digit = 1; digit <= kSide; ++digit) {
        const scan::StrongLinks links = scan::strongLinks(grid, digit);
        if (links.size < 2) continue;
        CellSet linked;
        for (int i = 0; i < links.size; ++i) {
            linked.insert(links.items[static_cast<std::size_t>(i)].a);
            linked.insert(links.items[static_cast<std::size_t>(i)].b);
        }
        CellSet done;
        for (int root : linked) {
            if (done.contains(root)) continue;
            Cluster cluster;
            const bool consistent = colorCluster(links, root, cluster);
            const CellSet members = cluster.colors[0] | cluster.colors[1];
            done |= members;
            if (!consistent || members.count() < 3) continue;
            for (int color = 0; color < 2; ++color) {
                const CellSet same = cluster.colors[color];
                for (int cell : same) {
                    if ((peerSet(cell) & same).empty()) continue;
                    return coloringStep(digit, cluster, same); // wrap: this colour is false
                }
            }
            CellSet seesFirst;
            CellSet seesSecond;
            for (int cell : cluster.colors[0]) seesFirst |= peerSet(cell);
            for (int cell : cluster.colors[1]) seesSecond |= peerSet(cell);
            const CellSet trapped = (grid.cellsWith(digit) & seesFirst & seesSecond) - members;
            if (!trapped.empty()) return coloringStep(digit, cluster, trapped);
        }
    }
    return std::nullopt;
}

} // namespace nonet
