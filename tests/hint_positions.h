#pragma once
// Positions whose next logical step is known, for the hint tests. The puzzles were made by
// Nonet's own generator (core/generator, Rotate180, the seed and level noted) and are
// replayed here with the grader: the position just before the grader's first step of a
// technique is that of a game whose entries and notes are exactly the grader's.

#include "core/game/game_state.h"
#include "core/grader/grader.h"
#include "core/logic/candidate_grid.h"
#include "core/solver/solve.h"

#include <QtGlobal>

#include <optional>
#include <string_view>
#include <vector>

namespace nonet::test {

// Locked candidates (pointing) at step 19; generator seed 1, Medium.
inline constexpr std::string_view kPointingPuzzle =
    "006800072007000009004903000020008030003000900090300050000704600600000200540006100";
// Claiming (step 13), X-Wing (step 15), naked pair (step 16); seed 1, Very tough.
inline constexpr std::string_view kWingPuzzle =
    "040003000900200060020005901006000003030416050400000800305600020060002005000300090";
// XY-Chain at step 19; seed 1, Extreme.
inline constexpr std::string_view kChainPuzzle =
    "005008964000400001800000700004030005020010090700050400009000003200006000168500200";

inline Grid gridOf(std::string_view text)
{
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, text[static_cast<std::size_t>(cell)] - '0');
    return grid;
}

inline GamePuzzle puzzleOf(std::string_view text)
{
    GamePuzzle puzzle;
    puzzle.givens = gridOf(text);
    puzzle.solution = *solve(puzzle.givens).solution;
    return puzzle;
}

// The move that turns the puzzle's start into the position: entries, then notes.
inline Move positionMove(const GamePuzzle& puzzle, const CandidateGrid& grid, bool withNotes = true)
{
    std::vector<Move> parts;
    std::vector<CellNotes> notes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (puzzle.givens.at(cell) != 0) continue;
        if (grid.value(cell) != 0)
            parts.push_back(Move::setValue(cell, grid.value(cell)));
        else if (withNotes)
            notes.push_back({cell, grid.candidates(cell)});
    }
    if (!notes.empty()) parts.push_back(Move::setNotes(std::move(notes)));
    return Move::compound(std::move(parts));
}

struct KnownPosition {
    GamePuzzle puzzle;
    CandidateGrid grid; // the grader's candidates before the step
    Step step;          // the grader's step there
};

// The position before the grader's first step with the technique.
inline std::optional<KnownPosition> positionBefore(std::string_view text, Technique technique)
{
    KnownPosition known{puzzleOf(text), {}, {}};
    const GradeResult result = grade(known.puzzle.givens);
    known.grid = CandidateGrid::fromGrid(known.puzzle.givens);
    for (const Step& step : result.steps) {
        if (step.technique == technique) {
            known.step = step;
            return known;
        }
        known.grid.apply(step);
    }
    return std::nullopt;
}

inline GameState stateAt(const KnownPosition& known, bool withNotes = true)
{
    GameState state(known.puzzle);
    const auto inverse = state.apply(positionMove(known.puzzle, known.grid, withNotes));
    Q_ASSERT(inverse.has_value());
    return state;
}

} // namespace nonet::test
