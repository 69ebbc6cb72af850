#include "core/solver/killer_solver.h"

#include "core/bit_count.h"
#include "core/geometry.h"
#include "core/shape/cage_combinations.h"

#include <algorithm>
#include <array>
#include <vector>
#include <bit>
#include <cstdint>

namespace nonet {

namespace {

constexpr int kCells = 81;
constexpr std::uint16_t kAll = 0x1FF;
constexpr std::uint8_t kNoCage = 0xFF;

// What does not change during a search: the sum groups and each cell's peers (its 20
// classic peers and its cage mates). A sum group is cells holding different values that
// add up to a known sum: each cage, and each house's innies (the cells of a row, column or
// box outside the cages lying whole in it, which add up to 45 less those cages' sums).
struct Model {
    static constexpr int kMaxGroups = kCells + kHouseCount;
    struct Group {
        std::array<std::uint8_t, 9> cells{};
        int size = 0;
        int sum = 0;
    };
    std::array<Group, kMaxGroups> groups{};
    int groupCount = 0;
    std::array<std::uint8_t, kCells> cageOf{};
    std::array<std::array<std::uint8_t, 4>, kCells> groupsOf{}; // its cage, then up to three innie groups
    std::array<std::uint8_t, kCells> groupCount_{};
    std::array<std::array<std::uint8_t, 28>, kCells> peers{};
    std::array<std::uint8_t, kCells> peerCount{};

    explicit Model(const Shape& shape)
    {
        cageOf.fill(kNoCage);
        for (int c = 0; c < shape.cageCount(); ++c) {
            const Cage& cage = shape.cage(c);
            for (const std::uint8_t cell : cage.cells) cageOf[cell] = static_cast<std::uint8_t>(c);
            addGroup(cage.cells, cage.sum);
        }
        if (shape.hasCages()) {
            for (int house = 0; house < kHouseCount; ++house) {
                std::vector<std::uint8_t> innies;
                int sum = 45;
                std::array<bool, kCells> counted{};
                for (const std::uint8_t cell : houseCells(house)) {
                    const int c = cageOf[cell];
                    if ((shape.cageSet(c) - shape.houseSet(house)).empty()) {
                        if (!counted[static_cast<std::size_t>(c)]) sum -= shape.cage(c).sum;
                        counted[static_cast<std::size_t>(c)] = true;
                    } else {
                        innies.push_back(cell);
                    }
                }
                if (!innies.empty() && innies.size() < 9) addGroup(innies, sum);
            }
        }
        for (int cell = 0; cell < kCells; ++cell) {
            auto& list = peers[static_cast<std::size_t>(cell)];
            int n = 0;
            for (const std::uint8_t peer : peersOf(cell)) list[static_cast<std::size_t>(n++)] = peer;
            const std::uint8_t cage = cageOf[static_cast<std::size_t>(cell)];
            if (cage != kNoCage) {
                const Group& own = groups[cage];
                for (int i = 0; i < own.size; ++i) {
                    const int mate = own.cells[static_cast<std::size_t>(i)];
                    if (mate != cell && !arePeers(cell, mate)) list[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(mate);
                }
            }
            peerCount[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(n);
        }
    }

private:
    template <class Cells>
    void addGroup(const Cells& cells, int sum)
    {
        Group& group = groups[static_cast<std::size_t>(groupCount)];
        group.sum = sum;
        for (const std::uint8_t cell : cells) {
            group.cells[static_cast<std::size_t>(group.size++)] = cell;
            groupsOf[cell][groupCount_[cell]++] = static_cast<std::uint8_t>(groupCount);
        }
        ++groupCount;
    }
};

struct State {
    std::array<std::uint16_t, kCells> candidates{}; // a placed cell keeps its own bit
    std::array<std::uint8_t, kCells> values{};
    std::array<std::int8_t, Model::kMaxGroups> sumLeft{};  // per group
    std::array<std::int8_t, Model::kMaxGroups> cellsLeft{}; // per group
    // Groups with a cell changed since their combinations were last looked at: the others
    // would teach nothing new, and looking at every group every round took most of a node.
    std::array<std::uint64_t, (Model::kMaxGroups + 63) / 64> changed{};
    int open = kCells;

    void touch(int group) { changed[static_cast<std::size_t>(group) / 64] |= std::uint64_t{1} << (group % 64); }
    bool takeChanged(int group)
    {
        std::uint64_t& word = changed[static_cast<std::size_t>(group) / 64];
        const std::uint64_t bit = std::uint64_t{1} << (group % 64);
        const bool was = (word & bit) != 0;
        word &= ~bit;
        return was;
    }
};

class Search {
public:
    Search(const Shape& shape, int limit, long nodeLimit) : model_(shape), limit_(limit), nodeLimit_(nodeLimit) {}

    bool start(const ShapeGrid& puzzle, State& state) const
    {
        state.candidates.fill(kAll);
        for (int g = 0; g < model_.groupCount; ++g) {
            state.sumLeft[static_cast<std::size_t>(g)] = static_cast<std::int8_t>(model_.groups[static_cast<std::size_t>(g)].sum);
            state.cellsLeft[static_cast<std::size_t>(g)] = static_cast<std::int8_t>(model_.groups[static_cast<std::size_t>(g)].size);
            state.touch(g);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            const int v = puzzle.at(cell);
            if (v == 0) continue;
            if (v > 9 || (state.candidates[static_cast<std::size_t>(cell)] & bit(v)) == 0 || !place(state, cell, v)) return false;
        }
        return true;
    }

    void run(State& state)
    {
        if (count_ >= limit_ || gaveUp()) return;
        ++nodes_;
        if (!propagate(state)) return;
        if (state.open == 0) {
            if (count_ == 0) first_ = state.values;
            if (count_ == 1) second_ = state.values;
            ++count_;
            return;
        }
        int best = -1;
        int bestCount = 99;
        for (int cell = 0; cell < kCells; ++cell) {
            if (state.values[static_cast<std::size_t>(cell)] != 0) continue;
            const int n = bitCount(state.candidates[static_cast<std::size_t>(cell)]);
            if (n < bestCount) {
                best = cell;
                bestCount = n;
                if (n == 2) break;
            }
        }
        std::uint16_t rest = state.candidates[static_cast<std::size_t>(best)];
        while (rest != 0 && count_ < limit_ && !gaveUp()) {
            const int v = std::countr_zero(rest) + 1;
            rest = static_cast<std::uint16_t>(rest & (rest - 1));
            State next = state;
            if (place(next, best, v)) run(next);
        }
    }

    int count() const { return count_; }
    bool gaveUp() const { return nodeLimit_ > 0 && nodes_ > nodeLimit_; }
    const std::array<std::uint8_t, kCells>& first() const { return first_; }
    const std::array<std::uint8_t, kCells>& second() const { return second_; }

private:
    static constexpr std::uint16_t bit(int v) { return static_cast<std::uint16_t>(1u << (v - 1)); }

    bool place(State& state, int cell, int v) const
    {
        const std::uint16_t b = bit(v);
        state.values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(v);
        state.candidates[static_cast<std::size_t>(cell)] = b;
        --state.open;
        const auto& list = model_.peers[static_cast<std::size_t>(cell)];
        for (int i = 0; i < model_.peerCount[static_cast<std::size_t>(cell)]; ++i) {
            const int peer = list[static_cast<std::size_t>(i)];
            std::uint16_t& c = state.candidates[static_cast<std::size_t>(peer)];
            if ((c & b) == 0) continue;
            if (state.values[static_cast<std::size_t>(peer)] != 0) return false; // a peer holds v
            c = static_cast<std::uint16_t>(c & ~b);
            if (c == 0) return false;
            touchGroupsOf(state, peer);
        }
        for (int i = 0; i < model_.groupCount_[static_cast<std::size_t>(cell)]; ++i) {
            const std::uint8_t group = model_.groupsOf[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)];
            state.touch(group);
            std::int8_t& sum = state.sumLeft[group];
            std::int8_t& left = state.cellsLeft[group];
            sum = static_cast<std::int8_t>(sum - v);
            --left;
            if (sum < 0 || (left == 0 && sum != 0)) return false;
        }
        return true;
    }

    void touchGroupsOf(State& state, int cell) const
    {
        for (int i = 0; i < model_.groupCount_[static_cast<std::size_t>(cell)]; ++i)
            state.touch(model_.groupsOf[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)]);
    }

    // Singles and cage combinations until nothing changes; false on a contradiction.
    bool propagate(State& state) const
    {
        for (;;) {
            bool placed = false;
            for (int cell = 0; cell < kCells; ++cell) {
                if (state.values[static_cast<std::size_t>(cell)] != 0) continue;
                const std::uint16_t c = state.candidates[static_cast<std::size_t>(cell)];
                if (c == 0) return false;
                if ((c & (c - 1)) != 0) continue;
                if (!place(state, cell, std::countr_zero(c) + 1)) return false;
                placed = true;
            }
            if (placed) continue;
            int hidden = hiddenSingles(state);
            if (hidden < 0) return false;
            if (hidden > 0) continue;
            const int narrowed = cageCombinations(state);
            if (narrowed < 0) return false;
            if (narrowed == 0) return true;
        }
    }

    // -1: a contradiction; otherwise how many placements were made.
    int hiddenSingles(State& state) const
    {
        int placed = 0;
        for (int house = 0; house < kHouseCount; ++house) {
            std::uint16_t once = 0;
            std::uint16_t twice = 0;
            std::uint16_t fixed = 0;
            for (const std::uint8_t cell : houseCells(house)) {
                const std::uint16_t c = state.candidates[cell];
                if (state.values[cell] != 0) {
                    fixed = static_cast<std::uint16_t>(fixed | c);
                    continue;
                }
                twice = static_cast<std::uint16_t>(twice | (once & c));
                once = static_cast<std::uint16_t>(once | c);
            }
            if ((once | fixed) != kAll) return -1;
            std::uint16_t single = static_cast<std::uint16_t>(once & ~twice & ~fixed);
            while (single != 0) {
                const int v = std::countr_zero(single) + 1;
                single = static_cast<std::uint16_t>(single & (single - 1));
                for (const std::uint8_t cell : houseCells(house)) {
                    if (state.values[cell] != 0 || (state.candidates[cell] & bit(v)) == 0) continue;
                    if (!place(state, cell, v)) return -1;
                    ++placed;
                    break;
                }
            }
        }
        return placed;
    }

    // -1: a contradiction; otherwise how many cells lost candidates or were placed.
    int cageCombinations(State& state) const
    {
        int changed = 0;
        for (int group = 0; group < model_.groupCount; ++group) {
            if (!state.takeChanged(group)) continue;
            const int left = state.cellsLeft[static_cast<std::size_t>(group)];
            if (left == 0) continue;
            const auto& own = model_.groups[static_cast<std::size_t>(group)];
            std::array<std::uint8_t, 9> open{};
            int openCount = 0;
            std::uint16_t allowed = 0;
            for (int i = 0; i < own.size; ++i) {
                const std::uint8_t cell = own.cells[static_cast<std::size_t>(i)];
                if (state.values[cell] != 0) continue;
                open[static_cast<std::size_t>(openCount++)] = cell;
                allowed = static_cast<std::uint16_t>(allowed | state.candidates[cell]);
            }
            std::uint16_t any = 0;
            std::uint16_t every = kAll;
            for (const std::uint16_t combination : nonet::cageCombinations(left, state.sumLeft[static_cast<std::size_t>(group)])) {
                if ((combination & ~allowed) != 0) continue;
                bool fits = true;
                for (int i = 0; i < openCount && fits; ++i) fits = (state.candidates[open[static_cast<std::size_t>(i)]] & combination) != 0;
                if (!fits) continue;
                any = static_cast<std::uint16_t>(any | combination);
                every = static_cast<std::uint16_t>(every & combination);
            }
            if (any == 0) return -1;
            for (int i = 0; i < openCount; ++i) {
                std::uint16_t& c = state.candidates[open[static_cast<std::size_t>(i)]];
                const std::uint16_t narrowed = static_cast<std::uint16_t>(c & any);
                if (narrowed == c) continue;
                if (narrowed == 0) return -1;
                c = narrowed;
                touchGroupsOf(state, open[static_cast<std::size_t>(i)]);
                ++changed;
            }
            // Values every combination holds: one place left in the cage, or all places in
            // one house.
            std::uint16_t needed = every;
            while (needed != 0) {
                const int v = std::countr_zero(needed) + 1;
                needed = static_cast<std::uint16_t>(needed & (needed - 1));
                int where = -1;
                int places = 0;
                int rows = 0;
                int columns = 0;
                int boxes = 0;
                for (int i = 0; i < openCount; ++i) {
                    const int cell = open[static_cast<std::size_t>(i)];
                    if (state.values[static_cast<std::size_t>(cell)] != 0 || (state.candidates[static_cast<std::size_t>(cell)] & bit(v)) == 0)
                        continue;
                    where = cell;
                    ++places;
                    rows |= 1 << rowOf(cell);
                    columns |= 1 << columnOf(cell);
                    boxes |= 1 << boxOf(cell);
                }
                if (places == 0) {
                    // Placed meanwhile in this group (a hidden single of the loop above)?
                    bool holds = false;
                    for (int i = 0; i < own.size && !holds; ++i) holds = state.values[own.cells[static_cast<std::size_t>(i)]] == v;
                    if (!holds) return -1;
                    continue;
                }
                if (places == 1) {
                    if (!place(state, where, v)) return -1;
                    ++changed;
                    continue;
                }
                for (const int house : {bitCount(static_cast<unsigned>(rows)) == 1 ? rowHouse(std::countr_zero(static_cast<unsigned>(rows))) : -1,
                                        bitCount(static_cast<unsigned>(columns)) == 1 ? columnHouse(std::countr_zero(static_cast<unsigned>(columns))) : -1,
                                        bitCount(static_cast<unsigned>(boxes)) == 1 ? boxHouse(std::countr_zero(static_cast<unsigned>(boxes))) : -1}) {
                    if (house < 0) continue;
                    for (const std::uint8_t cell : houseCells(house)) {
                        if (state.values[cell] != 0 || std::find(own.cells.begin(), own.cells.begin() + own.size, cell) != own.cells.begin() + own.size)
                            continue;
                        std::uint16_t& c = state.candidates[cell];
                        if ((c & bit(v)) == 0) continue;
                        c = static_cast<std::uint16_t>(c & ~bit(v));
                        if (c == 0) return -1;
                        touchGroupsOf(state, cell);
                        ++changed;
                    }
                }
            }
        }
        return changed;
    }

    Model model_;
    int limit_;
    long nodeLimit_;
    long nodes_ = 0;
    int count_ = 0;
    std::array<std::uint8_t, kCells> first_{};
    std::array<std::uint8_t, kCells> second_{};
};

} // namespace

ShapeSolveResult KillerSolver::solve(const ShapeGrid& puzzle, int limit) const
{
    ShapeSolveResult result;
    if (puzzle.side() != 9) return result;
    Search search(puzzle.shape(), limit, 0);
    State state;
    if (!search.start(puzzle, state)) return result;
    search.run(state);
    result.count = search.count();
    if (result.count > 0) {
        ShapeGrid solution(puzzle.shapePtr());
        for (int cell = 0; cell < kCells; ++cell) solution.setAt(cell, search.first()[static_cast<std::size_t>(cell)]);
        result.solution = solution;
    }
    return result;
}

KillerSolver::Other KillerSolver::otherSolution(const ShapeGrid& puzzle, const ShapeGrid& known, long nodeLimit)
{
    Other out;
    if (puzzle.side() != 9) return out;
    Search search(puzzle.shape(), 2, nodeLimit);
    State state;
    if (!search.start(puzzle, state)) return out;
    search.run(state);
    if (search.gaveUp() && search.count() < 2) {
        out.gaveUp = true;
        return out;
    }
    for (int n = 0; n < search.count(); ++n) {
        const auto& values = n == 0 ? search.first() : search.second();
        bool same = true;
        for (int cell = 0; cell < kCells && same; ++cell) same = values[static_cast<std::size_t>(cell)] == known.at(cell);
        if (same) continue;
        ShapeGrid other(puzzle.shapePtr());
        for (int cell = 0; cell < kCells; ++cell) other.setAt(cell, values[static_cast<std::size_t>(cell)]);
        out.solution = other;
        break;
    }
    return out;
}

int KillerSolver::count(const ShapeGrid& puzzle, int limit, long nodeLimit)
{
    if (puzzle.side() != 9) return 0;
    Search search(puzzle.shape(), limit, nodeLimit);
    State state;
    if (!search.start(puzzle, state)) return 0;
    search.run(state);
    if (search.gaveUp() && search.count() < limit) return -1;
    return search.count();
}

} // namespace nonet
