#include "app/diagnostics/demo_game.h"

#include "core/generator/shape_generator.h"
#include "core/presets/preset.h"

#include <random>
#include <vector>

namespace nonet::app {
namespace {

constexpr qint64 kDemoElapsedMs = (12 * 60 + 34) * 1000;
constexpr std::uint64_t kDemoSeed = 20261201;

// The demo's moves on the puzzle (any shape).
GameRecord demoOn(const GamePuzzle& puzzle)
{
    GameRecord record;
    record.puzzle = puzzle;
    GameState state(record.puzzle);
    const auto play = [&](const Move& move) {
        if (state.apply(move)) record.moves.push_back(move);
    };
    const int count = state.cellCount();
    const int side = state.side();

    // Every third empty cell gets its solution value, in reading order.
    int nth = 0;
    for (int cell = 0; cell < count; ++cell)
        if (!state.isGiven(cell) && nth++ % 3 == 0)
            play(Move::setValue(cell, record.puzzle.solution.at(cell), PeerNotes::Remove));
    play(state.allNotesMove());
    // One mistake: the last empty cell that can get a value held by exactly one of its
    // peers takes it, so one pair of cells shows the conflict mark.
    const auto addMistake = [&] {
        for (int cell = count - 1; cell >= 0; --cell) {
            if (state.value(cell) != 0) continue;
            std::vector<int> holders(static_cast<std::size_t>(side) + 1, 0);
            for (int peer : state.shape().peerSet(cell)) ++holders[static_cast<std::size_t>(state.value(peer))];
            for (int value = 1; value <= side; ++value) {
                if (holders[static_cast<std::size_t>(value)] == 1) {
                    play(Move::setValue(cell, value, PeerNotes::Keep));
                    return;
                }
            }
        }
    };
    addMistake();

    // Centre notes where a solver has narrowed a cell to two or three values: the first
    // four such cells of the bottom half write them in the middle instead.
    int centred = 0;
    for (int cell = count / 2; cell < count && centred < 4; ++cell) {
        const DigitSet notes = state.notes(cell);
        if (state.value(cell) != 0 || notes.count() < 2 || notes.count() > 3) continue;
        play(Move::compound({Move::setNotes({{cell, DigitSet{}}}), Move::setNotes({{cell, notes}}, NoteKind::Centre)}));
        ++centred;
    }
    // The six colours, one each on cells of the last third of the rows (givens and entries
    // alike), and two colours on the notes of one value, as a colouring chain starts.
    int colour = 1;
    for (int cell = (2 * side / 3) * side; cell < count && colour <= kColourCount; cell += 4)
        play(Move::setColour(cell, colour++));
    const int coloured = std::min(7, side);
    int shade = 0;
    for (int cell = 0; cell < count && shade < 4; ++cell) {
        if (!state.notes(cell).contains(coloured)) continue;
        play(Move::colourCandidate(cell, coloured, shade % 2 == 0 ? 2 : 5));
        ++shade;
    }
    record.undoIndex = static_cast<int>(record.moves.size());
    record.elapsedMs = kDemoElapsedMs;
    return record;
}

} // namespace

std::optional<GameRecord> demoRecord(const BundledPuzzles& bundled)
{
    const std::vector<GamePuzzle> medium = bundled.ofLevel(Level::Medium);
    if (medium.empty()) return std::nullopt;
    return demoOn(medium.front());
}

std::optional<GameRecord> demoRecord(Variant variant)
{
    if (presetOf(variant).home) return std::nullopt;
    const Level level = presetOf(variant).demoLevel;
    std::mt19937_64 rng(kDemoSeed);
    const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng);
    if (!made) return std::nullopt;
    return demoOn(GamePuzzle{made->givens, made->solution, made->level});
}

int demoSelectedCell(const GameRecord& record)
{
    const GameState state = playedPosition(record);
    const Shape& shape = state.shape();
    const int row = shape.side() / 2;
    const WideCellSet conflicts = state.conflicts();
    for (int column = 0; column < shape.side(); ++column) {
        const int cell = shape.cellAt(row, column);
        if (!state.isGiven(cell) && state.value(cell) != 0 && !conflicts.contains(cell)) return cell;
    }
    return shape.cellAt(row, shape.side() / 2);
}

} // namespace nonet::app
