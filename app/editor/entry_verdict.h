#pragma once
// What an entered puzzle is, for the editor's live panel. Plain C++ over the engine, safe
// on any thread, stoppable:
//
//   Empty        no given yet
//   Conflicts    a digit repeats in a row, column or box (which cells)
//   Solved       all 81 cells filled, no conflict: nothing is left to solve
//   NoSolution   consistent givens that no grid completes, and a small set of them that
//                no grid completes on its own (the givens at fault: one of them is wrong),
//                keeping the ones typed last in it where it can, and else the ones a
//                picture's reading was least sure of
//   Several      more than one solution: how many (counted up to kCountLimit), and one
//                cell where a given would cut them down, with the digits that would
//   Unique       exactly one: its solution, the grader's level and score, and its rating on
//                the expert scale (the "SE" figure the game shows beside the level)
//
// quickVerdict() decides the first three at once (cheap enough for every key press);
// judgeEntry() does all, running the solver and the grader (off the GUI thread).

#include "core/cell_set.h"
#include "core/expert/expert_rating.h"
#include "core/digit_set.h"
#include "core/grader/level.h"
#include "core/grid.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace nonet::app {

struct EntryVerdict {
    enum class Kind { Empty, Conflicts, Solved, NoSolution, Several, Unique };
    static constexpr int kCountLimit = 1000;

    Kind kind = Kind::Empty;
    int givens = 0;
    CellSet conflicts;    // Conflicts: every cell whose digit repeats in one of its houses
    int solutions = 0;    // Several: found, at most kCountLimit (then "at least")
    CellSet culprits;     // NoSolution: givens without a solution even on their own, each needed
    int lastTyped = -1;   // NoSolution: the one of them typed last (-1: none of them)
    // Conflicts, NoSolution: of the clashing givens or the culprits, the one a picture's
    // reading was least sure of (-1: none of them was read from a picture).
    int leastSure = -1;
    int cell = -1;        // Several: where a given cuts the solutions down
    DigitSet digits;      // Several: the digits that do there (each keeps at least one)
    Grid solution;        // Unique
    Level level = Level::VeryEasy; // Unique: as an import would rate it
    int score = 0;        // Unique
    std::optional<ExpertRating> expert; // Unique (nothing when stopped first)
    bool cancelled = false;

    bool operator==(const EntryVerdict&) const = default;
};

// Cells whose digit repeats in their row, column or box.
CellSet conflictingCells(const Grid& givens);
// Empty, Conflicts or Solved; nothing when the solver has to say. `doubtful`: the givens
// read from a picture, the reading's least sure first (for leastSure).
std::optional<EntryVerdict> quickVerdict(const Grid& givens, const std::vector<int>& doubtful = {});
// The whole verdict. A stop request ends it early with `cancelled` set. `typed` are the
// cells changed last (the newest typing, for the culprits of NoSolution); `doubtful` as for
// quickVerdict (the culprits keep the least sure where they can, after the typed ones).
EntryVerdict judgeEntry(const Grid& givens, std::stop_token stop = {}, CellSet typed = {}, const std::vector<int>& doubtful = {});

} // namespace nonet::app
