#include "core/presets/preset.h"

#include "core/shape/shape.h"

#include <array>

namespace nonet {
namespace {

using L = Level;

constexpr std::array<Level, 6> kEveryLevel{L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough, L::Extreme};
// Extreme (chains and forcing over 256 cells) takes too long to make on a 16x16.
constexpr std::array<Level, 5> kUpToVeryTough{L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough};
constexpr std::array<Level, 2> kSinglesLevels{L::VeryEasy, L::Easy};

constexpr LevelScale kTiers = LevelScale::TechniqueTiers;
constexpr Symmetry kTurn = Symmetry::Rotate180;
constexpr CarriedLayout kFixed = CarriedLayout::None;

// The player's own game is played most: the classic grid keeps the most puzzles ready.
constexpr int kClassicStock = 15;
constexpr int kVariantStock = 2;

constexpr std::array<Preset, kVariantCount> kPresets{{
    {Variant::Classic, true, "classic", "Classic", 9, kEveryLevel, kTiers, L::Easy, L::Medium, kTurn, kClassicStock, kFixed},
    {Variant::Mini4, false, "4x4", "4\u00d74", 4, kSinglesLevels, LevelScale::SinglesSplit, L::VeryEasy, L::Easy, kTurn, kVariantStock, kFixed},
    {Variant::Mini6, false, "6x6", "6\u00d76", 6, kEveryLevel, kTiers, L::VeryEasy, L::Medium, kTurn, kVariantStock, kFixed},
    {Variant::Giant16, false, "16x16", "16\u00d716", 16, kUpToVeryTough, kTiers, L::VeryEasy, L::Easy, kTurn, kVariantStock, kFixed},
    {Variant::X, false, "x", "X-Sudoku", 9, kEveryLevel, kTiers, L::VeryEasy, L::Medium, kTurn, kVariantStock, kFixed},
    {Variant::Windoku, false, "windoku", "Windoku", 9, kEveryLevel, kTiers, L::VeryEasy, L::Medium, kTurn, kVariantStock, kFixed},
    // Irregular regions rarely allow a symmetric clue pattern with one solution.
    {Variant::Jigsaw, false, "jigsaw", "Jigsaw", 9, kEveryLevel, kTiers, L::VeryEasy, L::Medium, Symmetry::None, kVariantStock, CarriedLayout::Regions},
    {Variant::Killer, false, "killer", "Killer", 9, kEveryLevel, kTiers, L::VeryEasy, L::Medium, kTurn, kVariantStock, CarriedLayout::Cages},
}};

constexpr bool contains(std::span<const Level> levels, Level level)
{
    for (const Level each : levels)
        if (each == level) return true;
    return false;
}

constexpr bool everyRowInPlace()
{
    int homes = 0;
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        const Preset& row = kPresets[i];
        if (row.variant != kAllVariants[i] || row.key.empty() || row.name.empty()) return false;
        if (row.side < 4 || row.side > 16 || row.poolStock < 1 || row.levels.empty()) return false;
        if (!contains(row.levels, row.firstLevel) || !contains(row.levels, row.demoLevel)) return false;
        for (std::size_t j = 0; j < i; ++j)
            if (kPresets[j].key == row.key) return false;
        homes += row.home ? 1 : 0;
    }
    return homes == 1;
}
static_assert(everyRowInPlace(), "kPresets needs one row per Variant, in kAllVariants' order, with distinct keys, one home, "
                                 "levels it offers as its first and demonstration levels, and a stock of one or more");

} // namespace

const Preset& presetOf(Variant variant) { return kPresets[static_cast<std::size_t>(variant)]; }

bool isPlainClassic(Variant variant)
{
    // Shape::of(Killer) is the classic grid standing in for cages yet to come: the
    // carried layout says the games of the preset have more.
    return presetOf(variant).layout == CarriedLayout::None && Shape::of(variant)->isClassic();
}

Variant homeVariant()
{
    for (const Preset& row : kPresets)
        if (row.home) return row.variant;
    return kPresets.front().variant;
}

} // namespace nonet
