#pragma once
// Naked and hidden subsets (pairs, triples, quads).
//
// Naked subset of size n: n cells of one house whose candidates together are exactly n
// digits (each cell has 2..n of them); those digits leave every other cell of the house,
// and of every other house that holds all n cells (a box for a line's subset, a line for a
// box's, and with extra houses a diagonal or window too).
// Hidden subset of size n: n digits of one house (each with 2..n places there) whose
// places together are exactly n cells; those cells lose every other candidate.
//
// Scan order: houses in order (classic: rows, columns, boxes 0..26); within a house, the
// combinations of positions (naked: cell positions in houseCells order; hidden: digits)
// in increasing numeric order of their mask. The first subset with eliminations is
// returned. Step fields: eliminations; cells = the n cells; houses = {the house, then the
// other houses holding all n cells, ascending}; digits = the n digits.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findNakedPair(const G& grid);
template <class G> std::optional<Step> findHiddenPair(const G& grid);
template <class G> std::optional<Step> findNakedTriple(const G& grid);
template <class G> std::optional<Step> findHiddenTriple(const G& grid);
template <class G> std::optional<Step> findNakedQuad(const G& grid);
template <class G> std::optional<Step> findHiddenQuad(const G& grid);

} // namespace nonet
