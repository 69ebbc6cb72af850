#pragma once
// Bivalue universal grave (BUG), Sukaku Explainer's types 1 to 4. When taking the extra
// digits out of a few cells (the BUG cells) would leave every unsolved cell with two
// candidates and every digit twice in each house it still needs, that position would
// have no solution or two, so some BUG cell keeps an extra digit:
//
//   type 1 (5.6)  one BUG cell: it is one of its extra digits
//   type 2 (5.7)  the BUG cells share one extra digit: it leaves every cell seeing them all
//   type 4 (5.7)  two BUG cells in one house share one other digit (the digit's only
//                 places there): each is its extra digit or that one
//   type 3 (5.8+) the BUG cells' extra digits, as one cell, with cells seeing them all in
//                 one house make a naked subset (5.7 plus 0.1 per digit beyond one)
//
// Sound only for puzzles with one solution.

#include "core/expert/expert_step.h"
#include "core/logic/candidate_grid.h"

#include <optional>

namespace nonet::expert {

std::optional<ExpertStep> findBivalueGrave(const CandidateGrid& grid);

} // namespace nonet::expert
