#pragma once
// The puzzle sets a benchmark runs on: files named on the command line, else the shared
// benchmark sets found in a data directory, else a set generated here.
//
// Data directory: --data-dir DIR when given; otherwise the first of these that holds
// any of the standard sets:
//   <source tree>/../shared/data   <source tree>/../../shared/data
//   ./../shared/data               ./../../shared/data              (from the cwd)
// The source tree's path is compiled in (NONET_SOURCE_DIR).

#include "core/grid.h"

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace nonet::bench {

struct PuzzleSet {
    std::string name; // the file's name, or "generated"
    std::vector<Grid> puzzles;
    int skippedLines = 0; // lines that did not parse as a puzzle
};

// The standard sets, in the order they are benchmarked.
inline constexpr std::array<const char*, 4> kStandardSets{
    "17_clue.txt", "top1465.txt", "hardest_11plus_10k.txt", "hardest_1106.txt"};

// Reads one puzzle per line; nothing when the file cannot be read.
std::optional<PuzzleSet> loadPuzzleFile(const std::filesystem::path& file);

// The directory with the standard sets, or nothing when none is found.
std::optional<std::filesystem::path> findDataDirectory();

// `count` unique puzzles from seeded random grids, clues removed while the solution
// stays unique: a stand-in when the shared sets are absent (a fresh clone).
PuzzleSet generatedSet(int count, unsigned seed);

} // namespace nonet::bench
