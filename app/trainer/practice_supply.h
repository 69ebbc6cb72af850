#pragma once
// Practice positions, ready before the player asks (like the puzzle pool): while a technique
// is practised, two positions of it are kept ready, made off the GUI thread.
//
//   source                     technique                      how
//   the bundled set, shuffled  every technique, first          makeTrainerPosition
//   generated                  common ones, after the bundled  generateForTechnique, then
//                              ones were served once            makeTrainerPosition
//   the bundled set again      the rare ones (too slow to      cycling through it anew
//                              make while the player waits)
//
// The first bundled puzzle of a technique is the chooser's diagram, shown with its answer:
// the common techniques never serve it, the rare ones serve it last in every round.
//
// One job runs at a time; a request for a technique goes before stocking up.

#include "app/jobs/background_job.h"
#include "app/trainer/practice_set.h"
#include "core/trainer/trainer_position.h"

#include <QObject>

#include <array>
#include <deque>
#include <optional>
#include <random>

namespace nonet::app {

class PracticeSupply : public QObject {
    Q_OBJECT
public:
    PracticeSupply(PracticeSet set, std::uint64_t seed, QObject* parent = nullptr);
    ~PracticeSupply() override; // stops and waits for a running job

    const PracticeSet& set() const { return set_; }
    // Keep positions of this technique ready from now on.
    void prepare(Technique technique);
    // The next position of the technique: positionReady, from the event loop (at once when
    // one is ready), or failed when none can be made.
    void request(Technique technique);
    void cancel();
    bool isWaiting() const { return wanted_.has_value(); }
    int readyCount(Technique technique) const;

signals:
    void positionReady(const nonet::TrainerPosition& position);
    void failed(nonet::Technique technique);

private:
    struct Job {
        Technique technique = Technique::Guess;
        std::optional<Grid> givens; // from the bundled set; nothing: generate
        std::uint64_t seed = 0;
    };
    void schedule();
    Job nextJob(Technique technique);
    void onFinished(std::optional<TrainerPosition> position);
    void deliver();

    PracticeSet set_;
    std::mt19937_64 rng_;
    std::optional<Job> running_;
    std::optional<Technique> wanted_;    // a request waiting for a position
    std::optional<Technique> stocked_;   // the technique kept ready
    std::array<std::deque<TrainerPosition>, kTechniqueCount> ready_;
    std::array<std::vector<std::size_t>, kTechniqueCount> bundledOrder_; // shuffled indexes not served yet
    std::array<int, kTechniqueCount> failures_{};
    BackgroundJob<std::optional<TrainerPosition>> job_; // last: stops and waits before the rest goes
};

} // namespace nonet::app
