#include "core/logic/technique_catalog.h"

#include "core/logic/techniques/als.h"
#include "core/logic/techniques/chains.h"
#include "core/logic/techniques/coloring.h"
#include "core/logic/techniques/fish.h"
#include "core/logic/techniques/forcing.h"
#include "core/logic/techniques/intersections.h"
#include "core/logic/techniques/remote_pairs.h"
#include "core/logic/techniques/single_digit_patterns.h"
#include "core/logic/techniques/singles.h"
#include "core/logic/techniques/subsets.h"
#include "core/logic/techniques/uniqueness.h"
#include "core/logic/techniques/wings.h"

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
    {T::NakedSingle,       findNakedSingle,        "Naked single",               "naked-single",            5, 23, L::Easy,     false},
    {T::LockedPointing,    findLockedPointing,     "Pointing",                   "pointing",               10, 26, L::Medium,   false},
    {T::LockedClaiming,    findLockedClaiming,     "Claiming",                   "claiming",               15, 28, L::Medium,   false},
    {T::NakedPair,         findNakedPair,          "Naked pair",                 "naked-pair",             20, 30, L::Medium,   false},
    {T::HiddenPair,        findHiddenPair,         "Hidden pair",                "hidden-pair",            25, 34, L::Medium,   false},
    {T::NakedTriple,       findNakedTriple,        "Naked triple",               "naked-triple",           30, 36, L::Medium,   false},
    {T::HiddenTriple,      findHiddenTriple,       "Hidden triple",              "hidden-triple",          40, 40, L::Medium,   false},
    {T::NakedQuad,         findNakedQuad,          "Naked quad",                 "naked-quad",            100, 50, L::Tough,    false},
    {T::HiddenQuad,        findHiddenQuad,         "Hidden quad",                "hidden-quad",           140, 54, L::Tough,    false},
    {T::XWing,             findXWing,              "X-Wing",                     "x-wing",                 40, 32, L::Tough,    false},
    {T::Skyscraper,        findSkyscraper,         "Skyscraper",                 "skyscraper",             50, 40, L::Tough,    false},
    {T::TwoStringKite,     findTwoStringKite,      "2-String Kite",              "two-string-kite",        45, 41, L::Tough,    false},
    {T::TurbotFish,        findTurbotFish,         "Turbot fish",                "turbot-fish",            60, 42, L::Tough,    false},
    {T::EmptyRectangle,    findEmptyRectangle,     "Empty rectangle",            "empty-rectangle",        50, 45, L::Tough,    false},
    {T::Swordfish,         findSwordfish,          "Swordfish",                  "swordfish",              60, 38, L::VeryTough, false},
    {T::Jellyfish,         findJellyfish,          "Jellyfish",                  "jellyfish",             120, 52, L::VeryTough, false},
    {T::FinnedXWing,       findFinnedXWing,        "Finned X-Wing",              "finned-x-wing",          80, 45, L::VeryTough, false},
    {T::FinnedSwordfish,   findFinnedSwordfish,    "Finned Swordfish",           "finned-swordfish",      100, 50, L::VeryTough, false},
    {T::FinnedJellyfish,   findFinnedJellyfish,    "Finned Jellyfish",           "finned-jellyfish",      220, 58, L::VeryTough, false},
    {T::SimpleColoring,    findSimpleColoring,     "Simple coloring",            "simple-coloring",        90, 50, L::VeryTough, false},
    {T::XYWing,            findXYWing,             "XY-Wing",                    "xy-wing",                60, 42, L::Tough,    false},
    {T::XYZWing,           findXYZWing,            "XYZ-Wing",                   "xyz-wing",               90, 44, L::VeryTough, false},
    {T::WWing,             findWWing,              "W-Wing",                     "w-wing",                 90, 44, L::VeryTough, false},
    {T::RemotePair,        findRemotePair,         "Remote pair",                "remote-pair",            70, 45, L::Tough,    false},
    {T::UniqueRectangle1,  findUniqueRectangle1,   "Unique rectangle type 1",    "unique-rectangle-1",     50, 45, L::Tough,    true},
    {T::UniqueRectangle2,  findUniqueRectangle2,   "Unique rectangle type 2",    "unique-rectangle-2",     80, 46, L::VeryTough, true},
    {T::UniqueRectangle4,  findUniqueRectangle4,   "Unique rectangle type 4",    "unique-rectangle-4",     80, 46, L::VeryTough, true},
    {T::BugPlusOne,        findBugPlusOne,         "BUG+1",                      "bug-plus-one",          100, 56, L::VeryTough, true},
    {T::XChain,            findXChain,             "X-Chain",                    "x-chain",               200, 66, L::Extreme,  false},
    {T::XYChain,           findXYChain,            "XY-Chain",                   "xy-chain",              220, 68, L::Extreme,  false},
    {T::NiceLoop,          findNiceLoop,           "Nice loop",                  "nice-loop",             400, 72, L::Extreme,  false},
    {T::GroupedNiceLoop,   findGroupedNiceLoop,    "Grouped nice loop",          "grouped-nice-loop",     900, 74, L::Extreme,  false},
    {T::AlsXz,             findAlsXz,              "ALS-XZ",                     "als-xz",               1000, 75, L::Extreme,  false},
    {T::ForcingChain,      findForcingChain,       "Forcing chain",              "forcing-chain",        2500, 85, L::Extreme,  false},
    {T::Trial,             findTrial,              "Trial",                      "trial",                4000, 95, L::Extreme,  false},
    {T::Guess,             findGuess,              "Guess",                      "guess",                8000, 110, L::Extreme, false},
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
