#include "core/grader/variant_levels.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

using L = Level;

constexpr std::array<Level, 6> kAll{L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough, L::Extreme};
constexpr std::array<Level, 2> kMini4{L::VeryEasy, L::Easy};
constexpr std::array<Level, 5> kGiant16{L::VeryEasy, L::Easy, L::Medium, L::Tough, L::VeryTough};

bool fullHousesOnly(const GradeResult& result)
{
    for (int t = 0; t < kTechniqueCount; ++t)
        if (t != static_cast<int>(Technique::FullHouse) && result.counts[static_cast<std::size_t>(t)] != 0) return false;
    return true;
}

} // namespace

std::span<const Level> variantLevels(Variant variant)
{
    switch (variant) {
    case Variant::Mini4: return kMini4;
    case Variant::Giant16: return kGiant16;
    case Variant::Classic:
    case Variant::Mini6:
    case Variant::X:
    case Variant::Windoku:
    case Variant::Jigsaw:
    case Variant::Killer: return kAll;
    }
    return kAll;
}

bool offersLevel(Variant variant, Level level)
{
    const auto levels = variantLevels(variant);
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

Level variantLevel(Variant variant, const GradeResult& result)
{
    if (variant == Variant::Mini4) return fullHousesOnly(result) ? Level::VeryEasy : Level::Easy;
    return result.level;
}

Level tierCap(Variant variant, Level level)
{
    if (variant == Variant::Mini4) return level == Level::VeryEasy ? Level::VeryEasy : Level::Extreme;
    return level;
}

} // namespace nonet
