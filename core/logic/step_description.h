#pragma once
// English sentences for steps, shared by nonet-cli and by the UI as its untranslated
// fallback:
//   "Hidden single (box): 7 in box 3 → r2c8"
//   "Locked candidates (pointing): 4 in box 5 confined to row 6 → eliminates 4 from r6c1, r6c2"
//   "X-Chain: 5r1c1 = 5r1c5 - 5r5c5 = 5r5c9 → eliminates 5 from r2c9"
//   "Innies and outies (one house): row 3, innies r3c4, r3c5 add up to 9 → eliminates ..."
// Killer cages by sum and first cell: "the 15-cage at r2c4".
// Cells are r<row>c<column>, houses "row N" / "column N" / "box N", all counted from 1.
// Output is UTF-8.

#include "core/logic/step.h"
#include "core/shape/shape.h"

#include <string>

namespace nonet {

std::string cellName(int cell);
std::string houseName(int house);
// "eliminates 4 from r6c1, r6c2; 7 from r6c3" (grouped by digit, in digit order).
std::string describeEliminations(const Step& step);
std::string describeStep(const Step& step);
// The same for a step on a grid of any shape: its houses by kind ("region 3", "diagonal 1",
// "window 2"), rows and columns up to 16, values 10-16 as A-G.
std::string describeEliminations(const Step& step, const Shape& shape);
std::string describeStep(const Step& step, const Shape& shape);

} // namespace nonet
