#include "app/trainer/practice_supply.h"

#include "core/generator/technique_generator.h"
#include "core/trainer/practice_catalog.h"

#include <QTimer>

#include <algorithm>

namespace nonet::app {

namespace {

constexpr std::size_t kKeepReady = 2;
// A job that yields nothing (stopped, or a bundled line the grader no longer needs the
// technique for) is tried again; after this many in a row the technique fails.
constexpr int kMaxFailures = 8;

std::optional<TrainerPosition> makePosition(Technique technique, std::optional<Grid> givens, std::uint64_t seed,
                                            std::stop_token stop)
{
    if (!givens) {
        std::mt19937_64 rng(seed);
        const auto puzzle = generateForTechnique(technique, Symmetry::Rotate180, rng, stop);
        if (!puzzle) return std::nullopt;
        givens = puzzle->givens;
    }
    return makeTrainerPosition(*givens, technique, stop);
}

std::size_t index(Technique technique) { return static_cast<std::size_t>(technique); }

// One round of a technique's bundled puzzles, as indexes served from the back. The first
// puzzle is the one the chooser's diagram shows with its answer marked: a position whose
// answer the player has just seen is no exercise. So a technique made on demand never serves
// it (generated positions follow the others), and a rare one, served from the set alone,
// serves it last in every round.
std::vector<std::size_t> bundledRound(std::size_t count, bool rare, std::mt19937_64& rng)
{
    std::vector<std::size_t> order;
    if (count == 0) return order;
    if (rare) order.push_back(0);
    const auto shuffledFrom = static_cast<std::ptrdiff_t>(order.size());
    for (std::size_t i = 1; i < count; ++i) order.push_back(i);
    std::shuffle(order.begin() + shuffledFrom, order.end(), rng);
    return order;
}

} // namespace

PracticeSupply::PracticeSupply(PracticeSet set, std::uint64_t seed, QObject* parent)
    : QObject(parent), set_(std::move(set)), rng_(seed),
      job_([this](std::optional<TrainerPosition> position) { onFinished(std::move(position)); })
{
    // Each bundled puzzle but the diagram's is served once, in a shuffled order, before any
    // is generated.
    for (int t = 0; t < kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        bundledOrder_[index(technique)] = bundledRound(set_.of(technique).size(), isTooRareToGenerate(technique), rng_);
    }
}

PracticeSupply::~PracticeSupply() = default; // job_ stops and waits

int PracticeSupply::readyCount(Technique technique) const { return static_cast<int>(ready_[index(technique)].size()); }

void PracticeSupply::prepare(Technique technique)
{
    if (stocked_ == technique) return;
    stocked_ = technique;
    // A job for another technique that nobody waits for gives way.
    if (running_ && running_->technique != technique && wanted_ != running_->technique) job_.requestStop();
    schedule();
}

void PracticeSupply::request(Technique technique)
{
    wanted_ = technique;
    failures_[index(technique)] = 0;
    prepare(technique);
    if (!ready_[index(technique)].empty()) QTimer::singleShot(0, this, &PracticeSupply::deliver);
    schedule();
}

void PracticeSupply::cancel()
{
    wanted_.reset();
    stocked_.reset();
    job_.requestStop();
}

void PracticeSupply::deliver()
{
    if (!wanted_ || ready_[index(*wanted_)].empty()) return;
    const TrainerPosition position = ready_[index(*wanted_)].front();
    ready_[index(*wanted_)].pop_front();
    wanted_.reset();
    emit positionReady(position);
    schedule(); // stock up again
}

PracticeSupply::Job PracticeSupply::nextJob(Technique technique)
{
    Job job{technique, std::nullopt, rng_()};
    const std::vector<Grid>& bundled = set_.of(technique);
    std::vector<std::size_t>& order = bundledOrder_[index(technique)];
    if (order.empty() && isTooRareToGenerate(technique))
        order = bundledRound(bundled.size(), true, rng_); // once more round the bundled set, in a new order
    if (!order.empty()) {
        job.givens = bundled[order.back()];
        order.pop_back();
    }
    return job;
}

void PracticeSupply::schedule()
{
    // Until onFinished has had the last job's position: a job whose thread has returned may
    // still have its result on the way, which starting another would throw away.
    if (running_) return;
    std::optional<Technique> technique;
    if (wanted_ && ready_[index(*wanted_)].empty()) technique = wanted_;
    else if (stocked_ && ready_[index(*stocked_)].size() < kKeepReady) technique = stocked_;
    if (!technique) return;
    running_ = nextJob(*technique);
    job_.start([job = *running_](std::stop_token stop) {
        return makePosition(job.technique, job.givens, job.seed, std::move(stop));
    });
}

void PracticeSupply::onFinished(std::optional<TrainerPosition> position)
{
    const Job job = *running_;
    running_.reset();
    if (position) {
        failures_[index(job.technique)] = 0;
        ready_[index(job.technique)].push_back(*position);
    } else if (!job_.stopRequested() && ++failures_[index(job.technique)] >= kMaxFailures) {
        if (wanted_ == job.technique) {
            wanted_.reset();
            emit failed(job.technique);
        }
        if (stocked_ == job.technique) stocked_.reset();
    }
    if (wanted_ && !ready_[index(*wanted_)].empty()) deliver();
    else schedule();
}

} // namespace nonet::app
