#include "core/game/game_state.h"

#include <algorithm>
#include <vector>

namespace nonet {
namespace {

bool validCell(int cell) { return cell >= 0 && cell < kCellCount; }
bool validDigit(int digit) { return digit >= 1 && digit <= kSide; }
bool validNotes(DigitSet notes) { return notes.isSubsetOf(DigitSet::all(kSide)); }

} // namespace

GameState::GameState(const GamePuzzle& puzzle) : puzzle_(puzzle), values_(puzzle.givens) {}

CellSet GameState::conflicts() const
{
    CellSet out;
    for (int house = 0; house < kHouseCount; ++house) {
        // Cells of this house per digit; a digit held by two or more cells marks them all.
        std::array<CellSet, kSide> holders{};
        for (int cell : houseCells(house)) {
            const int v = value(cell);
            if (v != 0) holders[static_cast<std::size_t>(v - 1)].insert(cell);
        }
        for (const CellSet& cells : holders)
            if (cells.count() > 1) out |= cells;
    }
    return out;
}

CellSet GameState::wrongEntries() const
{
    CellSet out;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (value(cell) != 0 && value(cell) != puzzle_.solution.at(cell)) out.insert(cell);
    return out;
}

int GameState::correctCount() const
{
    int n = 0;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (value(cell) != 0 && value(cell) == puzzle_.solution.at(cell)) ++n;
    return n;
}

Completion GameState::completion() const
{
    if (!values_.isComplete()) return Completion::InProgress;
    return values_ == puzzle_.solution ? Completion::Solved : Completion::FullButWrong;
}

std::array<int, kSide> GameState::remaining() const
{
    std::array<int, kSide> left{};
    left.fill(kSide);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int v = value(cell);
        if (v != 0) {
            int& n = left[static_cast<std::size_t>(v - 1)];
            n = std::max(0, n - 1);
        }
    }
    return left;
}

DigitSet GameState::candidates(int cell) const
{
    if (value(cell) != 0) return {};
    DigitSet taken;
    for (int peer : peersOf(cell))
        if (value(peer) != 0) taken.insert(value(peer));
    return DigitSet::all(kSide) - taken;
}

CellContent GameState::content(int cell) const
{
    CellContent out{cell, value(cell), notes(cell), centreNotes(cell), colour(cell), candidateColours(cell)};
    out.takenNotes = takenNotes(cell);
    return out;
}

Move GameState::allNotesMove() const
{
    std::vector<CellNotes> notes;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (value(cell) == 0) notes.push_back({cell, candidates(cell)});
    return Move::setNotes(std::move(notes));
}

Move GameState::clearNotesMove() const
{
    std::vector<Move> parts;
    for (NoteKind kind : {NoteKind::Corner, NoteKind::Centre}) {
        std::vector<CellNotes> notes;
        for (int cell = 0; cell < kCellCount; ++cell)
            if (!this->notes(cell, kind).empty()) notes.push_back({cell, DigitSet{}});
        if (!notes.empty()) parts.push_back(Move::setNotes(std::move(notes), kind));
    }
    // Without centre notes this is the plain SetNotes it always was.
    if (parts.empty()) return Move::setNotes({});
    return Move::batch(std::move(parts));
}

Move GameState::clearColoursMove() const
{
    std::vector<Move> parts;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (colour(cell) != 0) parts.push_back(Move::setColour(cell, 0));
        for (int digit : candidateColours(cell).digits()) parts.push_back(Move::colourCandidate(cell, digit, 0));
    }
    return Move::batch(std::move(parts));
}

Move GameState::placeMove(CellSet cells, int digit, PeerNotes peerNotes) const
{
    std::vector<Move> parts;
    for (int cell : cells)
        if (!isGiven(cell) && value(cell) != digit) parts.push_back(Move::setValue(cell, digit, peerNotes, ReturnNotes::Yes));
    return Move::batch(std::move(parts));
}

Move GameState::eraseMove(CellSet cells) const
{
    std::vector<Move> parts;
    for (int cell : cells)
        if (!isGiven(cell) && (value(cell) != 0 || !notes(cell).empty() || !centreNotes(cell).empty()))
            parts.push_back(Move::erase(cell, ReturnNotes::Yes));
    return Move::batch(std::move(parts));
}

Move GameState::noteMove(CellSet cells, int digit, NoteKind kind) const
{
    CellSet open;
    for (int cell : cells)
        if (!isGiven(cell) && value(cell) == 0) open.insert(cell);
    bool allHaveIt = true;
    for (int cell : open) allHaveIt = allHaveIt && notes(cell, kind).contains(digit);
    std::vector<Move> parts;
    for (int cell : open)
        if (notes(cell, kind).contains(digit) == allHaveIt) parts.push_back(Move::toggleNote(cell, digit, kind));
    return Move::batch(std::move(parts));
}

Move GameState::colourMove(CellSet cells, int colour) const
{
    bool allHaveIt = colour != 0;
    for (int cell : cells) allHaveIt = allHaveIt && this->colour(cell) == colour;
    const int wanted = allHaveIt ? 0 : colour;
    std::vector<Move> parts;
    for (int cell : cells)
        if (this->colour(cell) != wanted) parts.push_back(Move::setColour(cell, wanted));
    return Move::batch(std::move(parts));
}

Move GameState::candidateColourMove(CellSet cells, int digit, int colour) const
{
    CellSet holders;
    for (int cell : cells)
        if ((notes(cell) | centreNotes(cell)).contains(digit)) holders.insert(cell);
    bool allHaveIt = colour != 0;
    for (int cell : holders) allHaveIt = allHaveIt && candidateColours(cell).of(digit) == colour;
    const int wanted = allHaveIt ? 0 : colour;
    std::vector<Move> parts;
    for (int cell : holders)
        if (candidateColours(cell).of(digit) != wanted) parts.push_back(Move::colourCandidate(cell, digit, wanted));
    return Move::batch(std::move(parts));
}

bool GameState::setContent(Board& board, const CellContent& c) const
{
    if (!validCell(c.cell) || isGiven(c.cell)) {
        // A given keeps its digit and never has notes; only its colour can change.
        if (!validCell(c.cell) || c.value != puzzle_.givens.at(c.cell) || !c.notes.empty() || !c.centreNotes.empty()
            || !c.candidateColours.empty() || !c.takenNotes.empty() || !isColour(c.colour))
            return false;
        board.colours[at(c.cell)] = static_cast<std::uint8_t>(c.colour);
        return true;
    }
    if (c.value < 0 || c.value > kSide || !validNotes(c.notes) || !validNotes(c.centreNotes) || !isColour(c.colour))
        return false;
    if (c.value != 0 && !(c.notes.empty() && c.centreNotes.empty())) return false;
    // Only a digit takes notes, and only from its peers.
    const CellSet taken = c.takenNotes.corner | c.takenNotes.centre;
    if (!taken.empty() && (c.value == 0 || !(taken - peerSet(c.cell)).empty())) return false;
    const DigitSet coloured = c.candidateColours.digits();
    if (!coloured.isSubsetOf(c.notes | c.centreNotes)) return false;
    for (int digit : coloured)
        if (!isColour(c.candidateColours.of(digit))) return false;
    board.values.setAt(c.cell, c.value);
    board.notes[at(c.cell)] = c.notes;
    board.centreNotes[at(c.cell)] = c.centreNotes;
    board.colours[at(c.cell)] = static_cast<std::uint8_t>(c.colour);
    board.candidateColours[at(c.cell)] = c.candidateColours;
    board.takenNotes[at(c.cell)] = c.takenNotes;
    return true;
}

void GameState::takeBackDigit(Board& board, int cell, ReturnNotes returnNotes) const
{
    const int digit = board.values.at(cell);
    const TakenNotes taken = board.takenNotes[at(cell)];
    board.values.setAt(cell, 0);
    board.takenNotes[at(cell)] = {};
    if (digit == 0 || returnNotes == ReturnNotes::No) return;
    // A peer gets its note back while the player's own digits leave room for it: the peer
    // is still empty and no entry among its peers holds the digit (one placed since would
    // have taken the note itself). Givens do not count: they were there when it was written.
    const auto fits = [this, &board, digit](int peer) {
        if (board.values.at(peer) != 0) return false;
        for (int other : peersOf(peer))
            if (board.values.at(other) == digit && !isGiven(other)) return false;
        return true;
    };
    for (int peer : taken.corner)
        if (fits(peer)) board.notes[at(peer)].insert(digit);
    for (int peer : taken.centre)
        if (fits(peer)) board.centreNotes[at(peer)].insert(digit);
}

bool GameState::applyTo(Board& board, const Move& move) const
{
    const auto editable = [this](int cell) { return validCell(cell) && !isGiven(cell); };
    const auto notesOf = [&board](int cell, NoteKind kind) -> DigitSet& {
        return kind == NoteKind::Corner ? board.notes[at(cell)] : board.centreNotes[at(cell)];
    };
    // A candidate colour lives on a note: when the note goes, so does its colour.
    const auto keepColoursOnNotes = [&board](int cell) {
        board.candidateColours[at(cell)].keepOnly(board.notes[at(cell)] | board.centreNotes[at(cell)]);
    };
    const auto clearNotes = [&board](int cell) {
        board.notes[at(cell)] = {};
        board.centreNotes[at(cell)] = {};
        board.candidateColours[at(cell)] = {};
    };

    switch (move.kind()) {
    case MoveKind::SetValue: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit())) return false;
        // Another digit gives back what the old one took; the same digit keeps it.
        if (board.values.at(cell) != move.digit()) takeBackDigit(board, cell, move.returnNotes());
        board.values.setAt(cell, move.digit());
        clearNotes(cell);
        if (move.peerNotes() == PeerNotes::Remove) {
            TakenNotes& taken = board.takenNotes[at(cell)];
            for (int peer : peersOf(cell)) {
                if (board.notes[at(peer)].contains(move.digit())) taken.corner.insert(peer);
                if (board.centreNotes[at(peer)].contains(move.digit())) taken.centre.insert(peer);
                board.notes[at(peer)].erase(move.digit());
                board.centreNotes[at(peer)].erase(move.digit());
                keepColoursOnNotes(peer);
            }
        }
        return true;
    }
    case MoveKind::Erase:
        if (!editable(move.cell())) return false;
        takeBackDigit(board, move.cell(), move.returnNotes());
        clearNotes(move.cell());
        return true;
    case MoveKind::ToggleNote: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit()) || board.values.at(cell) != 0) return false;
        DigitSet& notes = notesOf(cell, move.noteKind());
        if (notes.contains(move.digit()))
            notes.erase(move.digit());
        else
            notes.insert(move.digit());
        keepColoursOnNotes(cell);
        return true;
    }
    case MoveKind::SetNotes:
        for (const CellNotes& n : move.notes()) {
            if (!editable(n.cell) || !validNotes(n.notes)) return false;
            if (!n.notes.empty() && board.values.at(n.cell) != 0) return false;
            notesOf(n.cell, move.noteKind()) = n.notes;
            keepColoursOnNotes(n.cell);
        }
        return true;
    case MoveKind::SetCells:
        return std::all_of(move.contents().begin(), move.contents().end(),
                           [&](const CellContent& c) { return setContent(board, c); });
    case MoveKind::Restart:
        board = Board{puzzle_.givens};
        return true;
    case MoveKind::SetColour:
        if (!validCell(move.cell()) || !isColour(move.colour())) return false;
        board.colours[at(move.cell())] = static_cast<std::uint8_t>(move.colour());
        return true;
    case MoveKind::ColourCandidate: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit()) || !isColour(move.colour())) return false;
        if (!(board.notes[at(cell)] | board.centreNotes[at(cell)]).contains(move.digit())) return false;
        board.candidateColours[at(cell)].set(move.digit(), move.colour());
        return true;
    }
    case MoveKind::Compound:
        return std::all_of(move.parts().begin(), move.parts().end(),
                           [&](const Move& part) { return applyTo(board, part); });
    }
    return false;
}

std::optional<Move> GameState::apply(const Move& move)
{
    // Work on a copy so a refused move (even half way through a compound) changes nothing.
    Board board{values_, notes_, centreNotes_, colours_, candidateColours_, takenNotes_};
    if (!applyTo(board, move)) return std::nullopt;

    std::vector<CellContent> before;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto i = at(cell);
        if (board.values.at(cell) != values_.at(cell) || board.notes[i] != notes_[i] || board.centreNotes[i] != centreNotes_[i]
            || board.colours[i] != colours_[i] || board.candidateColours[i] != candidateColours_[i]
            || board.takenNotes[i] != takenNotes_[i])
            before.push_back(content(cell));
    }
    values_ = board.values;
    notes_ = board.notes;
    centreNotes_ = board.centreNotes;
    colours_ = board.colours;
    candidateColours_ = board.candidateColours;
    takenNotes_ = board.takenNotes;
    return Move::setCells(std::move(before));
}

} // namespace nonet
