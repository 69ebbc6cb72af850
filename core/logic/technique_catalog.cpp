#include "core/logic/technique_catalog.h"

#include "core/logic/techniques/als.h"
#include "core/logic/techniques/chains.h"
#include "core/logic/techniques/fish.h"
#include "core/logic/techniques/forcing.h"
#include "core/logic/techniques/intersections.h"
#include "core/logic/techniques/single_digit_patterns.h"
#include "core/logic/techniques/singles.h"
#include "core/logic/techniques/subsets.h"

#include <algorithm>

namespace nonet {

namespace {

using T = Technique;
using L = Level;

// clang-format off
constexpr std::array<TechniqueInfo, kTechniqueCount> kCatalog{{
    // technique           finder                  name                          key                     cost rating level       uniq
    {T::FullHouse,         findFullHouse,          "Full house",                 "full-house",              1, 10, L::VeryEasy, false},
    {T::HiddenSingleBox,   findHiddenSingleBox,    "Hidden single (box)",        "hidden-single-box",       2, 12, L::VeryEasy, false},
    {T::HiddenSingleLine,  findHiddenSingleLine,   "Hidden single (row/column)", "hidden-single-line",      4, 15, L::Easy,     false},
    {T::NakedSingle,       findNakedSingle,        "Naked single",               "naked-single",            6, 23, L::Easy,     false},
    {T::LockedPointing,    findLockedPointing,     "Pointing",                   "pointing",               30, 26, L::Medium,   false},
    {T::LockedClaiming,    findLockedClaiming,     "Claiming",                   "claiming",               35, 28, L::Medium,   false},
    {T::NakedPair,         findNakedPair,          "Naked pair",                 "naked-pair",             40, 30, L::Medium,   false},
    {T::HiddenPair,        findHiddenPair,         "Hidden pair",                "hidden-pair",            50, 34, L::Medium,   false},
    {T::NakedTriple,       findNakedTriple,        "Naked triple",               "naked-triple",           60, 36, L::Medium,   false},
    {T::HiddenTriple,      findHiddenTriple,       "Hidden triple",              "hidden-triple",          80, 40, L::Medium,   false},
    {T::NakedQuad,         findNakedQuad,          "Naked quad",                 "naked-quad",            120, 50, L::Tough,    false},
    {T::HiddenQuad,        findHiddenQuad,         "Hidden quad",                "hidden-quad",           140, 54, L::Tough,    false},
    {T::XWing,             findXWing,              "X-Wing",                     "x-wing",                100, 32, L::Tough,    false},
    {T::Skyscraper,        findSkyscraper,         "Skyscraper",                 "skyscraper",            110, 40, L::Tough,    false},
    {T::TwoStringKite,     findTwoStringKite,      "2-String Kite",              "two-string-kite",       110, 41, L::Tough,    false},
    {T::TurbotFish,        findTurbotFish,         "Turbot fish",                "turbot-fish",           120, 42, L::Tough,    false},
    {T::EmptyRectangle,    findEmptyRectangle,     "Empty rectangle",            "empty-rectangle",       120, 45, L::Tough,    false},
    {T::Swordfish,         findSwordfish,          "Swordfish",                  "swordfish",             150, 38, L::VeryTough, false},
    {T::Jellyfish,         findJellyfish,          "Jellyfish",                  "jellyfish",             200, 52, L::VeryTough, false},
    {T::FinnedXWing,       findFinnedXWing,        "Finned X-Wing",              "finned-x-wing",         140, 45, L::VeryTough, false},
    {T::FinnedSwordfish,   findFinnedSwordfish,    "Finned Swordfish",           "finned-swordfish",      170, 50, L::VeryTough, false},
    {T::FinnedJellyfish,   findFinnedJellyfish,    "Finned Jellyfish",           "finned-jellyfish",      220, 58, L::VeryTough, false},
    {T::SimpleColoring,    nullptr,                "Simple coloring",            "simple-coloring",       160, 50, L::VeryTough, false},
    {T::XYWing,            nullptr,                "XY-Wing",                    "xy-wing",               130, 42, L::Tough,    false},
    {T::XYZWing,           nullptr,                "XYZ-Wing",                   "xyz-wing",              160, 44, L::VeryTough, false},
    {T::WWing,             nullptr,                "W-Wing",                     "w-wing",                160, 44, L::VeryTough, false},
    {T::RemotePair,        nullptr,                "Remote pair",                "remote-pair",           130, 45, L::Tough,    false},
    {T::UniqueRectangle1,  nullptr,                "Unique rectangle type 1",    "unique-rectangle-1",    100, 45, L::Tough,    true},
    {T::UniqueRectangle2,  nullptr,                "Unique rectangle type 2",    "unique-rectangle-2",    120, 46, L::VeryTough, true},
    {T::UniqueRectangle4,  nullptr,                "Unique rectangle type 4",    "unique-rectangle-4",    120, 46, L::VeryTough, true},
    {T::BugPlusOne,        nullptr,                "BUG+1",                      "bug-plus-one",          120, 56, L::VeryTough, true},
    {T::XChain,            findXChain,             "X-Chain",                    "x-chain",               260, 66, L::Extreme,  false},
    {T::XYChain,           findXYChain,            "XY-Chain",                   "xy-chain",              260, 68, L::Extreme,  false},
    {T::NiceLoop,          findNiceLoop,           "Nice loop",                  "nice-loop",             300, 72, L::Extreme,  false},
    {T::GroupedNiceLoop,   findGroupedNiceLoop,    "Grouped nice loop",          "grouped-nice-loop",     350, 74, L::Extreme,  false},
    {T::AlsXz,             findAlsXz,              "ALS-XZ",                     "als-xz",                340, 75, L::Extreme,  false},
    {T::ForcingChain,      findForcingChain,       "Forcing chain",              "forcing-chain",         500, 85, L::Extreme,  false},
    {T::Trial,             findTrial,              "Trial",                      "trial",                 800, 95, L::Extreme,  false},
    {T::Guess,             findGuess,              "Guess",                      "guess",                2000, 110, L::Extreme, false},
}};
// clang-format on

constexpr bool catalogIndexedByTechnique()
{
    for (int i = 0; i < kTechniqueCount; ++i)
        if (static_cast<int>(kCatalog[static_cast<std::size_t>(i)].technique) != i) return false;
    return true;
}
static_assert(catalogIndexedByTechnique(), "kCatalog rows must follow the Technique enum");

std::array<Technique, kTechniqueCount> makeGradingOrder()
{
    std::array<Technique, kTechniqueCount> order{};
    for (int i = 0; i < kTechniqueCount; ++i) order[static_cast<std::size_t>(i)] = static_cast<Technique>(i);
    std::stable_sort(order.begin(), order.end(), [](Technique a, Technique b) {
        const TechniqueInfo& x = techniqueInfo(a);
        const TechniqueInfo& y = techniqueInfo(b);
        if (x.level != y.level) return x.level < y.level;
        return x.cost < y.cost;
    });
    return order;
}

} // namespace

const std::array<TechniqueInfo, kTechniqueCount>& techniqueCatalog() { return kCatalog; }

const TechniqueInfo& techniqueInfo(Technique technique) { return kCatalog[static_cast<std::size_t>(technique)]; }

std::string_view techniqueName(Technique technique) { return techniqueInfo(technique).name; }

std::optional<Technique> parseTechnique(std::string_view key)
{
    for (const TechniqueInfo& info : kCatalog)
        if (info.key == key) return info.technique;
    return std::nullopt;
}

const std::array<Technique, kTechniqueCount>& techniquesInGradingOrder()
{
    // Immutable after its thread-safe initialisation.
    static const std::array<Technique, kTechniqueCount> order = makeGradingOrder();
    return order;
}

} // namespace nonet
