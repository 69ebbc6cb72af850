#include "core/game/game_record.h"

#include <algorithm>
#include <utility>

namespace nonet {

std::variant<GameState, ReplayError> replay(const GameRecord& record)
{
    if (!isConsistentPuzzle(record.puzzle)) return ReplayError{ReplayError::Code::InconsistentPuzzle};
    if (record.undoIndex < 0 || record.undoIndex > static_cast<int>(record.moves.size()))
        return ReplayError{ReplayError::Code::UndoIndexOutOfRange};
    GameState state(record.puzzle);
    GameState position = state;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (!state.apply(record.moves[i])) return ReplayError{ReplayError::Code::RefusedMove, static_cast<int>(i)};
        if (static_cast<int>(i) + 1 == record.undoIndex) position = state;
    }
    if (record.mistakes < 0) return ReplayError{ReplayError::Code::BadMistakes};
    if (std::any_of(record.hints.stages.begin(), record.hints.stages.end(), [](int n) { return n < 0; })
        || std::any_of(record.hints.techniques.begin(), record.hints.techniques.end(), [](int n) { return n < 0; }))
        return ReplayError{ReplayError::Code::BadHints};
    for (std::size_t i = 0; i < record.checkpoints.size(); ++i)
        if (record.checkpoints[i].elapsedMs < 0 || !checkpointPosition(record.puzzle, record.checkpoints[i]))
            return ReplayError{ReplayError::Code::BadCheckpoint, static_cast<int>(i)};
    return position;
}

GameRecord foldPlayedMoves(const GameRecord& record, int count)
{
    count = std::clamp(count, 0, record.undoIndex);
    if (count == 0) return record;
    const GameState start(record.puzzle);
    GameState reached = start;
    for (int i = 0; i < count; ++i) reached.apply(record.moves[static_cast<std::size_t>(i)]);
    GameRecord folded = record;
    folded.moves.clear();
    const Move fold = moveBetween(start, reached);
    if (!fold.isEmpty()) folded.moves.push_back(fold);
    folded.moves.insert(folded.moves.end(), record.moves.begin() + count, record.moves.end());
    folded.undoIndex = record.undoIndex - count + (fold.isEmpty() ? 0 : 1);
    return folded;
}

GameState playedPosition(const GameRecord& record)
{
    auto replayed = replay(record);
    if (auto* position = std::get_if<GameState>(&replayed)) return std::move(*position);
    return GameState(record.puzzle);
}

} // namespace nonet
