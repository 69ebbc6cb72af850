#pragma once
// One game in progress, of any shape (core/shape/shape.h): the puzzle, the player's
// entries, notes (corner and centre) and colours (cells and candidates,
// core/game/cell_marks.h), and every rule question the UI asks about them (conflicts,
// progress, completion, what is left to place, candidates). The rules are the shape's:
// its houses (rows, columns, boxes or Jigsaw regions, extra houses) and its values 1..side.
// Changed only through apply(Move), which returns the inverse move, so undo and redo live
// outside (app/GameSession) and need nothing but moves.
// No clocks and no files here: time and storage belong to app/.

#include "core/game/game_puzzle.h"
#include "core/game/move.h"
#include "core/shape/wide_cell_set.h"

#include <optional>
#include <vector>

namespace nonet {

enum class Completion : std::uint8_t {
    InProgress,  // at least one empty cell
    Solved,      // full and equal to the solution
    FullButWrong // full, but some entry differs from the solution
};

class GameState {
public:
    // An empty classic board: no givens, nothing to play (what a session holds before its
    // first game).
    GameState();
    // The start of a game: the givens and nothing else. Precondition: isConsistentPuzzle(puzzle).
    explicit GameState(const GamePuzzle& puzzle);

    const GamePuzzle& puzzle() const { return puzzle_; }
    const ShapeGrid& givens() const { return puzzle_.givens; }
    const ShapeGrid& solution() const { return puzzle_.solution; }
    Level level() const { return puzzle_.level; }
    const Shape& shape() const { return puzzle_.shape(); }
    Variant variant() const { return puzzle_.variant(); }
    int side() const { return shape().side(); }
    int cellCount() const { return shape().cellCount(); }

    // Givens and entries together.
    const ShapeGrid& values() const { return board_.values; }
    int value(int cell) const { return board_.values.at(cell); }
    bool isGiven(int cell) const { return puzzle_.givens.at(cell) != 0; }
    // Corner notes (the pencil marks in the box's proportions).
    DigitSet notes(int cell) const { return board_.marks[at(cell)].notes; }
    DigitSet centreNotes(int cell) const { return board_.marks[at(cell)].centreNotes; }
    DigitSet notes(int cell, NoteKind kind) const { return kind == NoteKind::Corner ? notes(cell) : centreNotes(cell); }
    int colour(int cell) const { return board_.marks[at(cell)].colour; }
    CandidateColours candidateColours(int cell) const { return board_.marks[at(cell)].candidateColours; }
    // The peers' notes a filled cell's value took when it was placed (empty for others).
    TakenNotes takenNotes(int cell) const { return board_.marks[at(cell)].takenNotes; }
    CellContent content(int cell) const;

    // Cells whose value repeats in one of their houses (givens included), and the filled
    // cells of a Killer cage that breaks its rules (ShapeGrid::cageConflicts).
    WideCellSet conflicts() const;
    // Entries that differ from the solution (for mistake checking and hints).
    WideCellSet wrongEntries() const;
    int filledCount() const { return board_.values.filledCount(); }
    // Filled cells holding the solution's value, givens included.
    int correctCount() const;
    Completion completion() const;
    // How many of each value (index value-1, side() entries) are still to be placed: side
    // minus the cells that hold it, never below 0.
    std::vector<int> remaining() const;
    // Values an empty cell may still take given the givens and entries (empty for a filled
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
    // The value in each cell (a value it replaces gives back the notes it took).
    Move placeMove(WideCellSet cells, int digit, PeerNotes peerNotes) const;
    // Each cell emptied (value and notes; colours stay), the notes its value took given back.
    Move eraseMove(WideCellSet cells) const;
    // The note on in every empty cell when some lacks it, else off in all of them.
    Move noteMove(WideCellSet cells, int digit, NoteKind kind) const;
    // The colour on every cell, givens included, unless all already have it: then off.
    // Colour 0 takes the colour off.
    Move colourMove(WideCellSet cells, int colour) const;
    // The same for the value's note in each cell that has it as a note of either kind.
    Move candidateColourMove(WideCellSet cells, int digit, int colour) const;

    // Performs the move and returns its inverse: a SetCells move that restores exactly the
    // cells that changed (empty when nothing changed). A move that would touch a given
    // (other than by its colour), names a cell, value or colour out of range, puts notes
    // in a filled cell, or colours a value that is not a note of its cell is refused as a
    // whole: nothing changes and the result is empty.
    std::optional<Move> apply(const Move& move);

    bool operator==(const GameState&) const = default;

private:
    static std::size_t at(int cell) { return static_cast<std::size_t>(cell); }
    // Everything but the value that a player can write in one cell.
    struct Marks {
        DigitSet notes;
        DigitSet centreNotes;
        std::uint8_t colour = 0;
        CandidateColours candidateColours;
        TakenNotes takenNotes;
        bool operator==(const Marks&) const = default;
    };
    struct Board {
        ShapeGrid values;
        std::vector<Marks> marks; // one per cell
        bool operator==(const Board&) const = default;
    };
    bool validCell(int cell) const { return cell >= 0 && cell < cellCount(); }
    bool validDigit(int digit) const { return digit >= 1 && digit <= side(); }
    bool validNotes(DigitSet notes) const { return notes.isSubsetOf(DigitSet::all(side())); }
    bool applyTo(Board& board, const Move& move) const;
    // Empties a cell's value and forgets what its value took; with ReturnNotes::Yes gives
    // it back first (Erase, and a value replaced by another).
    void takeBackDigit(Board& board, int cell, ReturnNotes returnNotes) const;
    bool setContent(Board& board, const CellContent& content) const;

    GamePuzzle puzzle_;
    Board board_;
};

} // namespace nonet
