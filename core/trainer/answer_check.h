#pragma once
// Judges a player's move in a practice position: did they find a step of the technique?
//
// The player answers by changing the board: removing candidates from the notes (and, for
// the techniques that place a digit, placing it). The answer is right when it changes
// something and every change is one that a step of the technique makes in this position.
// A position can hold several instances of a pattern; they are found by asking the
// technique again after each one it returns (so an instance that only appears after
// another is applied is accepted as well, as a person would find it next).

#include "core/logic/step.h"
#include "core/trainer/trainer_position.h"

#include <vector>

namespace nonet {

struct TrainerAnswer {
    std::vector<CellDigit> removed; // candidates taken out of the notes
    std::vector<CellDigit> placed;  // digits entered
};

struct AnswerVerdict {
    bool right = false;
    Step shown;                         // the instance to show: the one the player found, else the grader's
    std::vector<CellDigit> unjustified; // changes no instance makes (removals and placements)
    std::vector<CellDigit> missed;      // what the shown instance does that the player did not
};

AnswerVerdict judgeAnswer(const TrainerPosition& position, const TrainerAnswer& answer);

// The instances of the position's technique, the grader's first (at most `limit`).
std::vector<Step> techniqueInstances(const TrainerPosition& position, int limit = 16);

} // namespace nonet
