#pragma once
// What the combination helper beside a Killer board lists for one cage where the game
// stands: every combination of the cage's size and sum (core/shape/cage_combinations.h),
// each with whether the board still lets it fill the cage (core/shape/cage_fit.h). A cell
// of the cage takes only what the board leaves it: no value of its rows, columns, boxes or
// extra houses (GameState::candidates), and none locked elsewhere in one of its houses:
//
//   another cage lying wholly in the house, when every combination that still fits that
//   cage holds the value (a cage of 3 in two cells is 1 + 2: no other cell of its box
//   takes a 1 or a 2);
//   k empty cells of the house outside the cage whose candidates together are k values (a
//   naked single, pair, triple or quad: those values go there).
//
// That is what a player reads off the board beside the helper, not what a solver finds:
// the combination the solution uses always stays in (tests/test_killer.cpp).

#include "core/digit_set.h"
#include "core/game/game_state.h"

#include <vector>

namespace nonet {

struct CageChoice {
    DigitSet values;
    bool fits = true; // false: the board rules it out
    bool operator==(const CageChoice&) const = default;
};

// Ascending by mask, as cageCombinations; empty for a cell-less or out-of-range cage.
std::vector<CageChoice> cageChoices(const GameState& state, int cage);

// The values cells of `house` outside `cage` must hold (above); `cage` -1 for none.
DigitSet lockedInHouse(const GameState& state, int house, int cage);

} // namespace nonet
