#include "core/solver/small_bitboard_solver.h"

#include "core/generator/full_grid.h"
#include "core/solver/shape_bit_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace nonet {

namespace {

constexpr int kMaxValues = 6; // the side of the largest small shape: no board to spare in the loops over them
constexpr int kMaxCells = 64;
constexpr int kMaxHouses = 3 * kMaxValues + 4;

// The shape as masks: each house's cells, each cell's peers.
struct Tables {
    int side = 0;
    int houseCount = 0;
    std::uint64_t cells = 0;
    std::array<std::uint64_t, kMaxHouses> houses{};
    std::array<std::uint64_t, kMaxCells> peers{};
};
static_assert(kMaxCells <= 64 && kMaxValues <= 8);

Tables tablesOf(const Shape& shape)
{
    Tables t;
    t.side = shape.side();
    t.houseCount = shape.houseCount();
    t.cells = shape.cellCount() == kMaxCells ? ~std::uint64_t{0} : (std::uint64_t{1} << shape.cellCount()) - 1;
    for (int house = 0; house < t.houseCount; ++house) {
        std::uint64_t mask = 0;
        for (const int cell : shape.houseCells(house)) mask |= std::uint64_t{1} << cell;
        t.houses[static_cast<std::size_t>(house)] = mask;
        for (const int cell : shape.houseCells(house)) t.peers[static_cast<std::size_t>(cell)] |= mask;
    }
    for (int cell = 0; cell < shape.cellCount(); ++cell) t.peers[static_cast<std::size_t>(cell)] &= ~(std::uint64_t{1} << cell);
    return t;
}

// Per value (0-based): the cells it may go to; a placed cell keeps its own value's bit.
using Candidates = std::array<std::uint64_t, kMaxValues>;

struct Boards {
    Candidates may{};
    std::uint64_t open = 0; // cells not placed yet
};

// Every value everywhere: what a search starts from before the givens.
Candidates everywhere(const Tables& tables)
{
    Candidates all{};
    for (int v = 0; v < tables.side; ++v) all[static_cast<std::size_t>(v)] = tables.cells;
    return all;
}

class Search {
public:
    enum class Singles { NakedAndHidden, NakedOnly };

    // rng: when set, the values of each branch are tried in random order and the search
    // gives up after nodeLimit positions, exactly as ShapeBitSolver's random search does.
    // Singles: what each position is settled with before branching. Hidden singles cost a
    // scan of every house for every value; the searches that usually end in a
    // contradiction within a few steps (hasOtherSolution) are faster without them.
    Search(const Tables& tables, int limit, std::mt19937_64* rng = nullptr, long nodeLimit = 0,
           Singles singles = Singles::NakedAndHidden)
        : t_(tables), limit_(limit), rng_(rng), nodeLimit_(nodeLimit), hidden_(singles == Singles::NakedAndHidden)
    {
    }

    // The value (0-based) into the cell, off the cell's other boards and off its peers;
    // false when the value may not go there.
    bool place(Boards& b, int cell, int value) const
    {
        const std::uint64_t bit = std::uint64_t{1} << cell;
        if ((b.may[static_cast<std::size_t>(value)] & bit) == 0) return false;
        for (std::uint64_t& may : b.may) may &= ~bit; // all kMaxValues boards: unrolled
        b.may[static_cast<std::size_t>(value)] = (b.may[static_cast<std::size_t>(value)] & ~t_.peers[static_cast<std::size_t>(cell)]) | bit;
        b.open &= ~bit;
        return true;
    }

    // before: the boards of the settled position this one was made from (for the first
    // position: every value everywhere); see settle.
    void run(Boards& b, const Candidates& before)
    {
        if (count_ >= limit_ || exhausted()) return;
        ++nodes_;
        if (!(hidden_ ? settle(b, before) : nakedSingles(b))) return;
        if (b.open == 0) {
            if (count_++ == 0) first_ = b;
            return;
        }
        const int cell = branchCell(b);
        const std::uint64_t bit = std::uint64_t{1} << cell;
        std::array<int, kMaxValues> values{};
        int n = 0;
        for (int v = 0; v < t_.side; ++v)
            if ((b.may[static_cast<std::size_t>(v)] & bit) != 0) values[static_cast<std::size_t>(n++)] = v;
        if (rng_ != nullptr)
            for (int i = n - 1; i > 0; --i)
                std::swap(values[static_cast<std::size_t>(i)], values[static_cast<std::size_t>(randomBelow(*rng_, i + 1))]);
        for (int i = 0; i < n && count_ < limit_ && !exhausted(); ++i) {
            Boards next = b;
            place(next, cell, values[static_cast<std::size_t>(i)]);
            // A branch whose naked singles break is no position of its own (ShapeBitSolver
            // does not count it either, which keeps the random search's budget the same).
            if (nakedSingles(next)) run(next, b.may);
        }
    }

    int count() const { return count_; }
    bool exhausted() const { return nodeLimit_ > 0 && nodes_ > nodeLimit_; }
    const Boards& first() const { return first_; }

    // Naked singles until none is left, or until none of the cells `until` is open; false
    // when an open cell has no candidate left. A few operations on whole boards per round.
    bool nakedSingles(Boards& b, std::uint64_t until = ~std::uint64_t{0}) const
    {
        for (;;) {
            if ((b.open & until) == 0) return true;
            std::uint64_t once = 0;
            std::uint64_t twice = 0;
            for (const std::uint64_t may : b.may) {
                twice |= once & may;
                once |= may;
            }
            if ((b.open & ~once) != 0) return false;
            const std::uint64_t singles = b.open & ~twice;
            if (singles == 0) return true;
            for (int v = 0; v < t_.side; ++v)
                for (std::uint64_t s = b.may[static_cast<std::size_t>(v)] & singles; s != 0; s &= s - 1)
                    // False when an earlier single of this round took the cell's one value
                    // off it: it has none left.
                    if (!place(b, std::countr_zero(s), v)) return false;
        }
    }

    // Naked and hidden singles until neither is left; false on a contradiction (an open
    // cell without candidates, a house without a place for a value). A value can become a
    // hidden single, or lose its last place, only in a house where it lost a place: so
    // each scan looks only at the houses where a value lost one since the scan before
    // (the first: since `before`, a settled position or the empty grid). Most scans then
    // look at few houses; the outcome is the same as scanning them all.
    bool settle(Boards& b, const Candidates& before) const
    {
        Candidates seen = before;
        for (;;) {
            if (!nakedSingles(b)) return false;
            if (b.open == 0) return true; // every value placed clear of its peers: solved
            bool moved = false;
            for (int v = 0; v < t_.side; ++v) {
                const std::uint64_t lost = seen[static_cast<std::size_t>(v)] & ~b.may[static_cast<std::size_t>(v)];
                seen[static_cast<std::size_t>(v)] = b.may[static_cast<std::size_t>(v)];
                if (lost == 0) continue;
                for (int house = 0; house < t_.houseCount; ++house) {
                    if ((t_.houses[static_cast<std::size_t>(house)] & lost) == 0) continue;
                    const std::uint64_t here = b.may[static_cast<std::size_t>(v)] & t_.houses[static_cast<std::size_t>(house)];
                    if (here == 0) return false;
                    if ((here & (here - 1)) == 0 && (here & b.open) != 0) {
                        place(b, std::countr_zero(here), v);
                        moved = true;
                    }
                }
            }
            if (!moved) return true;
        }
    }

private:
    // The first open cell (in reading order) with the fewest candidates: ShapeBitSolver's
    // choice, which the random search must repeat. After naked singles every open cell
    // has two or more, so the first with two wins when there is one.
    int branchCell(const Boards& b) const
    {
        // The candidates of every cell counted at once, in four bit planes.
        std::array<std::uint64_t, 4> plane{};
        for (const std::uint64_t may : b.may) {
            std::uint64_t carry = may;
            for (std::uint64_t& bitOfCount : plane) {
                const std::uint64_t next = bitOfCount & carry;
                bitOfCount ^= carry;
                carry = next;
            }
        }
        for (unsigned count = 2; count <= kMaxValues; ++count) {
            std::uint64_t cells = b.open;
            for (std::size_t i = 0; i < plane.size(); ++i) cells &= ((count >> i) & 1u) != 0 ? plane[i] : ~plane[i];
            if (cells != 0) return std::countr_zero(cells);
        }
        return std::countr_zero(b.open); // not reached: an open cell has two or more
    }

    const Tables& t_;
    int limit_;
    std::mt19937_64* rng_;
    long nodeLimit_;
    bool hidden_;
    int count_ = 0;
    long nodes_ = 0;
    Boards first_;
};

// A small shape is fixed by its side (rows, columns and boxes, nothing more): the tables
// of each side are built once, on first use (thread-safe), and shared after.
const Tables& tablesForSide(int side)
{
    static const Tables mini4 = tablesOf(*Shape::of(Variant::Mini4));
    static const Tables mini6 = tablesOf(*Shape::of(Variant::Mini6));
    return side == 4 ? mini4 : mini6;
}
const Tables& tablesFor(const Shape& shape) { return tablesForSide(shape.side()); }

// The givens placed: each value may go where it is given, and where neither a given nor a
// peer given of the same value is. False when the givens break the rules (a value above
// the side, a value twice in a house).
bool startBoards(const Tables& tables, const ShapeGrid& puzzle, Boards& start)
{
    // By value, 0 (empty) included, so the loop needs no branch for empty cells.
    std::array<std::uint64_t, kMaxValues + 1> byValue{};
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const int value = puzzle.at(cell);
        if (value > tables.side) return false;
        byValue[static_cast<std::size_t>(value)] |= std::uint64_t{1} << cell;
    }
    const std::uint64_t givens = tables.cells & ~byValue[0];
    for (int v = 0; v < tables.side; ++v) {
        const std::uint64_t mine = byValue[static_cast<std::size_t>(v + 1)];
        std::uint64_t seen = 0;
        for (std::uint64_t m = mine; m != 0; m &= m - 1) seen |= tables.peers[static_cast<std::size_t>(std::countr_zero(m))];
        if ((seen & mine) != 0) return false;
        start.may[static_cast<std::size_t>(v)] = (tables.cells & ~givens & ~seen) | mine;
    }
    start.open = tables.cells & ~givens;
    return true;
}

ShapeGrid gridOf(const ShapePtr& shape, const Tables& tables, const Boards& solved)
{
    ShapeGrid grid(shape);
    for (int v = 0; v < tables.side; ++v)
        for (std::uint64_t m = solved.may[static_cast<std::size_t>(v)]; m != 0; m &= m - 1) grid.setAt(std::countr_zero(m), v + 1);
    return grid;
}

} // namespace

bool SmallBitboardSolver::fits(const Shape& shape)
{
    // The boards hold 64 cells, and the tables are those of the plain 4x4 and 6x6.
    return (shape.side() == 4 || shape.side() == 6) && shape.hasRegularBoxes() && !shape.hasExtraHouses() && !shape.hasCages();
}

int SmallBitboardSolver::count(const ShapeGrid& puzzle, int limit)
{
    if (!fits(puzzle.shape())) return ShapeBitSolver().solve(puzzle, limit).count;
    if (limit <= 0) return 0;
    const Tables& tables = tablesFor(puzzle.shape());
    Search search(tables, limit);
    Boards start;
    if (!startBoards(tables, puzzle, start)) return 0;
    search.run(start, everywhere(tables));
    return search.count();
}

SmallBitboardSolver::ValueBoards SmallBitboardSolver::boardsOf(const ShapeGrid& grid)
{
    ValueBoards boards;
    boards.side = grid.side();
    for (int cell = 0; cell < grid.cellCount() && cell < kMaxCells; ++cell) {
        const int value = grid.at(cell);
        if (value >= 1 && value <= kMaxValues) boards.cellsOf[static_cast<std::size_t>(value - 1)] |= std::uint64_t{1} << cell;
    }
    return boards;
}

bool SmallBitboardSolver::hasOtherSolution(const ValueBoards& solution, std::uint64_t kept, std::uint64_t emptied)
{
    const Tables& tables = tablesForSide(solution.side);
    Search search(tables, 1, nullptr, 0, Search::Singles::NakedOnly);
    // The kept cells placed (they come from a full grid: no conflicts).
    Boards start;
    for (int v = 0; v < tables.side; ++v) {
        const std::uint64_t mine = solution.cellsOf[static_cast<std::size_t>(v)] & kept;
        std::uint64_t seen = 0;
        for (std::uint64_t m = mine; m != 0; m &= m - 1) seen |= tables.peers[static_cast<std::size_t>(std::countr_zero(m))];
        start.may[static_cast<std::size_t>(v)] = (tables.cells & ~kept & ~seen) | mine;
    }
    start.open = tables.cells & ~kept;
    // What the kept cells force holds in every solution. Most often naked singles alone
    // fill the emptied cells (as in `solution`, which is one): then every solution agrees
    // with it there, so it is the only one, whatever else is left open.
    if (!search.nakedSingles(start, emptied) || (start.open & emptied) == 0) return false;
    auto valueAt = [&](int cell) {
        int v = 0;
        while (v < tables.side && ((solution.cellsOf[static_cast<std::size_t>(v)] >> cell) & 1u) == 0) ++v;
        return v;
    };
    // Another solution differs from `solution` in some emptied cell; say first in the i-th
    // (in reading order): the emptied cells before it as in `solution`, the i-th not.
    Boards before = start; // the emptied cells so far placed as in `solution`
    for (std::uint64_t rest = emptied; rest != 0; rest &= rest - 1) {
        const int cell = std::countr_zero(rest);
        const std::uint64_t bit = std::uint64_t{1} << cell;
        const int value = valueAt(cell);
        if ((before.open & bit) != 0 || (before.may[static_cast<std::size_t>(value)] & bit) == 0) {
            Boards boards = before;
            boards.may[static_cast<std::size_t>(value)] &= ~bit;
            search.run(boards, boards.may);
            if (search.count() > 0) return true;
        }
        if (!search.place(before, cell, value)) return false; // nor is any later one
    }
    return false;
}

bool SmallBitboardSolver::solvedBySingles(const ShapeGrid& puzzle)
{
    if (!fits(puzzle.shape())) return false;
    const Tables& tables = tablesFor(puzzle.shape());
    const Search search(tables, 1);
    Boards boards;
    return startBoards(tables, puzzle, boards) && search.settle(boards, everywhere(tables)) && boards.open == 0;
}

ShapeSolveResult SmallBitboardSolver::solve(const ShapeGrid& puzzle, int limit) const
{
    if (!fits(puzzle.shape())) return ShapeBitSolver().solve(puzzle, limit);
    ShapeSolveResult result;
    if (limit <= 0) return result;
    const Tables& tables = tablesFor(puzzle.shape());
    Search search(tables, limit);
    Boards start;
    if (!startBoards(tables, puzzle, start)) return result;
    search.run(start, everywhere(tables));
    result.count = search.count();
    if (result.count > 0) result.solution = gridOf(puzzle.shapePtr(), tables, search.first());
    return result;
}

std::optional<ShapeGrid> SmallBitboardSolver::randomSolution(const ShapePtr& shape, std::mt19937_64& rng, long nodeLimit)
{
    if (!fits(*shape)) return randomShapeSolution(shape, rng, nodeLimit);
    // randomShapeSolution's restarts with doubling budgets, draw for draw.
    const Tables& tables = tablesFor(*shape);
    long spent = 0;
    for (long budget = 256; spent < nodeLimit; budget *= 2) {
        budget = std::min(budget, nodeLimit - spent);
        Search search(tables, 1, &rng, budget);
        Boards start;
        startBoards(tables, ShapeGrid(shape), start);
        search.run(start, everywhere(tables));
        if (search.count() > 0) return gridOf(shape, tables, search.first());
        spent += budget;
    }
    return std::nullopt;
}

} // namespace nonet
