#pragma once
// Puzzles for New, made off the GUI thread: a QtConcurrent job on a private one-thread pool,
// watched by a QFutureWatcher, cancelled through a std::stop_source. The job runs the
// generator when one is given; without one (or when it fails) the bundled list answers.

#include "app/bundled_puzzles.h"
#include "app/puzzle_source.h"

#include <QFutureWatcher>
#include <QThreadPool>

#include <array>
#include <functional>
#include <random>
#include <stop_token>

namespace nonet::app {

class NewGameProvider : public PuzzleSource {
    Q_OBJECT
public:
    // Runs on a worker thread; must return soon after `stop` is requested.
    using Generate = std::function<std::optional<GamePuzzle>(Level, std::mt19937_64&, std::stop_token)>;

    NewGameProvider(BundledPuzzles bundled, Generate generate, std::uint64_t seed, QObject* parent = nullptr);
    // The game's own: the bundled list compiled into the program, the engine's generator
    // when it is built in, seeded from the system's random source.
    static NewGameProvider* createDefault(QObject* parent = nullptr);
    // Cancels and waits for the worker: no job outlives the provider.
    ~NewGameProvider() override;

    // The next bundled puzzle of the level (cycling through them in a shuffled order), or of
    // the nearest level that has any.
    std::optional<GamePuzzle> takeReady(Level level) override;
    void request(Level level) override;
    void cancel() override;
    bool isBusy() const override { return busy_; }

private:
    struct Result {
        quint64 id = 0;
        std::optional<GamePuzzle> puzzle;
    };
    void finished();

    BundledPuzzles bundled_;
    Generate generate_;
    std::mt19937_64 rng_;
    std::array<std::vector<GamePuzzle>, kLevelCount> queues_; // bundled, shuffled, per level
    QThreadPool pool_;
    QFutureWatcher<Result> watcher_;
    std::stop_source stop_;
    quint64 requestId_ = 0;
    Level requested_ = Level::VeryEasy;
    bool busy_ = false;
};

} // namespace nonet::app
