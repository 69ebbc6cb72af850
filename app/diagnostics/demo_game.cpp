#include "app/diagnostics/demo_game.h"

#include <array>

namespace nonet::app {
namespace {

constexpr qint64 kDemoElapsedMs = (12 * 60 + 34) * 1000;

} // namespace

std::optional<GameRecord> demoRecord(const BundledPuzzles& bundled)
{
    const std::vector<GamePuzzle> medium = bundled.ofLevel(Level::Medium);
    if (medium.empty()) return std::nullopt;
    GameRecord record;
    record.puzzle = medium.front();
    GameState state(record.puzzle);
    const auto play = [&](const Move& move) {
        if (state.apply(move)) record.moves.push_back(move);
    };

    // Every third empty cell gets its solution digit, in reading order.
    int nth = 0;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!state.isGiven(cell) && nth++ % 3 == 0)
            play(Move::setValue(cell, record.puzzle.solution.at(cell), PeerNotes::Remove));
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

    // Centre notes where a solver has narrowed a cell to two or three digits: the first
    // four such cells of the bottom half write them in the middle instead.
    int centred = 0;
    for (int cell = kCellCount / 2; cell < kCellCount && centred < 4; ++cell) {
        const DigitSet notes = state.notes(cell);
        if (state.value(cell) != 0 || notes.count() < 2 || notes.count() > 3) continue;
        play(Move::compound({Move::setNotes({{cell, DigitSet{}}}), Move::setNotes({{cell, notes}}, NoteKind::Centre)}));
        ++centred;
    }
    // The six colours, one each on cells of the last three rows (givens and entries alike),
    // and two colours on the notes of one digit, as a colouring chain starts.
    int colour = 1;
    for (int cell = 6 * kSide; cell < kCellCount && colour <= kColourCount; cell += 4)
        play(Move::setColour(cell, colour++));
    int shade = 0;
    for (int cell = 0; cell < kCellCount && shade < 4; ++cell) {
        if (!state.notes(cell).contains(7)) continue;
        play(Move::colourCandidate(cell, 7, shade % 2 == 0 ? 2 : 5));
        ++shade;
    }
    record.undoIndex = static_cast<int>(record.moves.size());
    record.elapsedMs = kDemoElapsedMs;
    return record;
}

int demoSelectedCell(const GameRecord& record)
{
    // The first entry (not a given) of the middle row.
    const Grid& givens = record.puzzle.givens;
    const GameState state = playedPosition(record);
    for (int column = 0; column < kSide; ++column) {
        const int cell = cellAt(4, column);
        if (givens.at(cell) == 0 && state.value(cell) != 0) return cell;
    }
    return cellAt(4, 4);
}

} // namespace nonet::app
