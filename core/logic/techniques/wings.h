#pragma once
// Wings: a pivot and two pincers that together prove one of the pincers holds digit z.
//
//   findXYWing   pivot {x,y}, pincers {x,z} and {y,z} that both see the pivot: cells seeing
//                both pincers lose z. Pivots in cell order, then pincer pairs in cell order.
//   findXYZWing  pivot {x,y,z}, pincers {x,z} and {y,z} that both see the pivot: cells
//                seeing the pivot and both pincers lose z. Same order.
//   findWWing    two bivalue cells {x,y} that do not see each other, and a conjugate pair
//                on x whose ends see one cell each: cells seeing both lose y. Cell pairs in
//                order, then x before y, then the pair's house 0..26.
// Step fields: eliminations; cells = [pivot, pincer, pincer] (W-Wing: the two bivalue
// cells); digits = the wing's digits ({x,y,z}; W-Wing {x,y}); W-Wing also houses = {the
// conjugate pair's house} and links = weak cell1-p on x, strong p=q on x, weak q-cell2 on x.

#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"

#include <optional>

namespace nonet {

// Instantiated for CandidateGrid (classic 9x9) and ShapeCandidateGrid (every other shape).
template <class G> std::optional<Step> findXYWing(const G& grid);
template <class G> std::optional<Step> findXYZWing(const G& grid);
template <class G> std::optional<Step> findWWing(const G& grid);

} // namespace nonet
