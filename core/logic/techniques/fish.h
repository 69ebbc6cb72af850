#pragma once
// Fish on one digit: n base lines (rows, or columns) whose candidates lie in n cover lines
// of the other direction, so the cover lines lose the digit outside the base lines.
//
//   findXWing / findSwordfish / findJellyfish                         n = 2 / 3 / 4
//   findFinnedXWing / findFinnedSwordfish / findFinnedJellyfish       n = 2 / 3 / 4
//
// Basic fish: each base line has 2..n candidates and together they cover exactly n lines.
// Finned fish: the base candidates outside the n cover lines (the fins) all lie in one
// box; either a fin is true or the fish is, so only cover-line cells inside the fin box
// (and outside the base lines) lose the digit. A base line need not keep two candidates
// in the cover lines, so sashimi fish are found too (the step looks the same). Base lines
// need at least two candidates (one would be a hidden single).
//
// Scan order: digits 1..9; rows as base lines before columns; base-line combinations in
// increasing order of their 9-bit mask; for finned fish then the fin's stack (rows as base)
// or band (columns as base) 0..2 and the cover combinations in increasing mask order.
// Step fields: eliminations; cells = base candidates in the cover lines; fins = the fin
// cells (finned only); houses = the n base lines then the n cover lines; digits = {digit}.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findXWing(const G& grid);
template <class G> std::optional<Step> findSwordfish(const G& grid);
template <class G> std::optional<Step> findJellyfish(const G& grid);
template <class G> std::optional<Step> findFinnedXWing(const G& grid);
template <class G> std::optional<Step> findFinnedSwordfish(const G& grid);
template <class G> std::optional<Step> findFinnedJellyfish(const G& grid);

} // namespace nonet
