#pragma once
// Gathers the puzzles of a booklet without holding up the GUI: what the puzzle pool has
// ready is taken at once, the rest is generated on worker threads (one job a puzzle, as
// many at a time as there are cores), each graded at exactly its level.
//
//   start(variant, count, levels)  slots: levels spread evenly, easiest first (12 of Easy+Medium:
//        |                6 Easy, then 6 Medium)
//        | takeReady(variant, level) from the pool for every slot it can fill
//        v
//   BackgroundBatch(missing slots) -- the pool's generator (poolGenerator), as for a new game
//        | each made puzzle -> progress(ready, total)
//        v
//   finished(puzzles)      in slot order;  cancel() -> no answer, workers stop promptly

#include "app/jobs/background_batch.h"
#include "core/game/game_puzzle.h"
#include "core/generator/symmetry.h"

#include <QObject>
#include <QThreadPool>

#include <cstdint>
#include <optional>
#include <vector>

namespace nonet::app {

class PuzzleSource;

class BookletJob : public QObject {
    Q_OBJECT
public:
    // `source` may be null (only the generator then); it must outlive the job.
    explicit BookletJob(PuzzleSource* source, QObject* parent = nullptr);
    // Cancels and waits: no worker outlives the job.
    ~BookletJob() override;

    // Puzzles of `variant` (each level one the variant offers); classic ones with
    // `symmetry`, the others with their variant's own, as the pool makes them.
    void start(Variant variant, int count, const std::vector<Level>& levels, Symmetry symmetry, std::uint64_t seed);
    void cancel();
    bool isBusy() const { return busy_; }
    int total() const { return static_cast<int>(slots_.size()); }
    int readyCount() const;

signals:
    void progress(int ready, int total);
    void finished(const std::vector<nonet::GamePuzzle>& puzzles);

private:
    struct Slot {
        int index = 0;
        Level level = Level::VeryEasy;
        std::uint64_t seed = 0;
    };
    struct Made {
        int index = 0;
        std::optional<GamePuzzle> puzzle;
    };
    void onMade(const Made& made);
    void finishIfComplete();

    PuzzleSource* source_;
    QThreadPool pool_;
    BackgroundBatch<Slot, Made> batch_;
    std::vector<Level> slots_;
    std::vector<std::optional<GamePuzzle>> puzzles_;
    bool busy_ = false;
};

} // namespace nonet::app
