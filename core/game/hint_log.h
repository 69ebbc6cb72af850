#pragma once
// The help a player used in one game, kept with the game (core/game/game_record.h) so that
// whatever moves the game (the Continue list, a save file, the autosave) moves its help
// too: the review at the end says what was used, and the statistics count the game as
// helped however often it went away and came back.
//
//   stage counts   every press of Hint that showed something counts at the stage it
//                  reached: a hint taken to its pattern counts once at Where, What and
//                  Pattern, so Where >= What >= Pattern >= Apply and Where is the number
//                  of hints asked for
//   techniques     each hint that found a step counts its technique once (at Where);
//                  a hint that only says "there is a mistake" counts at its stages only
//   checks         presses of Check
//   solutionMarks  a move was played (or the marks turned on) while every wrong digit was
//                  marked against the solution: checking all the time

#include "core/game/hint.h"
#include "core/logic/technique.h"

#include <array>
#include <optional>

namespace nonet {

struct HintLog {
    static constexpr int kStageCount = 4; // Where, What, Pattern, Apply
    using Techniques = std::array<int, kTechniqueCount>; // indexed by Technique
    std::array<int, kStageCount> stages{};
    Techniques techniques{};
    int checks = 0;
    bool solutionMarks = false;

    // A press of Hint showed `stage` (not None); `technique` when the hint is a step.
    void note(HintStage stage, std::optional<Technique> technique);
    int count(HintStage stage) const;
    // Hints asked for (presses that started one).
    int hintCount() const { return count(HintStage::Where); }
    // No hint asked for (Check and the solution's marks are not hints).
    bool empty() const { return hintCount() == 0; }
    // No stage or technique counted at all. A log read from a file may count a later stage
    // without its Where; the file keeps it as it came rather than judge it.
    bool countsNothing() const { return stages == std::array<int, kStageCount>{} && techniques == Techniques{}; }
    // Check, or the solution's marks: help that is not a hint.
    bool checked() const { return checks > 0 || solutionMarks; }

    bool operator==(const HintLog&) const = default;
};

} // namespace nonet
