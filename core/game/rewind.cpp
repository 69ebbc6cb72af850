#include "core/game/rewind.h"

#include "core/game/checkpoint.h"

namespace nonet {

bool isOnTrack(const GameState& state)
{
    if (!state.wrongEntries().empty()) return false;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (state.value(cell) != 0) continue;
        const int right = state.solution().at(cell);
        for (const DigitSet notes : {state.notes(cell), state.centreNotes(cell)})
            if (!notes.empty() && !notes.contains(right)) return false;
    }
    return true;
}

std::optional<Rewind> rewindToLastCorrect(const GameRecord& record)
{
    const auto replayed = replay(record);
    const auto* now = std::get_if<GameState>(&replayed);
    if (now == nullptr || isOnTrack(*now)) return std::nullopt;
    // Forward once, remembering the last position on track: the givens always are.
    GameState state(record.puzzle);
    GameState lastGood = state;
    int lastGoodIndex = 0;
    for (int i = 0; i < record.undoIndex; ++i) {
        state.apply(record.moves[static_cast<std::size_t>(i)]);
        if (isOnTrack(state)) {
            lastGood = state;
            lastGoodIndex = i + 1;
        }
    }
    return Rewind{record.undoIndex - lastGoodIndex, moveBetween(*now, lastGood)};
}

} // namespace nonet
