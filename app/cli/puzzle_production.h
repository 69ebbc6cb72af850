#pragma once
// Making N puzzles of one level on J threads, handed over in order, reproducible from a
// seed whatever J is: what `generate` writes as lines and `booklet` puts on pages.
//
//   workers: take the next index, generate with seed(S, index), park the result
//   caller:  take(0), take(1), ... as each is ready; interrupted() is polled meanwhile
//
// Workers run at most kAhead puzzles ahead of the caller, so memory stays small whatever N
// is. Ctrl+C (SIGINT) and SIGTERM are noticed while an InterruptGuard lives.

#include "app/cli/arguments.h"
#include "core/generator/generator.h"
#include "core/generator/shape_generator.h"
#include "core/logic/technique.h"
#include "core/shape/variant.h"
#include "core/presets/preset.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace nonet::cli {

struct ProductionOptions {
    Variant variant = homeVariant(); // those not a plain 9x9 through produceShapedPuzzles
    Level level = Level::Medium;
    std::optional<Technique> technique; // instead of the level: puzzles whose hardest step it is
    Symmetry symmetry = Symmetry::Rotate180;
    int count = 1;
    std::uint64_t seed = 0;
    int jobs = 1;
};

// What the command line asked for.
struct ProductionChoice {
    ProductionOptions production;
    bool seedGiven = false;
};

inline constexpr std::string_view kVariantOption = "--variant";

// --variant V: the variant asked for (classic without the option); nothing, with the
// message in error, for an unknown name.
std::optional<Variant> readVariant(const Arguments& arguments, std::string& error);
// "classic, 4x4, 6x6, 16x16, x, windoku, jigsaw, killer"
std::string variantKeyList();
// Why the variant's puzzles do not come at the level ("4x4 puzzles come at very-easy,
// easy, not medium"); empty when they do.
std::string levelNotOffered(Variant variant, Level level);

// --level L (required); an error message for people when it is wrong or missing, empty
// when it is fine.
std::string readLevel(const Arguments& arguments, ProductionOptions& options);
// --count (1 .. maxCount, default 1), --seed, --symmetry, --jobs, in that order; the same.
std::string readProductionOptions(const Arguments& arguments, int maxCount, ProductionChoice& choice);
// Without --seed, a random one, named on err ("nonet-cli <verb>: --seed S") so that the
// run can be repeated.
void chooseSeed(ProductionChoice& choice, std::string_view verb, std::ostream& err);

// splitmix64 of (seed, index): every puzzle has its own well-mixed generator seed.
std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index);

// Generates options.count puzzles; take(index, puzzle) runs on the calling thread in index
// order. False when interrupted (SIGINT/SIGTERM under an InterruptGuard): the puzzles
// handed over until then are complete.
bool producePuzzles(const ProductionOptions& options, const std::function<void(int, const GeneratedPuzzle&)>& take);
// The same for options.variant at options.level (no technique), puzzles in the variant's shape.
bool produceShapedPuzzles(const ProductionOptions& options, const std::function<void(int, const GeneratedShapePuzzle&)>& take);

// While it lives, SIGINT and SIGTERM stop producePuzzles instead of the process.
class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
};

inline constexpr int kExitInterrupted = 130;

} // namespace nonet::cli
