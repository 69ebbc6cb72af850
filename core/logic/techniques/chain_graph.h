#pragma once
// The graph of inferences the chain techniques search: nodes are candidates (a digit in a
// cell) or, for grouped chains, groups (a digit in 2-3 cells of one box/line intersection);
// links are strong ("not both false") or weak ("not both true").
//
//   strong:  a bivalue cell's two digits;  a digit with exactly two places (or two
//            disjoint groups covering its places) in a house
//   weak:    two digits of one cell;  one digit in two disjoint nodes that see each other
//
// Every strong link between nodes that share a house or a cell is also weak, and the weak
// adjacency lists it as such, so a search may use it either way.

#include "core/cell_set.h"
#include "core/logic/candidate_grid.h"

#include <array>
#include <cstdint>
#include <vector>

namespace nonet {

enum class ChainKind : std::uint8_t {
    XChain,     // one digit, strong links from houses only
    XYChain,    // bivalue cells only, strong links inside the cells
    Aic,        // every candidate, every link
    GroupedAic, // every candidate and every box/line group, every link
};

struct ChainNode {
    CellSet cells;
    int digit = 0;
    int firstCell = 0; // lowest cell, for ordering and printing
    bool isGroup() const { return cells.count() > 1; }
};

class ChainGraph {
public:
    // For ChainKind::XChain pass the digit; other kinds use every digit.
    ChainGraph(const CandidateGrid& grid, ChainKind kind, int xDigit = 0);

    int size() const { return static_cast<int>(nodes_.size()); }
    const ChainNode& node(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
    const std::vector<int>& strongLinks(int index) const { return strong_[static_cast<std::size_t>(index)]; }
    const std::vector<int>& weakLinks(int index) const { return weak_[static_cast<std::size_t>(index)]; }
    bool isWeak(int a, int b) const;
    bool isStrong(int a, int b) const;

    // Candidates (per digit, bit d-1 ... as cell sets) that cannot be true when the node is:
    // the other digits of a single cell, and the digit in every cell that sees all of the
    // node's cells. Computed on the whole grid, not only on the graph's nodes.
    std::array<CellSet, 9> weakTargets(int index) const;

private:
    void addNode(CellSet cells, int digit);
    void addStrong(int a, int b);
    void buildWeak(ChainKind kind);
    void buildStrong(ChainKind kind);

    const CandidateGrid& grid_;
    std::vector<ChainNode> nodes_;
    std::vector<std::vector<int>> strong_;
    std::vector<std::vector<int>> weak_;
    std::vector<CellSet> seenByAll_;         // cells that see every cell of the node
    std::array<std::int16_t, 729> candidateIndex_{}; // (cell*9 + digit-1) -> node, -1: none
};

} // namespace nonet
