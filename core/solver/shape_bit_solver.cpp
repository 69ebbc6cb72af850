#include "core/solver/shape_bit_solver.h"

#include "core/generator/full_grid.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace nonet {

namespace {

struct State {
    std::array<std::uint16_t, Shape::kMaxCells> candidates{}; // of empty cells; 0 once placed
    std::array<std::uint8_t, Shape::kMaxCells> values{};
    int open = 0; // empty cells
};

class Search {
public:
    Search(const Shape& shape, int limit, std::mt19937_64* rng, long nodeLimit)
        : shape_(shape), limit_(limit), rng_(rng), nodeLimit_(nodeLimit),
          all_(static_cast<std::uint16_t>((1u << shape.side()) - 1u))
    {
    }

    // The givens placed; false when they break the rules.
    bool start(const ShapeGrid& puzzle, State& state) const
    {
        const int cells = shape_.cellCount();
        state.open = cells;
        for (int cell = 0; cell < cells; ++cell) state.candidates[static_cast<std::size_t>(cell)] = all_;
        for (int cell = 0; cell < cells; ++cell) {
            const int v = puzzle.at(cell);
            if (v == 0) continue;
            if (v > shape_.side() || !place(state, cell, v)) return false;
        }
        return true;
    }

    void run(State& state)
    {
        if (count_ >= limit_ || exhausted()) return;
        ++nodes_;
        if (!hiddenSingles(state)) return;
        if (state.open == 0) {
            if (count_++ == 0) first_ = state.values;
            return;
        }
        int best = -1;
        int bestCount = 99;
        for (int cell = 0; cell < shape_.cellCount(); ++cell) {
            const std::uint16_t c = state.candidates[static_cast<std::size_t>(cell)];
            if (state.values[static_cast<std::size_t>(cell)] != 0) continue;
            const int n = std::popcount(c);
            if (n < bestCount) {
                best = cell;
                bestCount = n;
                if (n == 2) break;
            }
        }
        std::array<int, Shape::kMaxSide> digits{};
        int n = 0;
        for (unsigned m = state.candidates[static_cast<std::size_t>(best)]; m != 0; m &= m - 1)
            digits[static_cast<std::size_t>(n++)] = std::countr_zero(m) + 1;
        if (rng_ != nullptr)
            for (int i = n - 1; i > 0; --i)
                std::swap(digits[static_cast<std::size_t>(i)], digits[static_cast<std::size_t>(randomBelow(*rng_, i + 1))]);
        for (int i = 0; i < n && count_ < limit_ && !exhausted(); ++i) {
            State next = state;
            if (place(next, best, digits[static_cast<std::size_t>(i)])) run(next);
        }
    }

    int count() const { return count_; }
    bool exhausted() const { return nodeLimit_ > 0 && nodes_ > nodeLimit_; }
    const std::array<std::uint8_t, Shape::kMaxCells>& first() const { return first_; }

private:
    // Places the value and everything it forces by naked singles; false on a contradiction.
    bool place(State& state, int cell, int digit) const
    {
        std::array<std::uint16_t, Shape::kMaxCells * 2> pending{}; // cell << 5 | digit
        int top = 0;
        pending[static_cast<std::size_t>(top++)] = static_cast<std::uint16_t>(cell << 5 | digit);
        while (top > 0) {
            const int item = pending[static_cast<std::size_t>(--top)];
            const int c = item >> 5;
            const int d = item & 31;
            const auto bit = static_cast<std::uint16_t>(1u << (d - 1));
            if (state.values[static_cast<std::size_t>(c)] != 0) {
                if (state.values[static_cast<std::size_t>(c)] != d) return false;
                continue;
            }
            if ((state.candidates[static_cast<std::size_t>(c)] & bit) == 0) return false;
            state.values[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d);
            state.candidates[static_cast<std::size_t>(c)] = 0;
            --state.open;
            for (const int peer : shape_.peerSet(c)) {
                if (state.values[static_cast<std::size_t>(peer)] == d) return false;
                auto& cands = state.candidates[static_cast<std::size_t>(peer)];
                if ((cands & bit) == 0) continue;
                cands = static_cast<std::uint16_t>(cands & ~bit);
                if (cands == 0) return false;
                if ((cands & (cands - 1)) == 0) {
                    if (top >= static_cast<int>(pending.size())) return false; // cannot happen: each cell once
                    pending[static_cast<std::size_t>(top++)] = static_cast<std::uint16_t>(peer << 5 | (std::countr_zero(cands) + 1));
                }
            }
        }
        return true;
    }

    // Places every value that has one place left in a house, until none has; false when a
    // house has no place left for a value it lacks.
    bool hiddenSingles(State& state) const
    {
        bool changed = true;
        while (changed) {
            changed = false;
            for (int house = 0; house < shape_.houseCount(); ++house) {
                std::uint16_t once = 0;
                std::uint16_t twice = 0;
                std::uint16_t placed = 0;
                const auto cells = shape_.houseCells(house);
                for (const int cell : cells) {
                    const int v = state.values[static_cast<std::size_t>(cell)];
                    if (v != 0) {
                        placed = static_cast<std::uint16_t>(placed | (1u << (v - 1)));
                        continue;
                    }
                    const std::uint16_t c = state.candidates[static_cast<std::size_t>(cell)];
                    twice = static_cast<std::uint16_t>(twice | (once & c));
                    once = static_cast<std::uint16_t>(once | c);
                }
                if ((once | placed) != all_) return false;
                for (unsigned hidden = static_cast<unsigned>(once & ~twice); hidden != 0; hidden &= hidden - 1) {
                    const int digit = std::countr_zero(hidden) + 1;
                    for (const int cell : cells) {
                        if ((state.candidates[static_cast<std::size_t>(cell)] >> (digit - 1)) & 1u) {
                            if (!place(state, cell, digit)) return false;
                            changed = true;
                            break;
                        }
                    }
                }
            }
        }
        return true;
    }

    const Shape& shape_;
    int limit_;
    std::mt19937_64* rng_;
    long nodeLimit_;
    std::uint16_t all_;
    int count_ = 0;
    long nodes_ = 0;
    std::array<std::uint8_t, Shape::kMaxCells> first_{};
};

ShapeGrid gridOf(const ShapePtr& shape, const std::array<std::uint8_t, Shape::kMaxCells>& values)
{
    ShapeGrid grid(shape);
    for (int cell = 0; cell < shape->cellCount(); ++cell) grid.setAt(cell, values[static_cast<std::size_t>(cell)]);
    return grid;
}

} // namespace

ShapeSolveResult ShapeBitSolver::solve(const ShapeGrid& puzzle, int limit) const
{
    ShapeSolveResult result;
    if (limit <= 0) return result;
    Search search(puzzle.shape(), limit, nullptr, 0);
    State state;
    if (!search.start(puzzle, state)) return result;
    search.run(state);
    result.count = search.count();
    if (result.count > 0) result.solution = gridOf(puzzle.shapePtr(), search.first());
    return result;
}

std::optional<ShapeGrid> randomShapeSolution(const ShapePtr& shape, std::mt19937_64& rng, long nodeLimit)
{
    // A random search now and then wanders into a huge subtree without a solution (on
    // Jigsaw layouts above all); restarting with a fresh order and a doubled budget finds
    // one in a few hundred positions where it exists.
    long spent = 0;
    for (long budget = 256; spent < nodeLimit; budget *= 2) {
        budget = std::min(budget, nodeLimit - spent);
        Search search(*shape, 1, &rng, budget);
        State state;
        if (!search.start(ShapeGrid(shape), state)) return std::nullopt;
        search.run(state);
        if (search.count() > 0) return gridOf(shape, search.first());
        spent += budget;
    }
    return std::nullopt;
}

} // namespace nonet
