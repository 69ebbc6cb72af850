#include "app/demo_game.h"

#include <array>

namespace nonet::app {
namespace {

constexpr qint64 kDemoElapsedMs = (12 * 60 + 34) * 1000;

} // namespace

std::optional<GameSession::Snapshot> demoSnapshot(const BundledPuzzles& bundled)
{
    const std::vector<GamePuzzle> medium = bundled.ofLevel(Level::Medium);
    if (medium.empty()) return std::nullopt;
    GameSession::Snapshot snap;
    snap.puzzle = medium.front();
    GameState state(snap.puzzle);
    const auto play = [&](const Move& move) {
        if (state.apply(move)) snap.moves.push_back(move);
    };

    // Every third empty cell gets its solution digit, in reading order.
    int nth = 0;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!state.isGiven(cell) && nth++ % 3 == 0)
            play(Move::setValue(cell, snap.puzzle.solution.at(cell), PeerNotes::Remove));
    play(state.allNotesMove());
    // One mistake: the last empty cell that can get a digit held by exactly one of its
    // peers takes it, so one pair of cells shows the conflict mark.
    const auto addMistake = [&] {
        for (int cell = kCellCount - 1; cell >= 0; --cell) {
            if (state.value(cell) != 0) continue;
            std::array<int, kSide + 1> holders{};
            for (int peer : peersOf(cell)) ++holders[static_cast<std::size_t>(state.value(peer))];
            for (int digit = 1; digit <= kSide; ++digit) {
                if (holders[static_cast<std::size_t>(digit)] == 1) {
                    play(Move::setValue(cell, digit, PeerNotes::Keep));
                    return;
                }
            }
        }
    };
    addMistake();
    snap.undoIndex = static_cast<int>(snap.moves.size());
    snap.elapsedMs = kDemoElapsedMs;
    return snap;
}

int demoSelectedCell(const GameSession::Snapshot& snapshot)
{
    // The first entry (not a given) of the middle row.
    const Grid& givens = snapshot.puzzle.givens;
    GameState state(snapshot.puzzle);
    for (const Move& move : snapshot.moves) state.apply(move);
    for (int column = 0; column < kSide; ++column) {
        const int cell = cellAt(4, column);
        if (givens.at(cell) == 0 && state.value(cell) != 0) return cell;
    }
    return cellAt(4, 4);
}

} // namespace nonet::app
