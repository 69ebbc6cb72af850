#include "core/game/game_puzzle.h"

namespace nonet {

bool isConsistentPuzzle(const GamePuzzle& puzzle)
{
    if (!(puzzle.givens.shape() == puzzle.solution.shape())) return false;
    if (!puzzle.solution.isSolved()) return false;
    for (int cell = 0; cell < puzzle.givens.cellCount(); ++cell) {
        const int given = puzzle.givens.at(cell);
        if (given != 0 && given != puzzle.solution.at(cell)) return false;
    }
    return true;
}

} // namespace nonet
