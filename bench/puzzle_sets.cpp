#include "bench/puzzle_sets.h"

#include "core/notation/parser.h"
#include "core/solver/solve.h"

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>

namespace nonet::bench {
namespace {

// Random-order backtracking fill of an empty grid: a uniformly shuffled full grid.
bool fill(Grid& grid, int cell, std::mt19937& rng)
{
    if (cell == kCellCount) return true;
    std::array<int, 9> digits{};
    std::iota(digits.begin(), digits.end(), 1);
    std::shuffle(digits.begin(), digits.end(), rng);
    for (const int d : digits) {
        if (!grid.isAllowed(rowOf(cell), columnOf(cell), d)) continue;
        grid.setAt(cell, d);
        if (fill(grid, cell + 1, rng)) return true;
    }
    grid.setAt(cell, 0);
    return false;
}

} // namespace

std::optional<PuzzleSet> loadPuzzleFile(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in) return std::nullopt;
    PuzzleSet set;
    set.name = file.filename().string();
    std::string line;
    while (std::getline(in, line)) {
        const ParseResult parsed = parsePuzzleLine(line);
        if (parsed)
            set.puzzles.push_back(parsed.puzzle().givens);
        else
            ++set.skippedLines;
    }
    return set;
}

std::optional<std::filesystem::path> findDataDirectory()
{
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    for (const fs::path& base : {fs::path(NONET_SOURCE_DIR), fs::current_path()}) {
        candidates.push_back(base / ".." / "shared" / "data");
        candidates.push_back(base / ".." / ".." / "shared" / "data");
    }
    for (const auto& dir : candidates) {
        std::error_code ec;
        for (const char* name : kStandardSets)
            if (fs::is_regular_file(dir / name, ec)) return fs::weakly_canonical(dir, ec);
    }
    return std::nullopt;
}

PuzzleSet generatedSet(int count, unsigned seed)
{
    PuzzleSet set;
    set.name = "generated";
    std::mt19937 rng(seed);
    std::array<int, kCellCount> order{};
    std::iota(order.begin(), order.end(), 0);
    for (int i = 0; i < count; ++i) {
        Grid grid;
        fill(grid, 0, rng);
        std::shuffle(order.begin(), order.end(), rng);
        for (const int cell : order) {
            const int value = grid.at(cell);
            grid.setAt(cell, 0);
            if (!hasUniqueSolution(grid)) grid.setAt(cell, value);
        }
        set.puzzles.push_back(grid);
    }
    return set;
}

} // namespace nonet::bench
