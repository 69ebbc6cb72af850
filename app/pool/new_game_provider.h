#pragma once
// New from the bundled puzzle list alone: no generation, no files, no threads. The game
// itself runs on the PuzzlePool (which starts from the same list on a first launch); this
// source serves the runs that must leave the player's pool and history alone (demo,
// screenshot, start-up measurement) and window tests that want fixed puzzles.

#include "app/pool/bundled_puzzles.h"
#include "app/pool/puzzle_source.h"

#include <array>
#include <random>

namespace nonet::app {

class NewGameProvider : public PuzzleSource {
    Q_OBJECT
public:
    NewGameProvider(BundledPuzzles bundled, std::uint64_t seed, QObject* parent = nullptr);
    // The list compiled into the program, shuffled from the system's random source.
    static NewGameProvider* createDefault(QObject* parent = nullptr);

    // The next bundled puzzle of the level (cycling through them in a shuffled order), or of
    // the nearest level that has any.
    std::optional<GamePuzzle> takeReady(Level level) override;
    // Answers from the event loop (puzzleReady, or failed for an empty list).
    void request(Level level) override;
    void cancel() override;
    bool isBusy() const override { return pending_; }

private:
    void answer(quint64 id, Level level);

    BundledPuzzles bundled_;
    std::mt19937_64 rng_;
    std::array<std::vector<GamePuzzle>, kLevelCount> queues_; // bundled, shuffled, per level
    quint64 requestId_ = 0;
    bool pending_ = false;
};

} // namespace nonet::app
