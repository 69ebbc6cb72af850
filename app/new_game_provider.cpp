#include "app/new_game_provider.h"

#include <QRandomGenerator>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

namespace nonet::app {

NewGameProvider::NewGameProvider(BundledPuzzles bundled, Generate generate, std::uint64_t seed, QObject* parent)
    : PuzzleSource(parent), bundled_(std::move(bundled)), generate_(std::move(generate)), rng_(seed)
{
    // One worker: a cancelled job finishes (it honours its stop token) before the next starts.
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, &NewGameProvider::finished);
}

NewGameProvider* NewGameProvider::createDefault(QObject* parent)
{
    auto parsed = BundledPuzzles::loadBuiltIn();
    for (const QString& error : parsed.errors) qWarning("bundled puzzles: %s", qPrintable(error));
    return new NewGameProvider(std::move(parsed.puzzles), {}, QRandomGenerator::system()->generate64(), parent);
}

NewGameProvider::~NewGameProvider()
{
    stop_.request_stop();
    pool_.waitForDone();
}

std::optional<GamePuzzle> NewGameProvider::takeReady(Level level)
{
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

void NewGameProvider::request(Level level)
{
    cancel();
    stop_ = std::stop_source();
    requested_ = level;
    busy_ = true;
    const quint64 id = ++requestId_;
    // Each job gets its own generator, seeded from ours: no RNG is shared between threads.
    auto job = [generate = generate_, level, id, seed = rng_(), stop = stop_.get_token()]() -> Result {
        if (!generate) return {id, std::nullopt};
        std::mt19937_64 rng(seed);
        return {id, generate(level, rng, stop)};
    };
    watcher_.setFuture(QtConcurrent::run(&pool_, std::move(job)));
}

void NewGameProvider::cancel()
{
    if (!busy_) return;
    stop_.request_stop();
    ++requestId_; // whatever the running job returns is stale now
    busy_ = false;
}

void NewGameProvider::finished()
{
    const Result result = watcher_.result();
    if (result.id != requestId_ || !busy_) return; // cancelled or replaced
    busy_ = false;
    // No generator, or it gave up: the bundled list still gives a game.
    const std::optional<GamePuzzle> puzzle = result.puzzle ? result.puzzle : takeReady(requested_);
    if (puzzle)
        emit puzzleReady(*puzzle);
    else
        emit failed(requested_);
}

} // namespace nonet::app
