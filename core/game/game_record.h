#pragma once
// A game as it is kept and brought back: the puzzle, every move of the undo history, how
// many of them are played, the playing time, the player's checkpoints, mistakes and hints. What a save file holds, what the session
// restores, what an import or the demo hands over.
//
//   moves:      m1  m2  m3  m4  m5
//   undoIndex:  ---played---^        m4 and m5 can be redone
//
// replay() is the one check that a record is a game: the puzzle consistent, the index within
// the history, every move (the redoable ones too) accepted in order from the givens, and
// every checkpoint a position of the puzzle.

#include "core/game/checkpoint.h"
#include "core/game/game_puzzle.h"
#include "core/game/game_state.h"
#include "core/game/hint_log.h"
#include "core/game/move.h"

#include <cstdint>
#include <variant>
#include <vector>

namespace nonet {

struct GameRecord {
    GamePuzzle puzzle;
    std::vector<Move> moves; // the undo history, oldest first
    int undoIndex = 0;       // how many of them are played
    std::int64_t elapsedMs = 0;
    std::vector<Checkpoint> checkpoints; // oldest first
    int mistakes = 0;   // wrong digits the player placed (undo does not take one back)
    bool lost = false;  // ended by the mistake limit
    HintLog hints;      // the help used (hints, Check, the solution's marks): review, statistics

    bool operator==(const GameRecord&) const = default;
};

struct ReplayError {
    enum class Code : std::uint8_t {
        InconsistentPuzzle, // the solution does not solve the givens
        UndoIndexOutOfRange,
        RefusedMove,        // moveIndex (0-based) is not allowed where it stands
        BadCheckpoint,      // checkpoint `index` (0-based) is not a position of the puzzle
        BadMistakes,        // a negative mistake count
        BadHints,           // a negative hint count
    };
    Code code = Code::InconsistentPuzzle;
    int moveIndex = -1; // the move, or the checkpoint

};

// The position after the played moves, once the whole history has been checked.
std::variant<GameState, ReplayError> replay(const GameRecord& record);
// The record with its first `count` played moves (0 <= count <= undoIndex) made one SetCells
// move from the givens to the position they reached (no move at all when that is the
// givens' position): the same game, the same position and redo branch, whose undo takes
// those moves back in one step. For a record known to be whole.
GameRecord foldPlayedMoves(const GameRecord& record, int count);
// The same for a record known to be whole (the session's own, one read through replay());
// for any other record, the start of its puzzle.
GameState playedPosition(const GameRecord& record);

} // namespace nonet
