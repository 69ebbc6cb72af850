#include "core/game/checkpoint.h"

#include <utility>
#include <vector>

namespace nonet {
namespace {

bool holdsNothing(const CellContent& content)
{
    return content.value == 0 && content.notes.empty() && content.centreNotes.empty() && content.colour == 0
        && content.candidateColours.empty();
}

} // namespace

Move positionMove(const GameState& state)
{
    std::vector<CellContent> cells;
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        const CellContent content = state.content(cell);
        if (state.isGiven(cell) ? content.colour != 0 : !holdsNothing(content)) cells.push_back(content);
    }
    return Move::setCells(std::move(cells));
}

Checkpoint makeCheckpoint(const GameState& state, std::int64_t elapsedMs) { return {elapsedMs, positionMove(state)}; }

std::optional<GameState> checkpointPosition(const GamePuzzle& puzzle, const Checkpoint& checkpoint)
{
    if (checkpoint.position.kind() != MoveKind::SetCells || !isConsistentPuzzle(puzzle)) return std::nullopt;
    GameState state(puzzle);
    if (!state.apply(checkpoint.position)) return std::nullopt;
    return state;
}

int filledCount(const GamePuzzle& puzzle, const Checkpoint& checkpoint)
{
    const auto position = checkpointPosition(puzzle, checkpoint);
    return position ? position->filledCount() : puzzle.givens.filledCount();
}

Move moveBetween(const GameState& from, const GameState& to)
{
    std::vector<CellContent> cells;
    for (int cell = 0; cell < from.cellCount(); ++cell)
        if (from.content(cell) != to.content(cell)) cells.push_back(to.content(cell));
    return Move::setCells(std::move(cells));
}

} // namespace nonet
