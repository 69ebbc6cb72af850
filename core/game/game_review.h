#pragma once
// What the review at the end of a game shows: the figures of the game as played (from its
// record) beside the puzzle's own solution path, as the grader finds it from the givens.
//
//   record --figures------------------------------> time, moves, mistakes, hints by stage,
//      |                                             checkpoints, solved or lost
//      +--givens--> grade() --counts per technique--> the techniques the puzzle needs
//
// Grading may take longer than a frame on the hardest puzzles: reviewGame() runs on a
// worker and stops when asked (pathGraded is then false).

#include "core/cell_set.h"
#include "core/game/game_record.h"
#include "core/game/hint_log.h"
#include "core/grader/level.h"
#include "core/logic/technique.h"

#include <array>
#include <cstdint>
#include <stop_token>

namespace nonet {

struct GameReview {
    Level level = Level::VeryEasy;
    std::int64_t elapsedMs = 0;
    bool solved = false; // the played position is the solution
    bool lost = false;   // ended by the mistake limit
    int moves = 0;       // moves on the way to the played position (the undo history's played part)
    int mistakes = 0;
    int checkpoints = 0;
    HintLog hints;
    // Every cell where a digit that differs from the solution was placed at some point
    // (each move of the record, the ones taken back too), marked or not while playing.
    WideCellSet wrongCells;

    // The solution path: how many steps of each technique the grader needs from the givens.
    bool pathGraded = false; // false when grading was stopped or logic could not finish
    std::array<int, kTechniqueCount> path{};
    int pathSteps() const;

    bool operator==(const GameReview&) const = default;
};

// The figures only (cheap; pathGraded false).
GameReview reviewFigures(const GameRecord& record);
// The figures and the solution path.
GameReview reviewGame(const GameRecord& record, std::stop_token stop = {});

} // namespace nonet
