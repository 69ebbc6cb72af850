#pragma once
// Killer puzzles at each of the six levels, from a random full grid:
//
//   1. cages: the grid cut into connected pieces of two or three cells with different
//      values (a cell left alone where no neighbour fits), each with the sum of its values
//   2. one solution: while the cages allow another grid, a cell where the two grids
//      differ leaves its cage for a cage of its own (the solver finds the other grid)
//   3. harder: neighbouring cages with different values merged, at random: into cages of
//      up to 4 cells (5 for Very easy to Medium) while the puzzle stays unique; then, from
//      Tough up, into cages of up to 6 cells (7 from Very tough up) while the level's
//      techniques solve it without a guess (so it never gets harder than asked), until
//      the level's own techniques are needed; and where the merges leave it easier than
//      asked, cells moved one at a time into a neighbouring cage on the same terms (a
//      merge changes the puzzle by a whole sum, often from Tough straight past the level;
//      a moved cell changes two sums a little)
//   4. Very easy to Medium only: givens (in pairs that mirror each other through the centre)
//      added until the level's techniques solve the puzzle, then each one taken out again
//      where they still do
//   5. accepted only when the grader rates it exactly the level, without a guess; from
//      Tough up it has no givens at all
//
// Deterministic for a given generator state, reentrant (all state is local), and the stop
// token is checked between merges and moves and inside grading.

#include "core/generator/shape_generator.h"

namespace nonet {

// One try; nothing when rejected (wrong level, a search that took too long) or stopped.
std::optional<GeneratedShapePuzzle> generateKillerOnce(Level level, std::mt19937_64& rng, std::stop_token stop = {});

} // namespace nonet
