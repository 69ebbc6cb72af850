#include "core/daily/daily_generator_v1.h"

#include "core/daily/daily_random.h"
#include "core/geometry.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <array>
#include <bit>
#include <vector>

namespace nonet::daily_v1 {

namespace {

// Step 1. Its own backtracking fill (not core/generator's), so that the general generator
// can change without moving a daily puzzle.
class Filler {
public:
    explicit Filler(DailyRandom& random) : random_(random) {}

    Grid fill()
    {
        fillFrom();
        Grid grid;
        for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, values_[index(cell)]);
        return grid;
    }

private:
    static std::size_t index(int i) { return static_cast<std::size_t>(i); }

    unsigned allowed(int cell) const
    {
        return 0x1FFu & ~(rows_[index(rowOf(cell))] | columns_[index(columnOf(cell))] | boxes_[index(boxOf(cell))]);
    }

    void put(int cell, int digit)
    {
        const unsigned bit = 1u << (digit - 1);
        values_[index(cell)] = digit;
        rows_[index(rowOf(cell))] |= bit;
        columns_[index(columnOf(cell))] |= bit;
        boxes_[index(boxOf(cell))] |= bit;
    }

    void take(int cell, int digit)
    {
        const unsigned bit = ~(1u << (digit - 1));
        values_[index(cell)] = 0;
        rows_[index(rowOf(cell))] &= bit;
        columns_[index(columnOf(cell))] &= bit;
        boxes_[index(boxOf(cell))] &= bit;
    }

    bool fillFrom()
    {
        int best = -1;
        int bestCount = 10;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (values_[index(cell)] != 0) continue;
            const int count = std::popcount(allowed(cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        if (best < 0) return true;
        std::array<int, 9> digits{};
        int n = 0;
        for (unsigned m = allowed(best); m != 0; m &= m - 1) digits[index(n++)] = std::countr_zero(m) + 1;
        for (int i = n - 1; i > 0; --i) std::swap(digits[index(i)], digits[index(random_.below(i + 1))]);
        for (int i = 0; i < n; ++i) {
            put(best, digits[index(i)]);
            if (fillFrom()) return true;
            take(best, digits[index(i)]);
        }
        return false;
    }

    DailyRandom& random_;
    std::array<int, kCellCount> values_{};
    std::array<unsigned, 9> rows_{};
    std::array<unsigned, 9> columns_{};
    std::array<unsigned, 9> boxes_{};
};

// Step 2: {0, 80}, {1, 79}, ..., {39, 41}, {40}, then shuffled.
std::vector<std::vector<int>> shuffledOrbits(DailyRandom& random)
{
    std::vector<std::vector<int>> orbits;
    for (int cell = 0; cell < kCellCount / 2; ++cell) orbits.push_back({cell, kCellCount - 1 - cell});
    orbits.push_back({kCellCount / 2});
    for (std::size_t i = orbits.size() - 1; i > 0; --i)
        std::swap(orbits[i], orbits[static_cast<std::size_t>(random.below(static_cast<int>(i) + 1))]);
    return orbits;
}

GradeOptions levelOptions(Level level, UniquenessPolicy uniqueness)
{
    GradeOptions options;
    options.maxLevel = level;
    options.uniqueness = uniqueness;
    options.keepSteps = false;
    return options;
}

// Steps 1 to 5 once; nothing when the try is rejected or stopped.
std::optional<GeneratedPuzzle> attempt(Level level, DailyRandom& random, std::stop_token stop)
{
    const Grid solution = Filler(random).fill();
    Grid puzzle = solution;
    const bool steerByLogic = level <= Level::Easy;
    const GradeOptions logicOnly = levelOptions(level, UniquenessPolicy::Never);
    std::vector<std::vector<int>> removed;
    for (std::vector<int>& orbit : shuffledOrbits(random)) {
        if (stop.stop_requested()) return std::nullopt;
        for (int cell : orbit) puzzle.setAt(cell, 0);
        const bool keep = steerByLogic ? grade(puzzle, logicOnly, stop).solved : countSolutions(puzzle, 2) == 1;
        if (keep)
            removed.push_back(std::move(orbit));
        else
            for (int cell : orbit) puzzle.setAt(cell, solution.at(cell));
    }
    const GradeOptions options = levelOptions(level, UniquenessPolicy::AssumeUnique);
    GradeResult result = grade(puzzle, options, stop);
    while (!result.solved && !result.cancelled && !removed.empty()) {
        for (int cell : removed.back()) puzzle.setAt(cell, solution.at(cell));
        removed.pop_back();
        result = grade(puzzle, options, stop);
    }
    if (!result.solved || result.level != level) return std::nullopt;
    return GeneratedPuzzle{puzzle, solution, result.level, result.score, result.hardest};
}

} // namespace

std::optional<GeneratedPuzzle> generate(Level level, std::uint64_t seed, std::stop_token stop)
{
    DailyRandom random(seed);
    while (!stop.stop_requested())
        if (auto puzzle = attempt(level, random, stop)) return puzzle;
    return std::nullopt;
}

} // namespace nonet::daily_v1
