#include "app/pool/new_game_provider.h"

#include <QRandomGenerator>

#include <algorithm>
#include <utility>

namespace nonet::app {

NewGameProvider::NewGameProvider(BundledPuzzles bundled, std::uint64_t seed, QObject* parent)
    : PuzzleSource(parent), bundled_(std::move(bundled)), rng_(seed)
{
}

NewGameProvider* NewGameProvider::createDefault(QObject* parent)
{
    auto parsed = BundledPuzzles::loadBuiltIn();
    for (const QString& error : parsed.errors) qWarning("bundled puzzles: %s", qPrintable(error));
    return new NewGameProvider(std::move(parsed.puzzles), QRandomGenerator::system()->generate64(), parent);
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
    // The PuzzleSource contract: the answer never comes from inside this call.
    const quint64 id = ++requestId_;
    pending_ = true;
    QMetaObject::invokeMethod(this, [this, id, level] { answer(id, level); }, Qt::QueuedConnection);
}

void NewGameProvider::cancel()
{
    ++requestId_; // the queued answer of the dropped request finds a newer id and stays silent
    pending_ = false;
}

void NewGameProvider::answer(quint64 id, Level level)
{
    if (id != requestId_ || !pending_) return; // cancelled or replaced
    pending_ = false;
    if (const std::optional<GamePuzzle> puzzle = takeReady(level))
        emit puzzleReady(*puzzle);
    else
        emit failed(level);
}

} // namespace nonet::app
