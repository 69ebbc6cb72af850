#pragma once
// A player's change to a game, as plain data: it can be stored (undo history in a save
// file), replayed, and built from a hint. GameState::apply performs it and returns the
// inverse move.
//
//   kind             fields used                what it does
//   SetValue         cell, digit, peerNotes,    put a digit in an empty or filled cell; clears
//                    returnNotes                the cell's notes of both kinds; PeerNotes::Remove
//                                               also takes the digit out of the notes (both
//                                               kinds) of its peers (the shape's), and the cell remembers
//                                               where from (TakenNotes); with ReturnNotes::Yes a
//                                               digit it replaces first gives back, as Erase
//   Erase            cell, returnNotes          empty the cell: no value, no notes (its colour
//                                               stays); with ReturnNotes::Yes the notes its digit
//                                               took come back to the peers that are still empty
//                                               and see no entry (given aside) of the digit
//   ToggleNote       cell, digit, noteKind      add or remove one note of an empty cell
//   SetNotes         notes, noteKind            replace the notes of many empty cells at once
//                                               (All notes, Clear notes, hint eliminations)
//   SetCells         contents                   set everything of many cells (what an inverse
//                                               is made of; also restores a saved game)
//   Restart          -                          back to the givens: every entry, note and
//                                               colour goes
//   SetColour        cell, colour               colour a cell, given or not (0 = none)
//   ColourCandidate  cell, digit, colour        colour one note of a cell (0 = none)
//   Compound         parts                      the parts in order, as one move (one undo step)

#include "core/digit_set.h"
#include "core/game/cell_marks.h"

#include <cstdint>
#include <vector>

namespace nonet {

enum class MoveKind : std::uint8_t {
    SetValue,
    Erase,
    ToggleNote,
    SetNotes,
    SetCells,
    Restart,
    Compound,
    SetColour,
    ColourCandidate,
};

// Whether placing a digit also removes it from the notes of the cell's peers.
enum class PeerNotes : std::uint8_t { Keep, Remove };
// Whether taking a digit out of a cell (erasing or replacing it) gives back the notes it
// took from its peers. The player's moves do; moves of histories saved before there was a
// choice do not (they replay as they were played).
enum class ReturnNotes : std::uint8_t { No, Yes };

struct CellNotes {
    int cell = 0;
    DigitSet notes;
    bool operator==(const CellNotes&) const = default;
};

// Everything a player can change in one cell. A filled cell has no notes of either kind
// and no candidate colours; a candidate colour sits on a digit that is a note of the cell.
// takenNotes (peers of the cell only) belongs to a filled, non-given cell: what its digit
// took from the peers' notes, to give back when it is erased.
struct CellContent {
    CellContent() = default;
    // The marks are most often none: {cell, value, notes} says the rest is empty.
    CellContent(int cell, int value, DigitSet notes = {}, DigitSet centreNotes = {}, int colour = 0,
                CandidateColours candidateColours = {})
        : cell(cell), value(value), notes(notes), centreNotes(centreNotes), colour(colour), candidateColours(candidateColours)
    {
    }

    int cell = 0;
    int value = 0;      // 0 = empty
    DigitSet notes;     // corner notes
    DigitSet centreNotes;
    int colour = 0;     // 0 = none, 1..kColourCount
    CandidateColours candidateColours;
    TakenNotes takenNotes;
    bool operator==(const CellContent&) const = default;
};

class Move {
public:
    // The empty move (a Compound of nothing): changes nothing.
    Move() = default;

    static Move setValue(int cell, int digit, PeerNotes peerNotes = PeerNotes::Keep, ReturnNotes returnNotes = ReturnNotes::No);
    static Move erase(int cell, ReturnNotes returnNotes = ReturnNotes::No);
    static Move toggleNote(int cell, int digit, NoteKind kind = NoteKind::Corner);
    static Move setNotes(std::vector<CellNotes> notes, NoteKind kind = NoteKind::Corner);
    static Move setCells(std::vector<CellContent> contents);
    static Move restart();
    static Move compound(std::vector<Move> parts);
    static Move setColour(int cell, int colour);
    static Move colourCandidate(int cell, int digit, int colour);
    // The parts as one move: nothing for none, the part itself for one, else a Compound.
    static Move batch(std::vector<Move> parts);

    MoveKind kind() const { return kind_; }
    int cell() const { return cell_; }
    int digit() const { return digit_; }
    PeerNotes peerNotes() const { return peerNotes_; }
    ReturnNotes returnNotes() const { return returnNotes_; }
    NoteKind noteKind() const { return noteKind_; }
    int colour() const { return colour_; }
    const std::vector<CellNotes>& notes() const { return notes_; }
    const std::vector<CellContent>& contents() const { return contents_; }
    const std::vector<Move>& parts() const { return parts_; }

    // A SetCells or SetNotes with no cells, or a Compound of such moves: changes nothing.
    bool isEmpty() const;

    bool operator==(const Move&) const = default;

private:
    MoveKind kind_ = MoveKind::Compound;
    PeerNotes peerNotes_ = PeerNotes::Keep;
    ReturnNotes returnNotes_ = ReturnNotes::No;
    NoteKind noteKind_ = NoteKind::Corner;
    int cell_ = 0;
    int digit_ = 0;
    int colour_ = 0;
    std::vector<CellNotes> notes_;
    std::vector<CellContent> contents_;
    std::vector<Move> parts_;
};

} // namespace nonet
