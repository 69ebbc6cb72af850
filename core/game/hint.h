#pragma once
// The next thing a player could learn from the position on the board, for a game of any
// shape: a logical step found by the grader's techniques over the shape's houses (easiest
// first; the classic grid through the classic engine's finders), or - when an entry is
// wrong - the fact that there is a mistake to fix first. Pure engine code; the words are the UI's
// (app/help/hint_text.h), and what the board marks at each stage is hintMarks() below.
//
//   entries wrong?  --yes-->  Mistake (the wrong cells)
//        | no
//   notes usable?   --no--->  true candidates (givens + entries), basis says why
//        | yes                 (no notes at all / some cells without notes / a note set
//        v                      that lacks the solution's digit)
//   player's notes (minus digits a peer already holds)
//        |
//   first finder of techniquesInGradingOrder() that finds a step  -->  Step

#include "core/game/game_state.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace nonet {

enum class HintKind : std::uint8_t {
    Step,     // `step` is the next step on `grid`
    Mistake,  // `wrongCells` hold digits that differ from the solution
    Solved,   // nothing left to do
    NoStep,   // no technique applies (or the search was stopped)
};

// Which candidates the hint reasons about.
enum class HintBasis : std::uint8_t {
    PlayerNotes,  // the player's notes (complete and consistent with the solution)
    NoNotes,      // the player has no notes: the true candidates
    MissingNotes, // some empty cells have no notes: the true candidates
    WrongNotes,   // some notes exclude the cell's solution digit: the true candidates
};

struct Hint {
    HintKind kind = HintKind::NoStep;
    HintBasis basis = HintBasis::PlayerNotes;
    Step step;
    WideCellSet wrongCells;
    ShapeCandidateGrid grid; // the candidates the step was found on
    int stepsBefore = 0; // findHintForCell: steps elsewhere the step counts on, made first
};

// How much of a hint is shown: each press of Hint goes one stage further, up to
// lastStage(). What each stage shows, by kind:
//
//   stage     Step                                    Mistake              Solved, NoStep
//   Where     the area to look at (houses, cages or   that there is one    that it is so
//             cells; a Killer step's cages outlined)
//   What      the area, and the technique named       the wrong cells      -
//   Pattern   cells, candidates ringed, removals      -                    -
//             struck, the chain
//   Apply     the step is played (one undo step)      -                    -
enum class HintStage : std::uint8_t { None, Where, What, Pattern, Apply };

HintStage lastStage(const Hint& hint);

// What the board marks of a hint at a stage: a value the UI draws as it is.
struct HintMarks {
    WideCellSet cells;             // framed
    std::vector<CellDigit> ringed; // candidates of the pattern (drawn even without notes)
    std::vector<CellDigit> struck; // candidates the step removes
    std::vector<ChainLink> links;  // a chain's links, drawn between its candidates
    std::vector<int> cages;        // Killer steps: the cages they use, outlined

    bool operator==(const HintMarks&) const = default;
};

HintMarks hintMarks(const Hint& hint, HintStage stage);

// The candidates a hint uses for this position (and why), without searching for a step.
Hint hintBasis(const GameState& state);
// The hint for the position. Finders run in grading order; the stop token is checked
// between them (the last resorts may take longer than a frame).
Hint findHint(const GameState& state, std::stop_token stop = {});
// The hint for one cell (where the player went wrong): a single that places the cell now
// if there is one (findSingleAt), else the first step, in the order the
// grader solves from this position, that places the cell's digit or removes a candidate
// from it. The steps before it (elsewhere on the board, each the simplest there is) are
// applied to the candidates the step is found on and counted in stepsBefore. NoStep when
// the techniques run out first.
Hint findHintForCell(const GameState& state, int cell, std::stop_token stop = {});
// The move that applies the hint's step to the game as one undo step. With the player's
// notes, the eliminations leave their notes; with the true candidates, every empty cell's
// notes become the candidates after the step (so an elimination shows) - unless the step
// only places digits, which never writes notes the player did not have. Placements take
// their digit out of the peers' notes when `peerNotes` says so.
Move hintMove(const GameState& state, const Hint& hint, PeerNotes peerNotes);

} // namespace nonet
