#include "core/game/move.h"

#include <algorithm>
#include <utility>

namespace nonet {

Move Move::setValue(int cell, int digit, PeerNotes peerNotes, ReturnNotes returnNotes)
{
    Move m;
    m.kind_ = MoveKind::SetValue;
    m.cell_ = cell;
    m.digit_ = digit;
    m.peerNotes_ = peerNotes;
    m.returnNotes_ = returnNotes;
    return m;
}

Move Move::erase(int cell, ReturnNotes returnNotes)
{
    Move m;
    m.kind_ = MoveKind::Erase;
    m.cell_ = cell;
    m.returnNotes_ = returnNotes;
    return m;
}

Move Move::toggleNote(int cell, int digit, NoteKind kind)
{
    Move m;
    m.kind_ = MoveKind::ToggleNote;
    m.cell_ = cell;
    m.digit_ = digit;
    m.noteKind_ = kind;
    return m;
}

Move Move::setNotes(std::vector<CellNotes> notes, NoteKind kind)
{
    Move m;
    m.kind_ = MoveKind::SetNotes;
    m.notes_ = std::move(notes);
    m.noteKind_ = kind;
    return m;
}

Move Move::setCells(std::vector<CellContent> contents)
{
    Move m;
    m.kind_ = MoveKind::SetCells;
    m.contents_ = std::move(contents);
    return m;
}

Move Move::restart()
{
    Move m;
    m.kind_ = MoveKind::Restart;
    return m;
}

Move Move::compound(std::vector<Move> parts)
{
    Move m;
    m.kind_ = MoveKind::Compound;
    m.parts_ = std::move(parts);
    return m;
}

Move Move::setColour(int cell, int colour)
{
    Move m;
    m.kind_ = MoveKind::SetColour;
    m.cell_ = cell;
    m.colour_ = colour;
    return m;
}

Move Move::colourCandidate(int cell, int digit, int colour)
{
    Move m;
    m.kind_ = MoveKind::ColourCandidate;
    m.cell_ = cell;
    m.digit_ = digit;
    m.colour_ = colour;
    return m;
}

Move Move::batch(std::vector<Move> parts)
{
    if (parts.size() == 1) return std::move(parts.front());
    return compound(std::move(parts));
}

bool Move::isEmpty() const
{
    switch (kind_) {
    case MoveKind::SetNotes: return notes_.empty();
    case MoveKind::SetCells: return contents_.empty();
    case MoveKind::Compound: return std::all_of(parts_.begin(), parts_.end(), [](const Move& p) { return p.isEmpty(); });
    case MoveKind::SetValue:
    case MoveKind::Erase:
    case MoveKind::ToggleNote:
    case MoveKind::Restart:
    case MoveKind::SetColour:
    case MoveKind::ColourCandidate: return false;
    }
    return false;
}

} // namespace nonet
