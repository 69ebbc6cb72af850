#include "core/logic/techniques/chain_graph.h"

#include <algorithm>
#include <bit>

namespace nonet {

namespace {

template <class G>
typename G::Cells seenByAll(const G& grid, typename G::Cells cells)
{
    typename G::Cells seen = grid.allCells();
    for (int c : cells) seen &= grid.peerSet(c);
    return seen;
}

} // namespace

template <class G>
ChainGraph<G>::ChainGraph(const G& grid, ChainKind kind, int xDigit) : grid_(grid)
{
    candidateIndex_.fill(-1);
    for (int cell : grid.unsolvedCells()) {
        const DigitSet cands = grid.candidates(cell);
        if (kind == ChainKind::XYChain && cands.count() != 2) continue;
        for (int d : cands) {
            if (kind == ChainKind::XChain && d != xDigit) continue;
            candidateIndex_[static_cast<std::size_t>(cell * G::kMaxSide + d - 1)] = static_cast<std::int16_t>(nodes_.size());
            addNode(Cells::single(cell), d);
        }
    }
    if (kind == ChainKind::GroupedAic) addGroups();
    strong_.resize(nodes_.size());
    weak_.resize(nodes_.size());
    buildStrong(kind);
    buildWeak(kind);
}

// Groups: a digit's candidates (two or more) where a box-like house meets a row or a
// column; per house its i-th row segment, then its i-th column segment.
template <class G>
void ChainGraph<G>::addGroups()
{
    const int side = grid_.side();
    const std::size_t singles = nodes_.size();
    for (const int box : grid_.boxLikeHouses()) {
        const Cells boxCells = grid_.houseSet(box);
        unsigned rows = grid_.rowsMeeting(box);
        unsigned columns = grid_.columnsMeeting(box);
        while (rows != 0 || columns != 0) {
            std::array<Cells, 2> segments{};
            int n = 0;
            if (rows != 0) {
                segments[static_cast<std::size_t>(n++)] = boxCells & grid_.houseSet(grid_.rowHouse(std::countr_zero(rows)));
                rows &= rows - 1;
            }
            if (columns != 0) {
                segments[static_cast<std::size_t>(n++)] = boxCells & grid_.houseSet(grid_.columnHouse(std::countr_zero(columns)));
                columns &= columns - 1;
            }
            for (int s = 0; s < n; ++s) {
                for (int d = 1; d <= side; ++d) {
                    const Cells cells = grid_.cellsWith(d) & segments[static_cast<std::size_t>(s)];
                    if (cells.count() < 2) continue;
                    // Windows overlap boxes: the same group can come from both.
                    if (grid_.hasExtraHouses() &&
                        std::any_of(nodes_.begin() + static_cast<std::ptrdiff_t>(singles), nodes_.end(),
                                    [&](const Node& node) { return node.digit == d && node.cells == cells; }))
                        continue;
                    addNode(cells, d);
                }
            }
        }
    }
}

template <class G>
void ChainGraph<G>::addNode(Cells cells, int digit)
{
    nodes_.push_back(Node{cells, digit, cells.first()});
    seenByAll_.push_back(seenByAll(grid_, cells));
}

template <class G>
void ChainGraph<G>::addStrong(int a, int b)
{
    auto& la = strong_[static_cast<std::size_t>(a)];
    if (std::find(la.begin(), la.end(), b) != la.end()) return;
    la.push_back(b);
    strong_[static_cast<std::size_t>(b)].push_back(a);
}

template <class G>
void ChainGraph<G>::buildStrong(ChainKind kind)
{
    const int side = grid_.side();
    if (kind != ChainKind::XChain) {
        for (int cell : grid_.unsolvedCells()) {
            const DigitSet cands = grid_.candidates(cell);
            if (cands.count() != 2) continue;
            const int x = cands.first();
            const int y = (cands - DigitSet::single(x)).first();
            addStrong(candidateIndex(cell, x), candidateIndex(cell, y));
        }
    }
    if (kind == ChainKind::XYChain) return;
    // The group nodes of each digit, for the covers below (the single cells come from the
    // places themselves).
    std::array<std::vector<int>, G::kMaxSide> groupsByDigit;
    if (kind == ChainKind::GroupedAic)
        for (int n = 0; n < size(); ++n)
            if (nodes_[static_cast<std::size_t>(n)].isGroup()) groupsByDigit[static_cast<std::size_t>(nodes_[static_cast<std::size_t>(n)].digit - 1)].push_back(n);
    for (int house = 0; house < grid_.houseCount(); ++house) {
        for (int d = 1; d <= side; ++d) {
            const Cells places = grid_.cellsWith(d, house);
            if (places.count() < 2) continue;
            if (places.count() == 2) {
                std::array<int, 2> ends{};
                int n = 0;
                for (int c : places) ends[static_cast<std::size_t>(n++)] = candidateIndex(c, d);
                if (ends[0] >= 0 && ends[1] >= 0) addStrong(ends[0], ends[1]);
                continue;
            }
            if (kind != ChainKind::GroupedAic) continue;
            // Two disjoint nodes, at least one a group, that together cover the places. The
            // nodes inside the places in node order: the single cells (added by ascending
            // cell), then the groups.
            std::vector<int> inside;
            for (const int c : places) inside.push_back(candidateIndex(c, d));
            for (const int n : groupsByDigit[static_cast<std::size_t>(d - 1)])
                if ((nodes_[static_cast<std::size_t>(n)].cells - places).empty()) inside.push_back(n);
            for (std::size_t i = 0; i < inside.size(); ++i) {
                for (std::size_t j = i + 1; j < inside.size(); ++j) {
                    const Node& a = nodes_[static_cast<std::size_t>(inside[i])];
                    const Node& b = nodes_[static_cast<std::size_t>(inside[j])];
                    if (!a.isGroup() && !b.isGroup()) continue;
                    if (a.cells.intersects(b.cells) || (a.cells | b.cells) != places) continue;
                    addStrong(inside[i], inside[j]);
                }
            }
        }
    }
}

template <class G>
void ChainGraph<G>::buildWeak(ChainKind kind)
{
    // Same digit: disjoint nodes where every cell of one sees every cell of the other; in
    // node order, so the single cells (ascending, as they were added) before the groups.
    // The single cells come from the cells the node sees rather than from a test of every
    // node of the digit: a graph has a few hundred nodes, and this ran for each pair.
    std::array<std::vector<int>, G::kMaxSide> groupsByDigit;
    for (int n = 0; n < size(); ++n)
        if (nodes_[static_cast<std::size_t>(n)].isGroup()) groupsByDigit[static_cast<std::size_t>(nodes_[static_cast<std::size_t>(n)].digit - 1)].push_back(n);
    for (int a = 0; a < size(); ++a) {
        const int d = nodes_[static_cast<std::size_t>(a)].digit;
        const Cells seen = seenByAll_[static_cast<std::size_t>(a)];
        auto& list = weak_[static_cast<std::size_t>(a)];
        for (const int cell : grid_.cellsWith(d) & seen) {
            const int b = candidateIndex(cell, d);
            if (b >= 0 && b != a) list.push_back(b);
        }
        for (const int b : groupsByDigit[static_cast<std::size_t>(d - 1)])
            if (b != a && (nodes_[static_cast<std::size_t>(b)].cells - seen).empty()) list.push_back(b);
    }
    if (kind == ChainKind::XChain) return;
    // Same cell, two digits.
    for (int n = 0; n < size(); ++n) {
        const Node& node = nodes_[static_cast<std::size_t>(n)];
        if (node.isGroup()) continue;
        for (int d : grid_.candidates(node.firstCell)) {
            if (d == node.digit) continue;
            const int other = candidateIndex(node.firstCell, d);
            if (other >= 0) weak_[static_cast<std::size_t>(n)].push_back(other);
        }
    }
}

template <class G>
bool ChainGraph<G>::isWeak(int a, int b) const
{
    const auto& list = weak_[static_cast<std::size_t>(a)];
    return std::find(list.begin(), list.end(), b) != list.end();
}

template <class G>
bool ChainGraph<G>::isStrong(int a, int b) const
{
    const auto& list = strong_[static_cast<std::size_t>(a)];
    return std::find(list.begin(), list.end(), b) != list.end();
}

template <class G>
typename ChainGraph<G>::Targets ChainGraph<G>::weakTargets(int index) const
{
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    Targets out{};
    out[static_cast<std::size_t>(node.digit - 1)] = grid_.cellsWith(node.digit) & seenByAll_[static_cast<std::size_t>(index)];
    if (!node.isGroup()) {
        for (int d : grid_.candidates(node.firstCell))
            if (d != node.digit) out[static_cast<std::size_t>(d - 1)].insert(node.firstCell);
    }
    return out;
}

template class ChainGraph<CandidateGrid>;
template class ChainGraph<ShapeCandidateGrid>;

} // namespace nonet
