#include "app/pool/new_game_provider.h"

#include "app/pool/pool_setup.h"
#include "core/grader/variant_levels.h"
#include "core/presets/preset.h"

#include <QRandomGenerator>

#include <algorithm>
#include <utility>

namespace nonet::app {

NewGameProvider::NewGameProvider(BundledPuzzles bundled, std::uint64_t seed, QObject* parent)
    : PuzzleSource(parent), bundled_(std::move(bundled)), rng_(seed), made_([this](std::optional<GamePuzzle> puzzle) {
          pending_ = false;
          if (puzzle)
              emit puzzleReady(*puzzle);
          else
              emit failed(making_.first, making_.second);
      })
{
}

NewGameProvider* NewGameProvider::createDefault(QObject* parent)
{
    auto parsed = BundledPuzzles::loadBuiltIn();
    for (const QString& error : parsed.errors) qWarning("bundled puzzles: %s", qPrintable(error));
    return new NewGameProvider(std::move(parsed.puzzles), QRandomGenerator::system()->generate64(), parent);
}

std::optional<GamePuzzle> NewGameProvider::takeReady(Variant variant, Level level)
{
    if (!presetOf(variant).home) return std::nullopt;
    // The nearest level that has puzzles: the same, then one easier/harder, and so on.
    const int wanted = static_cast<int>(level);
    for (int distance = 0; distance < kLevelCount; ++distance) {
        for (const int l : {wanted - distance, wanted + distance}) {
            if (l < 0 || l >= kLevelCount) continue;
            auto& queue = queues_[static_cast<std::size_t>(l)];
            if (queue.empty()) {
                queue = bundled_.ofLevel(static_cast<Level>(l));
                std::shuffle(queue.begin(), queue.end(), rng_);
            }
            if (!queue.empty()) {
                GamePuzzle puzzle = queue.back();
                queue.pop_back();
                return puzzle;
            }
        }
    }
    return std::nullopt;
}

void NewGameProvider::request(Variant variant, Level level)
{
    cancel();
    pending_ = true;
    if (!presetOf(variant).home && offersLevel(variant, level)) {
        making_ = {variant, level};
        // Made with the pool's generator from a seed of our own: reproducible from the provider's seed.
        made_.start([variant, level, seed = rng_(), generate = poolGenerator({})](std::stop_token stop) {
            return generate(variant, level, seed, stop);
        });
        return;
    }
    // The PuzzleSource contract: the answer never comes from inside this call.
    const quint64 id = requestId_;
    QMetaObject::invokeMethod(this, [this, id, variant, level] { answer(id, variant, level); }, Qt::QueuedConnection);
}

void NewGameProvider::cancel()
{
    ++requestId_; // the queued answer of the dropped request finds a newer id and stays silent
    made_.cancel();
    pending_ = false;
}

void NewGameProvider::answer(quint64 id, Variant variant, Level level)
{
    if (id != requestId_ || !pending_) return; // cancelled or replaced
    pending_ = false;
    if (const std::optional<GamePuzzle> puzzle = takeReady(variant, level))
        emit puzzleReady(*puzzle);
    else
        emit failed(variant, level);
}

} // namespace nonet::app
