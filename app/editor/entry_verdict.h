#pragma once
// What an entered puzzle is, for the editor's live panel. Plain C++ over the engine, safe
// on any thread, stoppable:
//
//   Empty        no given yet
//   Conflicts    a digit repeats in a row, column or box (which cells)
//   Solved       all 81 cells filled, no conflict: nothing is left to solve
//   NoSolution   consistent givens that no grid completes
//   Several      more than one solution: how many (counted up to kCountLimit), and one
//                cell where a given would cut them down, with the digits that would
//   Unique       exactly one: its solution, and the grader's level and score
//
// quickVerdict() decides the first three at once (cheap enough for every key press);
// judgeEntry() does all, running the solver and the grader (off the GUI thread).

#include "core/cell_set.h"
#include "core/digit_set.h"
#include "core/grader/level.h"
#include "core/grid.h"

#include <optional>
#include <stop_token>

namespace nonet::app {

struct EntryVerdict {
    enum class Kind { Empty, Conflicts, Solved, NoSolution, Several, Unique };
    static constexpr int kCountLimit = 1000;

    Kind kind = Kind::Empty;
    int givens = 0;
    CellSet conflicts;    // Conflicts: every cell whose digit repeats in one of its houses
    int solutions = 0;    // Several: found, at most kCountLimit (then "at least")
    int cell = -1;        // Several: where a given cuts the solutions down
    DigitSet digits;      // Several: the digits that do there (each keeps at least one)
    Grid solution;        // Unique
    Level level = Level::VeryEasy; // Unique: as an import would rate it
    int score = 0;        // Unique
    bool cancelled = false;

    bool operator==(const EntryVerdict&) const = default;
};

// Cells whose digit repeats in their row, column or box.
CellSet conflictingCells(const Grid& givens);
// Empty, Conflicts or Solved; nothing when the solver has to say.
std::optional<EntryVerdict> quickVerdict(const Grid& givens);
// The whole verdict. A stop request ends it early with `cancelled` set.
EntryVerdict judgeEntry(const Grid& givens, std::stop_token stop = {});

} // namespace nonet::app
