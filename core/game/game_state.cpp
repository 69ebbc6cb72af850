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

Move GameState::allNotesMove() const
{
    std::vector<CellNotes> notes;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (value(cell) == 0) notes.push_back({cell, candidates(cell)});
    return Move::setNotes(std::move(notes));
}

Move GameState::clearNotesMove() const
{
    std::vector<CellNotes> notes;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!this->notes(cell).empty()) notes.push_back({cell, DigitSet{}});
    return Move::setNotes(std::move(notes));
}

bool GameState::applyTo(Board& board, const Move& move) const
{
    const auto at = [](int cell) { return static_cast<std::size_t>(cell); };
    const auto editable = [this](int cell) { return validCell(cell) && !isGiven(cell); };

    switch (move.kind()) {
    case MoveKind::SetValue: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit())) return false;
        board.values.setAt(cell, move.digit());
        board.notes[at(cell)] = {};
        if (move.peerNotes() == PeerNotes::Remove)
            for (int peer : peersOf(cell)) board.notes[at(peer)].erase(move.digit());
        return true;
    }
    case MoveKind::Erase:
        if (!editable(move.cell())) return false;
        board.values.setAt(move.cell(), 0);
        board.notes[at(move.cell())] = {};
        return true;
    case MoveKind::ToggleNote: {
        const int cell = move.cell();
        if (!editable(cell) || !validDigit(move.digit()) || board.values.at(cell) != 0) return false;
        DigitSet& notes = board.notes[at(cell)];
        if (notes.contains(move.digit()))
            notes.erase(move.digit());
        else
            notes.insert(move.digit());
        return true;
    }
    case MoveKind::SetNotes:
        for (const CellNotes& n : move.notes()) {
            if (!editable(n.cell) || !validNotes(n.notes)) return false;
            if (!n.notes.empty() && board.values.at(n.cell) != 0) return false;
            board.notes[at(n.cell)] = n.notes;
        }
        return true;
    case MoveKind::SetCells:
        for (const CellContent& c : move.contents()) {
            if (!editable(c.cell) || c.value < 0 || c.value > kSide || !validNotes(c.notes)) return false;
            if (c.value != 0 && !c.notes.empty()) return false;
            board.values.setAt(c.cell, c.value);
            board.notes[at(c.cell)] = c.notes;
        }
        return true;
    case MoveKind::Restart:
        board.values = puzzle_.givens;
        board.notes = {};
        return true;
    case MoveKind::Compound:
        return std::all_of(move.parts().begin(), move.parts().end(),
                           [&](const Move& part) { return applyTo(board, part); });
    }
    return false;
}

std::optional<Move> GameState::apply(const Move& move)
{
    // Work on a copy so a refused move (even half way through a compound) changes nothing.
    Board board{values_, notes_};
    if (!applyTo(board, move)) return std::nullopt;

    std::vector<CellContent> before;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto i = static_cast<std::size_t>(cell);
        if (board.values.at(cell) != values_.at(cell) || board.notes[i] != notes_[i])
            before.push_back(content(cell));
    }
    values_ = board.values;
    notes_ = board.notes;
    return Move::setCells(std::move(before));
}

} // namespace nonet
