#pragma once
// New without the player's files: classic puzzles from the bundled list alone (no
// generation), the other variants, which have no bundled list, made on request in the
// background from the provider's own seed. No files, no pool. The game itself runs on the
// PuzzlePool (which starts from the same list on a first launch); this source serves the
// runs that must leave the player's pool and history alone (demo, screenshot, start-up
// measurement) and window tests that want fixed puzzles.

#include "app/jobs/background_job.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/puzzle_source.h"
#include "core/presets/preset.h"

#include <array>
#include <utility>
#include <random>

namespace nonet::app {

class NewGameProvider : public PuzzleSource {
    Q_OBJECT
public:
    NewGameProvider(BundledPuzzles bundled, std::uint64_t seed, QObject* parent = nullptr);
    // The list compiled into the program, shuffled from the system's random source.
    static NewGameProvider* createDefault(QObject* parent = nullptr);

    // Classic: the next bundled puzzle of the level (cycling through them in a shuffled
    // order), or of the nearest level that has any. Nothing for the other variants.
    std::optional<GamePuzzle> takeReady(Variant variant, Level level) override;
    // Answers from the event loop (puzzleReady, or failed for an empty list or a level the
    // variant does not offer); the other variants once their puzzle is made.
    void request(Variant variant, Level level) override;
    void cancel() override;
    bool isBusy() const override { return pending_; }

private:
    void answer(quint64 id, Variant variant, Level level);

    BundledPuzzles bundled_;
    std::mt19937_64 rng_;
    std::array<std::vector<GamePuzzle>, kLevelCount> queues_; // bundled, shuffled, per level
    BackgroundJob<std::optional<GamePuzzle>> made_;            // a variant's puzzle being made
    std::pair<Variant, Level> making_{homeVariant(), Level::VeryEasy}; // ... of this
    quint64 requestId_ = 0;
    bool pending_ = false;
};

} // namespace nonet::app
