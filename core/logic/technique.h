#pragma once
// Every human technique the grader knows, in rising order of difficulty. The order of
// this enum is the order in which the grader tries them; the names for people are in
// technique_catalog (translated where the GUI shows them).

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
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::Guess) + 1;

} // namespace nonet
