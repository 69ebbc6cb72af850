#include "core/logic/technique_catalog.h"

#include "core/logic/techniques/als.h"
#include "core/logic/techniques/cages.h"
#include "core/logic/techniques/chains.h"
#include "core/logic/techniques/coloring.h"
#include "core/logic/techniques/combination_sets.h"
#include "core/logic/techniques/fish.h"
#include "core/logic/techniques/forcing.h"
#include "core/logic/techniques/intersections.h"
#include "core/logic/techniques/remote_pairs.h"
#include "core/logic/techniques/rule_of_45.h"
#include "core/logic/techniques/single_digit_patterns.h"
#include "core/logic/techniques/singles.h"
#include "core/logic/techniques/subsets.h"
#include "core/logic/techniques/uniqueness.h"
#include "core/logic/techniques/wings.h"

#include <algorithm>

// A technique's name is English here (nonet-cli prints it) and translated where the GUI
// shows it: lupdate reads NONET_TR_NOOP as QT_TR_NOOP (cmake/translations.cmake), so the
// .ts files carry every name under the context "nonet", and the GUI looks it up with
// QCoreApplication::translate("nonet", name).
#define NONET_TR_NOOP(text) text

namespace nonet {

namespace {

using T = Technique;
using L = Level;

// clang-format off
constexpr std::array<TechniqueInfo, kTechniqueCount> kCatalog{{
    // technique           finder                 name (the one name everywhere)                   key                    cost rating level      uniq
    {T::FullHouse,         findFullHouse,         NONET_TR_NOOP("Full house"),                     "full-house",              1,   10, L::VeryEasy,   false},
    {T::HiddenSingleBox,   findHiddenSingleBox,   NONET_TR_NOOP("Hidden single (box)"),            "hidden-single-box",       2,   12, L::VeryEasy,   false},
    {T::HiddenSingleLine,  findHiddenSingleLine,  NONET_TR_NOOP("Hidden single (row or column)"),  "hidden-single-line",      4,   15, L::Easy,       false},
    {T::NakedSingle,       findNakedSingle,       NONET_TR_NOOP("Naked single"),                   "naked-single",            5,   23, L::Easy,       false},
    {T::LockedPointing,    findLockedPointing,    NONET_TR_NOOP("Locked candidates (pointing)"),   "pointing",               10,   26, L::Medium,     false},
    {T::LockedClaiming,    findLockedClaiming,    NONET_TR_NOOP("Locked candidates (claiming)"),   "claiming",               15,   28, L::Medium,     false},
    {T::NakedPair,         findNakedPair,         NONET_TR_NOOP("Naked pair"),                     "naked-pair",             20,   30, L::Medium,     false},
    {T::HiddenPair,        findHiddenPair,        NONET_TR_NOOP("Hidden pair"),                    "hidden-pair",            25,   34, L::Medium,     false},
    {T::NakedTriple,       findNakedTriple,       NONET_TR_NOOP("Naked triple"),                   "naked-triple",           30,   36, L::Medium,     false},
    {T::HiddenTriple,      findHiddenTriple,      NONET_TR_NOOP("Hidden triple"),                  "hidden-triple",          40,   40, L::Medium,     false},
    {T::NakedQuad,         findNakedQuad,         NONET_TR_NOOP("Naked quad"),                     "naked-quad",            100,   50, L::Tough,      false},
    {T::HiddenQuad,        findHiddenQuad,        NONET_TR_NOOP("Hidden quad"),                    "hidden-quad",           140,   54, L::Tough,      false},
    {T::XWing,             findXWing,             NONET_TR_NOOP("X-Wing"),                         "x-wing",                 40,   32, L::Tough,      false},
    {T::Skyscraper,        findSkyscraper,        NONET_TR_NOOP("Skyscraper"),                     "skyscraper",             50,   40, L::Tough,      false},
    {T::TwoStringKite,     findTwoStringKite,     NONET_TR_NOOP("Two-string kite"),                "two-string-kite",        45,   41, L::Tough,      false},
    {T::TurbotFish,        findTurbotFish,        NONET_TR_NOOP("Turbot fish"),                    "turbot-fish",            60,   42, L::Tough,      false},
    {T::EmptyRectangle,    findEmptyRectangle,    NONET_TR_NOOP("Empty rectangle"),                "empty-rectangle",        50,   45, L::Tough,      false},
    {T::Swordfish,         findSwordfish,         NONET_TR_NOOP("Swordfish"),                      "swordfish",              60,   38, L::VeryTough,  false},
    {T::Jellyfish,         findJellyfish,         NONET_TR_NOOP("Jellyfish"),                      "jellyfish",             120,   52, L::VeryTough,  false},
    {T::FinnedXWing,       findFinnedXWing,       NONET_TR_NOOP("Finned X-Wing"),                  "finned-x-wing",          80,   45, L::VeryTough,  false},
    {T::FinnedSwordfish,   findFinnedSwordfish,   NONET_TR_NOOP("Finned swordfish"),               "finned-swordfish",      100,   50, L::VeryTough,  false},
    {T::FinnedJellyfish,   findFinnedJellyfish,   NONET_TR_NOOP("Finned jellyfish"),               "finned-jellyfish",      220,   58, L::VeryTough,  false},
    {T::SimpleColoring,    findSimpleColoring,    NONET_TR_NOOP("Simple coloring"),                "simple-coloring",        90,   50, L::VeryTough,  false},
    {T::XYWing,            findXYWing,            NONET_TR_NOOP("XY-Wing"),                        "xy-wing",                60,   42, L::Tough,      false},
    {T::XYZWing,           findXYZWing,           NONET_TR_NOOP("XYZ-Wing"),                       "xyz-wing",               90,   44, L::VeryTough,  false},
    {T::WWing,             findWWing,             NONET_TR_NOOP("W-Wing"),                         "w-wing",                 90,   44, L::VeryTough,  false},
    {T::RemotePair,        findRemotePair,        NONET_TR_NOOP("Remote pair"),                    "remote-pair",            70,   45, L::Tough,      false},
    {T::UniqueRectangle1,  findUniqueRectangle1,  NONET_TR_NOOP("Unique rectangle (type 1)"),      "unique-rectangle-1",     50,   45, L::Tough,      true},
    {T::UniqueRectangle2,  findUniqueRectangle2,  NONET_TR_NOOP("Unique rectangle (type 2)"),      "unique-rectangle-2",     80,   46, L::VeryTough,  true},
    {T::UniqueRectangle4,  findUniqueRectangle4,  NONET_TR_NOOP("Unique rectangle (type 4)"),      "unique-rectangle-4",     80,   46, L::VeryTough,  true},
    {T::BugPlusOne,        findBugPlusOne,        NONET_TR_NOOP("BUG+1"),                          "bug-plus-one",          100,   56, L::VeryTough,  true},
    {T::XChain,            findXChain,            NONET_TR_NOOP("X-Chain"),                        "x-chain",               200,   66, L::Extreme,    false},
    {T::XYChain,           findXYChain,           NONET_TR_NOOP("XY-Chain"),                       "xy-chain",              220,   68, L::Extreme,    false},
    {T::NiceLoop,          findNiceLoop,          NONET_TR_NOOP("Nice loop"),                      "nice-loop",             400,   72, L::Extreme,    false},
    {T::GroupedNiceLoop,   findGroupedNiceLoop,   NONET_TR_NOOP("Grouped nice loop"),              "grouped-nice-loop",     900,   74, L::Extreme,    false},
    {T::AlsXz,             findAlsXz,             NONET_TR_NOOP("ALS-XZ"),                         "als-xz",               1000,   75, L::Extreme,    false},
    {T::ForcingChain,      findForcingChain,      NONET_TR_NOOP("Forcing chain"),                  "forcing-chain",        2500,   85, L::Extreme,    false},
    {T::Trial,             findTrial,             NONET_TR_NOOP("Trial"),                          "trial",                4000,   95, L::Extreme,    false},
    {T::Guess,             findGuess,             NONET_TR_NOOP("Guess"),                          "guess",                8000,  110, L::Extreme,    false},
    // Killer Sudoku (the grids without cages have no such step).
    {T::CageLastCell,        findCageLastCell,        NONET_TR_NOOP("Last cell of a cage"),                "cage-last-cell",         2,  11, L::VeryEasy,  false},
    {T::CageHiddenSingle,    findCageHiddenSingle,    NONET_TR_NOOP("Hidden single (cage)"),               "hidden-single-cage",     5,  17, L::Easy,      false},
    {T::CageCombinations,    findCageCombinations,    NONET_TR_NOOP("Cage combinations"),                  "cage-combinations",      6,  20, L::Easy,      false},
    {T::CagePointing,        findCagePointing,        NONET_TR_NOOP("Cage pointing"),                      "cage-pointing",          8,  22, L::Easy,      false},
    {T::CageClaiming,        findCageClaiming,        NONET_TR_NOOP("Cage claiming"),                      "cage-claiming",          9,  24, L::Easy,      false},
    {T::InniesOuties,        findInniesOuties,        NONET_TR_NOOP("Innies and outies (one house)"),      "innies-outies",         20,  30, L::Medium,    false},
    {T::InniesOutiesSeveral, findInniesOutiesSeveral, NONET_TR_NOOP("Innies and outies (several houses)"), "innies-outies-several", 45,  38, L::Tough,     false},
    {T::CageSplitting,       findCageSplitting,       NONET_TR_NOOP("Cage splitting"),                     "cage-splitting",        70,  44, L::VeryTough, false},
    {T::CombinationPair,     findCombinationPair,     NONET_TR_NOOP("Combination pair"),                   "combination-pair",      80,  46, L::VeryTough, false},
    {T::CombinationTriple,   findCombinationTriple,   NONET_TR_NOOP("Combination triple"),                 "combination-triple",   180,  60, L::Extreme,   false},
}};
// clang-format on

constexpr bool catalogIndexedByTechnique()
{
    for (int i = 0; i < kTechniqueCount; ++i)
        if (static_cast<int>(kCatalog[static_cast<std::size_t>(i)].technique) != i) return false;
    return true;
}
static_assert(catalogIndexedByTechnique(), "kCatalog rows must follow the Technique enum");

// Each finder for both grids, in Technique order. The classic half must be the catalog's
// finder (checked below), so the shape engine runs exactly the techniques the catalog
// names, through the same templates.
struct FinderPair {
    TechniqueFinder classic;
    ShapeTechniqueFinder shape;
};
#define NONET_BOTH(finder) FinderPair{&finder<CandidateGrid>, &finder<ShapeCandidateGrid>}
constexpr std::array<FinderPair, kTechniqueCount> kFinders{{
    NONET_BOTH(findFullHouse), NONET_BOTH(findHiddenSingleBox), NONET_BOTH(findHiddenSingleLine),
    NONET_BOTH(findNakedSingle), NONET_BOTH(findLockedPointing), NONET_BOTH(findLockedClaiming),
    NONET_BOTH(findNakedPair), NONET_BOTH(findHiddenPair), NONET_BOTH(findNakedTriple), NONET_BOTH(findHiddenTriple),
    NONET_BOTH(findNakedQuad), NONET_BOTH(findHiddenQuad), NONET_BOTH(findXWing), NONET_BOTH(findSkyscraper),
    NONET_BOTH(findTwoStringKite), NONET_BOTH(findTurbotFish), NONET_BOTH(findEmptyRectangle), NONET_BOTH(findSwordfish),
    NONET_BOTH(findJellyfish), NONET_BOTH(findFinnedXWing), NONET_BOTH(findFinnedSwordfish),
    NONET_BOTH(findFinnedJellyfish), NONET_BOTH(findSimpleColoring), NONET_BOTH(findXYWing), NONET_BOTH(findXYZWing),
    NONET_BOTH(findWWing), NONET_BOTH(findRemotePair), NONET_BOTH(findUniqueRectangle1),
    NONET_BOTH(findUniqueRectangle2), NONET_BOTH(findUniqueRectangle4), NONET_BOTH(findBugPlusOne),
    NONET_BOTH(findXChain), NONET_BOTH(findXYChain), NONET_BOTH(findNiceLoop), NONET_BOTH(findGroupedNiceLoop),
    NONET_BOTH(findAlsXz), NONET_BOTH(findForcingChain), NONET_BOTH(findTrial), NONET_BOTH(findGuess),
    NONET_BOTH(findCageLastCell), NONET_BOTH(findCageHiddenSingle), NONET_BOTH(findCageCombinations),
    NONET_BOTH(findCagePointing), NONET_BOTH(findCageClaiming), NONET_BOTH(findInniesOuties),
    NONET_BOTH(findInniesOutiesSeveral), NONET_BOTH(findCageSplitting), NONET_BOTH(findCombinationPair),
    NONET_BOTH(findCombinationTriple),
}};
#undef NONET_BOTH

constexpr bool findersMatchCatalog()
{
    for (int i = 0; i < kTechniqueCount; ++i)
        if (kFinders[static_cast<std::size_t>(i)].classic != kCatalog[static_cast<std::size_t>(i)].finder) return false;
    return true;
}
static_assert(findersMatchCatalog(), "kFinders rows must hold the catalog's finders, in Technique order");

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

ShapeTechniqueFinder shapeFinder(Technique technique) { return kFinders[static_cast<std::size_t>(technique)].shape; }

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
