#include "app/pool/pool_setup.h"

#include "app/pool/bundled_puzzles.h"
#include "app/pool/symmetry_setting.h"
#include "core/generator/generator.h"

#include <QStandardPaths>

#include <random>
#include <utility>

namespace nonet::app {

PuzzlePool::Generate poolGenerator(SymmetryChoice symmetry)
{
    return [symmetry = std::move(symmetry)](Level level, std::uint64_t seed, std::stop_token stop) -> std::optional<GamePuzzle> {
        std::mt19937_64 rng(seed);
        const std::optional<GeneratedPuzzle> made = generate(level, symmetry ? symmetry() : kDefaultNewGameSymmetry, rng, stop);
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
    options.targetPerLevel = 15;
    return options;
}

} // namespace nonet::app
