#include "app/pool/pool_setup.h"

#include "app/pool/bundled_puzzles.h"
#include "app/pool/symmetry_setting.h"
#include "core/generator/shape_generator.h"
#include "core/presets/preset.h"

#include <QStandardPaths>

#include <random>
#include <utility>

namespace nonet::app {

PuzzlePool::Generate poolGenerator(SymmetryChoice symmetry)
{
    return [symmetry = std::move(symmetry)](Variant variant, Level level, std::uint64_t seed,
                                            std::stop_token stop) -> std::optional<GamePuzzle> {
        std::mt19937_64 rng(seed);
        // The player's symmetry is the classic game's; every other variant keeps its own
        // (none for Jigsaw, whose regions have no symmetry to echo).
        const Symmetry chosen = !presetOf(variant).home ? defaultSymmetry(variant)
                                : symmetry                  ? symmetry()
                                                            : kDefaultNewGameSymmetry;
        const std::optional<GeneratedShapePuzzle> made = generateShaped(variant, level, chosen, rng, stop);
        if (!made) return std::nullopt;
        return GamePuzzle{made->givens, made->solution, made->level};
    };
}

PuzzlePool::Options defaultPoolOptions()
{
    PuzzlePool::Options options;
    options.directory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // Read per job: a symmetry chosen in Preferences applies from the next job on.
    options.generate = poolGenerator([] { return newGameSymmetry(); });
    auto bundled = BundledPuzzles::loadBuiltIn();
    for (const QString& error : bundled.errors) qWarning("bundled puzzles: %s", qPrintable(error));
    options.bundled = bundled.puzzles.all();
    return options;
}

} // namespace nonet::app
