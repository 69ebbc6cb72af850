#include "core/game/step_move.h"

#include <vector>

namespace nonet {

Move stepMove(const GameState& state, const Step& step, PeerNotes peerNotes)
{
    std::vector<DigitSet> removed(static_cast<std::size_t>(state.cellCount()));
    WideCellSet touched;
    for (const CellDigit& e : step.eliminations) {
        if (e.cell < 0 || e.cell >= state.cellCount() || !state.notes(e.cell).contains(e.digit)) continue;
        removed[static_cast<std::size_t>(e.cell)].insert(e.digit);
        touched.insert(e.cell);
    }
    std::vector<CellNotes> notes;
    for (int cell : touched) notes.push_back({cell, state.notes(cell) - removed[static_cast<std::size_t>(cell)]});

    std::vector<Move> parts;
    if (!notes.empty()) parts.push_back(Move::setNotes(std::move(notes)));
    for (const CellDigit& p : step.placements)
        if (state.value(p.cell) != p.digit) parts.push_back(Move::setValue(p.cell, p.digit, peerNotes));
    return Move::compound(std::move(parts));
}

} // namespace nonet
