#include "app/diagnostics/demo_variant_game.h"

#include "core/generator/shape_generator.h"

#include <random>

namespace nonet::app {
namespace {

constexpr std::uint64_t kDemoSeed = 20261201;

} // namespace

std::optional<ShapeGame> demoVariantGame(Variant variant)
{
    if (variant == Variant::Classic) return std::nullopt; // the classic demo is --demo-state
    const Level level = variant == Variant::Mini4 || variant == Variant::Giant16 ? Level::Easy : Level::Medium;
    std::mt19937_64 rng(kDemoSeed);
    const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng);
    if (!made) return std::nullopt;
    ShapeGame game(ShapeGamePuzzle{made->givens, made->solution, made->level});

    // Every third empty cell gets its solution value, in reading order.
    int nth = 0;
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (!game.isGiven(cell) && nth++ % 3 == 0) game.apply(game.placeMove(cell, made->solution.at(cell)));
    game.apply(game.allNotesMove());
    // One mistake: the last empty cell that can take a value held by exactly one of its peers.
    const Shape& shape = game.shape();
    for (int cell = game.cellCount() - 1; cell >= 0; --cell) {
        if (game.value(cell) != 0) continue;
        std::vector<int> holders(static_cast<std::size_t>(game.side()) + 1, 0);
        for (const int peer : shape.peerSet(cell)) ++holders[static_cast<std::size_t>(game.value(peer))];
        for (int value = 1; value <= game.side(); ++value) {
            if (holders[static_cast<std::size_t>(value)] != 1) continue;
            ShapeMove mistake;
            mistake.cells.push_back({cell, value, {}});
            game.apply(mistake);
            return game;
        }
    }
    return game;
}

int demoVariantSelectedCell(const ShapeGame& game)
{
    const int middle = game.cellCount() / 2 + game.side() / 2;
    for (int cell = middle; cell < game.cellCount(); ++cell)
        if (game.value(cell) != 0 && !game.conflicts().contains(cell)) return cell;
    return middle;
}

} // namespace nonet::app
