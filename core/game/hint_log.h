#pragma once
// The hints a player asked for in one game, kept with the game (core/game/game_record.h) so
// that the review at the end can say what help was used, and of which techniques.
//
//   stage counts   every press of Hint that showed something counts at the stage it
//                  reached: a hint taken to its pattern counts once at Where, What and
//                  Pattern, so Where >= What >= Pattern >= Apply and Where is the number
//                  of hints asked for
//   techniques     each hint that found a step counts its technique once (at Where);
//                  a hint that only says "there is a mistake" counts at its stages only

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

    // A press of Hint showed `stage` (not None); `technique` when the hint is a step.
    void note(HintStage stage, std::optional<Technique> technique);
    int count(HintStage stage) const;
    // Hints asked for (presses that started one).
    int hintCount() const { return count(HintStage::Where); }
    bool empty() const { return hintCount() == 0; }

    bool operator==(const HintLog&) const = default;
};

} // namespace nonet
