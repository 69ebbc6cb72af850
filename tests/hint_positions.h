#pragma once
// Positions whose next logical step is known, for the hint tests. The puzzles were made by
// Nonet's own generator (core/generator, Rotate180, the seed and level noted) and are
// replayed here with the grader: the position just before the grader's first step of a
// technique is that of a game whose entries and notes are exactly the grader's.

#include "core/game/game_state.h"
#include "core/grader/grader.h"
#include "core/logic/candidate_grid.h"
#include "core/solver/solve.h"
#include "tests/fixtures.h"

#include <QtGlobal>

#include <optional>
#include <string_view>
#include <vector>

namespace nonet::test {

// Locked candidates (pointing) at step 19; generator seed 1, Medium.
inline constexpr std::string_view kPointingPuzzle =
    "..68...72..7.....9..49.3....2...8.3...3...9...9.3...5....7.46..6.....2..54...61..";
// Claiming (step 13), X-Wing (step 15), naked pair (step 16); seed 1, Very tough.
inline constexpr std::string_view kWingPuzzle =
    ".4...3...9..2...6..2...59.1..6.....3.3.416.5.4.....8..3.56...2..6...2..5...3...9.";
// XY-Chain at step 19; seed 1, Extreme.
inline constexpr std::string_view kChainPuzzle =
    "..5..8964...4....18.....7....4.3...5.2..1..9.7...5.4....9.....32....6...1685..2..";

inline GamePuzzle puzzleOf(std::string_view text)
{
    GamePuzzle puzzle;
    puzzle.givens = gridOf(text);
    puzzle.solution = *solve(puzzle.givens.toClassic()).solution;
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
    known.grid = CandidateGrid::fromGrid(known.puzzle.givens.toClassic());
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
