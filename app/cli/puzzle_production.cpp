#include "app/cli/puzzle_production.h"

#include "core/generator/technique_generator.h"
#include "core/grader/variant_levels.h"
#include "core/presets/preset.h"

#include <charconv>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <limits>
#include <map>
#include <optional>
#include <mutex>
#include <ostream>
#include <random>
#include <stop_token>
#include <thread>
#include <vector>

namespace nonet::cli {
namespace {

// Set by the signal handler, polled by the caller's loop: the only thing a handler may
// safely do.
volatile std::sig_atomic_t interruptSignal = 0;

extern "C" void onInterrupt(int signal) { interruptSignal = signal; }

// Result is GeneratedPuzzle or GeneratedShapePuzzle; make(options, rng, stop) makes one,
// nothing when stopped.
template <typename Result>
class Production {
public:
    using Make = std::optional<Result> (*)(const ProductionOptions&, std::mt19937_64&, std::stop_token);

    Production(const ProductionOptions& options, Make make) : options_(options), make_(make) {}

    bool run(const std::function<void(int, const Result&)>& take)
    {
        std::vector<std::jthread> workers;
        for (int j = 0; j < options_.jobs; ++j) workers.emplace_back([this] { work(); });
        std::unique_lock lock(mutex_);
        while (taken_ < options_.count) {
            // Woken by a finished puzzle; the timeout is how often an interrupt is noticed.
            changed_.wait_for(lock, std::chrono::milliseconds(20), [this] { return ready_.contains(taken_); });
            if (interruptSignal != 0) break;
            const auto it = ready_.find(taken_);
            if (it == ready_.end()) continue;
            const Result puzzle = it->second;
            ready_.erase(it);
            lock.unlock();
            take(taken_, puzzle);
            lock.lock();
            ++taken_;
            changed_.notify_all();
        }
        const bool complete = taken_ == options_.count;
        lock.unlock();
        stop_.request_stop();
        changed_.notify_all();
        workers.clear(); // joins: each stops within the generator's stop latency
        return complete;
    }

private:
    static constexpr int kAhead = 64;

    void work()
    {
        const std::stop_token stop = stop_.get_token();
        for (;;) {
            int index = 0;
            {
                std::unique_lock lock(mutex_);
                changed_.wait(lock, stop, [this] { return next_ >= options_.count || next_ < taken_ + kAhead; });
                if (stop.stop_requested() || next_ >= options_.count) return;
                index = next_++;
            }
            std::mt19937_64 rng(puzzleSeed(options_.seed, static_cast<std::uint64_t>(index)));
            const auto puzzle = make_(options_, rng, stop);
            if (!puzzle) return; // stopped
            {
                const std::lock_guard lock(mutex_);
                ready_.emplace(index, *puzzle);
            }
            changed_.notify_all();
        }
    }

    const ProductionOptions options_;
    const Make make_;
    std::stop_source stop_;
    std::mutex mutex_;
    std::condition_variable_any changed_;
    std::map<int, Result> ready_;
    int next_ = 0;  // the next index a worker takes
    int taken_ = 0; // puzzles handed to the caller so far
};

std::optional<GeneratedPuzzle> makeClassic(const ProductionOptions& options, std::mt19937_64& rng, std::stop_token stop)
{
    return options.technique ? generateForTechnique(*options.technique, options.symmetry, rng, stop)
                             : generate(options.level, options.symmetry, rng, stop);
}

std::optional<GeneratedShapePuzzle> makeShaped(const ProductionOptions& options, std::mt19937_64& rng, std::stop_token stop)
{
    return generateShaped(options.variant, options.level, options.symmetry, rng, stop);
}

std::optional<std::uint64_t> parseSeed(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

} // namespace

std::optional<Variant> readVariant(const Arguments& arguments, std::string& error)
{
    const auto text = arguments.value(kVariantOption);
    if (!text) return homeVariant();
    if (const auto variant = parseVariant(*text)) return variant;
    error = "unknown variant '" + std::string(*text) + "' (" + variantKeyList() + ")";
    return std::nullopt;
}

std::string variantKeyList()
{
    std::string out;
    for (const Variant variant : kAllVariants) {
        if (!out.empty()) out += ", ";
        out += variantKey(variant);
    }
    return out;
}

std::string levelNotOffered(Variant variant, Level level)
{
    if (offersLevel(variant, level)) return {};
    std::string offered;
    for (const Level l : variantLevels(variant)) offered += (offered.empty() ? "" : ", ") + std::string(levelKey(l));
    return std::string(variantKey(variant)) + " puzzles come at " + offered + ", not " + std::string(levelKey(level));
}

std::string readLevel(const Arguments& arguments, ProductionOptions& options)
{
    const auto level = arguments.value("--level");
    if (!level) return "--level is required (very-easy, easy, medium, tough, very-tough, extreme)";
    const auto parsedLevel = parseLevel(*level);
    if (!parsedLevel)
        return "unknown level '" + std::string(*level) + "' (very-easy, easy, medium, tough, very-tough, extreme)";
    options.level = *parsedLevel;
    return {};
}

std::string readProductionOptions(const Arguments& arguments, int maxCount, ProductionChoice& choice)
{
    ProductionOptions& options = choice.production;
    if (const auto text = arguments.value("--count")) {
        const auto count = parseCount(*text);
        if (!count || *count < 1 || *count > maxCount)
            return maxCount == std::numeric_limits<int>::max()
                       ? "--count wants a whole number of at least 1, not '" + std::string(*text) + "'"
                       : "--count wants a whole number from 1 to " + std::to_string(maxCount) + ", not '" + std::string(*text) + "'";
        options.count = *count;
    }
    if (const auto text = arguments.value("--seed")) {
        const auto seed = parseSeed(*text);
        if (!seed) return "--seed wants a whole number from 0 to 18446744073709551615, not '" + std::string(*text) + "'";
        options.seed = *seed;
        choice.seedGiven = true;
    }
    if (const auto text = arguments.value("--symmetry")) {
        const auto symmetry = parseSymmetry(*text);
        if (!symmetry)
            return "unknown symmetry '" + std::string(*text) + "' (rot180, none, horizontal, vertical, diagonal, rot90)";
        options.symmetry = *symmetry;
    }
    if (const auto text = arguments.value("--jobs")) {
        const auto jobs = parseCount(*text);
        if (!jobs || *jobs < 1 || *jobs > 64) return "--jobs wants a whole number from 1 to 64, not '" + std::string(*text) + "'";
        options.jobs = *jobs;
    }
    return {};
}

void chooseSeed(ProductionChoice& choice, std::string_view verb, std::ostream& err)
{
    if (choice.seedGiven) return;
    choice.production.seed = (static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
    err << "nonet-cli " << verb << ": --seed " << choice.production.seed << '\n';
}

std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

bool producePuzzles(const ProductionOptions& options, const std::function<void(int, const GeneratedPuzzle&)>& take)
{
    Production<GeneratedPuzzle> production(options, &makeClassic);
    return production.run(take);
}

bool produceShapedPuzzles(const ProductionOptions& options, const std::function<void(int, const GeneratedShapePuzzle&)>& take)
{
    Production<GeneratedShapePuzzle> production(options, &makeShaped);
    return production.run(take);
}

InterruptGuard::InterruptGuard()
{
    interruptSignal = 0;
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

} // namespace nonet::cli
