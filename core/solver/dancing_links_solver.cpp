#include "core/solver/dancing_links_solver.h"

#include <array>
#include <cstdint>

namespace nonet {
namespace {

// Node layout: node 0 is the root, nodes 1..324 the column headers, then four nodes per
// candidate row (cell, digit), in the order cell / row-digit / column-digit / box-digit.
//
//   root <-> col 1 <-> col 2 <-> ... <-> col 324 <-> root      (header list, left/right)
//              |
//            node      each column: a vertical ring through its header (up/down)
//              |
//            node <-> node <-> node <-> node <-> (back)        each row: a horizontal ring
constexpr int kColumns = 4 * kCellCount;    // 324
constexpr int kRows = kCellCount * kSide;   // 729
constexpr int kNodes = 1 + kColumns + 4 * kRows;
constexpr int kFirstRowNode = 1 + kColumns;

using Index = std::int16_t;

struct Links {
    std::array<Index, kNodes> left{};
    std::array<Index, kNodes> right{};
    std::array<Index, kNodes> up{};
    std::array<Index, kNodes> down{};
    std::array<Index, kNodes> column{};
    std::array<Index, kColumns + 1> size{};
};

// The four constraint columns (1-based header nodes) of candidate row cell * 9 + digit - 1.
constexpr std::array<int, 4> columnsOf(int row)
{
    const int cell = row / kSide;
    const int d = row % kSide;
    return {1 + cell,
            1 + kCellCount + kSide * rowOf(cell) + d,
            1 + 2 * kCellCount + kSide * columnOf(cell) + d,
            1 + 3 * kCellCount + kSide * boxOf(cell) + d};
}

constexpr int firstNodeOf(int row) { return kFirstRowNode + 4 * row; }

Links makeLinks()
{
    Links l;
    for (int c = 0; c <= kColumns; ++c) {
        l.left[c] = static_cast<Index>(c == 0 ? kColumns : c - 1);
        l.right[c] = static_cast<Index>(c == kColumns ? 0 : c + 1);
        l.up[c] = static_cast<Index>(c);
        l.down[c] = static_cast<Index>(c);
        l.column[c] = static_cast<Index>(c);
    }
    for (int row = 0; row < kRows; ++row) {
        const auto cols = columnsOf(row);
        const int first = firstNodeOf(row);
        for (int k = 0; k < 4; ++k) {
            const int node = first + k;
            const int c = cols[static_cast<std::size_t>(k)];
            l.left[node] = static_cast<Index>(first + (k + 3) % 4);
            l.right[node] = static_cast<Index>(first + (k + 1) % 4);
            // Append at the bottom of column c.
            l.column[node] = static_cast<Index>(c);
            l.up[node] = l.up[c];
            l.down[node] = static_cast<Index>(c);
            l.down[l.up[c]] = static_cast<Index>(node);
            l.up[c] = static_cast<Index>(node);
            ++l.size[c];
        }
    }
    return l;
}

// Built once, at first use, and copied by every search. Not a constexpr table: GCC's
// optimiser then folds the 32 KB of known contents into the search's loads, which took
// about 50 s of CPU for this one file at -O2/-O3 (under a second without).
const Links& initialLinks()
{
    static const Links links = makeLinks();
    return links;
}

class Search {
public:
    explicit Search(int limit) : links_(initialLinks()), limit_(limit) {}

    // Takes a given into the partial solution; false when one of its constraints is
    // already satisfied by an earlier given (the givens break the rules).
    bool select(int row)
    {
        const int first = firstNodeOf(row);
        for (int k = 0; k < 4; ++k)
            if (covered(links_.column[first + k])) return false;
        for (int k = 0; k < 4; ++k) cover(links_.column[first + k]);
        return true;
    }

    void run(int depth)
    {
        if (links_.right[0] == 0) {
            if (count_++ == 0) {
                firstDepth_ = depth;
                firstChosen_ = chosen_;
            }
            return;
        }
        // The column with the fewest rows left (Knuth's S heuristic).
        int best = links_.right[0];
        for (int c = links_.right[best]; c != 0 && links_.size[best] > 1; c = links_.right[c])
            if (links_.size[c] < links_.size[best]) best = c;
        if (links_.size[best] == 0) return;

        cover(best);
        for (int node = links_.down[best]; node != best; node = links_.down[node]) {
            chosen_[static_cast<std::size_t>(depth)] = static_cast<Index>(node);
            for (int j = links_.right[node]; j != node; j = links_.right[j]) cover(links_.column[j]);
            run(depth + 1);
            for (int j = links_.left[node]; j != node; j = links_.left[j]) uncover(links_.column[j]);
            if (count_ >= limit_) break;
        }
        uncover(best);
    }

    int count() const { return count_; }

    // Writes the first solution's chosen rows into `grid` (which holds the givens).
    void fill(Grid& grid) const
    {
        for (int i = 0; i < firstDepth_; ++i) {
            const int row = (firstChosen_[static_cast<std::size_t>(i)] - kFirstRowNode) / 4;
            grid.setAt(row / kSide, row % kSide + 1);
        }
    }

private:
    bool covered(int c) const { return links_.right[links_.left[c]] != c; }

    void cover(int c)
    {
        links_.right[links_.left[c]] = links_.right[c];
        links_.left[links_.right[c]] = links_.left[c];
        for (int i = links_.down[c]; i != c; i = links_.down[i]) {
            for (int j = links_.right[i]; j != i; j = links_.right[j]) {
                links_.down[links_.up[j]] = links_.down[j];
                links_.up[links_.down[j]] = links_.up[j];
                --links_.size[links_.column[j]];
            }
        }
    }

    void uncover(int c)
    {
        for (int i = links_.up[c]; i != c; i = links_.up[i]) {
            for (int j = links_.left[i]; j != i; j = links_.left[j]) {
                ++links_.size[links_.column[j]];
                links_.down[links_.up[j]] = static_cast<Index>(j);
                links_.up[links_.down[j]] = static_cast<Index>(j);
            }
        }
        links_.right[links_.left[c]] = static_cast<Index>(c);
        links_.left[links_.right[c]] = static_cast<Index>(c);
    }

    Links links_;
    int limit_;
    int count_ = 0;
    std::array<Index, kCellCount> chosen_{};
    std::array<Index, kCellCount> firstChosen_{};
    int firstDepth_ = 0;
};

} // namespace

SolveResult DancingLinksSolver::solve(const Grid& puzzle, int limit) const
{
    SolveResult result;
    if (limit <= 0) return result;
    Search search(limit);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int value = puzzle.at(cell);
        if (value == 0) continue;
        if (value > kSide || !search.select(cell * kSide + value - 1)) return result;
    }
    search.run(0);
    result.count = search.count();
    if (result.count > 0) {
        Grid solution = puzzle;
        search.fill(solution);
        result.solution = solution;
    }
    return result;
}

} // namespace nonet
