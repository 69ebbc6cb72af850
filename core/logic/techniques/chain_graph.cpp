#include "core/logic/techniques/chain_graph.h"

#include <algorithm>

namespace nonet {

namespace {

CellSet seenByAll(CellSet cells)
{
    CellSet seen = CellSet::all();
    for (int c : cells) seen &= peerSet(c);
    return seen;
}

} // namespace

ChainGraph::ChainGraph(const CandidateGrid& grid, ChainKind kind, int xDigit) : grid_(grid)
{
    candidateIndex_.fill(-1);
    for (int cell : grid.unsolvedCells()) {
        const DigitSet cands = grid.candidates(cell);
        if (kind == ChainKind::XYChain && cands.count() != 2) continue;
        for (int d : cands) {
            if (kind == ChainKind::XChain && d != xDigit) continue;
            candidateIndex_[static_cast<std::size_t>(cell * 9 + d - 1)] = static_cast<std::int16_t>(nodes_.size());
            addNode(CellSet::single(cell), d);
        }
    }
    if (kind == ChainKind::GroupedAic) {
        // Groups: a digit's candidates in the 3 cells where a box meets a row or column.
        for (int box = 0; box < 9; ++box) {
            const CellSet boxCells = houseSet(boxHouse(box));
            for (int i = 0; i < 3; ++i) {
                const int row = (box / 3) * 3 + i;
                const int column = (box % 3) * 3 + i;
                for (const CellSet segment : {boxCells & houseSet(rowHouse(row)), boxCells & houseSet(columnHouse(column))}) {
                    for (int d = 1; d <= 9; ++d) {
                        const CellSet cells = grid.cellsWith(d) & segment;
                        if (cells.count() >= 2) addNode(cells, d);
                    }
                }
            }
        }
    }
    strong_.resize(nodes_.size());
    weak_.resize(nodes_.size());
    buildStrong(kind);
    buildWeak(kind);
}

void ChainGraph::addNode(CellSet cells, int digit)
{
    nodes_.push_back(ChainNode{cells, digit, cells.first()});
    seenByAll_.push_back(seenByAll(cells));
}

void ChainGraph::addStrong(int a, int b)
{
    auto& la = strong_[static_cast<std::size_t>(a)];
    if (std::find(la.begin(), la.end(), b) != la.end()) return;
    la.push_back(b);
    strong_[static_cast<std::size_t>(b)].push_back(a);
}

void ChainGraph::buildStrong(ChainKind kind)
{
    if (kind != ChainKind::XChain) {
        for (int cell : grid_.unsolvedCells()) {
            const DigitSet cands = grid_.candidates(cell);
            if (cands.count() != 2) continue;
            const int x = cands.first();
            const int y = (cands - DigitSet::single(x)).first();
            addStrong(candidateIndex_[static_cast<std::size_t>(cell * 9 + x - 1)],
                      candidateIndex_[static_cast<std::size_t>(cell * 9 + y - 1)]);
        }
    }
    if (kind == ChainKind::XYChain) return;
    for (int house = 0; house < kHouseCount; ++house) {
        for (int d = 1; d <= 9; ++d) {
            const CellSet places = grid_.cellsWith(d, house);
            if (places.count() < 2) continue;
            if (places.count() == 2) {
                std::array<int, 2> ends{};
                int n = 0;
                for (int c : places) ends[static_cast<std::size_t>(n++)] = candidateIndex_[static_cast<std::size_t>(c * 9 + d - 1)];
                if (ends[0] >= 0 && ends[1] >= 0) addStrong(ends[0], ends[1]);
                continue;
            }
            if (kind != ChainKind::GroupedAic) continue;
            // Two disjoint nodes, at least one a group, that together cover the places.
            std::vector<int> inside;
            for (int n = 0; n < size(); ++n) {
                const ChainNode& node = nodes_[static_cast<std::size_t>(n)];
                if (node.digit == d && (node.cells - places).empty()) inside.push_back(n);
            }
            for (std::size_t i = 0; i < inside.size(); ++i) {
                for (std::size_t j = i + 1; j < inside.size(); ++j) {
                    const ChainNode& a = nodes_[static_cast<std::size_t>(inside[i])];
                    const ChainNode& b = nodes_[static_cast<std::size_t>(inside[j])];
                    if (!a.isGroup() && !b.isGroup()) continue;
                    if (a.cells.intersects(b.cells) || (a.cells | b.cells) != places) continue;
                    addStrong(inside[i], inside[j]);
                }
            }
        }
    }
}

void ChainGraph::buildWeak(ChainKind kind)
{
    // Same digit: disjoint nodes where every cell of one sees every cell of the other.
    std::array<std::vector<int>, 9> byDigit;
    for (int n = 0; n < size(); ++n) byDigit[static_cast<std::size_t>(nodes_[static_cast<std::size_t>(n)].digit - 1)].push_back(n);
    for (const auto& list : byDigit) {
        for (int a : list) {
            const CellSet seen = seenByAll_[static_cast<std::size_t>(a)];
            for (int b : list) {
                if (a == b) continue;
                const CellSet cells = nodes_[static_cast<std::size_t>(b)].cells;
                if ((cells - seen).empty()) weak_[static_cast<std::size_t>(a)].push_back(b);
            }
        }
    }
    if (kind == ChainKind::XChain) return;
    // Same cell, two digits.
    for (int n = 0; n < size(); ++n) {
        const ChainNode& node = nodes_[static_cast<std::size_t>(n)];
        if (node.isGroup()) continue;
        for (int d : grid_.candidates(node.firstCell)) {
            if (d == node.digit) continue;
            const int other = candidateIndex_[static_cast<std::size_t>(node.firstCell * 9 + d - 1)];
            if (other >= 0) weak_[static_cast<std::size_t>(n)].push_back(other);
        }
    }
}

bool ChainGraph::isWeak(int a, int b) const
{
    const auto& list = weak_[static_cast<std::size_t>(a)];
    return std::find(list.begin(), list.end(), b) != list.end();
}

bool ChainGraph::isStrong(int a, int b) const
{
    const auto& list = strong_[static_cast<std::size_t>(a)];
    return std::find(list.begin(), list.end(), b) != list.end();
}

std::array<CellSet, 9> ChainGraph::weakTargets(int index) const
{
    const ChainNode& node = nodes_[static_cast<std::size_t>(index)];
    std::array<CellSet, 9> out{};
    out[static_cast<std::size_t>(node.digit - 1)] = grid_.cellsWith(node.digit) & seenByAll_[static_cast<std::size_t>(index)];
    if (!node.isGroup()) {
        for (int d : grid_.candidates(node.firstCell))
            if (d != node.digit) out[static_cast<std::size_t>(d - 1)].insert(node.firstCell);
    }
    return out;
}

} // namespace nonet
