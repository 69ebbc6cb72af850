#include "core/logic/techniques/chains.h"

#include "core/logic/techniques/chain_graph.h"

#include <algorithm>
#include <vector>

namespace nonet {

namespace {

// Search state: node * 2 + parity. Parity 0 (OFF): the node is false when n0 is false
// (reached by a weak link, or n0 itself). Parity 1 (ON): the node is true (reached by a
// strong link). OFF --strong--> ON --weak--> OFF.
struct Found {
    std::vector<int> path; // node indices n0 .. nk
    bool loop = false;
    std::array<CellSet, 9> eliminations{};
};

bool anyEliminations(const std::array<CellSet, 9>& e)
{
    return std::any_of(e.begin(), e.end(), [](CellSet s) { return !s.empty(); });
}

std::array<CellSet, 9> both(const std::array<CellSet, 9>& a, const std::array<CellSet, 9>& b)
{
    std::array<CellSet, 9> out{};
    for (std::size_t i = 0; i < 9; ++i) out[i] = a[i] & b[i];
    return out;
}

class ChainSearch {
public:
    ChainSearch(const ChainGraph& graph, ChainKind kind) : graph_(graph), kind_(kind)
    {
        const auto n = static_cast<std::size_t>(graph.size());
        parent_.assign(2 * n, -1);
        depth_.assign(2 * n, -1);
        targets_.resize(n);
        for (int i = 0; i < graph.size(); ++i) targets_[static_cast<std::size_t>(i)] = graph.weakTargets(i);
    }

    // Shortest productive chain over all starts; maxNodes bounds the search.
    std::optional<Found> run()
    {
        std::optional<Found> best;
        for (int start = 0; start < graph_.size(); ++start) {
            if (graph_.strongLinks(start).empty()) continue;
            const int limit = best ? static_cast<int>(best->path.size()) - 1 : kMaxNodes;
            if (auto found = fromStart(start, limit)) best = std::move(found);
        }
        return best;
    }

private:
    static constexpr int kMaxNodes = 40;

    std::optional<Found> fromStart(int start, int maxNodes)
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

    std::optional<Found> conclude(int start, int endState)
    {
        const int end = endState / 2;
        const ChainNode& a = graph_.node(start);
        const ChainNode& b = graph_.node(end);
        if ((kind_ == ChainKind::XYChain || kind_ == ChainKind::XChain) && a.digit != b.digit) return std::nullopt;
        Found found;
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
                for (std::size_t d = 0; d < 9; ++d) found.eliminations[d] |= e[d];
            }
        }
        // Nothing in the chain itself is eliminated (only possible through a loop's
        // consistency, which a person would not read that way).
        for (int n : found.path) {
            const ChainNode& node = graph_.node(n);
            found.eliminations[static_cast<std::size_t>(node.digit - 1)] -= node.cells;
        }
        if (!anyEliminations(found.eliminations)) return std::nullopt;
        return found;
    }

    const ChainGraph& graph_;
    ChainKind kind_;
    std::vector<int> parent_;
    std::vector<int> depth_;
    std::vector<int> queue_;
    std::vector<std::array<CellSet, 9>> targets_;
};

std::vector<int> cellList(CellSet cells)
{
    std::vector<int> out;
    for (int c : cells) out.push_back(c);
    return out;
}

Step makeStep(Technique technique, const ChainGraph& graph, const Found& found)
{
    Step step;
    step.technique = technique;
    CellSet cells;
    for (std::size_t i = 0; i < found.path.size(); ++i) {
        const ChainNode& node = graph.node(found.path[i]);
        cells |= node.cells;
        step.digits.insert(node.digit);
        if (i + 1 < found.path.size()) {
            const ChainNode& next = graph.node(found.path[i + 1]);
            // Links alternate strong, weak, strong ... starting and ending strong.
            step.links.push_back(ChainLink{cellList(node.cells), node.digit, cellList(next.cells), next.digit, i % 2 == 0});
        }
    }
    if (found.loop) {
        const ChainNode& last = graph.node(found.path.back());
        const ChainNode& first = graph.node(found.path.front());
        step.links.push_back(ChainLink{cellList(last.cells), last.digit, cellList(first.cells), first.digit, false});
    }
    // Cells in chain order, each once.
    for (int n : found.path)
        for (int c : graph.node(n).cells)
            if (std::find(step.cells.begin(), step.cells.end(), c) == step.cells.end()) step.cells.push_back(c);
    for (int cell = 0; cell < kCellCount; ++cell)
        for (int d = 1; d <= 9; ++d)
            if (found.eliminations[static_cast<std::size_t>(d - 1)].contains(cell)) step.eliminations.push_back({cell, d});
    return step;
}

std::optional<Step> findChain(const CandidateGrid& grid, ChainKind kind, Technique technique)
{
    const ChainGraph graph(grid, kind);
    ChainSearch search(graph, kind);
    if (auto found = search.run()) return makeStep(technique, graph, *found);
    return std::nullopt;
}

} // namespace

std::optional<Step> findXChain(const CandidateGrid& grid)
{
    // Shortest chain over all digits; ties go to the lower digit.
    std::optional<Step> best;
    for (int d = 1; d <= 9; ++d) {
        const ChainGraph graph(grid, ChainKind::XChain, d);
        ChainSearch search(graph, ChainKind::XChain);
        if (auto found = search.run()) {
            if (!best || found->path.size() + (found->loop ? 1 : 0) < best->links.size() + 1)
                best = makeStep(Technique::XChain, graph, *found);
        }
    }
    return best;
}

std::optional<Step> findXYChain(const CandidateGrid& grid) { return findChain(grid, ChainKind::XYChain, Technique::XYChain); }

std::optional<Step> findNiceLoop(const CandidateGrid& grid) { return findChain(grid, ChainKind::Aic, Technique::NiceLoop); }

std::optional<Step> findGroupedNiceLoop(const CandidateGrid& grid) { return findChain(grid, ChainKind::GroupedAic, Technique::GroupedNiceLoop); }

} // namespace nonet
