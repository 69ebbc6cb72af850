#pragma once
// The one table of techniques: for each Technique its finder, its one name (English;
// nonet-cli prints it, the GUI shows it translated), cost (what a step adds to a puzzle's
// score), SE-like rating (difficulty of the step on Sudoku Explainer's 1.0-11 scale, times
// ten) and level tier (the easiest level that admits it).
// The grader tries techniques in tier order, then cost order; the table of
// docs/grading.md ("Levels") mirrors this one.

#include "core/grader/level.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"

#include <array>
#include <optional>
#include <string_view>

namespace nonet {

using TechniqueFinder = std::optional<Step> (*)(const CandidateGrid&);
using ShapeTechniqueFinder = std::optional<Step> (*)(const ShapeCandidateGrid&);

struct TechniqueInfo {
    Technique technique;
    TechniqueFinder finder;
    std::string_view name;  // English, e.g. "Hidden single (box)"; the GUI translates it (context "nonet")
    std::string_view key;   // for command lines and files, e.g. "hidden-single-box"
    int cost;               // added to the score for every step
    int rating;             // SE-like difficulty x 10 (e.g. 23 = 2.3)
    Level level;            // tier
    bool needsUniqueness;   // valid only when the puzzle is known to have one solution
};

// Indexed by Technique.
const std::array<TechniqueInfo, kTechniqueCount>& techniqueCatalog();
const TechniqueInfo& techniqueInfo(Technique technique);
std::string_view techniqueName(Technique technique);
std::optional<Technique> parseTechnique(std::string_view key);
// The technique's finder for grids of any shape (the same template as the classic
// finder, instantiated for ShapeCandidateGrid); nullptr when it has none.
ShapeTechniqueFinder shapeFinder(Technique technique);
// Every technique, easiest first: by tier, then cost, then enum order.
const std::array<Technique, kTechniqueCount>& techniquesInGradingOrder();

} // namespace nonet
