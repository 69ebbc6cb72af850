// nonet-cli generate: new puzzles of one level, one per line, reproducible from a seed.

#include "app/cli/arguments.h"
#include "app/cli/verb.h"
#include "core/generator/generator.h"
#include "core/generator/technique_generator.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/formatter.h"

#include <unistd.h>

#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <map>
#include <mutex>
#include <ostream>
#include <random>
#include <stop_token>
#include <thread>
#include <vector>

namespace nonet::cli {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-cli generate (--level L | --technique T) [--count N] [--seed S] [--symmetry SYM] [--jobs J]

Writes N new puzzles (default 1), one per line (81 cells, '.' for a blank), each with a
unique solution and its clues following SYM, and either graded at exactly level L, or
with technique T as its hardest step, by the same grader as nonet-cli rate (its level
and hardest fields). Lines are written as soon as they are ready, in order.

Options:
  --level L      very-easy, easy, medium, tough, very-tough or extreme
  --technique T  a technique as nonet-cli rate names it (pointing, x-wing, x-chain, ...;
                 an unknown name lists them all). Common ones take milliseconds, rare
                 ones seconds to minutes each (the README's "Practise a technique").
  --count N      how many puzzles (N >= 1, default 1)
  --seed S       a whole number 0 .. 18446744073709551615; the same seed, level or
                 technique, symmetry and count give the same lines, whatever J is.
                 Without it a random seed is taken and named on standard error.
  --symmetry SYM rot180 (default: every empty cell has its 180-degree mirror empty),
                 none, horizontal, vertical, diagonal or rot90
  --jobs J       puzzles made in parallel (1 .. 64, default 1)

A progress line goes to standard error when it is a terminal. Interrupting (Ctrl+C,
SIGINT or SIGTERM) stops the work within moments; the lines written so far are complete.

Exit status: 0 when all N puzzles were written, 2 on a bad command line, 130 when
interrupted.
)";

constexpr int kExitInterrupted = 130;

// Set by the signal handler, polled by the writer: the only thing a handler may safely do.
volatile std::sig_atomic_t interruptSignal = 0;

extern "C" void onInterrupt(int signal) { interruptSignal = signal; }

struct Options {
    Level level = Level::Medium;
    std::optional<Technique> technique; // instead of the level
    Symmetry symmetry = Symmetry::Rotate180;
    int count = 1;
    std::uint64_t seed = 0;
    bool seedGiven = false;
    int jobs = 1;
};

// The names --technique accepts, in the grader's catalog order, several to a line.
std::string targetableKeys()
{
    std::string list;
    std::size_t lineLength = 0;
    for (const TechniqueInfo& info : techniqueCatalog()) {
        if (!isTargetable(info.technique)) continue;
        if (lineLength > 0 && lineLength + info.key.size() > 76) {
            list += '\n';
            lineLength = 0;
        }
        list += lineLength == 0 ? "  " : " ";
        list += info.key;
        lineLength += info.key.size() + (lineLength == 0 ? 2 : 1);
    }
    return list;
}

std::optional<std::uint64_t> parseSeed(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// Reads the options; an error message when they are wrong.
std::string readOptions(const Arguments& arguments, Options& options)
{
    if (!arguments.files.empty()) return "unexpected argument '" + std::string(arguments.files.front()) + "'";
    const auto level = arguments.value("--level");
    const auto technique = arguments.value("--technique");
    if (level && technique) return "--level and --technique do not go together: choose one";
    if (!level && !technique)
        return "--level (very-easy, easy, medium, tough, very-tough, extreme) or --technique is required";
    if (level) {
        const auto parsedLevel = parseLevel(*level);
        if (!parsedLevel)
            return "unknown level '" + std::string(*level) + "' (very-easy, easy, medium, tough, very-tough, extreme)";
        options.level = *parsedLevel;
    } else {
        const auto parsedTechnique = parseTechnique(*technique);
        if (!parsedTechnique || !isTargetable(*parsedTechnique))
            return (parsedTechnique ? "no puzzles are made for '" : "unknown technique '") + std::string(*technique) +
                   "'; the techniques are:\n" + targetableKeys();
        options.technique = *parsedTechnique;
    }
    if (const auto text = arguments.value("--count")) {
        const auto count = parseCount(*text);
        if (!count || *count < 1) return "--count wants a whole number of at least 1, not '" + std::string(*text) + "'";
        options.count = *count;
    }
    if (const auto text = arguments.value("--seed")) {
        const auto seed = parseSeed(*text);
        if (!seed) return "--seed wants a whole number from 0 to 18446744073709551615, not '" + std::string(*text) + "'";
        options.seed = *seed;
        options.seedGiven = true;
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

// splitmix64 of (seed, index): every puzzle has its own well-mixed generator seed, so
// puzzle i is the same however many jobs share the work.
std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Workers take the next index and park finished lines in `ready` until every earlier one
// is written; they run at most kAhead puzzles ahead of the writer, so memory stays small
// whatever N is.
class Production {
public:
    explicit Production(const Options& options) : options_(options) {}

    // Runs the workers and writes the lines; false when interrupted.
    bool run(std::ostream& out, std::ostream& err)
    {
        const bool progress = isatty(STDERR_FILENO) != 0;
        std::vector<std::jthread> workers;
        for (int j = 0; j < options_.jobs; ++j) workers.emplace_back([this] { work(); });
        std::unique_lock lock(mutex_);
        while (written_ < options_.count) {
            // Woken by a finished puzzle; the timeout is how often an interrupt is noticed.
            changed_.wait_for(lock, std::chrono::milliseconds(20), [this] { return ready_.contains(written_); });
            if (interruptSignal != 0) break;
            const auto it = ready_.find(written_);
            if (it == ready_.end()) continue;
            const std::string line = std::move(it->second);
            ready_.erase(it);
            lock.unlock();
            out << line << '\n';
            out.flush();
            lock.lock();
            ++written_;
            changed_.notify_all();
            if (progress) err << "\rgenerated " << written_ << '/' << options_.count << std::flush;
        }
        const bool complete = written_ == options_.count;
        lock.unlock();
        stop_.request_stop();
        changed_.notify_all();
        workers.clear(); // joins: each stops within the generator's stop latency
        if (progress) err << '\n';
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
                changed_.wait(lock, stop, [this] { return next_ >= options_.count || next_ < written_ + kAhead; });
                if (stop.stop_requested() || next_ >= options_.count) return;
                index = next_++;
            }
            std::mt19937_64 rng(puzzleSeed(options_.seed, static_cast<std::uint64_t>(index)));
            const auto puzzle = options_.technique ? generateForTechnique(*options_.technique, options_.symmetry, rng, stop)
                                                   : generate(options_.level, options_.symmetry, rng, stop);
            if (!puzzle) return; // stopped
            std::string line = formatLine(puzzle->givens);
            {
                const std::lock_guard lock(mutex_);
                ready_.emplace(index, std::move(line));
            }
            changed_.notify_all();
        }
    }

    const Options options_;
    std::stop_source stop_;
    std::mutex mutex_;
    std::condition_variable_any changed_;
    std::map<int, std::string> ready_;
    int next_ = 0;    // the next index a worker takes
    int written_ = 0; // lines written so far
};

constexpr std::array<std::string_view, 6> kOptions{"--level", "--technique", "--count", "--seed", "--symmetry", "--jobs"};

Outcome run(const Invocation& invocation)
{
    const Arguments& arguments = invocation.arguments;
    Options options;
    if (std::string error = readOptions(arguments, options); !error.empty()) return UsageError{std::move(error)};
    if (!options.seedGiven) {
        options.seed = (static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
        invocation.err << "nonet-cli generate: --seed " << options.seed << '\n';
    }
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    Production production(options);
    const bool complete = production.run(invocation.out, invocation.err);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!complete) {
        invocation.err << "nonet-cli generate: interrupted\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

} // namespace

Verb generateVerb() { return {"generate", "new puzzles of a level or a technique, reproducible from a seed", kHelp, kOptions, &run}; }

} // namespace nonet::cli
