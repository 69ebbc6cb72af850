#include "core/solver/shape_dancing_links_solver.h"

#include <utility>
#include <vector>

namespace nonet {

namespace {

// Node 0 is the root, nodes 1..columns the headers, then the nodes of each candidate row
// in order; rowOf maps a node back to its candidate row. A row fills cells with values:
// one cell for a value in a cell, all of a cage's cells for a way to fill a Killer cage.
class Links {
public:
    using Placement = std::pair<int, int>; // cell, value

    explicit Links(const Shape& shape) : shape_(shape), side_(shape.side())
    {
        const int cells = shape.cellCount();
        columns_ = cells + shape.houseCount() * side_;
        const int headers = columns_ + 1;
        grow(headers);
        for (int c = 0; c < headers; ++c) {
            left_[c] = c == 0 ? columns_ : c - 1;
            right_[c] = c == columns_ ? 0 : c + 1;
            up_[c] = down_[c] = column_[c] = c;
            row_[c] = -1;
        }
        size_.assign(static_cast<std::size_t>(headers), 0);
    }

    // A candidate row; returns its number.
    int addRow(std::vector<Placement> placements)
    {
        const int row = static_cast<int>(rows_.size());
        const int first = static_cast<int>(left_.size());
        firstNode_.push_back(first);
        std::vector<int> cols;
        for (const auto& [cell, value] : placements) {
            cols.push_back(1 + cell);
            for (const int house : shape_.housesOf(cell)) cols.push_back(1 + shape_.cellCount() + house * side_ + value - 1);
        }
        const int n = static_cast<int>(cols.size());
        grow(first + n);
        for (int k = 0; k < n; ++k) {
            const int node = first + k;
            const int c = cols[static_cast<std::size_t>(k)];
            left_[node] = first + (k + n - 1) % n;
            right_[node] = first + (k + 1) % n;
            column_[node] = c;
            row_[node] = row;
            up_[node] = up_[c];
            down_[node] = c;
            down_[up_[c]] = node;
            up_[c] = node;
            ++size_[static_cast<std::size_t>(c)];
        }
        rows_.push_back(std::move(placements));
        return row;
    }

    const std::vector<Placement>& placements(int row) const { return rows_[static_cast<std::size_t>(row)]; }

    // Takes a given; false when one of its constraints is already taken.
    bool select(int row)
    {
        const int first = firstNode_[static_cast<std::size_t>(row)];
        int node = first;
        do {
            if (covered(column_[node])) return false;
            node = right_[node];
        } while (node != first);
        do {
            cover(column_[node]);
            node = right_[node];
        } while (node != first);
        return true;
    }

    void run(int limit)
    {
        if (right_[0] == 0) {
            if (count_++ == 0) firstRows_ = chosen_;
            return;
        }
        int best = right_[0];
        for (int c = right_[best]; c != 0 && size_[static_cast<std::size_t>(best)] > 1; c = right_[c])
            if (size_[static_cast<std::size_t>(c)] < size_[static_cast<std::size_t>(best)]) best = c;
        if (size_[static_cast<std::size_t>(best)] == 0) return;
        cover(best);
        for (int node = down_[best]; node != best && count_ < limit; node = down_[node]) {
            chosen_.push_back(row_[node]);
            for (int j = right_[node]; j != node; j = right_[j]) cover(column_[j]);
            run(limit);
            for (int j = left_[node]; j != node; j = left_[j]) uncover(column_[j]);
            chosen_.pop_back();
        }
        uncover(best);
    }

    int count() const { return count_; }
    const std::vector<int>& firstRows() const { return firstRows_; }

private:
    void grow(int n)
    {
        const auto size = static_cast<std::size_t>(n);
        left_.resize(size);
        right_.resize(size);
        up_.resize(size);
        down_.resize(size);
        column_.resize(size);
        row_.resize(size);
    }
    bool covered(int c) const { return right_[left_[c]] != c; }
    void cover(int c)
    {
        right_[left_[c]] = right_[c];
        left_[right_[c]] = left_[c];
        for (int i = down_[c]; i != c; i = down_[i])
            for (int j = right_[i]; j != i; j = right_[j]) {
                down_[up_[j]] = down_[j];
                up_[down_[j]] = up_[j];
                --size_[static_cast<std::size_t>(column_[j])];
            }
    }
    void uncover(int c)
    {
        for (int i = up_[c]; i != c; i = up_[i])
            for (int j = left_[i]; j != i; j = left_[j]) {
                ++size_[static_cast<std::size_t>(column_[j])];
                down_[up_[j]] = j;
                up_[down_[j]] = j;
            }
        right_[left_[c]] = c;
        left_[right_[c]] = c;
    }

    // The link arrays, indexed by node number.
    struct Nodes : std::vector<int> {
        int& operator[](int i) { return std::vector<int>::operator[](static_cast<std::size_t>(i)); }
        int operator[](int i) const { return std::vector<int>::operator[](static_cast<std::size_t>(i)); }
    };

    const Shape& shape_;
    int side_;
    int columns_ = 0;
    std::vector<std::vector<Placement>> rows_;
    Nodes left_, right_, up_, down_, column_, row_;
    std::vector<int> size_;
    std::vector<int> firstNode_;
    std::vector<int> chosen_;
    std::vector<int> firstRows_;
    int count_ = 0;
};

// Every way to fill the cage's cells (from `at` on) with different values adding up to
// `left`, agreeing with the givens: each becomes a row.
void addCageRows(Links& links, const ShapeGrid& puzzle, const Cage& cage, std::size_t at, int left, unsigned used,
                 std::vector<Links::Placement>& placements)
{
    if (at == cage.cells.size()) {
        if (left == 0) links.addRow(placements);
        return;
    }
    const int cell = cage.cells[at];
    for (int v = 1; v <= puzzle.side() && v <= left; ++v) {
        if ((used >> v) & 1u) continue;
        if (puzzle.at(cell) != 0 && puzzle.at(cell) != v) continue;
        placements.emplace_back(cell, v);
        addCageRows(links, puzzle, cage, at + 1, left - v, used | (1u << v), placements);
        placements.pop_back();
    }
}

} // namespace

ShapeSolveResult ShapeDancingLinksSolver::solve(const ShapeGrid& puzzle, int limit) const
{
    ShapeSolveResult result;
    if (limit <= 0) return result;
    const Shape& shape = puzzle.shape();
    Links links(shape);
    if (shape.hasCages()) {
        // A Killer: the rows are the ways to fill each cage, the givens already in them.
        for (const Cage& cage : shape.cages()) {
            std::vector<Links::Placement> placements;
            addCageRows(links, puzzle, cage, 0, cage.sum, 0, placements);
        }
    } else {
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            for (int v = 1; v <= puzzle.side(); ++v) links.addRow({{cell, v}});
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
            const int v = puzzle.at(cell);
            if (v == 0) continue;
            if (v > puzzle.side() || !links.select(cell * puzzle.side() + v - 1)) return result;
        }
    }
    links.run(limit);
    result.count = links.count();
    if (result.count > 0) {
        ShapeGrid solution = puzzle;
        for (const int row : links.firstRows())
            for (const auto& [cell, value] : links.placements(row)) solution.setAt(cell, value);
        result.solution = solution;
    }
    return result;
}

} // namespace nonet
