#pragma once
// Every human technique the grader knows, the classic ones in rising order of difficulty,
// then Killer's. The grader tries them by tier, then cost (technique_catalog); the names
// for people are in technique_catalog (translated where the GUI shows them).

#include <cstdint>

namespace nonet {

enum class Technique : std::uint8_t {
    FullHouse,
    HiddenSingleBox,
    HiddenSingleLine,
    NakedSingle,
    LockedPointing,
    LockedClaiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Skyscraper,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    Swordfish,
    Jellyfish,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    SimpleColoring,
    XYWing,
    XYZWing,
    WWing,
    RemotePair,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle4,
    BugPlusOne,
    XChain,
    XYChain,
    NiceLoop,
    GroupedNiceLoop,
    AlsXz,
    ForcingChain,
    Trial,
    Guess, // the solution digit of a cell, when nothing else applies
    // Killer Sudoku: cages and their sums (core/logic/techniques/cages.h). After Guess so
    // that the classic techniques keep their numbers; the grader orders by tier and cost.
    CageLastCell,
    CageHiddenSingle,
    CageCombinations,
    CagePointing,
    CageClaiming,
    InniesOuties,
    InniesOutiesSeveral,
    CageSplitting,
    CombinationPair,
    CombinationTriple,
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::CombinationTriple) + 1;

} // namespace nonet
