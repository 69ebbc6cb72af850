#include "core/game/rewind.h"

#include "core/game/checkpoint.h"

namespace nonet {

namespace {

bool cellOnTrack(const GameState& state, int cell)
{
    const int right = state.solution().at(cell);
    if (state.value(cell) != 0) return state.isGiven(cell) || state.value(cell) == right;
    for (const DigitSet notes : {state.notes(cell), state.centreNotes(cell)})
        if (!notes.empty() && !notes.contains(right)) return false;
    return true;
}

} // namespace

bool isOnTrack(const GameState& state)
{
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (!cellOnTrack(state, cell)) return false;
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
    // The move after the last good position is the one that went wrong, in its first cell
    // off track.
    GameState wentWrong = lastGood;
    wentWrong.apply(record.moves[static_cast<std::size_t>(lastGoodIndex)]);
    int wrongCell = -1;
    for (int cell = 0; cell < kCellCount && wrongCell < 0; ++cell)
        if (!cellOnTrack(wentWrong, cell)) wrongCell = cell;
    return Rewind{record.undoIndex - lastGoodIndex, moveBetween(*now, lastGood), wrongCell};
}

} // namespace nonet
