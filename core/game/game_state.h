#pragma once
// One game in progress: the puzzle, the player's entries and notes, and every rule
// question the UI asks about them (conflicts, progress, completion, what is left to place,
// candidates). Changed only through apply(Move), which returns the inverse move, so undo
// and redo live outside (app/GameSession) and need nothing but moves.
// No clocks and no files here: time and storage belong to app/.

#include "core/cell_set.h"
#include "core/game/game_puzzle.h"
#include "core/game/move.h"

#include <array>
#include <optional>

namespace nonet {

enum class Completion : std::uint8_t {
    InProgress,  // at least one empty cell
    Solved,      // full and equal to the solution
    FullButWrong // full, but some entry differs from the solution
};

class GameState {
public:
    // An empty board: no givens, nothing to play (what a session holds before its first game).
    GameState() = default;
    // The start of a game: the givens and nothing else. Precondition: isConsistentPuzzle(puzzle).
    explicit GameState(const GamePuzzle& puzzle);

    const GamePuzzle& puzzle() const { return puzzle_; }
    const Grid& givens() const { return puzzle_.givens; }
    const Grid& solution() const { return puzzle_.solution; }
    Level level() const { return puzzle_.level; }

    // Givens and entries together.
    const Grid& values() const { return values_; }
    int value(int cell) const { return values_.at(cell); }
    bool isGiven(int cell) const { return puzzle_.givens.at(cell) != 0; }
    DigitSet notes(int cell) const { return notes_[static_cast<std::size_t>(cell)]; }
    CellContent content(int cell) const { return {cell, value(cell), notes(cell)}; }

    // Cells whose value repeats in one of their houses (givens included).
    CellSet conflicts() const;
    // Entries that differ from the solution (for mistake checking and hints).
    CellSet wrongEntries() const;
    int filledCount() const { return values_.filledCount(); }
    // Filled cells holding the solution's digit, givens included.
    int correctCount() const;
    Completion completion() const;
    // How many of each digit (index digit-1) are still to be placed: 9 minus the cells that
    // hold it, never below 0.
    std::array<int, kSide> remaining() const;
    // Digits an empty cell may still take given the givens and entries (empty for a filled
    // cell); what "All notes" writes.
    DigitSet candidates(int cell) const;

    // "All notes": every empty cell's notes become its candidates.
    Move allNotesMove() const;
    // "Clear notes": every note goes.
    Move clearNotesMove() const;

    // Performs the move and returns its inverse: a SetCells move that restores exactly the
    // cells that changed (empty when nothing changed). A move that would touch a given,
    // names a cell or digit out of range, puts notes in a filled cell or gives a filled
    // cell notes is refused as a whole: nothing changes and the result is empty.
    std::optional<Move> apply(const Move& move);

    bool operator==(const GameState&) const = default;

private:
    struct Board {
        Grid values;
        std::array<DigitSet, kCellCount> notes{};
    };
    bool applyTo(Board& board, const Move& move) const;

    GamePuzzle puzzle_;
    Grid values_;
    std::array<DigitSet, kCellCount> notes_{};
};

} // namespace nonet
