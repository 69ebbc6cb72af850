#include "core/logic/techniques/chains.h"

#include "core/logic/techniques/chain_graph.h"
#include "core/logic/techniques/instantiate.h"

#include <algorithm>
#include <vector>

namespace nonet {

namespace {

// Search state: node * 2 + parity. Parity 0 (OFF): the node is false when n0 is false
// (reached by a weak link, or n0 itself). Parity 1 (ON): the node is true (reached by a
// strong link). OFF --strong--> ON --weak--> OFF.
template <class G>
struct Found {
    std::vector<int> path; // node indices n0 .. nk
    bool loop = false;
    typename ChainGraph<G>::Targets eliminations{};
};

template <class Targets>
bool anyEliminations(const Targets& e)
{
    return std::any_of(e.begin(), e.end(), [](const auto& s) { return !s.empty(); });
}

template <class Targets>
Targets both(const Targets& a, const Targets& b)
{
    Targets out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = a[i] & b[i];
    return out;
}

template <class G>
class ChainSearch {
public:
    using Graph = ChainGraph<G>;
    using Targets = typename Graph::Targets;

    ChainSearch(const Graph& graph, ChainKind kind) : graph_(graph), kind_(kind)
    {
        const auto n = static_cast<std::size_t>(graph.size());
        parent_.assign(2 * n, -1);
        depth_.assign(2 * n, -1);
        targets_.resize(n);
        for (int i = 0; i < graph.size(); ++i) targets_[static_cast<std::size_t>(i)] = graph.weakTargets(i);
    }

    // Shortest productive chain over all starts; maxNodes bounds the search.
    std::optional<Found<G>> run()
    {
        std::optional<Found<G>> best;
        for (int start = 0; start < graph_.size(); ++start) {
            if (graph_.strongLinks(start).empty()) continue;
            const int limit = best ? static_cast<int>(best->path.size()) - 1 : kMaxNodes;
            if (auto found = fromStart(start, limit)) best = std::move(found);
        }
        return best;
    }

private:
    static constexpr int kMaxNodes = 40;

    std::optional<Found<G>> fromStart(int start, int maxNodes)
    {
        std::fill(depth_.begin(), depth_.end(), -1);
        queue_.clear();
        const int s0 = 2 * start;
        depth_[static_cast<std::size_t>(s0)] = 0;
        parent_[static_cast<std::size_t>(s0)] = -1;
        queue_.push_back(s0);
        for (std::size_t head = 0; head < queue_.size(); ++head) {
            const int state = queue_[head];
            const int node = state / 2;
            const bool on = (state & 1) != 0;
            const int depth = depth_[static_cast<std::size_t>(state)];
            if (depth + 2 > maxNodes) break; // next node would make the chain too long
            const auto& links = on ? graph_.weakLinks(node) : graph_.strongLinks(node);
            for (int next : links) {
                const int nextState = 2 * next + (on ? 0 : 1);
                if (depth_[static_cast<std::size_t>(nextState)] >= 0) continue;
                if (next == start) continue;
                depth_[static_cast<std::size_t>(nextState)] = depth + 1;
                parent_[static_cast<std::size_t>(nextState)] = state;
                queue_.push_back(nextState);
                if (!on) {
                    if (auto found = conclude(start, nextState)) return found;
                }
            }
        }
        return std::nullopt;
    }

    std::optional<Found<G>> conclude(int start, int endState)
    {
        const int end = endState / 2;
        const auto& a = graph_.node(start);
        const auto& b = graph_.node(end);
        if ((kind_ == ChainKind::XYChain || kind_ == ChainKind::XChain) && a.digit != b.digit) return std::nullopt;
        Found<G> found;
        found.eliminations = both(targets_[static_cast<std::size_t>(start)], targets_[static_cast<std::size_t>(end)]);
        const bool closes = graph_.isWeak(end, start);
        if (!closes && !anyEliminations(found.eliminations)) return std::nullopt; // the common case, decided cheaply
        for (int s = endState; s >= 0; s = parent_[static_cast<std::size_t>(s)]) found.path.push_back(s / 2);
        std::reverse(found.path.begin(), found.path.end());
        // A node used twice (once ON, once OFF) makes a lasso, not a chain a person follows.
        std::vector<int> sorted = found.path;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return std::nullopt;
        if (kind_ == ChainKind::GroupedAic &&
            std::none_of(found.path.begin(), found.path.end(), [&](int n) { return graph_.node(n).isGroup(); }))
            return std::nullopt;
        if (found.path.size() >= 4 && closes) {
            found.loop = true;
            // Every weak link of the closed loop is now also strong.
            for (std::size_t i = 1; i + 1 < found.path.size(); i += 2) {
                const auto e = both(targets_[static_cast<std::size_t>(found.path[i])], targets_[static_cast<std::size_t>(found.path[i + 1])]);
                for (std::size_t d = 0; d < e.size(); ++d) found.eliminations[d] |= e[d];
            }
        }
        // Nothing in the chain itself is eliminated (only possible through a loop's
        // consistency, which a person would not read that way).
        for (int n : found.path) {
            const auto& node = graph_.node(n);
            found.eliminations[static_cast<std::size_t>(node.digit - 1)] -= node.cells;
        }
        if (!anyEliminations(found.eliminations)) return std::nullopt;
        return found;
    }

    const Graph& graph_;
    ChainKind kind_;
    std::vector<int> parent_;
    std::vector<int> depth_;
    std::vector<int> queue_;
    std::vector<Targets> targets_;
};

template <class Cells>
std::vector<int> cellList(Cells cells)
{
    std::vector<int> out;
    for (int c : cells) out.push_back(c);
    return out;
}

template <class G>
Step makeStep(Technique technique, const G& grid, const ChainGraph<G>& graph, const Found<G>& found)
{
    Step step;
    step.technique = technique;
    for (std::size_t i = 0; i < found.path.size(); ++i) {
        const auto& node = graph.node(found.path[i]);
        step.digits.insert(node.digit);
        if (i + 1 < found.path.size()) {
            const auto& next = graph.node(found.path[i + 1]);
            // Links alternate strong, weak, strong ... starting and ending strong.
            step.links.push_back(ChainLink{cellList(node.cells), node.digit, cellList(next.cells), next.digit, i % 2 == 0});
        }
    }
    if (found.loop) {
        const auto& last = graph.node(found.path.back());
        const auto& first = graph.node(found.path.front());
        step.links.push_back(ChainLink{cellList(last.cells), last.digit, cellList(first.cells), first.digit, false});
    }
    // Cells in chain order, each once.
    for (int n : found.path)
        for (int c : graph.node(n).cells)
            if (std::find(step.cells.begin(), step.cells.end(), c) == step.cells.end()) step.cells.push_back(c);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        for (int d = 1; d <= grid.side(); ++d)
            if (found.eliminations[static_cast<std::size_t>(d - 1)].contains(cell)) step.eliminations.push_back({cell, d});
    return step;
}

template <class G>
std::optional<Step> findChain(const G& grid, ChainKind kind, Technique technique)
{
    const ChainGraph<G> graph(grid, kind);
    ChainSearch<G> search(graph, kind);
    if (auto found = search.run()) return makeStep(technique, grid, graph, *found);
    return std::nullopt;
}

} // namespace

template <class G>
std::optional<Step> findXChain(const G& grid)
{
    // Shortest chain over all digits; ties go to the lower digit.
    std::optional<Step> best;
    for (int d = 1; d <= grid.side(); ++d) {
        const ChainGraph<G> graph(grid, ChainKind::XChain, d);
        ChainSearch<G> search(graph, ChainKind::XChain);
        if (auto found = search.run()) {
            if (!best || found->path.size() + (found->loop ? 1 : 0) < best->links.size() + 1)
                best = makeStep(Technique::XChain, grid, graph, *found);
        }
    }
    return best;
}

template <class G> std::optional<Step> findXYChain(const G& grid) { return findChain(grid, ChainKind::XYChain, Technique::XYChain); }
template <class G> std::optional<Step> findNiceLoop(const G& grid) { return findChain(grid, ChainKind::Aic, Technique::NiceLoop); }
template <class G> std::optional<Step> findGroupedNiceLoop(const G& grid) { return findChain(grid, ChainKind::GroupedAic, Technique::GroupedNiceLoop); }

NONET_INSTANTIATE_FINDER(findXChain);
NONET_INSTANTIATE_FINDER(findXYChain);
NONET_INSTANTIATE_FINDER(findNiceLoop);
NONET_INSTANTIATE_FINDER(findGroupedNiceLoop);

} // namespace nonet
