#pragma once
// One game in progress: the puzzle, the player's entries, notes (corner and centre) and
// colours (cells and candidates, core/game/cell_marks.h), and every rule question the UI
// asks about them (conflicts, progress, completion, what is left to place, candidates).
// Changed only through apply(Move), which returns the inverse move, so undo and redo live
// outside (app/GameSession) and need nothing but moves.
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
    // Corner notes (the 3x3 pencil marks).
    DigitSet notes(int cell) const { return notes_[at(cell)]; }
    DigitSet centreNotes(int cell) const { return centreNotes_[at(cell)]; }
    DigitSet notes(int cell, NoteKind kind) const { return kind == NoteKind::Corner ? notes(cell) : centreNotes(cell); }
    int colour(int cell) const { return colours_[at(cell)]; }
    CandidateColours candidateColours(int cell) const { return candidateColours_[at(cell)]; }
    // The peers' notes a filled cell's digit took when it was placed (empty for others).
    TakenNotes takenNotes(int cell) const { return takenNotes_[at(cell)]; }
    CellContent content(int cell) const;

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

    // "All notes": every empty cell's corner notes become its candidates.
    Move allNotesMove() const;
    // "Clear notes": every note of both kinds goes.
    Move clearNotesMove() const;
    // "Clear colours": every cell and candidate colour goes.
    Move clearColoursMove() const;

    // Moves over many cells at once (a selection), one undo step each. Cells a move does not
    // apply to are left out (givens; filled cells for notes; cells without the note for a
    // candidate colour), and so are cells it would not change: the result is an empty move
    // when nothing would change.
    // The digit in each cell (a digit it replaces gives back the notes it took).
    Move placeMove(CellSet cells, int digit, PeerNotes peerNotes) const;
    // Each cell emptied (value and notes; colours stay), the notes its digit took given back.
    Move eraseMove(CellSet cells) const;
    // The note on in every empty cell when some lacks it, else off in all of them.
    Move noteMove(CellSet cells, int digit, NoteKind kind) const;
    // The colour on every cell, givens included, unless all already have it: then off.
    // Colour 0 takes the colour off.
    Move colourMove(CellSet cells, int colour) const;
    // The same for the digit's note in each cell that has it as a note of either kind.
    Move candidateColourMove(CellSet cells, int digit, int colour) const;

    // Performs the move and returns its inverse: a SetCells move that restores exactly the
    // cells that changed (empty when nothing changed). A move that would touch a given
    // (other than by its colour), names a cell, digit or colour out of range, puts notes
    // in a filled cell, or colours a digit that is not a note of its cell is refused as a
    // whole: nothing changes and the result is empty.
    std::optional<Move> apply(const Move& move);

    bool operator==(const GameState&) const = default;

private:
    static std::size_t at(int cell) { return static_cast<std::size_t>(cell); }
    struct Board {
        Grid values;
        std::array<DigitSet, kCellCount> notes{};
        std::array<DigitSet, kCellCount> centreNotes{};
        std::array<std::uint8_t, kCellCount> colours{};
        std::array<CandidateColours, kCellCount> candidateColours{};
        std::array<TakenNotes, kCellCount> takenNotes{};
    };
    bool applyTo(Board& board, const Move& move) const;
    // Empties a cell's value and forgets what its digit took; with ReturnNotes::Yes gives
    // it back first (Erase, and a digit replaced by another).
    void takeBackDigit(Board& board, int cell, ReturnNotes returnNotes) const;
    bool setContent(Board& board, const CellContent& content) const;

    GamePuzzle puzzle_;
    Grid values_;
    std::array<DigitSet, kCellCount> notes_{};
    std::array<DigitSet, kCellCount> centreNotes_{};
    std::array<std::uint8_t, kCellCount> colours_{};
    std::array<CandidateColours, kCellCount> candidateColours_{};
    std::array<TakenNotes, kCellCount> takenNotes_{};
};

} // namespace nonet
