#pragma once
// The graph of inferences the chain techniques search: nodes are candidates (a digit in a
// cell) or, for grouped chains, groups (a digit in 2 or more cells where a box-like house
// meets a row or column: 2-3 cells in the classic grid);
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

template <class Cells>
struct ChainNode {
    Cells cells;
    int digit = 0;
    int firstCell = 0; // lowest cell, for ordering and printing
    bool isGroup() const { return cells.count() > 1; }
};

// One graph type per candidate grid (classic and runtime shape), one implementation.
template <class G>
class ChainGraph {
public:
    using Cells = typename G::Cells;
    using Node = ChainNode<Cells>;
    using Targets = std::array<Cells, G::kMaxSide>;

    // For ChainKind::XChain pass the digit; other kinds use every digit.
    ChainGraph(const G& grid, ChainKind kind, int xDigit = 0);

    int size() const { return static_cast<int>(nodes_.size()); }
    const Node& node(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
    const std::vector<int>& strongLinks(int index) const { return strong_[static_cast<std::size_t>(index)]; }
    const std::vector<int>& weakLinks(int index) const { return weak_[static_cast<std::size_t>(index)]; }
    bool isWeak(int a, int b) const;
    bool isStrong(int a, int b) const;

    // Candidates (per digit, bit d-1 ... as cell sets) that cannot be true when the node is:
    // the other digits of a single cell, and the digit in every cell that sees all of the
    // node's cells. Computed on the whole grid, not only on the graph's nodes.
    Targets weakTargets(int index) const;

private:
    int candidateIndex(int cell, int digit) const { return candidateIndex_[static_cast<std::size_t>(cell * G::kMaxSide + digit - 1)]; }
    void addNode(Cells cells, int digit);
    void addGroups();
    void addStrong(int a, int b);
    void buildWeak(ChainKind kind);
    void buildStrong(ChainKind kind);

    const G& grid_;
    std::vector<Node> nodes_;
    std::vector<std::vector<int>> strong_;
    std::vector<std::vector<int>> weak_;
    std::vector<Cells> seenByAll_; // cells that see every cell of the node
    std::array<std::int16_t, G::kMaxCells * G::kMaxSide> candidateIndex_{}; // (cell*maxSide + digit-1) -> node, -1: none
};

extern template class ChainGraph<CandidateGrid>;
extern template class ChainGraph<ShapeCandidateGrid>;

} // namespace nonet
