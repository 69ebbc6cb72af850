#include "core/grader/variant_levels.h"

#include "core/presets/preset.h"

#include <algorithm>

namespace nonet {

namespace {

bool fullHousesOnly(const GradeResult& result)
{
    for (int t = 0; t < kTechniqueCount; ++t)
        if (t != static_cast<int>(Technique::FullHouse) && result.counts[static_cast<std::size_t>(t)] != 0) return false;
    return true;
}

} // namespace

std::span<const Level> variantLevels(Variant variant) { return presetOf(variant).levels; }

bool offersLevel(Variant variant, Level level)
{
    const auto levels = variantLevels(variant);
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

Level variantLevel(Variant variant, const GradeResult& result)
{
    switch (presetOf(variant).scale) {
    case LevelScale::TechniqueTiers: return result.level;
    case LevelScale::SinglesSplit: return fullHousesOnly(result) ? Level::VeryEasy : Level::Easy;
    }
    return result.level;
}

Level tierCap(Variant variant, Level level)
{
    switch (presetOf(variant).scale) {
    case LevelScale::TechniqueTiers: return level;
    // Easy there is "a hidden single or harder": any tier.
    case LevelScale::SinglesSplit: return level == Level::VeryEasy ? Level::VeryEasy : Level::Extreme;
    }
    return level;
}

} // namespace nonet
