#include "core/game/game_state.h"

#include <algorithm>
#include <vector>

namespace nonet {

GameState::GameState() : GameState(GamePuzzle{}) {}

GameState::GameState(const GamePuzzle& puzzle)
    : puzzle_(puzzle), board_{puzzle.givens, std::vector<Marks>(static_cast<std::size_t>(puzzle.givens.cellCount()))}
{
}

WideCellSet GameState::conflicts() const
{
    const Shape& s = shape();
    WideCellSet out;
    for (int house = 0; house < s.houseCount(); ++house) {
        // Cells of this house per value; a value held by two or more cells marks them all.
        std::array<WideCellSet, Shape::kMaxSide> holders{};
        for (int cell : s.houseCells(house)) {
            const int v = value(cell);
            if (v != 0) holders[static_cast<std::size_t>(v - 1)].insert(cell);
        }
        for (const WideCellSet& cells : holders)
            if (cells.count() > 1) out |= cells;
    }
    return out | values().cageConflicts();
}

WideCellSet GameState::wrongEntries() const
{
    WideCellSet out;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (value(cell) != 0 && value(cell) != puzzle_.solution.at(cell)) out.insert(cell);
    return out;
}

int GameState::correctCount() const
{
    int n = 0;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (value(cell) != 0 && value(cell) == puzzle_.solution.at(cell)) ++n;
    return n;
}

Completion GameState::completion() const
{
    if (!values().isComplete()) return Completion::InProgress;
    return values() == puzzle_.solution ? Completion::Solved : Completion::FullButWrong;
}

std::vector<int> GameState::remaining() const
{
    std::vector<int> left(static_cast<std::size_t>(side()), side());
    for (int cell = 0; cell < cellCount(); ++cell) {
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
    return values().allowedValues(cell);
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
    for (int cell = 0; cell < cellCount(); ++cell)
        if (value(cell) == 0) notes.push_back({cell, candidates(cell)});
    return Move::setNotes(std::move(notes));
}

Move GameState::clearNotesMove() const
{
    std::vector<Move> parts;
    for (NoteKind kind : {NoteKind::Corner, NoteKind::Centre}) {
        std::vector<CellNotes> notes;
        for (int cell = 0; cell < cellCount(); ++cell)
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
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (colour(cell) != 0) parts.push_back(Move::setColour(cell, 0));
        for (int digit : candidateColours(cell).digits()) parts.push_back(Move::colourCandidate(cell, digit, 0));
    }
    return Move::batch(std::move(parts));
}

Move GameState::placeMove(WideCellSet cells, int digit, PeerNotes peerNotes) const
{
    std::vector<Move> parts;
    for (int cell : cells)
        if (validCell(cell) && !isGiven(cell) && value(cell) != digit)
            parts.push_back(Move::setValue(cell, digit, peerNotes, ReturnNotes::Yes));
    return Move::batch(std::move(parts));
}

Move GameState::eraseMove(WideCellSet cells) const
{
    std::vector<Move> parts;
    for (int cell : cells)
        if (validCell(cell) && !isGiven(cell) && (value(cell) != 0 || !notes(cell).empty() || !centreNotes(cell).empty()))
            parts.push_back(Move::erase(cell, ReturnNotes::Yes));
    return Move::batch(std::move(parts));
}

Move GameState::noteMove(WideCellSet cells, int digit, NoteKind kind) const
{
    WideCellSet open;
    for (int cell : cells)
        if (validCell(cell) && !isGiven(cell) && value(cell) == 0) open.insert(cell);
    bool allHaveIt = true;
    for (int cell : open) allHaveIt = allHaveIt && notes(cell, kind).contains(digit);
    std::vector<Move> parts;
    for (int cell : open)
        if (notes(cell, kind).contains(digit) == allHaveIt) parts.push_back(Move::toggleNote(cell, digit, kind));
    return Move::batch(std::move(parts));
}

Move GameState::colourMove(WideCellSet cells, int colour) const
{
    cells &= shape().allCells();
    bool allHaveIt = colour != 0;
    for (int cell : cells) allHaveIt = allHaveIt && this->colour(cell) == colour;
    const int wanted = allHaveIt ? 0 : colour;
    std::vector<Move> parts;
    for (int cell : cells)
        if (this->colour(cell) != wanted) parts.push_back(Move::setColour(cell, wanted));
    return Move::batch(std::move(parts));
}

Move GameState::candidateColourMove(WideCellSet cells, int digit, int colour) const
{
    WideCellSet holders;
    for (int cell : cells)
        if (validCell(cell) && (notes(cell) | centreNotes(cell)).contains(digit)) holders.insert(cell);
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
        // A given keeps its value and never has notes; only its colour can change.
        if (!validCell(c.cell) || c.value != puzzle_.givens.at(c.cell) || !c.notes.empty() || !c.centreNotes.empty()
            || !c.candidateColours.empty() || !c.takenNotes.empty() || !isColour(c.colour))
            return false;
        board.marks[at(c.cell)].colour = static_cast<std::uint8_t>(c.colour);
        return true;
    }
    if (c.value < 0 || c.value > side() || !validNotes(c.notes) || !validNotes(c.centreNotes) || !isColour(c.colour))
        return false;
    if (c.value != 0 && !(c.notes.empty() && c.centreNotes.empty())) return false;
    // Only a value takes notes, and only from its peers.
    const WideCellSet taken = c.takenNotes.corner | c.takenNotes.centre;
    if (!taken.empty() && (c.value == 0 || !(taken - shape().peerSet(c.cell)).empty())) return false;
    const DigitSet coloured = c.candidateColours.digits();
    if (!coloured.isSubsetOf(c.notes | c.centreNotes)) return false;
    for (int digit : coloured)
        if (!isColour(c.candidateColours.of(digit))) return false;
    board.values.setAt(c.cell, c.value);
    board.marks[at(c.cell)] = {c.notes, c.centreNotes, static_cast<std::uint8_t>(c.colour), c.candidateColours, c.takenNotes};
    return true;
}

void GameState::takeBackDigit(Board& board, int cell, ReturnNotes returnNotes) const
{
    const int digit = board.values.at(cell);
    const TakenNotes taken = board.marks[at(cell)].takenNotes;
    board.values.setAt(cell, 0);
    board.marks[at(cell)].takenNotes = {};
    if (digit == 0 || returnNotes == ReturnNotes::No) return;
    // A peer gets its note back while the player's own values leave room for it: the peer
    // is still empty and no entry among its peers holds the value (one placed since would
    // have taken the note itself). Givens do not count: they were there when it was written.
    const auto fits = [this, &board, digit](int peer) {
        if (board.values.at(peer) != 0) return false;
        for (int other : shape().peerSet(peer))
            if (board.values.at(other) == digit && !isGiven(other)) return false;
        return true;
    };
    for (int peer : taken.corner)
        if (fits(peer)) board.marks[at(peer)].notes.insert(digit);
    for (int peer : taken.centre)
        if (fits(peer)) board.marks[at(peer)].centreNotes.insert(digit);
}

bool GameState::applyTo(Board& board, const Move& move) const
{
    const auto editable = [this](int cell) { return validCell(cell) && !isGiven(cell); };
    const auto notesOf = [&board](int cell, NoteKind kind) -> DigitSet& {
        Marks& m = board.marks[at(cell)];
        return kind == NoteKind::Corner ? m.notes : m.centreNotes;
    };
    // A candidate colour lives on a note: when the note goes, so does its colour.
    const auto keepColoursOnNotes = [&board](int cell) {
        Marks& m = board.marks[at(cell)];
        m.candidateColours.keepOnly(m.notes | m.centreNotes);
    };
    const auto clearNotes = [&board](int cell) {
        Marks& m = board.marks[at(cell)];
        m.notes = {};
        m.centreNotes = {};
        m.candidateColours = {};
    };

    switch (move.kind()) {
    case MoveKind::SetValue: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit())) return false;
        // Another value gives back what the old one took; the same value keeps it.
        if (board.values.at(cell) != move.digit()) takeBackDigit(board, cell, move.returnNotes());
        board.values.setAt(cell, move.digit());
        clearNotes(cell);
        if (move.peerNotes() == PeerNotes::Remove) {
            TakenNotes& taken = board.marks[at(cell)].takenNotes;
            for (int peer : shape().peerSet(cell)) {
                Marks& m = board.marks[at(peer)];
                if (m.notes.contains(move.digit())) taken.corner.insert(peer);
                if (m.centreNotes.contains(move.digit())) taken.centre.insert(peer);
                m.notes.erase(move.digit());
                m.centreNotes.erase(move.digit());
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
        board = Board{puzzle_.givens, std::vector<Marks>(static_cast<std::size_t>(cellCount()))};
        return true;
    case MoveKind::SetColour:
        if (!validCell(move.cell()) || !isColour(move.colour())) return false;
        board.marks[at(move.cell())].colour = static_cast<std::uint8_t>(move.colour());
        return true;
    case MoveKind::ColourCandidate: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit()) || !isColour(move.colour())) return false;
        Marks& m = board.marks[at(cell)];
        if (!(m.notes | m.centreNotes).contains(move.digit())) return false;
        m.candidateColours.set(move.digit(), move.colour());
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
    Board board = board_;
    if (!applyTo(board, move)) return std::nullopt;

    std::vector<CellContent> before;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (board.values.at(cell) != value(cell) || board.marks[at(cell)] != board_.marks[at(cell)])
            before.push_back(content(cell));
    board_ = std::move(board);
    return Move::setCells(std::move(before));
}

} // namespace nonet
